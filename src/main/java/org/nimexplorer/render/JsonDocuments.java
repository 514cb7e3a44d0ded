package org.nimexplorer.render;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.math.BigInteger;
import java.util.BitSet;
import java.util.List;
import org.nimexplorer.engine.Census;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.MultiMove;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.StairMove;
import org.nimexplorer.engine.Staircase;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.WholeMove;
import org.nimexplorer.explain.WholeGameCheck;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.HeapOption;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumCensus;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.ClaimProof;
import org.nimexplorer.explain.GameClaimProof;
import org.nimexplorer.explain.Conjecture;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.explain.Lemma2;
import org.nimexplorer.explain.Equivalence;
import org.nimexplorer.explain.GrundyTable;
import org.nimexplorer.explain.SumCheck;
import org.nimexplorer.explain.MoveCheck;
import org.nimexplorer.explain.OutcomeTable;
import org.nimexplorer.explain.SumConjecture;
import org.nimexplorer.explain.SumTable;
import org.nimexplorer.explain.SumTree;
import org.nimexplorer.explain.Theorem;

/**
 * The JSON outputs that hold more than one record has (the heaps a move leaves, the time a census
 * took, the option a table was drawn with), each a record whose components are the contract's
 * fields in order. Everything else is the explain and engine records as {@link JsonShapes} names them.
 */
final class JsonDocuments {

    private JsonDocuments() {}

    /**
     * A move with the heaps it leaves, worked out only as the move is written: a list of moves on a
     * million heaps then holds one copy of the heaps at a time, not one per move.
     */
    record PlayedMove(@JsonUnwrapped Move move, @JsonIgnore Position in) {
        /** The heaps after the move; none (and no field) when {@code in} is null, as when there are too many. */
        @JsonProperty
        @JsonInclude(JsonInclude.Include.NON_NULL)
        Position leaves() {
            return in == null ? null : move.applyTo(in);
        }
    }

    /**
     * The rules of a sum of games: {@code game} is the game of every heap, or "mixed" when they differ
     * (the document's {@code games} then names each heap's); {@code subtract} as for Nim's rules.
     */
    record SumRules(Play play, int[] subtract, String game) {
        static SumRules of(GameSum sum, Play play) {
            List<HeapGame> games = sum.games();
            boolean one = games.size() == 1;
            int[] takes = one && games.get(0) instanceof HeapGame.Subtract s ? s.set().takes() : null;
            return new SumRules(play, takes, one ? games.get(0).notation() : "mixed");
        }
    }

    /**
     * A move in a sum: the heap (from 1), what it takes, the heaps it leaves in that heap's place
     * (none, one, or two after a split) and the sizes of the whole sum after it, worked out only as the
     * move is written, and none (no field) when {@code in} is null, as when there are too many.
     */
    record SumPlayedMove(int heap, long take, long[] left, @JsonIgnore long[] in) {
        static SumPlayedMove of(SumMove m, GameSum sum) {
            return of(m, sizes(sum));
        }

        /** The move in a sum of these sizes, or null when its "leaves" are left out. */
        static SumPlayedMove of(SumMove m, long[] sizes) {
            HeapOption o = m.option();
            long[] left = o.splits() ? new long[] {o.left(), o.right()} : o.left() == 0 ? new long[0]
                    : new long[] {o.left()};
            return new SumPlayedMove(m.part() + 1, o.take(), left, sizes);
        }

        @JsonProperty
        @JsonInclude(JsonInclude.Include.NON_NULL)
        long[] leaves() {
            if (in == null) {
                return null;
            }
            int part = heap - 1;
            long[] after = new long[in.length + (left.length == 2 ? 1 : 0)];
            System.arraycopy(in, 0, after, 0, part);
            after[part] = left.length == 0 ? 0 : left[0];
            if (left.length == 2) {
                after[part + 1] = left[1];
            }
            System.arraycopy(in, part + 1, after, part + left.length + (left.length == 0 ? 1 : 0), in.length - part - 1);
            return after;
        }
    }

