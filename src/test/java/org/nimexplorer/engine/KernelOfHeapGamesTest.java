package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The kernel of a heap game on one heap, up to every maximum in a range, against the referee written
 * from the rules alone: the heap at the maximum itself is included, heaps from 0 to {@link Kernel#MAX}
 * are accepted and no others, a misère search too large is refused in words, and a stop is a stop.
 */
class KernelOfHeapGamesTest {

    private static final List<HeapGame> GAMES = List.of(HeapGames.KAYLES, HeapGames.LASKER, HeapGames.DAWSONS_KAYLES,
            HeapGames.subtract("2,5"));

    @Test
    void theKernelUpToEachMaximumIsTheHeapsTheRefereeFindsP() {
        for (Play play : Play.values()) {
            HeapGames.Referee referee = new HeapGames.Referee(play);
            for (HeapGame game : GAMES) {
                for (int max = 0; max <= 12; max++) {
                    BitSet kernel = Kernel.bits(game, play, max, TestBudget.box(() -> false)).orThrow();
                    for (int n = 0; n <= max + 1; n++) {
                        boolean p = n <= max && referee.outcome(GameSum.of(game, n)) == Outcome.P;
                        assertThat(kernel.get(n)).as("%s %s up to %d: heap %d", play, game.notation(), max, n).isEqualTo(p);
                    }
                }
            }
        }
    }

    @Test
    void heapsFromZeroToTheMostAreAcceptedAndNoOthers() {
        Budget budget = TestBudget.box(() -> false);
        assertThat(Kernel.bits(HeapGames.NIM, Play.NORMAL, 0, budget).orThrow().cardinality()).isEqualTo(1);
        assertThat(Kernel.bits(HeapGames.NIM, Play.NORMAL, -1, budget).isOk()).isFalse();
        assertThat(Kernel.bits(HeapGames.NIM, Play.NORMAL, Kernel.MAX, budget).orThrow().cardinality()).isEqualTo(1);
        assertThat(Kernel.bits(HeapGames.NIM, Play.NORMAL, Kernel.MAX + 1, budget).isOk()).isFalse();
    }

    @Test
    void aMisereKernelTooLargeToSearchIsRefusedBeforeSearchingWithTheLargestHeapThatFits() {
        Budget.Limits limits = new Budget.Limits(50, 1_000, 1 << 20);
        Budget budget = new Budget(limits, () -> false);
        String problem = Kernel.bits(HeapGames.KAYLES, Play.MISERE, 30, budget).problemOrNull();
        assertThat(problem).isEqualTo("misère " + HeapGames.KAYLES.notation()
                + " is decided by searching every line of play, and up to heap 30 "
                + budget.whyTooLarge(SumSearch.estimate(GameSum.of(HeapGames.KAYLES, 30), Play.MISERE)).orElseThrow()
                + ": that search takes heaps up to " + SumEngine.largestSearched(HeapGames.KAYLES, Play.MISERE, limits));
        assertThat(budget.positions()).isZero();
    }

    @Test
    void aMisereKernelAskedToStopStopsWithAStop() {
        Budget stopping = new Budget(Budget.Limits.BOX, () -> true);
        Budget.Exceeded e = catchThrowableOfType(Budget.Exceeded.class,
                () -> Kernel.bits(HeapGames.KAYLES, Play.MISERE, 24, stopping));
        assertThat(e).isNotNull();
        assertThat(e.stopped()).isTrue();
    }
}
