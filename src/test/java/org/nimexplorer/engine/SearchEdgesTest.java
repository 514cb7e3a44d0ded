package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The searches (census, box, kernel, solver, Grundy sequence) position by position against the
 * exhaustive search or a direct mex, and at the edges of their limits: the last value accepted and
 * the first refused.
 */
class SearchEdgesTest {

    @Test
    void theCensusShowsEveryPositionOnceWithTheSearchsVerdict() {
        for (Rules rules : Games.allRules()) {
            for (int[] b : new int[][] {{1, 70}, {2, 66}, {3, 6}}) {
                ExhaustiveSolver referee = new ExhaustiveSolver(rules);
                List<Position> seen = new ArrayList<>();
                Census.Report report = Census.run(b[0], b[1], rules, () -> false, done -> { }, (heaps, isP) -> {
                    Position p = new Position(heaps);
                    seen.add(p);
                    assertThat(isP).as("%s under %s", p, rules.describe()).isEqualTo(referee.outcome(p) == Outcome.P);
                }).orThrow();
                assertThat(seen).hasSize((int) report.total()).doesNotHaveDuplicates();
                assertThat(report.mismatchCount()).isZero();
            }
        }
    }

    @Test
    void aCensusReportsProgressAboutOncePerMillionPositionsAndLastTheTotal() {
        List<Long> reported = new ArrayList<>();
        Census.run(4, 63, Rules.NIM, () -> false, reported::add).orThrow();
        List<Long> expected = new ArrayList<>();
        for (long done = 0; done < 1L << 24; done += 1L << 20) {
            expected.add(done);
        }
        expected.add(1L << 24);
        assertThat(reported).isEqualTo(expected);
        List<Long> subtraction = new ArrayList<>();
        Census.run(4, 63, Games.rules(Play.NORMAL, "1,3,4"), () -> false, subtraction::add).orThrow();
        assertThat(subtraction).isEqualTo(expected);
    }

    @Test
    void aCensusOfOneHugeHeapReportsProgressWithinItsOneRowAndCanStopThere() {
        Rules rules = Games.rules(Play.NORMAL, "1,3,4");
        List<Long> reported = new ArrayList<>();
        Census.Report whole = Census.run(1, 3_000_000, rules, () -> false, reported::add).orThrow();
        assertThat(whole.complete()).isTrue();
        assertThat(reported).startsWith(0L).endsWith(3_000_001L).isSorted().hasSizeGreaterThan(3);
        assertThat(reported.get(1)).isBetween(1L << 19, 1L << 20);
        int[] polls = {0};
        Census.Report stopped = Census.run(1, 3_000_000, rules, () -> ++polls[0] > 1, done -> { }).orThrow();
        assertThat(stopped.complete()).isFalse();
        assertThat(stopped.positions()).isZero();
    }

    @Test
    void aCensusIsRefusedOutsideItsBoundsBeforeAnythingIsAllocated() {
        assertThat(Census.positions(12, 1, Rules.NIM).orThrow()).isEqualTo(4096);
        assertThat(Census.positions(13, 1, Rules.NIM)).isEqualTo(Result.outOfBounds(new Bound(Bound.Name.HEAPS, 1, 12, 13)));
        assertThat(Census.positions(1, 0, Rules.NIM).orThrow()).isEqualTo(1);
        long largest = Integer.MAX_VALUE - 64;
        assertThat(Census.positions(1, largest, Rules.NIM).problemOrNull())
                .startsWith("1 heap up to 2147483583 need 769 MiB of memory for the search; the limit is 256 MiB");
        assertThat(Census.positions(1, largest + 1, Rules.NIM))
                .isEqualTo(Result.outOfBounds(new Bound(Bound.Name.MAX, 0, largest, largest + 1)));
        assertThat(Census.positions(1, 500_000_000, Rules.NIM).orThrow()).isEqualTo(500_000_001);
        assertThat(Census.positions(2, 262_143, Rules.NIM).orThrow()).isEqualTo(262_144L * 262_144);
        assertThat(Census.positions(2, 262_144, Rules.NIM).problemOrNull()).contains("the limit is 68719476736 (2^36)");
    }

