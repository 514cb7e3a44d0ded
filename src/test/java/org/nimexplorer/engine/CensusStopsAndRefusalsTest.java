package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * How the censuses behind {@code verify --game} end: refused at once when the box is over their
 * limit, with the box in words; stopped in the middle of a search and reporting what they had; and
 * otherwise reporting progress for every position, within the estimate made before they ran.
 */
class CensusStopsAndRefusalsTest {

    /** A stop signal raised only while a search is spending, so that a census stops inside a search. */
    private static final BooleanSupplier STOP_INSIDE_A_SEARCH = () -> StackWalker.getInstance()
            .walk(frames -> frames.anyMatch(f -> f.getClassName().equals(Budget.class.getName())
                    && f.getMethodName().equals("spend")));

    @Test
    void aWholeCensusOfOneHeapPastTenMillionPositionsTimesMovesIsRefusedInWords() {
        // 3,163 positions of up to 3,162 moves each: just over the 10,000,000 a census takes on.
        assertThat(3163L * 3162L).isGreaterThan(WholeCensus.MOST_WORK);
        assertThat(WholeCensus.run(new StaircaseNim(), 1, 3162, () -> false, n -> { }).problemOrNull())
                .isEqualTo("a box of 1 heaps up to 3162 is 3,163 positions, each with up to 3162 moves to search, more"
                        + " than this census takes on (10,000,000 positions times moves): use fewer or smaller heaps");
    }

    @Test
    void aWholeCensusReportsProgressAfterEveryPosition() {
        List<Long> progress = new ArrayList<>();
        WholeCensus.Report r = WholeCensus.run(new MooreNim(2), 3, 3, () -> false, progress::add).orThrow();
        assertThat(r.complete()).isTrue();
        assertThat(progress).isEqualTo(LongStream.rangeClosed(1, WholeCensus.positions(3, 3)).boxed().toList());
    }

    @Test
    void aWholeCensusStoppedInsideASearchReportsTheIncompleteCountItHad() {
        List<Long> progress = new ArrayList<>();
        WholeCensus.Report r = WholeCensus.run(new StaircaseNim(), 4, 6, STOP_INSIDE_A_SEARCH, progress::add).orThrow();
        assertThat(r.complete()).isFalse();
        assertThat(r.positions()).isEqualTo(progress.size()).isLessThan(WholeCensus.positions(4, 6));
    }

    @Test
    void aSumCensusStoppedInsideASearchReportsTheIncompleteCountItHad() {
        for (Play play : Play.values()) {
            List<Long> progress = new ArrayList<>();
            SumCensus.Report r = SumCensus.run(HeapGames.KAYLES, play, 3, 12, TestBudget.box(STOP_INSIDE_A_SEARCH),
                    progress::add).orThrow();
            assertThat(r.complete()).as("%s", play).isFalse();
            assertThat(progress.size()).as("%s", play).isLessThan((int) SumCensus.sortedPositions(3, 12));
        }
    }

    @Test
    void aSumCensusOverItsBudgetIsRefusedWithTheBoxInWords() {
        Budget tiny = new Budget(new Budget.Limits(10, 10, 1 << 20), () -> false);
        assertThat(SumCensus.run(HeapGames.KAYLES, Play.MISERE, 1, 9, tiny, n -> { }).problemOrNull())
                .startsWith("misère " + HeapGames.KAYLES.notation() + " is decided by searching every line of play, and"
                        + " for 1 heap up to 9 that search would visit about ")
                .endsWith(": choose fewer or smaller heaps");
        assertThat(SumCensus.run(HeapGames.KAYLES, Play.NORMAL, 2, 9, tiny, n -> { }).problemOrNull())
                .startsWith(HeapGames.KAYLES.notation() + " is decided by searching every line of play, and"
                        + " for 2 heaps up to 9 that search would visit about ");
    }

    @Test
    void aSumCensusSpendsNoMoreThanItsEstimate() {
        for (HeapGame game : List.of(HeapGames.KAYLES, HeapGames.LASKER, HeapGames.subtract("1,3,4"), HeapGames.NIM)) {
            for (Play play : Play.values()) {
                for (int heaps = 1; heaps <= 3; heaps++) {
                    long max = 9 - 2L * heaps;
                    Budget budget = TestBudget.unlimited();
                    SumCensus.Report r = SumCensus.run(game, play, heaps, max, budget, n -> { }).orThrow();
                    Budget.Estimate e = SumCensus.estimate(game, play, heaps, max);
                    assertThat(r.complete()).isTrue();
                    assertThat((double) budget.positions()).as("%s %s %d up to %d", game, play, heaps, max)
                            .isLessThanOrEqualTo(e.positions());
                    assertThat((double) budget.bytes()).as("%s %s %d up to %d", game, play, heaps, max)
                            .isLessThanOrEqualTo(e.bytes());
                }
            }
        }
    }
}
