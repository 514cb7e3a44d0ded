package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.ref.Reference;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The estimate of a search, made before it runs, bounds what the search then spends; and the bytes
 * the budget counts for each decided position are what the memo really holds, measured in this JVM.
 */
class SumSizeTest {

    private static final List<HeapGame> GAMES = List.of(HeapGames.KAYLES, new HeapGame.Lasker(),
            GameNotation.heapGame("0.137").orThrow(), GameNotation.heapGame("sub[1,3,4]").orThrow(), HeapGames.NIM);

    @Test
    void theEstimateBoundsThePositionsAndBytesTheSearchSpends() {
        for (HeapGame game : GAMES) {
            for (Play play : Play.values()) {
                for (long a = 0; a <= 12; a++) {
                    for (long b = 0; b <= a; b += 3) {
                        GameSum sum = GameSum.of(game, a, b);
                        Budget budget = TestBudget.unlimited();
                        SumSearch search = new SumSearch(play, budget);
                        search.winningMoves(sum);
                        Budget.Estimate e = SumSearch.estimate(sum, play);
                        assertThat((double) budget.positions()).as("%s %s", play, sum.notation())
                                .isLessThanOrEqualTo(e.positions());
                        assertThat((double) budget.bytes()).as("%s %s", play, sum.notation())
                                .isLessThanOrEqualTo(e.bytes());
                    }
                }
            }
        }
    }

    @Test
    void theBytesCountedAreTheBytesTheSearchHolds() {
        Runtime runtime = Runtime.getRuntime();
        Budget budget = TestBudget.unlimited();
        SumSearch search = new SumSearch(Play.MISERE, budget);
        search.outcome(GameSum.of(HeapGames.KAYLES, 38));
        // Measured as what letting the search go frees, both readings taken after it ran: garbage that
        // earlier tests left for the collector cannot count for or against it.
        long alive = usedAfterGc(runtime);
        Reference.reachabilityFence(search);
        search = null;
        long held = alive - usedAfterGc(runtime);
        assertThat(budget.positions()).isGreaterThan(10_000);
        assertThat((double) held).as("held %,d bytes, counted %,d", held, budget.bytes())
                .isBetween(0.5 * budget.bytes(), 1.25 * budget.bytes());
    }

    private static long usedAfterGc(Runtime runtime) {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
