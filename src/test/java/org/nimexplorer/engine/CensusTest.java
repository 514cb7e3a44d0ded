package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class CensusTest {

    private static Census.Report run(int heaps, int max, Rules rules) {
        return Census.run(heaps, max, rules, () -> false, done -> { }).orThrow();
    }

    @TestFactory
    Stream<DynamicTest> theSweepCountsTheSamePPositionsAsTheSearch() {
        List<DynamicTest> tests = new ArrayList<>();
        int[][] bounds = {{1, 70}, {2, 20}, {3, 10}, {4, 5}, {5, 3}};
        for (Rules rules : Games.allRules()) {
            for (int[] b : bounds) {
                tests.add(DynamicTest.dynamicTest(rules.describe() + " " + b[0] + "x" + b[1], () -> {
                    ExhaustiveSolver referee = new ExhaustiveSolver(rules);
                    long expectedP = Games.allPositions(b[0], b[1]).stream()
                            .filter(p -> referee.outcome(p) == Outcome.P).count();
                    Census.Report report = run(b[0], b[1], rules);
                    assertThat(report.pPositions()).isEqualTo(expectedP);
                    assertThat(report.positions()).isEqualTo((long) Math.pow(b[1] + 1, b[0]));
                    assertThat(report.mismatchCount()).isZero();
                    assertThat(report.complete()).isTrue();
                }));
            }
        }
        return tests.stream();
    }

    @Test
    void rowsWiderThanOneWordAreSweptCorrectly() {
        Census.Report report = run(2, 200, Rules.NIM);
        assertThat(report.pPositions()).isEqualTo(201);
        assertThat(report.mismatchCount()).isZero();
        Census.Report subtraction = run(2, 130, Games.rules(Play.NORMAL, "1,3,4"));
        ExhaustiveSolver referee = new ExhaustiveSolver(Games.rules(Play.NORMAL, "1,3,4"));
        long expected = Games.allPositions(2, 130).stream().filter(p -> referee.outcome(p) == Outcome.P).count();
        assertThat(subtraction.pPositions()).isEqualTo(expected);
    }

    @Test
    void aCancelledCensusSaysItIsIncomplete() {
        int[] polls = {0};
        Census.Report report = Census.run(4, 63, Rules.NIM, () -> ++polls[0] > 2, done -> { }).orThrow();
        assertThat(report.complete()).isFalse();
        assertThat(report.pPositions()).isLessThan(64L * 64 * 64);
    }

    @Test
    void misereSubtractionHasNoFormulaToCompare() {
        Census.Report report = run(3, 8, Games.rules(Play.MISERE, "1-3"));
        assertThat(report.formula()).isEmpty();
        assertThat(report.mismatchCount()).isZero();
    }

    @Test
    void boundsThatAreTooLargeAreRefusedWithTheLimit() {
        assertThat(Census.positions(6, 1000, Rules.NIM).problemOrNull()).contains("2^36");
        assertThat(Census.positions(0, 5, Rules.NIM)).isEqualTo(Result.outOfBounds(new Bound(Bound.Name.HEAPS, 1, 12, 0)));
        assertThat(Census.positions(3, -1, Rules.NIM))
                .isEqualTo(Result.outOfBounds(new Bound(Bound.Name.MAX, 0, Integer.MAX_VALUE - 64, -1)));
        assertThat(Census.positions(5, 63, Rules.NIM).orThrow()).isEqualTo(1L << 30);
        assertThat(Census.positions(6, 63, Rules.NIM).orThrow()).isEqualTo(1L << 36);
        assertThat(Census.positions(11, 6, Games.rules(Play.MISERE, "1,3,4")).problemOrNull())
                .contains("need 2,156 MiB").contains("the limit is 256 MiB");
    }

    @Test
    void theEngineNamesNoCommandLineOption() {
        assertThat(Census.positions(0, 5, Rules.NIM).problemOrNull())
                .isEqualTo("the number of heaps must be from 1 to 12, not 0");
        assertThat(Kernel.of(Rules.NIM, -1).problemOrNull()).isEqualTo("the largest heap must be from 0 to 10000000, not -1");
    }

    @Test
    void aStoppedCensusCountsOnlyThePositionsItClassified() {
        int[] polls = {0};
        Census.Report report = Census.run(4, 63, Rules.NIM, () -> ++polls[0] > 2, done -> { }).orThrow();
        assertThat(report.complete()).isFalse();
        assertThat(report.total()).isEqualTo(64L * 64 * 64 * 64);
        // Polled once per 2^20 positions: the third poll stops it after two stretches of 2^20.
        assertThat(report.positions()).isEqualTo(2L << 20);
        assertThat(report.pPositions()).isEqualTo(report.positions() / 64);
    }

    @Test
    void rowsOfManyWordsAgreeWithTheFormulaUnderEveryConvention() {
        for (Rules rules : List.of(Rules.NIM, Games.rules(Play.MISERE, null), Games.rules(Play.NORMAL, "1,3,4"),
                Games.rules(Play.NORMAL, "2,70,130"))) {
            Census.Report report = run(3, 150, rules);
            assertThat(report.mismatchCount()).as(rules.describe()).isZero();
            assertThat(report.pPositions()).as(rules.describe()).isPositive();
        }
    }

    @Test
    void theLargestCensusesGetTheirMemoryWithinTheTestHeap() {
        // The suite runs with -Xmx512m: these allocate all their bookkeeping, then stop at the second poll.
        for (Object[] bounds : new Object[][] {{6, 63, Rules.NIM}, {2, 46_000, Games.rules(Play.NORMAL, "1-1000")},
                {10, 7, Games.rules(Play.MISERE, null)}}) {
            int[] polls = {0};
            Rules rules = (Rules) bounds[2];
            Census.Report report = Census.run((int) bounds[0], (int) bounds[1], rules, () -> ++polls[0] > 1,
                    done -> { }).orThrow();
            assertThat(report.complete()).isFalse();
            assertThat(Census.bookkeepingBytes((int) bounds[0], (int) bounds[1], rules))
                    .isLessThanOrEqualTo(Census.MAX_BYTES);
        }
    }
}
