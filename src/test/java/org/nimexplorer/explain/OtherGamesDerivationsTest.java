package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.TestBudget;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.GameTreeSearch;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.MultiMove;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.SumMoveParser;
import org.nimexplorer.engine.SumSearch;

/**
 * The derivations of the other games (a Grundy table, an equivalence, a judged move, a tree, a
 * grid and a conjecture) against searches made here, which know no Grundy value.
 */
class OtherGamesDerivationsTest {

    private static final HeapGame KAYLES = GameNotation.heapGame("kayles").orThrow();
    private static final HeapGame NIM = new HeapGame.Nim();

    private static Outcome searched(GameSum sum, Play play) {
        return new SumSearch(play, TestBudget.positions(5_000_000)).outcome(sum);
    }

    @Test
    void aGrundyTableHoldsTheValuesThePatternAndTheHeapsAsked() {
        GrundyTable t = GrundyTable.of(KAYLES, Optional.of(30L), List.of(1_000_000_000_000L), true).orThrow();
        assertThat(t.values()).hasSize(31);
        for (int n = 0; n <= 30; n++) {
            long g = t.values()[n];
            assertThat(searched(new GameSum(List.of(new Component(KAYLES, n), new Component(NIM, g))), Play.NORMAL))
                    .as("kayles:%d is worth %d", n, g).isEqualTo(Outcome.P);
        }
        GrundyTable.Pattern.Periodic p = (GrundyTable.Pattern.Periodic) t.pattern();
        assertThat(p.preperiod()).isEqualTo(71);
        assertThat(p.period()).isEqualTo(12);
        assertThat(p.checkedUpTo()).isEqualTo(156);
        assertThat(p.octalTheorem()).isTrue();
        GrundyTable.HeapValue far = t.asked().get(0);
        assertThat(far.sameAs()).contains(71 + (1_000_000_000_000L - 71) % 12);
        assertThat(far.value()).isEqualTo(KAYLES.grundy(far.sameAs().get()));
        GrundyTable byDefault = GrundyTable.of(KAYLES, Optional.empty(), List.of(), true).orThrow();
        assertThat(byDefault.values().length % 12).isZero();
        assertThat(byDefault.values().length).isGreaterThanOrEqualTo(71 + 24);
        assertThat(GrundyTable.of(KAYLES, Optional.empty(), List.of(5L), false).orThrow().values()).isEmpty();
        assertThat(GrundyTable.of(new HeapGame.Lasker(), Optional.of(8L), List.of(), true).orThrow().pattern())
                .isInstanceOf(GrundyTable.Pattern.Formula.class);
        HeapGame sub = GameNotation.heapGame("sub[1,3,4]").orThrow();
        GrundyTable.Pattern.Periodic s = (GrundyTable.Pattern.Periodic) GrundyTable.of(sub, Optional.of(20L), List.of(),
                true).orThrow().pattern();
        assertThat(s.period()).isEqualTo(7);
        assertThat(s.octalTheorem()).isFalse();
        HeapGame open = GameNotation.heapGame("0.16").orThrow();
        assertThat(GrundyTable.of(open, Optional.of(20L), List.of(), true).orThrow().pattern())
                .isInstanceOf(GrundyTable.Pattern.Unsettled.class);
        assertThat(GrundyTable.of(open, Optional.of(20_000L), List.of(), true).isOk()).isFalse();
        assertThat(GrundyTable.of(open, Optional.empty(), List.of(20_000L), false).isOk()).isFalse();
        assertThat(GrundyTable.of(KAYLES, Optional.of(-1L), List.of(), true).isOk()).isFalse();
        assertThat(GrundyTable.of(KAYLES, Optional.of(GrundyTable.MOST_SHOWN + 1), List.of(), true).isOk()).isFalse();
    }

