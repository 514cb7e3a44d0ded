package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Position;

/**
 * The heaps (or, in a subtraction game, their Grundy values) written in binary, one column per power
 * of two, with each column added up without carrying. The nim-sum has a 1 exactly in the odd columns.
 *
 * @param heaps   the heap sizes
 * @param values  what is written in binary: the heaps in Nim, their Grundy values otherwise
 * @param grundy  true when {@code values} are Grundy values
 * @param sums    ones in each column; index 0 is the 1s column
 * @param nimSum  XOR of {@code values}
 */
public record Columns(long[] heaps, long[] values, boolean grundy, int[] sums, long nimSum) implements Derivation {

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.columns(this);
    }

    /** One binary column: its bit, the power of two it stands for, and how many values have a 1 there. */
    public record Column(int bit, long value, int ones) {

        /** An odd column keeps one power of two in the nim-sum; the pairs of an even one cancel. */
        public boolean odd() {
            return ones % 2 == 1;
        }
    }

    /** The Grundy values of heaps that may each follow a different game, in binary columns. */
    public static Columns ofValues(long[] heaps, long[] values) {
        return withSums(heaps.clone(), values.clone(), true);
    }

    public static Columns of(Position position, MoveSet moves) {
        long[] heaps = position.heaps();
        boolean grundy = moves instanceof MoveSet.Subtraction;
        long[] values = new long[heaps.length];
        for (int i = 0; i < heaps.length; i++) {
            values[i] = Engine.grundy(heaps[i], moves);
        }
        return withSums(heaps, values, grundy);
    }

    private static Columns withSums(long[] heaps, long[] values, boolean grundy) {
        long nimSum = 0;
        int width = 1;
        for (long v : values) {
            nimSum ^= v;
            width = Math.max(width, 64 - Long.numberOfLeadingZeros(v));
        }
        int[] sums = new int[width];
        for (long v : values) {
            for (long rest = v; rest != 0; rest &= rest - 1) {
                sums[Long.numberOfTrailingZeros(rest)]++;
            }
        }
        return new Columns(heaps, values, grundy, sums, nimSum);
    }

    /** Number of binary columns (at least one). */
    public int width() {
        return sums.length;
    }

    /** The columns, highest first. */
    public List<Column> columns() {
        List<Column> columns = new ArrayList<>();
        for (int bit = sums.length - 1; bit >= 0; bit--) {
            columns.add(new Column(bit, 1L << bit, sums[bit]));
        }
        return columns;
    }

    /** The powers of two that add up to the value of heap {@code heap}, highest first. */
    public List<Long> powers(int heap) {
        return powersOf(values[heap]);
    }

    /** The powers of two that add up to {@code n}, highest first: one for each 1 in its binary form. */
    public static List<Long> powersOf(long n) {
        List<Long> powers = new ArrayList<>();
        for (int bit = 63 - Long.numberOfLeadingZeros(n); bit >= 0; bit--) {
            if ((n >>> bit & 1) == 1) {
                powers.add(1L << bit);
            }
        }
        return powers;
    }

    /** The columns with an odd number of ones, highest first, as bit indices. */
    public List<Integer> oddColumns() {
        List<Integer> odd = new ArrayList<>();
        for (int bit = sums.length - 1; bit >= 0; bit--) {
            if (sums[bit] % 2 == 1) {
                odd.add(bit);
            }
        }
        return odd;
    }

    public boolean allEven() {
        return nimSum == 0;
    }

    /** The bit of the nim-sum's leftmost 1, or -1 when the nim-sum is 0. */
    public int leadingBit() {
        return 63 - Long.numberOfLeadingZeros(nimSum);
    }

    public boolean hasBit(int heap, int bit) {
        return (values[heap] >>> bit & 1) == 1;
    }
}
