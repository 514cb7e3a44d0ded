package org.nimexplorer.engine;

/**
 * One move from a single heap of a heap game: how many objects it takes, and the heaps it leaves
 * in place of the one it moved in. {@code left} is 0 when nothing is left; {@code right} is 0 unless
 * the move split the heap in two ({@code left <= right} then, both at least 1). A split that takes
 * nothing (Lasker's Nim) has {@code take} 0.
 */
public record HeapOption(long take, long left, long right) {

    public HeapOption {
        if (take < 0 || left < 0 || right < 0 || (right > 0 && (left == 0 || left > right))) {
            throw new IllegalArgumentException("a heap option takes nothing or more and leaves heaps in order");
        }
    }

    public boolean splits() {
        return right > 0;
    }

    /** The Grundy value the heap has after this option, in the given game. */
    public long valueIn(HeapGame game) {
        return game.grundy(left) ^ game.grundy(right);
    }
}
