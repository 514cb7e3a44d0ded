package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.ExhaustiveSolver;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.SumEngine;

/**
 * The hints and explanations a question draws on, chosen by what the learner has met: each hint
 * names a method, never the answer, and each explanation is the one the learner can follow.
 */
class HintsAndExplanationsTest {

    private static final Set<Idea> ALL = Idea.all();
    private static final Rules MISERE = new Rules(Play.MISERE, MoveSet.NIM);

    private static Rules rules(Play play, String set) {
        return new Rules(play, MoveSet.parse(set).orThrow());
    }

    private static String hint(Question q, Set<Idea> known) {
        List<String> hints = q.hints(known);
        assertThat(hints).hasSize(1);
        return hints.get(0);
    }

    @Test
    void aMoveHintNamesTheLatestMethodTheLearnerHasMet() {
        Question nim = new FindMove(Position.of(5, 3), Rules.NIM);
        assertThat(hint(nim, Set.of())).startsWith("Try each move in turn");
        assertThat(hint(nim, EnumSet.of(Idea.MIRROR))).startsWith("Two equal heaps lose");
        assertThat(hint(new FindMove(Position.of(5, 3, 1), Rules.NIM), EnumSet.of(Idea.MIRROR)))
                .startsWith("Try each move in turn");
        assertThat(hint(nim, EnumSet.of(Idea.MIRROR, Idea.LEMMA_2))).isEqualTo("Work out the nim-sum. If it is 0,"
                + " every move loses (lemma 1). Otherwise find its leftmost 1 and change a heap with a 1 in that"
                + " column to the nim-sum xor its size.");
        Question misere = new FindMove(Position.of(5, 3), MISERE);
        assertThat(hint(misere, ALL)).startsWith("Play as in normal Nim, unless");
        assertThat(hint(misere, EnumSet.of(Idea.LEMMA_2))).startsWith("Work out the nim-sum");
    }

    @Test
    void aMoveHintInASubtractionGameNamesTheKernelOrTheGrundyValues() {
        Question oneHeap = new FindMove(Position.of(9), rules(Play.NORMAL, "1-3"));
        assertThat(hint(oneHeap, EnumSet.of(Idea.KERNEL))).isEqualTo(
                "With takes 1 to k, the kernel is the multiples of k + 1: which one can you reach?");
        assertThat(hint(oneHeap, Set.of())).as("before the kernel").isEqualTo(
                "Look for a move that leaves your opponent a size from which every move loses.");
        assertThat(hint(new FindMove(Position.of(9), rules(Play.NORMAL, "1,3,4")), EnumSet.of(Idea.KERNEL)))
                .isEqualTo("Look for a move that leaves a size in the kernel.");
        assertThat(hint(new FindMove(Position.of(9, 2), rules(Play.NORMAL, "1-3")), ALL))
                .isEqualTo("Find each heap's Grundy value; a winning move makes their XOR 0.");
    }

    @Test
    void everyOtherKindHasAHintForItsMethod() {
        assertThat(hint(new PorN(Position.of(3, 4), Rules.NIM), ALL)).startsWith("Work out the nim-sum");
        assertThat(hint(new PorN(Position.of(3, 4), Rules.NIM), Set.of())).startsWith("A position is P when");
        assertThat(hint(new PorN(Position.of(3, 4), MISERE), ALL)).startsWith("A position is P when");
        assertThat(hint(new PorN(Position.of(3, 4), rules(Play.NORMAL, "1-3")), ALL))
                .startsWith("A position is P when");
        assertThat(hint(new NimSum(Position.of(3, 4), Rules.NIM), ALL)).startsWith("Write each heap in binary");
        assertThat(hint(new NimSum(Position.of(3, 4), rules(Play.NORMAL, "1-3")), ALL))
                .startsWith("Find each heap's Grundy value first");
        assertThat(hint(new XorOf(5, 3), ALL)).startsWith("Write both numbers in binary");
        assertThat(hint(new ToBinary(5), ALL)).startsWith("Take the largest power of two");
        assertThat(hint(new ColumnSums(Position.of(3, 4)), ALL)).startsWith("Write each heap in binary with");
        assertThat(hint(new KernelUpTo(rules(Play.NORMAL, "1-3"), 9), ALL)).startsWith("0 is in the kernel.");
        assertThat(hint(new Lemma2Step(Position.of(3, 4)), ALL)).startsWith("Write the nim-sum in binary");
        assertThat(hint(new GrundyValues((MoveSet.Subtraction) MoveSet.parse("1-3").orThrow(), 5), ALL))
                .startsWith("g(0) = 0.");
        assertThat(new Choice(List.of("a", "b"), 0, "").hints(ALL)).isEmpty();
    }