    /**
     * {@code analyze} of a sum of games. {@code winningMoves} holds the moves the analysis kept; when
     * they are not all, {@code allListed} is false, {@code winningMoveCount} counts them all and, as in
     * Nim's big positions, the heaps each move leaves are left out ({@code leavesOmitted}), as they are
     * when they would hold more than {@link Json#MAX_LEAVES_NUMBERS} numbers.
     */
    record SumDocument(long[] heaps, List<String> games, SumRules rules, long[] values, long nimSum, Outcome outcome,
            List<SumPlayedMove> winningMoves, boolean allListed,
            @JsonInclude(JsonInclude.Include.NON_NULL) BigInteger winningMoveCount,
            @JsonInclude(JsonInclude.Include.NON_NULL) Boolean leavesOmitted) {
        static SumDocument of(SumAnalysis a) {
            GameSum sum = a.sum();
            long[] sizes = sizes(sum);
            boolean leaves = leavesShown(!a.allListed(), sizes.length, a.winningMoves().size());
            return new SumDocument(sizes, sum.parts().stream().map(c -> c.game().notation()).toList(),
                    SumRules.of(sum, a.play()), a.values(), a.nimSum(), a.outcome(),
                    a.winningMoves().stream().map(m -> SumPlayedMove.of(m, leaves ? sizes : null)).toList(),
                    a.allListed(), a.allListed() ? null : a.winningMoveCount(), leaves ? null : Boolean.TRUE);
        }
    }

    /** The rule of Nim's big positions, for every game; and a list cut short goes without leaves too. */
    static boolean leavesShown(boolean cut, int heaps, int moves) {
        return !cut && (long) heaps * moves <= Json.MAX_LEAVES_NUMBERS;
    }

    /** {@code check} of a move in a sum, shaped as Nim's check with the sum's heaps, games and values. */
    record SumCheckDocument(long[] heaps, List<String> games, SumRules rules, SumPlayedMove move, boolean legal,
            boolean winning, long nimSumAfter, SumPlayedMove reply) {
        static SumCheckDocument of(SumCheck c) {
            GameSum sum = c.before().sum();
            return new SumCheckDocument(sizes(sum), sum.parts().stream().map(p -> p.game().notation()).toList(),
                    SumRules.of(sum, c.before().play()), SumPlayedMove.of(c.move(), sum), true, c.winning(),
                    c.after().nimSum(), c.reply().map(r -> SumPlayedMove.of(r, c.after().sum())).orElse(null));
        }
    }

    record IllegalSumMove(long[] heaps, List<String> games, SumRules rules, boolean legal, String error) {}

    /**
     * {@code grundy}: the game, the values from heap 0, the pattern ("periodic" with its proof's bound,
     * "formula" or "unsettled") and the single heaps asked for.
     */
    record GrundyDocument(String game, String describe, long[] values, String pattern, Long preperiod, Long period,
            Long checkedUpTo, Long knownBelow, List<GrundyTable.HeapValue> heaps) {
        static GrundyDocument of(GrundyTable t) {
            String game = t.game().notation();
            String words = t.game().describe();
            if (t.pattern() instanceof GrundyTable.Pattern.Periodic p) {
                return new GrundyDocument(game, words, t.values(), "periodic", p.preperiod(), p.period(),
                        p.checkedUpTo(), null, t.asked());
            }
            if (t.pattern() instanceof GrundyTable.Pattern.Unsettled u) {
                return new GrundyDocument(game, words, t.values(), "unsettled", null, null, null, u.known(), t.asked());
            }
            return new GrundyDocument(game, words, t.values(), "formula", null, null, null, null, t.asked());
        }
    }

    /** {@code equivalent} of two heaps. */
    record HeapsEquivalence(String first, String second, long[] values, Outcome sumOutcome, boolean equivalent,
            boolean searched) {
        static HeapsEquivalence of(Equivalence.Heaps h) {
            return new HeapsEquivalence(h.first().notation(), h.second().notation(), new long[] {h.first().grundy(),
                h.second().grundy()}, h.sumOutcome(), h.equivalent(), h.searched());
        }
    }