    @Test
    void theBookkeepingIsALineOfWordsPerHeapButTheLastAndAFewRowsOfScratch() {
        // One 64-bit word a row up to 63; scratch is three rows, the take mask (1000 / 64 words) and two.
        long scratch = 3 + MoveSet.MAX_TAKE / 64 + 2;
        assertThat(Census.bookkeepingBytes(1, 63, Rules.NIM)).isEqualTo(scratch * 8);
        assertThat(Census.bookkeepingBytes(3, 63, Rules.NIM)).isEqualTo((1 + 64 + scratch) * 8);
        assertThat(Census.bookkeepingBytes(3, 63, Games.rules(Play.NORMAL, "1-3"))).isEqualTo((64 * 64 + scratch) * 8);
        assertThat(Census.bookkeepingBytes(2, 64, Rules.NIM)).isEqualTo((2 + 3 * 2 + MoveSet.MAX_TAKE / 64 + 2) * 8);
    }

    @Test
    void theEngineSearchesMisereSubtractionUpToItsLimitExactly() {
        Rules rules = Games.rules(Play.MISERE, "1-3");
        Analysis last = Engine.analyze(Position.of(Engine.SEARCH_LIMIT - 1), rules).orThrow();
        assertThat(last.outcome()).isEqualTo(Outcome.N);
        assertThat(last.winningMoves()).containsExactly(new Move(0, 2));
        assertThat(Engine.analyze(Position.of(Engine.SEARCH_LIMIT), rules).problemOrNull()).contains("limited to 200,000");
    }

    @Test
    void whenItCannotWinTheEngineTakesTheLeastFromTheFirstLargestHeap() {
        assertThat(Engine.prolongingMove(Position.of(5, 5), Rules.NIM)).contains(new Move(0, 1));
        assertThat(Engine.prolongingMove(Position.of(3, 5, 5), Rules.NIM)).contains(new Move(1, 1));
        Rules twoThree = Games.rules(Play.NORMAL, "2,3");
        assertThat(Engine.prolongingMove(Position.of(1, 2), twoThree)).contains(new Move(1, 2));
        assertThat(Engine.prolongingMove(Position.of(1, 1), twoThree)).isEmpty();
        assertThat(Engine.bestMove(Engine.analyze(Position.of(2, 2), Rules.NIM).orThrow())).contains(new Move(0, 1));
        assertThat(Engine.bestMove(Engine.analyze(Position.of(3, 4, 5), Rules.NIM).orThrow())).contains(new Move(0, 2));
        assertThat(Engine.bestMove(Engine.analyze(Position.of(0, 0), Rules.NIM).orThrow())).isEmpty();
    }

    @Test
    void theSearchSizeIsExactAtItsCapsAndPassesThemByOne() {
        for (Rules rules : List.of(Rules.NIM, Games.rules(Play.MISERE, "1,3,4"))) {
            for (Position p : Games.allPositions(3, 4)) {
                ExhaustiveSolver.SearchSize size = ExhaustiveSolver.searchSize(p, rules, 1_000, 1_000_000);
                assertThat(ExhaustiveSolver.searchSize(p, rules, size.positions(), size.moves())).isEqualTo(size);
                assertThat(ExhaustiveSolver.searchSize(p, rules, size.positions() - 1, 1_000_000).positions())
                        .isGreaterThan(size.positions() - 1);
                if (size.moves() > 0) {
                    assertThat(ExhaustiveSolver.searchSize(p, rules, 1_000, size.moves() - 1).moves())
                            .isGreaterThan(size.moves() - 1);
                }
            }
        }
    }

    @Test
    void theMexSequenceIsTheSmallestValueNoTakeReaches() {
        for (String notation : List.of("1,3,4", "2,5", "1000", "7,300,999", "1-3")) {
            MoveSet.Subtraction set = (MoveSet.Subtraction) MoveSet.parse(notation).orThrow();
            int[] g = GrundySequence.byMex(set, 5000);
            for (int n = 0; n < g.length; n++) {
                java.util.Set<Integer> reached = new java.util.HashSet<>();
                for (int t : set.takes()) {
                    if (t <= n) {
                        reached.add(g[n - t]);
                    }
                }
                int mex = 0;
                while (reached.contains(mex)) {
                    mex++;
                }
                assertThat(g[n]).as("%s at %d", notation, n).isEqualTo(mex);
            }
        }
    }

