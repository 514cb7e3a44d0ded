package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Where the sum engine stops searching, and the move it plays when none wins: the largest heap it
 * searches is the last whose estimate fits, a refused misère sum names that heap for each of its games,
 * a stop signal comes out as a stop, and the prolonging move is the least take from the largest heap,
 * found among every move the rules allow.
 */
class SumEngineLimitsTest {

    private static final Budget.Limits SMALL = new Budget.Limits(5_000, 100_000, 1L << 24);

    @Test
    void theLargestHeapSearchedIsTheLastWhoseEstimateFits() {
        Budget budget = new Budget(SMALL, () -> false);
        for (HeapGame game : HeapGames.NAMED) {
            for (Play play : Play.values()) {
                long n = SumEngine.largestSearched(game, play, SMALL);
                assertThat(budget.fits(SumSearch.estimate(GameSum.of(game, n), play))).as("%s %s %d", game, play, n)
                        .isTrue();
                assertThat(budget.fits(SumSearch.estimate(GameSum.of(game, n + 1), play))).as("%s %s %d", game, play, n)
                        .isFalse();
            }
        }
    }

    @Test
    void withNoLimitTheLargestHeapSearchedIsTheLargestASearchKeyHolds() {
        Budget.Limits none = new Budget.Limits(Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE);
        // SumSearch keeps a heap's size in 40 bits of its key.
        assertThat(SumEngine.largestSearched(HeapGames.subtract("1,3,4"), Play.MISERE, none)).isEqualTo((1L << 40) - 1);
    }

    @Test
    void aMisereSumTooLargeToSearchNamesTheLargestHeapSearchedInEachOfItsGames() {
        GameSum sum = new GameSum(List.of(new Component(HeapGames.KAYLES, 5), new Component(HeapGames.NIM, 3)));
        Result<SumAnalysis> refused = SumEngine.analyze(sum, Play.MISERE, new Budget(new Budget.Limits(3, 3, 3), () -> false));
        long kayles = SumEngine.largestSearched(HeapGames.KAYLES, Play.MISERE, Budget.Limits.ONE_POSITION);
        long nim = SumEngine.largestSearched(HeapGames.NIM, Play.MISERE, Budget.Limits.ONE_POSITION);
        assertThat(refused.problemOrNull())
                .startsWith("misère play has no formula, so the position is searched, and that search would visit")
                .endsWith(": the largest heap searched alone is " + String.format("%,d", kayles) + " in "
                        + HeapGames.KAYLES.notation() + ", " + String.format("%,d", nim) + " in nim");
    }

    @Test
    void aMisereSearchAskedToStopStopsWithAStopNotARefusal() {
        GameSum sum = GameSum.of(HeapGames.KAYLES, 14, 9);
        Budget stopped = new Budget(Budget.Limits.ONE_POSITION, () -> true);
        Budget.Exceeded e = catchThrowableOfType(Budget.Exceeded.class, () -> SumEngine.analyze(sum, Play.MISERE, stopped));
        assertThat(e).isNotNull();
        assertThat(e.stopped()).isTrue();
    }

    @Test
    void theProlongingMoveIsTheLeastTakeFromTheFirstLargestHeapThatCanMove() {
        for (HeapGame game : HeapGames.ALL) {
            for (long a = 0; a <= 7; a++) {
                for (long b = 0; b <= 7; b++) {
                    GameSum sum = GameSum.of(game, a, b, a);
                    List<SumMove> all = sum.moves();
                    Optional<SumMove> played = SumEngine.prolongingMove(sum);
                    if (all.isEmpty()) {
                        assertThat(played).as("%s", sum.notation()).isEmpty();
                        continue;
                    }
                    long largest = all.stream().mapToLong(m -> sum.part(m.part()).size()).max().orElseThrow();
                    int heap = all.stream().filter(m -> sum.part(m.part()).size() == largest).mapToInt(SumMove::part)
                            .min().orElseThrow();
                    // Lasker's splits take nothing; the prolonging move takes at least one object.
                    long least = all.stream().filter(m -> m.part() == heap && m.option().take() > 0)
                            .mapToLong(m -> m.option().take()).min().orElseThrow();
                    Optional<SumMove> leavingOneHeap = all.stream()
                            .filter(m -> m.part() == heap && m.option().take() == least && m.option().left() > 0
                                    && !m.option().splits())
                            .findFirst();
                    assertThat(played).as("%s %s", game.notation(), sum.notation()).isPresent();
                    assertThat(all).as("%s", sum.notation()).contains(played.get());
                    assertThat(played.get().part()).as("%s", sum.notation()).isEqualTo(heap);
                    assertThat(played.get().option().take()).as("%s %s", game.notation(), sum.notation()).isEqualTo(least);
                    leavingOneHeap.ifPresent(m -> assertThat(played).contains(m));
                }
            }
        }
    }

    @Test
    void aSplitOnlyGameSplitsOffOneWhenItProlongs() {
        // 0.4: a move takes one and must leave two heaps.
        HeapGame splitOnly = HeapGames.octal("0.4");
        for (long n = 0; n <= 9; n++) {
            GameSum sum = GameSum.of(splitOnly, n);
            Optional<SumMove> played = SumEngine.prolongingMove(sum);
            List<SumMove> all = sum.moves();
            if (all.isEmpty()) {
                assertThat(played).as("%d", n).isEmpty();
            } else {
                SumMove first = all.stream().min(Comparator.comparingLong((SumMove m) -> m.option().left())).orElseThrow();
                assertThat(played).as("%d", n).contains(first);
            }
        }
    }
}