    /** {@code equivalent} of two games, heap by heap; {@code differsAt} is null when they agree up to max. */
    record GamesEquivalence(String first, String second, long max, boolean equivalent, Long differsAt,
            boolean searched) {
        static GamesEquivalence of(Equivalence.Games g) {
            return new GamesEquivalence(g.first().notation(), g.second().notation(), g.max(), g.differs().isEmpty(),
                    g.differs().orElse(null), g.searched());
        }
    }

    /**
     * {@code verify --game}: the shape of Nim's verify, with the game in rules, the heaps whose value
     * the search refutes, and the mismatches written as sizes.
     */
    record SumVerifyDocument(SumRules rules, int heaps, long max, long positions, long pPositions,
            List<long[]> mismatches, long mismatchCount, long valuesChecked, List<Long> wrongValues, String formula,
            boolean complete, long millis) {
        static SumVerifyDocument of(SumCensus.Report r, long millis) {
            return new SumVerifyDocument(new SumRules(r.play(), null, r.game().notation()), r.heaps(), r.max(),
                    r.positions(), r.pPositions(), r.mismatches().stream().map(JsonDocuments::sizes).toList(),
                    r.mismatchCount(), r.valuesChecked(), r.wrongValues(), r.compared() ? r.game().pattern() : null,
                    r.complete(), millis);
        }
    }

    /**
     * A move in Moore's Nim (each heap lowered, from 1, and by how much) or the staircase (step and coins),
     * with the heaps it leaves, worked out only as it is written; none (no field) when {@code before} is null.
     */
    record WholeMoveDocument(String move, List<HeapTake> takes, Integer step, Long coins,
            @JsonIgnore WholeMove played, @JsonIgnore Position before) {
        static WholeMoveDocument of(WholeMove m, Position before) {
            List<HeapTake> takes = m instanceof MultiMove mm ? mm.lowerings().stream()
                    .map(l -> new HeapTake(l.heap() + 1, l.take())).toList() : null;
            Integer step = m instanceof StairMove s ? s.step() : null;
            Long coins = m instanceof StairMove s ? s.coins() : null;
            return new WholeMoveDocument(m.shortForm(), takes, step, coins, m, before);
        }

        @JsonProperty
        @JsonInclude(JsonInclude.Include.NON_NULL)
        Position leaves() {
            return before == null ? null : played.applyTo(before);
        }
    }

    record HeapTake(int heap, long take) {}

    /**
     * {@code analyze} of Moore's Nim or the staircase: the column counts modulo k + 1, or the nim-sum of
     * the odd steps, and the winning moves: the first {@link SumAnalysis#LISTED}, with their count when
     * there are more (null when too many moves to try them all: then the rule's one alone), and leaves
     * as for a sum.
     */
    record WholeAnalysisDocument(Position heaps, SumRules rules, long[] columnSums, long[] residues,
            Long oddStepNimSum, Outcome outcome, List<WholeMoveDocument> winningMoves, boolean allListed,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long winningMoveCount,
            @JsonInclude(JsonInclude.Include.NON_NULL) Boolean leavesOmitted) {
        static WholeAnalysisDocument of(WholeGame game, Position p) {
            Result<? extends List<? extends WholeMove>> all = game.winningMoves(p);
            List<? extends WholeMove> moves = all.isOk() ? all.orThrow()
                    : game.winningMove(p).map(List::of).orElse(List.of());
            List<? extends WholeMove> listed = moves.subList(0, Math.min(moves.size(), SumAnalysis.LISTED));
            boolean allListed = all.isOk() && listed.size() == moves.size();
            boolean leaves = leavesShown(listed.size() < moves.size(), p.size(), listed.size());
            MooreNim moore = game instanceof MooreNim m ? m : null;
            return new WholeAnalysisDocument(p, new SumRules(Play.NORMAL, null, game.notation()),
                    moore == null ? null : moore.columnSums(p), moore == null ? null : moore.columnResidues(p),
                    moore == null ? Staircase.oddStepNimSum(p) : null, game.isP(p) ? Outcome.P : Outcome.N,
                    listed.stream().map(m -> WholeMoveDocument.of(m, leaves ? p : null)).toList(), allListed,
                    allListed || !all.isOk() ? null : Long.valueOf(moves.size()), leaves ? null : Boolean.TRUE);
        }
    }

