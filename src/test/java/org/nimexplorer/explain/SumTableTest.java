package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.SumSearch;
import org.nimexplorer.engine.TestBudget;

/** The grid of a heap game against a search made here, cell by cell, and its P-positions read off it. */
class SumTableTest {

    private static final HeapGame KAYLES = GameNotation.heapGame("kayles").orThrow();
    private static final HeapGame NIM = GameNotation.heapGame("nim").orThrow();

    private static Outcome searched(GameSum sum, Play play) {
        return new SumSearch(play, TestBudget.positions(5_000_000)).outcome(sum);
    }

    private static SumTable table(HeapGame game, Play play, Optional<Component> fixed, int max) {
        return SumTable.of(game, play, fixed, max, () -> false, n -> { }).orThrow();
    }

    @Test
    void theGridHasARowPerYAndACellPerZEachAsTheSearchDecidesIt() {
        int max = 5;
        for (Optional<Component> fixed : List.of(Optional.<Component>empty(), Optional.of(new Component(NIM, 3)),
                Optional.of(new Component(KAYLES, 2)))) {
            SumTable t = table(KAYLES, Play.MISERE, fixed, max);
            assertThat(t.rows()).extracting(OutcomeTable.Row::y).containsExactly(1L, 2L, 3L, 4L, 5L);
            List<Position> ps = new ArrayList<>();
            for (OutcomeTable.Row row : t.rows()) {
                assertThat(row.cells()).extracting(OutcomeTable.Cell::z).containsExactly(1L, 2L, 3L, 4L, 5L);
                for (OutcomeTable.Cell cell : row.cells()) {
                    List<Component> parts = new ArrayList<>();
                    fixed.ifPresent(parts::add);
                    parts.add(new Component(KAYLES, row.y()));
                    parts.add(new Component(KAYLES, cell.z()));
                    GameSum sum = new GameSum(parts);
                    assertThat(SumTable.sum(KAYLES, fixed, row.y(), cell.z())).isEqualTo(sum);
                    Outcome truth = searched(sum, Play.MISERE);
                    assertThat(cell.outcome()).isEqualTo(truth);
                    if (truth == Outcome.P) {
                        ps.add(new Position(parts.stream().mapToLong(Component::size).toArray()));
                    }
                }
            }
            assertThat(t.pPositions()).isNotEmpty().isEqualTo(ps);
        }
    }

    @Test
    void theGridIsMixedOnlyWhenItsFirstHeapFollowsAnotherGame() {
        assertThat(table(KAYLES, Play.NORMAL, Optional.empty(), 2).mixed()).isFalse();
        assertThat(table(KAYLES, Play.NORMAL, Optional.of(new Component(KAYLES, 1)), 2).mixed()).isFalse();
        assertThat(table(KAYLES, Play.NORMAL, Optional.of(new Component(NIM, 1)), 2).mixed()).isTrue();
    }

    @Test
    void progressCountsTheCellsDecided() {
        List<Long> heard = new ArrayList<>();
        SumTable.of(KAYLES, Play.NORMAL, Optional.empty(), 3, () -> false, heard::add).orThrow();
        assertThat(heard).containsExactly(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L);
    }

    @Test
    void theGridIsBoundedAndItsFirstHeapToo() {
        assertThat(SumTable.of(KAYLES, Play.NORMAL, Optional.empty(), 0, () -> false, n -> { }))
                .isInstanceOf(Result.OutOfBounds.class);
        assertThat(SumTable.of(KAYLES, Play.NORMAL, Optional.empty(), OutcomeTable.MAX + 1, () -> false, n -> { }))
                .isInstanceOf(Result.OutOfBounds.class);
        assertThat(SumTable.of(KAYLES, Play.NORMAL, Optional.of(new Component(NIM, OutcomeTable.MAX_FIXED + 1)), 2,
                () -> false, n -> { })).isInstanceOf(Result.OutOfBounds.class);
        assertThat(table(KAYLES, Play.NORMAL, Optional.empty(), 1).rows()).hasSize(1);
        // Within every bound, the grid reaches its search, which the raised stop signal ends at once.
        assertThatThrownBy(() -> SumTable.of(NIM, Play.NORMAL, Optional.empty(), OutcomeTable.MAX, () -> true,
                n -> { })).isInstanceOfSatisfying(Budget.Exceeded.class, e -> assertThat(e.stopped()).isTrue());
        assertThatThrownBy(() -> SumTable.of(NIM, Play.NORMAL, Optional.of(new Component(NIM,
                OutcomeTable.MAX_FIXED)), 2, () -> true, n -> { })).isInstanceOf(Budget.Exceeded.class);
    }

    @Test
    void aGridTooLargeToSearchSaysWhichSumAndWhatToMakeSmaller() {
        HeapGame open = GameNotation.heapGame("0.16").orThrow();
        for (Play play : Play.values()) {
            // A grid alone, up to the largest, fits the search; a large first heap that splits does not.
            for (Optional<Component> fixed : List.of(Optional.of(new Component(open, OutcomeTable.MAX_FIXED)))) {
                Result<SumTable> r = SumTable.of(open, play, fixed, OutcomeTable.MAX, () -> false, n -> { });
                String cells = SumTable.sum(open, fixed, OutcomeTable.MAX, OutcomeTable.MAX).toString()
                        .replace(' ', '-');
                assertThat(r.problemOrNull()).as("%s %s", play, fixed)
                        .startsWith("the grid of " + (play == Play.MISERE ? "misère " : "") + open.notation()
                                + " is decided by searching every line of play, and up to " + cells + " ")
                        .endsWith(": choose a smaller grid" + (fixed.isPresent() ? " or a smaller first heap" : ""));
            }
        }
    }
}