    @Test
    void ideasAndMisconceptionsAreReadBackFromTheirKeys() {
        for (Idea idea : Idea.values()) {
            assertThat(Idea.fromKey(idea.key())).contains(idea);
            assertThat(idea.description()).isNotBlank();
        }
        assertThat(Idea.LEMMA_1.key()).isEqualTo("lemma-1");
        assertThat(Idea.fromKey("lemma 1")).isEmpty();
        assertThat(Idea.keys()).startsWith("rules, game-tree, mirror, ").endsWith(", misere, grundy, sprague-grundy, octal, disguise, moore");
        assertThat(Idea.all()).hasSize(Idea.values().length);
        for (Misconception m : Misconception.values()) {
            assertThat(Misconception.fromKey(m.key())).contains(m);
        }
        assertThat(Misconception.fromKey("added_not_xored")).isEmpty();
        assertThat(Misconception.ADDED_NOT_XORED.key()).isEqualTo("added-not-xored");
    }

    @Test
    void aVisitorIsCalledByTheMethodOfEachKindOfDerivation() {
        Position p = Position.of(3, 4, 5);
        List<Derivation> all = List.of(PositionReport.of(p, Rules.NIM).orThrow(),
                MoveCheck.of(p, Rules.NIM, new Move(0, 2)).orThrow(), Columns.of(p, MoveSet.NIM), Lemma2.of(p),
                KernelProof.of((MoveSet.Subtraction) MoveSet.parse("1-3").orThrow(), 8).orThrow(),
                new Derivation.Followers(GameTree.of(Position.of(2), Rules.NIM, java.util.OptionalInt.empty()).orThrow(),
                        Rules.NIM),
                new Derivation.Binary(5), new Derivation.Xor(5, 3), new Derivation.Mirror(Position.of(2, 2)),
                new Derivation.Multiples(8, 3), new Derivation.GrundyTable("g", List.of()), new Derivation.Note("n"),
                ClaimProof.check("s == 0", Rules.NIM, 1, 1).orThrow(), new Derivation.Mex(List.of(0L, 2L), 1),
                SumReport.of(SumEngine.analyze(GameNotation.sum(List.of("nim:3 kayles:4"), new HeapGame.Nim())
                        .orThrow(), Play.NORMAL).orThrow()));
        assertThat(all).extracting(d -> d.accept(new Names())).containsExactly("report", "check", "columns", "lemma2",
                "kernel", "followers", "binary", "xor", "mirror", "multiples", "grundyTable", "note", "claim", "mex",
                "sum");
        assertThat(new Derivation.Xor(5, 3).result()).isEqualTo(6);
        assertThat(new Derivation.Xor(12, 10).result()).isEqualTo(6);
    }

    /** Names the visitor method a derivation calls. */
    private static final class Names implements Derivation.Visitor<String> {
        public String report(PositionReport r) { return "report"; }
        public String check(MoveCheck c) { return "check"; }
        public String columns(Columns c) { return "columns"; }
        public String lemma2(Lemma2 l) { return "lemma2"; }
        public String kernel(KernelProof k) { return "kernel"; }
        public String followers(Derivation.Followers f) { return "followers"; }
        public String binary(Derivation.Binary b) { return "binary"; }
        public String xor(Derivation.Xor x) { return "xor"; }
        public String mirror(Derivation.Mirror m) { return "mirror"; }
        public String multiples(Derivation.Multiples m) { return "multiples"; }
        public String grundyTable(Derivation.GrundyTable t) { return "grundyTable"; }
        public String note(Derivation.Note n) { return "note"; }
        public String claim(ClaimProof c) { return "claim"; }
        public String mex(Derivation.Mex m) { return "mex"; }
        public String sum(SumReport r) { return "sum"; }
        public String whole(WholeReport r) { return "whole"; }
    }