    /** {@code check} in Moore's Nim or the staircase. */
    /**
     * {@code check} in Moore's Nim or the staircase. Its better moves are cut and lose their leaves as
     * {@code analyze}'s winning moves do, with {@code betterMoveCount} when cut.
     */
    record WholeCheckDocument(Position heaps, SumRules rules, WholeMoveDocument move, boolean legal, boolean winning,
            Outcome outcomeBefore, WholeMoveDocument reply, List<WholeMoveDocument> betterMoves,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long betterMoveCount,
            @JsonInclude(JsonInclude.Include.NON_NULL) Boolean leavesOmitted) {
        static WholeCheckDocument of(WholeGameCheck c) {
            List<? extends WholeMove> better = c.better();
            List<? extends WholeMove> listed = better.subList(0, Math.min(better.size(), SumAnalysis.LISTED));
            boolean cut = listed.size() < better.size();
            boolean leaves = leavesShown(cut, c.before().size(), listed.size());
            return new WholeCheckDocument(c.before(), new SumRules(Play.NORMAL, null, c.game().notation()),
                    WholeMoveDocument.of(c.move(), c.before()), true, c.winning(), c.outcomeBefore(),
                    c.reply().map(r -> WholeMoveDocument.of(r, c.after())).orElse(null),
                    listed.stream().map(m -> WholeMoveDocument.of(m, leaves ? c.before() : null)).toList(),
                    cut ? Long.valueOf(better.size()) : null, leaves ? null : Boolean.TRUE);
        }
    }

    record WholeVerifyDocument(SumRules rules, int heaps, long max, long positions, long pPositions,
            List<Position> mismatches, long mismatchCount, boolean complete, long millis) {}

    record IllegalWholeMove(Position heaps, SumRules rules, boolean legal, String error) {}

    private static long[] sizes(GameSum sum) {
        return sum.sizes().heaps();
    }

    /** The smallest position a claim calls P that is N, with the winning move that shows it. */
    record ClaimedPButN(Position heaps, PlayedMove winningMove) {
        static ClaimedPButN of(Conjecture.Counterexample c) {
            Position p = c.position();
            return new ClaimedPButN(p, c.winningMove().map(m -> new PlayedMove(m, p)).orElse(null));
        }
    }

    record ClaimedNButP(Position heaps) {}

    /**
     * {@code conjecture --game}: the shape of Nim's conjecture with the game in its rules; the winning
     * move is a move in a sum, with the heaps it leaves in place of the one it moved in.
     */
    record SumConjectureDocument(String claim, SumRules rules, int heaps, long max, boolean holds, long positions,
            long pPositions, SumClaimedPButN claimedPButN, ClaimedNButP claimedNButP) {
        static SumConjectureDocument of(SumConjecture c) {
            return new SumConjectureDocument(c.claim(), new SumRules(c.play(), null, c.game().notation()), c.heaps(),
                    c.max(), c.holds(), c.positions(), c.pPositions(), c.claimedPButN().map(x -> SumClaimedPButN.of(x,
                    c.game())).orElse(null), c.claimedNButP().map(ClaimedNButP::new).orElse(null));
        }
    }

    record SumClaimedPButN(Position heaps, SumPlayedMove winningMove) {
        static SumClaimedPButN of(SumConjecture.Counterexample c, HeapGame game) {
            GameSum sum = GameSum.of(game, c.position().heaps());
            return new SumClaimedPButN(c.position(), c.winningMove().map(m -> SumPlayedMove.of(m, sum)).orElse(null));
        }
    }