    @Test
    void twoHeapsAreEquivalentExactlyWhenTheirSumIsP() {
        for (int n = 0; n <= 9; n++) {
            for (int g = 0; g <= 9; g++) {
                Equivalence.Heaps e = (Equivalence.Heaps) Equivalence.ofHeaps(new Component(KAYLES, n),
                        new Component(NIM, g)).orThrow();
                Outcome truth = searched(new GameSum(List.of(new Component(KAYLES, n), new Component(NIM, g))),
                        Play.NORMAL);
                assertThat(e.sumOutcome()).isEqualTo(truth);
                assertThat(e.equivalent()).isEqualTo(truth == Outcome.P);
                assertThat(e.searched()).isTrue();
            }
        }
        Equivalence.Heaps huge = (Equivalence.Heaps) Equivalence.ofHeaps(new Component(KAYLES, 1_000_000_000L),
                new Component(NIM, KAYLES.grundy(1_000_000_000L))).orThrow();
        assertThat(huge.searched()).isFalse();
        assertThat(huge.equivalent()).isTrue();
        Equivalence.Games g = (Equivalence.Games) Equivalence.ofGames(KAYLES, NIM, 30).orThrow();
        assertThat(g.differs()).contains(4L);
        Equivalence.Games same = (Equivalence.Games) Equivalence.ofGames(GameNotation.heapGame("0.3033").orThrow(),
                GameNotation.heapGame("sub[1,3,4]").orThrow(), 25).orThrow();
        assertThat(same.differs()).isEmpty();
        assertThat(same.searched()).isTrue();
        assertThat(Equivalence.ofGames(KAYLES, NIM, Equivalence.MOST_COMPARED + 1).isOk()).isFalse();
        assertThat(Equivalence.ofHeaps(new Component(GameNotation.heapGame("0.16").orThrow(), 20_000),
                new Component(NIM, 1)).isOk()).isFalse();
    }

    @Test
    void aMoveInASumIsJudgedAsTheSearchJudgesItsResult() {
        GameSum sum = GameNotation.sum(List.of("nim:3", "kayles:5", "sub[1,3,4]:7"), NIM).orThrow();
        var before = SumEngine.analyze(sum, Play.NORMAL).orThrow();
        for (SumMove m : sum.moves()) {
            SumCheck c = SumCheck.of(before, m).orThrow();
            Outcome after = searched(m.applyTo(sum), Play.NORMAL);
            assertThat(c.winning()).isEqualTo(after == Outcome.P);
            assertThat(c.mistake()).isEqualTo(after == Outcome.N);
            assertThat(c.betterMoves()).isEqualTo(c.mistake() ? before.winningMoves() : List.of());
            c.reply().ifPresent(r -> {
                if (after == Outcome.N) {
                    assertThat(searched(r.applyTo(m.applyTo(sum)), Play.NORMAL)).isEqualTo(Outcome.P);
                }
            });
        }
        GameSum lost = GameSum.of(KAYLES, 4, 4);
        SumCheck none = SumCheck.of(SumEngine.analyze(lost, Play.NORMAL).orThrow(),
                SumMoveParser.parse("A-1", lost).orThrow()).orThrow();
        assertThat(none.mistake()).isFalse();
        assertThat(none.winning()).isFalse();
        SumCheck last = SumCheck.of(SumEngine.analyze(GameSum.of(KAYLES, 2), Play.NORMAL).orThrow(),
                SumMoveParser.parse("A-2", GameSum.of(KAYLES, 2)).orThrow()).orThrow();
        assertThat(last.reply()).isEmpty();
        assertThat(last.winning()).isTrue();
    }

    @Test
    void aMoveInMooresNimIsJudgedAsATreeSearchJudgesIt() {
        MooreNim moore = new MooreNim(2);
        GameTreeSearch<Position> search = new GameTreeSearch<>(TestBudget.unlimited(), moore::followers);
        Position p = Position.of(3, 4, 5, 6);
        for (MultiMove m : moore.legalMoves(p)) {
            WholeGameCheck c = WholeGameCheck.of(moore, p, m);
            boolean after = search.isP(m.applyTo(p));
            assertThat(c.winning()).isEqualTo(after);
            assertThat(c.mistake()).isEqualTo(!after);
            assertThat(c.outcomeBefore()).isEqualTo(Outcome.N);
            if (c.mistake()) {
                assertThat(c.better()).isNotEmpty().allMatch(b -> search.isP(b.applyTo(p)));
                assertThat(search.isP(c.reply().orElseThrow().applyTo(c.after()))).isTrue();
            }
        }
        Position lost = Position.of(1, 1, 1);
        WholeGameCheck fromP = WholeGameCheck.of(moore, lost, moore.legalMoves(lost).get(0));
        assertThat(fromP.mistake()).isFalse();
        assertThat(fromP.better()).isEmpty();
        StaircaseNim stairs = new StaircaseNim();
        WholeGameCheck end = WholeGameCheck.of(stairs, Position.of(1), stairs.parseMove("S1-1", Position.of(1))
                .orThrow());
        assertThat(end.reply()).isEmpty();
        assertThat(end.winning()).isTrue();
    }