    @Test
    void anOutcomeIsExplainedByWhatTheLearnerCanFollow() {
        Set<Idea> early = EnumSet.of(Idea.RULES, Idea.MIRROR);
        Rules takeThree = rules(Play.NORMAL, "1-3");
        assertThat(explain(Position.of(9), takeThree, EnumSet.of(Idea.KERNEL))).isEqualTo(new Derivation.Multiples(9, 3));
        assertThat(explain(Position.of(9), takeThree, early)).as("the multiples are what the kernel's step finds out")
                .isInstanceOf(Derivation.Followers.class);
        assertThat(explain(Position.of(9), rules(Play.MISERE, "1-3"), Set.of()))
                .isInstanceOf(Derivation.Followers.class);
        assertThat(explain(Position.of(9, 1), takeThree, ALL)).isInstanceOf(PositionReport.class);
        assertThat(explain(Position.of(30), rules(Play.NORMAL, "1,3,4"), ALL)).isInstanceOf(Derivation.Followers.class);
        assertThat(explain(Position.of(31), rules(Play.NORMAL, "1,3,4"), ALL)).isInstanceOf(PositionReport.class);
        assertThat(explain(Position.of(4, 3), Rules.NIM, early)).isEqualTo(new Derivation.Mirror(Position.of(4, 3)));
        // Before the game tree is taught, even a tiny pair of heaps is explained by the mirror.
        assertThat(explain(Position.of(4, 2), Rules.NIM, early)).isEqualTo(new Derivation.Mirror(Position.of(4, 2)));
        assertThat(explain(Position.of(4, 2), Rules.NIM, EnumSet.of(Idea.RULES, Idea.MIRROR, Idea.GAME_TREE)))
                .isInstanceOf(Derivation.Followers.class);
        assertThat(explain(Position.of(4, 3), MISERE, early)).isInstanceOf(Derivation.Followers.class);
        assertThat(explain(Position.of(4, 3, 1), Rules.NIM, early)).isInstanceOf(Derivation.Followers.class);
        assertThat(explain(Position.of(4, 2), Rules.NIM, ALL)).isInstanceOf(Derivation.Followers.class);
        assertThat(explain(Position.of(4, 3), Rules.NIM, ALL)).isInstanceOf(PositionReport.class);
        // Too many nodes to draw: the columns, whatever the learner knows.
        assertThat(explain(Position.of(40, 40, 40), Rules.NIM, early)).isInstanceOf(PositionReport.class);
    }

    private static Derivation explain(Position p, Rules rules, Set<Idea> known) {
        return new PorN(p, rules).derivation(known);
    }

    @Test
    void eachWinningMoveIsGivenTheRuleItFollows() {
        List<MoveReason> nim = PositionReport.of(Position.of(3, 4, 5), Rules.NIM).orThrow().reasons();
        assertThat(nim).containsExactly(new MoveReason.ZeroNimSum(new Move(0, 2), 3, 1, 2, 1));
        assertThat(PositionReport.of(Position.of(5, 6), rules(Play.NORMAL, "1-3")).orThrow().reasons())
                .containsExactly(new MoveReason.ZeroGrundySum(new Move(0, 3), 5, 2, 1, 2),
                        new MoveReason.ZeroGrundySum(new Move(1, 1), 6, 5, 2, 1));
        assertThat(PositionReport.of(Position.of(6), rules(Play.MISERE, "1-3")).orThrow().reasons())
                .containsExactly(new MoveReason.FoundBySearch(new Move(0, 1), 6, 5));
        assertThat(PositionReport.of(Position.of(5, 1, 1), MISERE).orThrow().reasons())
                .containsExactly(new MoveReason.OddOnesLeft(new Move(0, 4), 5, 1, 3));
    }

    @Test
    void inMisereNimAMoveIsAnOddOnesMoveExactlyWhenItLeavesOnlyZerosAndOnes() {
        ExhaustiveSolver referee = new ExhaustiveSolver(MISERE);
        for (long a = 0; a <= 5; a++) {
            for (long b = 0; b <= 5; b++) {
                for (long c = 0; c <= 3; c++) {
                    Position p = Position.of(a, b, c);
                    PositionReport report = PositionReport.of(p, MISERE).orThrow();
                    assertThat(report.reasons()).extracting(MoveReason::move).isEqualTo(referee.winningMoves(p));
                    for (MoveReason reason : report.reasons()) {
                        Position after = reason.move().applyTo(p);
                        if (after.largest() <= 1) {
                            long ones = after.stream().filter(h -> h == 1).count();
                            assertThat(reason).as("%s from %s", reason.move(), p).isInstanceOf(MoveReason.OddOnesLeft.class);
                            assertThat(((MoveReason.OddOnesLeft) reason).onesLeft()).isEqualTo(ones).isOdd();
                        } else {
                            assertThat(reason).as("%s from %s", reason.move(), p).isInstanceOf(MoveReason.ZeroNimSum.class);
                        }
                    }
                }
            }
        }
    }