    record XorDocument(long a, long b, long xor, String binaryA, String binaryB, String binaryXor) {
        static XorDocument of(Derivation.Xor x) {
            return new XorDocument(x.a(), x.b(), x.result(), Long.toBinaryString(x.a()), Long.toBinaryString(x.b()),
                    Long.toBinaryString(x.result()));
        }
    }

    /** The theorem with the lemma that decides its position; lemma 1 is its own command. */
    record TheoremDocument(Position heaps, BigInteger objects, long nimSum, Outcome outcome, String lemma,
            Lemma2 lemma2) {
        static TheoremDocument of(Theorem t) {
            return new TheoremDocument(t.position(), t.objects(), t.nimSum(), t.outcome(),
                    t.nimSum() == 0 ? "lemma1" : "lemma2", t.lemma2());
        }
    }

    /** The table names what the command was given: the fixed first heap, or two heaps. */
    record TableDocument(Rules rules, @JsonInclude(JsonInclude.Include.NON_NULL) Long fix,
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer heaps, int max, List<OutcomeTable.Row> rows) {
        static TableDocument of(OutcomeTable t) {
            return new TableDocument(t.rules(), t.fixed().orElse(null), t.fixed().isPresent() ? null : 2, t.max(),
                    t.rows());
        }
    }

    /**
     * {@code table --game}: the shape of Nim's table with the game in its rules. When the fixed first heap
     * follows a game of its own, the rules' game is "mixed" and {@code games} names the three heaps'.
     */
    record SumTableDocument(SumRules rules, @JsonInclude(JsonInclude.Include.NON_NULL) List<String> games,
            @JsonInclude(JsonInclude.Include.NON_NULL) Long fix, @JsonInclude(JsonInclude.Include.NON_NULL) Integer heaps,
            int max, List<OutcomeTable.Row> rows) {
        static SumTableDocument of(SumTable t) {
            GameSum cell = SumTable.sum(t.game(), t.fixed(), 1, 1);
            return new SumTableDocument(SumRules.of(cell, t.play()), t.mixed() ? cell.parts().stream()
                    .map(c -> c.game().notation()).toList() : null, t.fixed().map(Component::size).orElse(null),
                    t.fixed().isPresent() ? null : 2, t.max(), t.rows());
        }
    }

    /**
     * {@code tree} of a sum of games: the rules at the root, then the nodes as in Nim's tree, each with
     * its heaps' games and the move that reached it from its parent (none at the root).
     */
    record SumTreeDocument(SumRules rules, @JsonUnwrapped SumTreeNode root) {
        static SumTreeDocument of(SumTree t) {
            return new SumTreeDocument(SumRules.of(t.position(), t.play()), SumTreeNode.of(t, null));
        }
    }

    record SumTreeNode(long[] heaps, List<String> games, @JsonInclude(JsonInclude.Include.NON_NULL) SumPlayedMove move,
            Outcome outcome, List<SumTreeNode> children,
            @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean seeAbove,
            @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean cut) {
        static SumTreeNode of(SumTree t, GameSum parent) {
            GameSum sum = t.position();
            return new SumTreeNode(sizes(sum), sum.parts().stream().map(c -> c.game().notation()).toList(),
                    t.move().map(m -> SumPlayedMove.of(m, parent)).orElse(null), t.outcome(),
                    t.children().stream().map(c -> SumTreeNode.of(c, sum)).toList(), t.repeated(), t.cut());
        }
    }

