package org.nimexplorer.explain;

import org.nimexplorer.engine.Position;

/**
 * The positions of a box of {@code heaps} heaps of 0 to {@code max}, numbered from 0 in heap order (the
 * last heap counting fastest), so that a set of them is a bit per number and a move is a subtraction.
 */
final class NumberedBox {

    private final int heaps;
    private final int max;
    private final int[] stride;
    private final int count;

    NumberedBox(int heaps, int max) {
        this.heaps = heaps;
        this.max = max;
        this.stride = new int[heaps];
        int s = 1;
        for (int i = heaps - 1; i >= 0; i--) {
            stride[i] = s;
            s *= max + 1;
        }
        this.count = s;
    }

    /** How many positions the box holds. */
    int count() {
        return count;
    }

    /** The number of the position reached from position {@code index} by taking {@code take} from heap {@code heap}. */
    int below(int index, int heap, long take) {
        return index - (int) take * stride[heap];
    }

    /** Steps to the next position in heap order (the last heap fastest); returns the change in objects. */
    long next(long[] position) {
        long change = 0;
        for (int i = heaps - 1; i >= 0; i--) {
            if (position[i] < max) {
                position[i]++;
                return change + 1;
            }
            change -= position[i];
            position[i] = 0;
        }
        return change;
    }

    /** The position of a number. */
    Position decode(int index) {
        long[] heapsAt = new long[heaps];
        int rest = index;
        for (int i = 0; i < heaps; i++) {
            heapsAt[i] = rest / stride[i];
            rest %= stride[i];
        }
        return new Position(heapsAt);
    }
}
