package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;

/**
 * The search's limit counts the positions waiting on its stack, so a long line of play cannot outgrow
 * it; and the budget's stop signal (Ctrl-C) ends it within a few milliseconds.
 */
class SumSearchLimitTest {

    private static final HeapGame TAKE_ONE = GameNotation.heapGame("sub[1]").orThrow();

    @Test
    void aLineLongerThanTheLimitIsGivenUpBeforeAnyPositionOnItIsDecided() {
        SumSearch search = new SumSearch(Play.NORMAL, TestBudget.positions(1_000));
        Budget.Exceeded over = catchThrowableOfType(() -> search.outcome(GameSum.of(TAKE_ONE, 100_000)),
                Budget.Exceeded.class);
        assertThat(over.stopped()).isFalse();
        assertThat(over).hasMessageContaining("1,000 positions");
        assertThat(search.decided()).isZero();
    }

    @Test
    void aRaisedStopSignalEndsTheSearchWithinAThousandPositions() {
        int[] polls = {0};
        Budget budget = new Budget(Budget.Limits.BOX, () -> ++polls[0] > 1);
        SumSearch search = new SumSearch(Play.MISERE, budget);
        Budget.Exceeded stopped = catchThrowableOfType(() -> search.outcome(GameSum.of(HeapGames.KAYLES, 40)),
                Budget.Exceeded.class);
        assertThat(stopped.stopped()).isTrue();
        assertThat(budget.positions()).isLessThanOrEqualTo(2 * 1024);
    }

    @Test
    void aLineWithinTheLimitIsDecided() {
        SumSearch search = new SumSearch(Play.NORMAL, TestBudget.positions(1_000));
        assertThat(search.outcome(GameSum.of(TAKE_ONE, 998))).isEqualTo(Outcome.P);
        assertThat(search.outcome(GameSum.of(TAKE_ONE, 997))).isEqualTo(Outcome.N);
        assertThat(new SumSearch(Play.MISERE, TestBudget.positions(1_000)).outcome(GameSum.of(TAKE_ONE, 997)))
                .isEqualTo(Outcome.P);
    }
}
