package org.nimexplorer.engine;

import java.util.Locale;
import java.util.OptionalInt;

/**
 * Heap names as learners see them: A, B, …, Z, AA, AB, … (like spreadsheet columns),
 * so that every heap of even a huge position has a letter name.
 */
public final class HeapLabels {

    private HeapLabels() {}

    /** The label of the heap at a zero-based index. */
    public static String of(int index) {
        StringBuilder label = new StringBuilder();
        int n = index + 1;
        while (n > 0) {
            int rem = (n - 1) % 26;
            label.append((char) ('A' + rem));
            n = (n - 1) / 26;
        }
        return label.reverse().toString();
    }

    /** The zero-based index named by a label (case-insensitive), if it is made of letters only. */
    public static OptionalInt indexOf(String label) {
        String upper = label.toUpperCase(Locale.ROOT);
        // Six letters at most (ZZZZZZ is heap 321,272,406), so the index always fits an int.
        if (upper.isEmpty() || upper.length() > 6) {
            return OptionalInt.empty();
        }
        long n = 0;
        for (char c : upper.toCharArray()) {
            if (c < 'A' || c > 'Z') {
                return OptionalInt.empty();
            }
            n = n * 26 + (c - 'A' + 1);
        }
        return OptionalInt.of((int) (n - 1));
    }
}
