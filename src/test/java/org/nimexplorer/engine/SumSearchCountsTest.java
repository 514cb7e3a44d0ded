package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a sum search counts: every position it decides is the start or one it spent a position of its
 * budget on, so that the budget's count is the search's size; and a heap too large for its key is refused.
 */
class SumSearchCountsTest {

    @Test
    void everyPositionDecidedBesidesTheStartIsSpentFromTheBudget() {
        for (HeapGame game : List.of(HeapGames.KAYLES, HeapGames.LASKER, HeapGames.NIM, HeapGames.subtract("1,3,4"))) {
            for (Play play : Play.values()) {
                for (long a = 1; a <= 9; a += 4) {
                    Budget budget = TestBudget.unlimited();
                    SumSearch search = new SumSearch(play, budget);
                    GameSum sum = GameSum.of(game, a, 7, 2);
                    Outcome outcome = search.outcome(sum);
                    assertThat(outcome).isEqualTo(new HeapGames.Referee(play).outcome(sum));
                    assertThat(search.decided()).as("%s %s", play, sum.notation()).isEqualTo(budget.positions() + 1);
                }
            }
        }
    }

    @Test
    void aHeapPastFortyBitsIsRefused() {
        SumSearch search = new SumSearch(Play.NORMAL, TestBudget.unlimited());
        assertThatThrownBy(() -> search.outcome(GameSum.of(HeapGames.NIM, 3, 1L << 40)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(Long.toString(1L << 40));
    }
}
