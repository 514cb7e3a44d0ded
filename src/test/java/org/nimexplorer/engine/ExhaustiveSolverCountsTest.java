package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the exhaustive solver spends and how its size is counted before it runs: each position it
 * decides is spent with its heaps' bytes, never more positions than the count made beforehand, a
 * limit one short of what it spent stops it; and a count far past a long stops at the largest long.
 */
class ExhaustiveSolverCountsTest {

    private static final List<Position> STARTS = List.of(Position.of(3, 4, 5), Position.of(2, 7));

    @Test
    void everyPositionDecidedIsSpentWithItsHeapsBytesAndNoMoreThanCountedBeforehand() {
        for (Rules rules : Games.allRules()) {
            for (Position start : STARTS) {
                Budget budget = TestBudget.unlimited();
                new ExhaustiveSolver(rules, budget).outcome(start);
                long counted = ExhaustiveSolver.searchSize(start, rules, Long.MAX_VALUE - 1, Long.MAX_VALUE).positions();
                assertThat(budget.positions()).as("%s %s", rules, start).isPositive().isLessThanOrEqualTo(counted);
                assertThat(budget.bytes()).as("%s %s", rules, start)
                        .isEqualTo(budget.positions() * (ExhaustiveSolver.ENTRY_BYTES + (long) Long.BYTES * start.size()));
            }
        }
    }

    @Test
    void aSolverWithOnePositionOrOneMoveTooFewIsStopped() {
        Position start = Position.of(3, 4, 5);
        for (Rules rules : Games.allRules()) {
            Budget spent = TestBudget.unlimited();
            Outcome outcome = new ExhaustiveSolver(rules, spent).outcome(start);
            long positions = spent.positions();
            Budget enough = TestBudget.positions(positions);
            assertThat(new ExhaustiveSolver(rules, enough).outcome(start)).isEqualTo(outcome);
            Budget oneShort = TestBudget.positions(positions - 1);
            assertThatThrownBy(() -> new ExhaustiveSolver(rules, oneShort).outcome(start))
                    .as("%s", rules).isInstanceOf(Budget.Exceeded.class);
            Budget noMoves = new Budget(new Budget.Limits(Long.MAX_VALUE, 0, Long.MAX_VALUE), () -> false);
            assertThatThrownBy(() -> new ExhaustiveSolver(rules, noMoves).outcome(start))
                    .as("%s", rules).isInstanceOf(Budget.Exceeded.class);
        }
    }

    @Test
    void theMovesOfThreeHeapsOfAHundredThousandAreCountedAsTheLargestLong() {
        long n = 100_000;
        ExhaustiveSolver.SearchSize size = ExhaustiveSolver.searchSize(Position.of(n, n, n), Rules.NIM,
                Long.MAX_VALUE - 1, Long.MAX_VALUE);
        // The sorted triples of 0..n, C(n + 3, 3); each has about 1.5 n moves, far past a long in all.
        assertThat(size.positions()).isEqualTo((n + 1) * (n + 2) * (n + 3) / 6);
        assertThat(size.moves()).isEqualTo(Long.MAX_VALUE);
    }
}
