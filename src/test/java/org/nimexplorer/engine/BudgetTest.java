package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A budget allows a search up to each of its limits and not one past it, in its estimate before the
 * search and in its spending during it, says in words which limit was passed, and reads its stop signal
 * every so often.
 */
class BudgetTest {

    private static final long MIB = 1 << 20;
    private static final Budget.Limits LIMITS = new Budget.Limits(100, 1_000, 2 * MIB);

    private static Budget budget() {
        return new Budget(LIMITS, () -> false);
    }

    @Test
    void aBudgetKeepsTheLimitsItWasGiven() {
        assertThat(budget().limits()).isSameAs(LIMITS);
    }

    @Test
    void theLimitsAreDescribedInPositionsMovesAndWholeMebibytes() {
        assertThat(new Budget.Limits(300_000, 20_000_000, 96 * MIB).describe())
                .isEqualTo("300,000 positions, 20,000,000 moves and 96 MiB");
    }

    @Test
    void aSearchExactlyAtEveryLimitFitsAndIsNotRefused() {
        Budget.Estimate atLimits = new Budget.Estimate(100, 1_000, 2 * MIB);
        assertThat(budget().fits(atLimits)).isTrue();
        assertThat(budget().whyTooLarge(atLimits)).isEmpty();
    }

    @Test
    void oneMorePositionThanTheLimitIsRefusedInPositions() {
        Budget.Estimate e = new Budget.Estimate(101, 1_000, 2 * MIB);
        assertThat(budget().fits(e)).isFalse();
        assertThat(budget().whyTooLarge(e)).contains("that search would visit about 101 positions; the limit is 100");
    }

    @Test
    void oneMoreMoveThanTheLimitIsRefusedInMoves() {
        Budget.Estimate e = new Budget.Estimate(100, 1_001, 2 * MIB);
        assertThat(budget().fits(e)).isFalse();
        assertThat(budget().whyTooLarge(e)).contains("that search would generate about 1,001 moves; the limit is 1,000");
    }

    @Test
    void oneMoreByteThanTheLimitIsRefusedInMebibytesRoundedUp() {
        Budget.Estimate e = new Budget.Estimate(100, 1_000, 2 * MIB + 1);
        assertThat(budget().fits(e)).isFalse();
        assertThat(budget().whyTooLarge(e)).contains("that search would hold about 3 MiB; the limit is 2 MiB");
    }

    @Test
    void spendingUpToEveryLimitGoesOnAndIsCounted() {
        Budget budget = budget();
        budget.spend(60, 600, MIB);
        budget.spend(40, 400, MIB);
        assertThat(budget.positions()).isEqualTo(100);
        assertThat(budget.bytes()).isEqualTo(2 * MIB);
    }

    @Test
    void spendingOnePositionPastTheLimitStopsTheSearch() {
        Budget budget = budget();
        budget.spend(100, 0, 0);
        Budget.Exceeded e = catchThrowableOfType(Budget.Exceeded.class, () -> budget.spend(1, 0, 0));
        assertThat(e.stopped()).isFalse();
        assertThat(e).hasMessage("the search passed its limit of 100 positions");
    }

    @Test
    void spendingOneMovePastTheLimitStopsTheSearch() {
        Budget budget = budget();
        budget.spend(0, 999, 0);
        budget.spend(0, 1, 0);
        assertThatThrownBy(() -> budget.spend(0, 1, 0)).isInstanceOf(Budget.Exceeded.class)
                .hasMessage("the search passed its limit of 1,000 moves");
    }

    @Test
    void spendingOneBytePastTheLimitStopsTheSearch() {
        Budget budget = budget();
        budget.spend(0, 0, 2 * MIB);
        assertThatThrownBy(() -> budget.spend(0, 0, 1)).isInstanceOf(Budget.Exceeded.class)
                .hasMessage("the search passed its limit of 2 MiB");
    }

    @Test
    void theStopSignalIsReadOnceEveryThousandAndTwentyFourSpends() {
        // STOP_CHECK_EVERY: 1 << 10 calls to spend between two readings of the signal.
        List<Integer> readAt = new ArrayList<>();
        int[] calls = {0};
        Budget budget = new Budget(new Budget.Limits(Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE), () -> {
            readAt.add(calls[0]);
            return false;
        });
        for (calls[0] = 1; calls[0] <= 3 * 1024 + 100; calls[0]++) {
            budget.spend(1, 1, 1);
        }
        assertThat(readAt).containsExactly(1024, 2 * 1024, 3 * 1024);
    }

    @Test
    void aRaisedStopSignalStopsTheSearchAtTheNextReadingAsAStop() {
        Budget budget = new Budget(LIMITS, () -> true);
        for (int i = 1; i < 1024; i++) {
            budget.spend(0, 0, 0);
        }
        Budget.Exceeded e = catchThrowableOfType(Budget.Exceeded.class, () -> budget.spend(0, 0, 0));
        assertThat(e.stopped()).isTrue();
        assertThat(e).hasMessage("stopped (interrupted) after 0 positions");
    }

    @Test
    void anInterruptibleBudgetIsAskedToStopExactlyWhenItsThreadIsInterrupted() {
        Budget budget = Budget.interruptible(LIMITS);
        assertThat(budget.stopAsked()).isFalse();
        Thread.currentThread().interrupt();
        try {
            assertThat(budget.stopAsked()).isTrue();
            assertThatThrownBy(budget::stopIfAsked).isInstanceOf(Budget.Exceeded.class);
        } finally {
            Thread.interrupted();
        }
        assertThat(budget.stopAsked()).isFalse();
    }

    @Test
    void countsBelowABillionAreWrittenOutAndFromABillionAsAPowerOfTen() {
        assertThat(Budget.Estimate.count(999_999_999)).isEqualTo("about 999,999,999");
        assertThat(Budget.Estimate.count(1e9)).isEqualTo("about 10^9");
        assertThat(Budget.Estimate.count(3.5e19)).isEqualTo("about 10^19");
    }

    @Test
    void countsFromTenToTheThreeHundredOnAndInfinityAreOnlySaidToBePastIt() {
        assertThat(Budget.Estimate.count(9e299)).isEqualTo("about 10^299");
        assertThat(Budget.Estimate.count(1e300)).isEqualTo("more than 10^300");
        assertThat(Budget.Estimate.count(Double.MAX_VALUE)).isEqualTo("more than 10^300");
        assertThat(Budget.Estimate.count(Double.POSITIVE_INFINITY)).isEqualTo("more than 10^300");
    }
}