    @Test
    void thePeriodAndWhereItStartsAreTheSmallestThatReproduceTheSequence() {
        for (String notation : List.of("1,3,4", "2,5", "3,4", "1,4", "1,2,4,8", "2,3,7", "4,9", "2,4,7")) {
            MoveSet.Subtraction set = (MoveSet.Subtraction) MoveSet.parse(notation).orThrow();
            GrundySequence seq = GrundySequence.of(set);
            int[] g = GrundySequence.byMex(set, 4000);
            int period = 1;
            while (!repeatsFrom(g, 2000, period)) {
                period++;
            }
            int start = 2000;
            while (start > 0 && g[start - 1] == g[start - 1 + period]) {
                start--;
            }
            assertThat(seq.period()).as(notation).isEqualTo(period);
            assertThat(seq.preperiod()).as(notation).isEqualTo(start);
            if (notation.equals("2,4,7")) {
                assertThat(start).isEqualTo(8);
            }
            for (int n = 0; n < g.length; n++) {
                assertThat(seq.valueOf(n)).isEqualTo(g[n]);
            }
        }
    }

    private static boolean repeatsFrom(int[] g, int from, int period) {
        for (int n = from; n + period < g.length; n++) {
            if (g[n] != g[n + period]) {
                return false;
            }
        }
        return true;
    }

    @Test
    void aBoxIsRefusedAboveItsLimitAndItsPositionsOutsideIt() {
        assertThat(BoxSearch.of(Rules.NIM, 2047, 2047).isOk()).isTrue();
        assertThat(BoxSearch.of(Rules.NIM, 2048, 2047).problemOrNull()).contains("the limit is 4,194,304");
        assertThat(BoxSearch.of(Rules.NIM, 0, 3).orThrow().outcome(0, 3)).isEqualTo(Outcome.N);
        assertThatThrownBy(() -> BoxSearch.of(Rules.NIM, -1, 3)).isInstanceOf(IllegalArgumentException.class);
        BoxSearch box = BoxSearch.of(Rules.NIM, 2, 3).orThrow();
        assertThat(box.outcome(2, 2)).isEqualTo(Outcome.P);
        assertThatThrownBy(() -> box.outcome(3, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> box.outcome(-1, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> box.outcome(0, 4)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theLargestKernelIsComputedInTheTestHeap() {
        assertThat(Kernel.of(Rules.NIM, Kernel.MAX).orThrow()).containsExactly(0L);
        assertThat(Kernel.bits(Games.rules(Play.NORMAL, "1-3"), Kernel.MAX).orThrow().cardinality())
                .isEqualTo((int) (Kernel.MAX / 4 + 1));
        assertThat(Kernel.bits(Games.rules(Play.MISERE, "1-3"), Kernel.MAX).orThrow().cardinality())
                .isEqualTo((int) (Kernel.MAX / 4));
        assertThat(Kernel.of(Rules.NIM, Kernel.MAX + 1).isOk()).isFalse();
        assertThat(Kernel.of(Rules.NIM, 0).orThrow()).containsExactly(0L);
    }

    @Test
    void aFormulasRowAgreesWithItsVerdictOnEveryPosition() {
        for (Rules rules : Games.allRules()) {
            if (rules.isMisere() && !rules.isNim()) {
                continue;
            }
            Formula formula = Formula.forRules(rules).orElseThrow();
            for (int max = 0; max <= 3; max++) {
                for (Position prefix : Games.allPositions(2, 3)) {
                    long[] row = new long[1];
                    formula.pRow(prefix.heaps(), max, row);
                    for (int x = 0; x < 64; x++) {
                        boolean expected = x <= max && formula.isP(new long[] {prefix.heap(0), prefix.heap(1), x});
                        assertThat((row[0] >>> x & 1) == 1).as("%s %d under %s", prefix, x, rules.describe())
                                .isEqualTo(expected);
                    }
                }
            }
        }
        assertThat(Formula.forRules(Rules.NIM).orElseThrow().describe()).isEqualTo("P exactly when the nim-sum is 0 (Bouton)");
        assertThat(Formula.forRules(Games.rules(Play.MISERE, null)).orElseThrow().describe()).startsWith("with a heap of 2 or more");
        assertThat(Formula.forRules(Games.rules(Play.NORMAL, "1-3")).orElseThrow().describe())
                .endsWith("Grundy values is 0 (Sprague-Grundy)");
    }
}