    @Test
    void aSumsTreeLabelsEveryNodeAsTheSearchDoes() {
        GameSum sum = GameNotation.sum(List.of("nim:1", "kayles:3"), NIM).orThrow();
        SumTree tree = SumTree.of(sum, Play.NORMAL, OptionalInt.empty()).orThrow();
        List<SumTree> all = new ArrayList<>();
        collect(tree, all);
        assertThat(all).hasSizeGreaterThan(3);
        for (SumTree t : all) {
            assertThat(t.outcome()).isEqualTo(searched(t.position(), Play.NORMAL));
            t.move().ifPresent(m -> assertThat(m.part()).isLessThan(sum.size() + 2));
        }
        assertThat(tree.size()).isEqualTo(all.size());
        SumTree shallow = SumTree.of(sum, Play.NORMAL, OptionalInt.of(0)).orThrow();
        assertThat(shallow.children()).isEmpty();
        assertThat(shallow.cut()).isTrue();
        assertThat(SumTree.of(sum, Play.NORMAL, OptionalInt.of(-1)).isOk()).isFalse();
        SumTree misere = SumTree.of(GameSum.of(KAYLES, 2), Play.MISERE, OptionalInt.empty()).orThrow();
        assertThat(misere.outcome()).isEqualTo(searched(GameSum.of(KAYLES, 2), Play.MISERE));
    }

    private static void collect(SumTree t, List<SumTree> out) {
        out.add(t);
        t.children().forEach(c -> collect(c, out));
    }

    @Test
    void aGameTableMarksEveryCellAsTheSearchDoes() {
        for (Play play : Play.values()) {
            SumTable t = SumTable.of(KAYLES, play, Optional.of(new Component(NIM, 2)), 6, () -> false, n -> { })
                    .orThrow();
            for (OutcomeTable.Row row : t.rows()) {
                for (OutcomeTable.Cell cell : row.cells()) {
                    GameSum s = SumTable.sum(KAYLES, Optional.of(new Component(NIM, 2)), row.y(), cell.z());
                    assertThat(cell.outcome()).as("%s %s", s, play).isEqualTo(searched(s, play));
                }
            }
        }
        assertThat(SumTable.of(KAYLES, Play.NORMAL, Optional.empty(), 0, () -> false, n -> { }).isOk()).isFalse();
        assertThat(SumTable.of(KAYLES, Play.NORMAL, Optional.of(new Component(NIM, OutcomeTable.MAX_FIXED + 1)), 5,
                () -> false, n -> { }).isOk()).isFalse();
    }

    @Test
    void aClaimAboutAGameIsCheckedAgainstTheSearchWithItsSmallestCounterexamples() {
        SumConjecture right = SumConjecture.check("g(a) xor g(b) == 0", KAYLES, Play.NORMAL, 2, 8, () -> false,
                n -> { }).orThrow();
        assertThat(right.claimedPButN()).isEmpty();
        assertThat(right.claimedNButP()).isEmpty();
        long p = 0;
        for (long a = 0; a <= 8; a++) {
            for (long b = 0; b <= 8; b++) {
                p += searched(GameSum.of(KAYLES, a, b), Play.NORMAL) == Outcome.P ? 1 : 0;
            }
        }
        assertThat(right.positions()).isEqualTo(81);
        assertThat(right.pPositions()).isEqualTo(p);
        SumConjecture wrong = SumConjecture.check("a == b", KAYLES, Play.NORMAL, 2, 8, () -> false, n -> { })
                .orThrow();
        assertThat(wrong.claimedNButP()).isPresent();
        Position missed = wrong.claimedNButP().get();
        assertThat(searched(GameSum.of(KAYLES, missed.heaps()), Play.NORMAL)).isEqualTo(Outcome.P);
        assertThat(missed.heap(0)).isNotEqualTo(missed.heap(1));
        SumConjecture tooBroad = SumConjecture.check("a >= 0", KAYLES, Play.NORMAL, 2, 4, () -> false, n -> { })
                .orThrow();
        SumConjecture.Counterexample ex = tooBroad.claimedPButN().orElseThrow();
        GameSum at = GameSum.of(KAYLES, ex.position().heaps());
        assertThat(searched(at, Play.NORMAL)).isEqualTo(Outcome.N);
        assertThat(searched(ex.winningMove().orElseThrow().applyTo(at), Play.NORMAL)).isEqualTo(Outcome.P);
        assertThat(SumConjecture.check("a ==", KAYLES, Play.NORMAL, 2, 4, () -> false, n -> { }).isOk()).isFalse();
        assertThat(SumConjecture.check("a == b", KAYLES, Play.NORMAL, 0, 4, () -> false, n -> { }).isOk()).isFalse();
    }
}
