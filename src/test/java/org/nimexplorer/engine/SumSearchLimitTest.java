package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;

/** The search's limit counts the positions waiting on its stack, so a long line of play cannot outgrow it. */
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
    void aLineWithinTheLimitIsDecided() {
        SumSearch search = new SumSearch(Play.NORMAL, TestBudget.positions(1_000));
        assertThat(search.outcome(GameSum.of(TAKE_ONE, 998))).isEqualTo(Outcome.P);
        assertThat(search.outcome(GameSum.of(TAKE_ONE, 997))).isEqualTo(Outcome.N);
        assertThat(new SumSearch(Play.MISERE, TestBudget.positions(1_000)).outcome(GameSum.of(TAKE_ONE, 997)))
                .isEqualTo(Outcome.P);
    }
}
