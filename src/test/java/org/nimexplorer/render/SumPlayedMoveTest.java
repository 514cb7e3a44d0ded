package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.HeapOption;
import org.nimexplorer.engine.SumMove;

/** The heaps a move in a sum leaves, as its JSON gives them: a heap taken away, shortened, or split in two. */
class SumPlayedMoveTest {

    private static final long[] SIZES = {4, 7, 5};

    private static long[] leaves(int part, long take, long left, long right) {
        return JsonDocuments.SumPlayedMove.of(new SumMove(part, new HeapOption(take, left, right)), SIZES).leaves();
    }

    @Test
    void aHeapTakenWholeLeavesAnEmptyHeapInItsPlace() {
        assertThat(leaves(1, 7, 0, 0)).containsExactly(4, 0, 5);
        assertThat(JsonDocuments.SumPlayedMove.of(new SumMove(1, new HeapOption(7, 0, 0)), SIZES).left()).isEmpty();
    }

    @Test
    void aShortenedHeapKeepsItsPlace() {
        assertThat(leaves(0, 1, 3, 0)).containsExactly(3, 7, 5);
        assertThat(leaves(2, 2, 3, 0)).containsExactly(4, 7, 3);
    }

    @Test
    void aSplitHeapBecomesTwoSideBySide() {
        assertThat(leaves(1, 1, 2, 4)).containsExactly(4, 2, 4, 5);
        assertThat(leaves(0, 1, 1, 2)).containsExactly(1, 2, 7, 5);
        assertThat(leaves(2, 1, 1, 3)).containsExactly(4, 7, 1, 3);
    }

    @Test
    void withoutTheSizesNoLeavesAreGiven() {
        assertThat(JsonDocuments.SumPlayedMove.of(new SumMove(0, new HeapOption(1, 3, 0)), (long[]) null).leaves())
                .isNull();
    }
}
