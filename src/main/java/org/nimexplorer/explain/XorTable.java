package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;

/**
 * x xor y for every pair of numbers with {@code bits} bits: one row for each x. With one bit it is
 * the truth table of exclusive or.
 *
 * @param rows row x holds x xor y for y from 0 up
 */
public record XorTable(int bits, List<Row> rows) {

    /** x and, at index y, x xor y. */
    public record Row(int x, List<Integer> xor) {
        public Row {
            xor = List.copyOf(xor);
        }
    }

    public XorTable {
        rows = List.copyOf(rows);
    }

    public static XorTable of(int bits) {
        int size = 1 << bits;
        List<Row> rows = new ArrayList<>();
        for (int x = 0; x < size; x++) {
            List<Integer> xor = new ArrayList<>();
            for (int y = 0; y < size; y++) {
                xor.add(x ^ y);
            }
            rows.add(new Row(x, xor));
        }
        return new XorTable(bits, rows);
    }

    /** How many numbers the table covers: 2^bits. */
    public int size() {
        return rows.size();
    }
}