    @Test
    void aCheckedMoveSaysWhetherItWasAMistakeAndWhatWouldHaveWon() {
        MoveCheck win = MoveCheck.of(Position.of(3, 4, 5), Rules.NIM, new Move(0, 2)).orThrow();
        assertThat(win.winning()).isTrue();
        assertThat(win.mistake()).isFalse();
        assertThat(win.betterMoves()).isEmpty();
        assertThat(win.gameOver()).isFalse();
        MoveCheck mistake = MoveCheck.of(Position.of(3, 4, 5), Rules.NIM, new Move(1, 1)).orThrow();
        assertThat(mistake.mistake()).isTrue();
        assertThat(mistake.betterMoves()).containsExactly(new Move(0, 2));
        MoveCheck lost = MoveCheck.of(Position.of(2, 2), Rules.NIM, new Move(0, 1)).orThrow();
        assertThat(lost.winning()).isFalse();
        assertThat(lost.mistake()).isFalse();
        assertThat(lost.betterMoves()).isEmpty();
        MoveCheck last = MoveCheck.of(Position.of(0, 3), Rules.NIM, new Move(1, 3)).orThrow();
        assertThat(last.gameOver()).isTrue();
        assertThat(last.reply()).isEmpty();
    }

    @Test
    void theColumnsOfAPositionAgreeWithItsBitsOneByOne() {
        for (long a = 0; a <= 9; a++) {
            for (long b = 0; b <= 9; b++) {
                Position p = Position.of(a, b, 6);
                Columns c = Columns.of(p, MoveSet.NIM);
                long s = a ^ b ^ 6;
                assertThat(c.allEven()).isEqualTo(s == 0);
                assertThat(c.leadingBit()).isEqualTo(s == 0 ? -1 : Long.numberOfTrailingZeros(Long.highestOneBit(s)));
                for (int bit = 0; bit < c.width(); bit++) {
                    assertThat(c.oddColumns().contains(bit)).isEqualTo((s >> bit & 1) == 1);
                    for (int heap = 0; heap < 3; heap++) {
                        assertThat(c.hasBit(heap, bit)).isEqualTo((p.heap(heap) >> bit & 1) == 1);
                    }
                }
            }
        }
        assertThat(Columns.of(Position.of(7, 1), MoveSet.NIM).oddColumns()).containsExactly(2, 1);
    }

    @Test
    void lemmaOneListsEveryMoveOrAnEvenSampleFromEachHeap() {
        Lemma1 small = Lemma1.of(Position.of(1, 2, 3));
        assertThat(small.complete()).isTrue();
        assertThat(small.sampled()).isFalse();
        assertThat(small.checked()).hasSize(6);
        Lemma1 notApplied = Lemma1.of(Position.of(1, 2));
        assertThat(notApplied.applies()).isFalse();
        assertThat(notApplied.sampled()).isFalse();
        // 48 moves exactly: listed in full.
        Lemma1 exact = Lemma1.of(Position.of(8, 16, 24));
        assertThat(exact.complete()).isTrue();
        assertThat(exact.checked()).hasSize(48);
        Lemma1 big = Lemma1.of(Position.of(100, 0, 100));
        assertThat(big.sampled()).isTrue();
        assertThat(big.complete()).isFalse();
        // 16 targets a heap, spread evenly from 99 down to 0, for each non-empty heap.
        List<Long> first = big.checked().stream().filter(s -> s.heap() == 0).map(Lemma1.Step::to).toList();
        assertThat(first).hasSize(16).startsWith(99L, 92L, 86L).endsWith(7L, 0L).isSortedAccordingTo((x, y) -> Long.compare(y, x));
        assertThat(big.checked().stream().filter(s -> s.heap() == 1)).isEmpty();
        assertThat(big.checked().stream().filter(s -> s.heap() == 2)).hasSize(16);
        for (Lemma1.Step step : big.checked()) {
            assertThat(step.from()).isEqualTo(100);
            assertThat(step.nimSumAfter()).isEqualTo(step.to() ^ 100).isNotZero();
        }
        Lemma1 twoHeaps = Lemma1.of(Position.of(2, 2, 60, 60));
        assertThat(twoHeaps.checked().stream().filter(s -> s.heap() == 0).map(Lemma1.Step::to)).containsExactly(1L, 0L);
        assertThat(twoHeaps.checked()).hasSize(2 + 2 + 12 + 12);
        Lemma1 one = Lemma1.of(Position.of(1, 1, 60, 60, 70, 70, 80, 80, 90, 90, 99, 99, 1, 1));
        assertThat(one.checked()).hasSizeLessThanOrEqualTo(Lemma1.MAX_LISTED);
        assertThat(one.checked().stream().filter(s -> s.heap() == 0).map(Lemma1.Step::to)).containsExactly(0L);
    }
}
