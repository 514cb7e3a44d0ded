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
        assertThat(Census.whyOutOfBounds(6, 1000, Rules.NIM)).get().asString().contains("2^36");
        assertThat(Census.whyOutOfBounds(0, 5, Rules.NIM)).get().asString().contains("--heaps");
        assertThat(Census.whyOutOfBounds(3, -1, Rules.NIM)).get().asString().contains("--max");
        assertThat(Census.whyOutOfBounds(5, 63, Rules.NIM)).isEmpty();
        assertThat(Census.whyOutOfBounds(6, 63, Rules.NIM)).isEmpty();
        assertThat(Census.whyOutOfBounds(11, 6, Games.rules(Play.MISERE, "1,3,4"))).get().asString()
                .contains("need 2,156 MiB").contains("the limit is 256 MiB");
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