    /**
     * A checked move. Its better moves carry the heaps they leave unless that would be more than
     * {@link Json#MAX_LEAVES_NUMBERS} numbers (a quarter of a million heaps with as many winning
     * moves would be tens of gigabytes); then they are left out and {@code leavesOmitted} is true.
     */
    record CheckDocument(Position heaps, Rules rules, PlayedMove move, boolean legal, boolean winning,
            long nimSumAfter, Outcome outcomeBefore, PlayedMove reply, List<PlayedMove> betterMoves,
            @JsonInclude(JsonInclude.Include.NON_NULL) Boolean leavesOmitted) {
        static CheckDocument of(MoveCheck c) {
            Position before = c.before().position();
            Position after = c.after().analysis().position();
            boolean leaves = (long) before.size() * c.betterMoves().size() <= Json.MAX_LEAVES_NUMBERS;
            return new CheckDocument(before, c.before().rules(), new PlayedMove(c.move(), before), true, c.winning(),
                    c.after().analysis().nimSum(), c.before().outcome(),
                    c.reply().map(reply -> new PlayedMove(reply, after)).orElse(null),
                    c.betterMoves().stream().map(m -> new PlayedMove(m, leaves ? before : null)).toList(),
                    leaves ? null : Boolean.TRUE);
        }
    }

    record IllegalMoveDocument(Position heaps, Rules rules, PlayedMove move, boolean legal, String error) {
        IllegalMoveDocument(Position heaps, Rules rules, String error) {
            this(heaps, rules, null, false, error);
        }
    }

    record KernelDocument(Rules rules, long max, BitSet kernel) {}

    record GameKernelDocument(SumRules rules, long max, BitSet kernel) {}

    /** A census with the time it took, which is the command's to measure. */
    record VerifyDocument(@JsonUnwrapped Census.Report report, long millis) {}

    /**
     * A set proved by the three kernel properties: each property with its counts, verdict and smallest
     * counterexample, and the rule's check when one was given. {@code millis} is null when the proof is
     * written without a clock (as a lesson's derivation).
     */
    record ClaimProofDocument(String claim, String rule, Rules rules, int heaps, long max, long positions, long inSet,
            boolean holds, List<PropertyDocument> properties, PlayedExample example, RuleDocument ruleCheck,
            boolean complete, @JsonInclude(JsonInclude.Include.NON_NULL) Long millis) {
        static ClaimProofDocument of(ClaimProof p, Long millis) {
            return new ClaimProofDocument(p.claim(), p.rule().map(ClaimProof.RuleCheck::text).orElse(null), p.rules(),
                    p.heaps(), p.max(), p.positions(), p.inSet(), p.holds(),
                    List.of(PropertyDocument.of(p.ends(), "end"), PropertyDocument.of(p.stable(), "lemma1"),
                            PropertyDocument.of(p.absorbing(), "lemma2")),
                    p.example().map(PlayedExample::of).orElse(null), p.rule().map(RuleDocument::of).orElse(null),
                    p.complete(), millis);
        }
    }

    /** One property: "end", "lemma1" or "lemma2" is the shape it has. */
    record PropertyDocument(int property, String shape, boolean holds, long checked, long moves,
            Object counterexample) {
        static PropertyDocument of(ClaimProof.Property p, String shape) {
            return new PropertyDocument(p.number(), shape, p.holds(), p.checked(), p.moves(),
                    p.counterexample().map(PropertyDocument::failure).orElse(null));
        }

        static Object failure(ClaimProof.Failure f) {
            Position at = f.position();
            if (f instanceof ClaimProof.WrongEnd w) {
                return new WrongEndDocument(at, w.inSet());
            }
            if (f instanceof ClaimProof.StaysIn s) {
                return new StaysInDocument(at, new PlayedMove(s.move(), at));
            }
            if (f instanceof ClaimProof.NoWayIn n) {
                return new NoWayInDocument(at, n.moves().stream().map(m -> new PlayedMove(m, at)).toList(),
                        n.moveCount());
            }
            return RuleMissDocument.of((ClaimProof.RuleMiss) f);
        }
    }

