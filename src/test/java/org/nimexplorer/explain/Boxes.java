package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/** The positions of a box, for tests that judge every one of them by brute force. */
final class Boxes {

    private Boxes() {}

    /** Every position of {@code heaps} heaps of 0 to {@code max}, in heap order (the last heap counting fastest). */
    static List<long[]> all(int heaps, long max) {
        List<long[]> all = new ArrayList<>();
        long[] p = new long[heaps];
        while (true) {
            all.add(p.clone());
            int i = heaps - 1;
            while (i >= 0 && p[i] == max) {
                p[i--] = 0;
            }
            if (i < 0) {
                return all;
            }
            p[i]++;
        }
    }

    /** The same positions, fewest objects first, then in heap order: the order a claim's checker sweeps. */
    static List<long[]> fewestFirst(int heaps, long max) {
        List<long[]> all = all(heaps, max);
        all.sort(Comparator.<long[]>comparingLong(q -> Arrays.stream(q).sum()).thenComparing(Arrays::compare));
        return all;
    }
}
