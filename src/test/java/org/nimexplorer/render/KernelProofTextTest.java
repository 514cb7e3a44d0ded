package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.explain.KernelProof;

/** Kernel proofs made by the engine: ends with no move, and the limits of sixty-four listed heaps of each kind. */
class KernelProofTextTest {

    private static List<String> kernel(int[] takes, long max) {
        return KernelProofText.render(KernelProof.of(new MoveSet.Subtraction(takes), max).orThrow(), Marked.AT_80);
    }

    @Test
    void takeTwoOrThreeHasTwoEndsWithNoMove() {
        assertThat(kernel(new int[] {2, 3}, 6)).containsExactly(
                "Kernel of the one-heap game take 2 or 3 from one heap, heaps 0 to 6: <0 1 5 6>",
                "",
                "Stable: no move from a kernel heap lands in the kernel.",
                "  0: no move at all",
                "  1: no move at all",
                "  5: moves to 3 2, none in the kernel",
                "  6: moves to 4 3, none in the kernel",
                "Absorbing: from every other heap some move enters the kernel.",
                "  2: take 2 -> 0",
                "  3: take 2 -> 1",
                "  4: take 3 -> 1",
                "",
                "Both hold, so the player who always moves into the kernel wins: the opponent can\nnever move into it,"
                        + " and the game ends at 0, which is in the kernel.");
    }

    @Test
    void sixtyFourHeapsOfEachKindAreAllListedWithNoNote() {
        List<String> out = kernel(new int[] {1}, 127);
        assertThat(out).hasSize(3 + 64 + 1 + 64 + 2).doesNotContain("  (64 heaps of each kind are listed; all 128"
                + " were checked)");
        assertThat(out.get(3 + 63)).isEqualTo("  126: moves to 125, none in the kernel");
        assertThat(out.get(3 + 64)).startsWith("Absorbing");
        assertThat(out.get(out.size() - 3)).isEqualTo("  127: take 1 -> 126");
    }

    @Test
    void aSixtyFifthKernelHeapIsCheckedButNotListed() {
        List<String> out = kernel(new int[] {1}, 128);
        assertThat(out).hasSize(3 + 64 + 1 + 64 + 1 + 2);
        assertThat(out.get(3 + 63)).isEqualTo("  126: moves to 125, none in the kernel");
        assertThat(out.get(3 + 64)).startsWith("Absorbing");
        assertThat(out).doesNotContain("  128: moves to 127, none in the kernel");
        assertThat(out.subList(out.size() - 4, out.size() - 1)).containsExactly(
                "  127: take 1 -> 126",
                "  (64 heaps of each kind are listed; all 129 were checked)",
                "");
    }
}