    /**
     * A claim proved over another game: each position as its letters' parts are written ("2+2" for a
     * part of two rows), each move short, in words and with what it leaves.
     */
    record GameClaimDocument(String claim, List<String> games, String play, String box, int heaps, long max,
            long positions, long inSet, boolean holds, List<GameProperty> properties, GameExample example,
            boolean complete, @JsonInclude(JsonInclude.Include.NON_NULL) Long millis) {
        static GameClaimDocument of(GameClaimProof p, Long millis) {
            return new GameClaimDocument(p.claim(), p.games(), p.play() == Play.MISERE ? "misere" : "normal",
                    p.box().name().toLowerCase(java.util.Locale.ROOT), p.heaps(), p.max(), p.positions(), p.inSet(),
                    p.holds(), List.of(GameProperty.of(p.ends(), "end"), GameProperty.of(p.stable(), "lemma1"),
                            GameProperty.of(p.absorbing(), "lemma2")),
                    p.example().map(x -> new GameExample(x.position().parts(), GameStep.of(x.move()))).orElse(null),
                    p.complete(), millis);
        }
    }

    record GameStep(String move, String words, List<String> leaves) {
        static GameStep of(GameClaimProof.Step s) {
            return new GameStep(s.shortForm(), s.words(), s.after().parts());
        }
    }

    record GameExample(List<String> heaps, GameStep move) {}

    /** A property of a claim over another game, its counterexample shaped as for Nim. */
    record GameProperty(int property, String shape, boolean holds, long checked, long moves, Object counterexample) {
        static GameProperty of(GameClaimProof.Property p, String shape) {
            return new GameProperty(p.number(), shape, p.holds(), p.checked(), p.moves(),
                    p.counterexample().map(GameProperty::failure).orElse(null));
        }

        private static Object failure(GameClaimProof.Failure f) {
            List<String> at = f.position().parts();
            if (f instanceof GameClaimProof.WrongEnd w) {
                return new GameWrongEnd(at, w.inSet());
            }
            if (f instanceof GameClaimProof.StaysIn s) {
                return new GameStaysIn(at, GameStep.of(s.move()));
            }
            GameClaimProof.NoWayIn n = (GameClaimProof.NoWayIn) f;
            return new GameNoWayIn(at, n.moves().stream().map(GameStep::of).toList(), n.moveCount());
        }
    }

    record GameWrongEnd(List<String> heaps, boolean inSet) {}

    record GameStaysIn(List<String> heaps, GameStep move) {}

    record GameNoWayIn(List<String> heaps, List<GameStep> moves, long moveCount) {}

    record WrongEndDocument(Position heaps, boolean inSet) {}

    record StaysInDocument(Position heaps, PlayedMove move) {}

    record NoWayInDocument(Position heaps, List<PlayedMove> moves, long moveCount) {}

    /**
     * How a rule fails ("no-heap", "grows", "misses", ...), the heap (from 1) and new size it named, if any;
     * for "no-such-heap", the heap number it gave.
     */
    record RuleMissDocument(Position heaps, String miss, Long heap, Long newSize, String problem,
            PlayedMove another) {
        static RuleMissDocument of(ClaimProof.RuleMiss m) {
            Position at = m.position();
            boolean noSuchHeap = m.miss() == ClaimProof.Miss.NO_SUCH_HEAP;
            return new RuleMissDocument(at, m.miss().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'),
                    noSuchHeap ? Long.valueOf(m.newSize()) : m.heap() < 0 ? null : Long.valueOf(m.heap() + 1L),
                    m.heap() < 0 ? null : Long.valueOf(m.newSize()),
                    m.problem().isEmpty() ? null : m.problem(), m.another().map(x -> new PlayedMove(x, at)).orElse(null));
        }
    }

    record PlayedExample(Position heaps, PlayedMove move) {
        static PlayedExample of(ClaimProof.Example e) {
            return new PlayedExample(e.position(), new PlayedMove(e.move(), e.position()));
        }
    }

    record RuleDocument(String rule, boolean holds, long checked, RuleMissDocument counterexample,
            PlayedExample example) {
        static RuleDocument of(ClaimProof.RuleCheck r) {
            return new RuleDocument(r.text(), r.holds(), r.checked(), r.counterexample().map(RuleMissDocument::of)
                    .orElse(null), r.example().map(PlayedExample::of).orElse(null));
        }
    }
}
