package org.nimexplorer.explain;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.HeapOption;

/**
 * What one heap letter of a claim ranges over in a heap game: every row of 0 to {@code max} and
 * everything a move can make of it. A move may split a row in two (Kayles, Lasker's Nim), so a part
 * is a list of rows; it stays one letter of the claim, a game of its own in the sum, and its Grundy
 * value is the mex of its options', found here from its moves alone. The list is closed under moves,
 * so the product of such lists is a box no move leaves.
 *
 * <p>Parts are numbered by objects, then by how many rows, so a single row of n comes before every
 * part it can become with as many objects, and in a game that never splits part n is the row of n.
 */
final class PartList {

    /** A move inside a part: an option of one of its rows, and the part it makes. */
    record Option(long row, HeapOption option, int target) {}

    private final HeapGame game;
    private final List<long[]> rows;
    private final long[] objects;
    private final long[] values;
    private final Option[][] options;

    private PartList(HeapGame game, List<long[]> rows, Option[][] options, long[] values) {
        this.game = game;
        this.rows = rows;
        this.options = options;
        this.values = values;
        this.objects = rows.stream().mapToLong(r -> Arrays.stream(r).sum()).toArray();
    }

    /**
     * The parts of {@code game} from rows up to {@code max}, or empty when there would be more than
     * {@code most} (the caller says so to the learner).
     */
    static java.util.Optional<PartList> of(HeapGame game, long max, int most) {
        Map<List<Long>, long[]> found = new HashMap<>();
        Deque<long[]> todo = new ArrayDeque<>();
        for (long n = 0; n <= max; n++) {
            long[] row = n == 0 ? new long[0] : new long[] {n};
            if (found.putIfAbsent(key(row), row) == null) {
                todo.add(row);
            }
        }
        while (!todo.isEmpty()) {
            long[] part = todo.poll();
            for (long[] next : followers(game, part)) {
                if (found.putIfAbsent(key(next), next) == null) {
                    if (found.size() > most) {
                        return java.util.Optional.empty();
                    }
                    todo.add(next);
                }
            }
        }
        List<long[]> sorted = new ArrayList<>(found.values());
        sorted.sort(Comparator.<long[]>comparingLong(r -> Arrays.stream(r).sum()).thenComparingInt(r -> r.length)
                .thenComparing(PartList::descending));
        Map<List<Long>, Integer> index = new HashMap<>();
        for (int i = 0; i < sorted.size(); i++) {
            index.put(key(sorted.get(i)), i);
        }
        Option[][] options = new Option[sorted.size()][];
        for (int i = 0; i < sorted.size(); i++) {
            options[i] = optionsOf(game, sorted.get(i), index);
        }
        return java.util.Optional.of(new PartList(game, sorted, options, values(options)));
    }

    /** Larger rows first, so among parts of as many objects and rows, the one with the largest row leads. */
    private static int descending(long[] a, long[] b) {
        return Arrays.compare(b, a);
    }

    private static List<Long> key(long[] part) {
        return Arrays.stream(part).boxed().toList();
    }

    /** The part with one row of {@code row} replaced by what {@code option} leaves of it, rows largest first. */
    private static long[] after(long[] part, long row, HeapOption option) {
        List<Long> out = new ArrayList<>();
        boolean replaced = false;
        for (long r : part) {
            if (!replaced && r == row) {
                replaced = true;
                continue;
            }
            out.add(r);
        }
        if (option.left() > 0) {
            out.add(option.left());
        }
        if (option.right() > 0) {
            out.add(option.right());
        }
        return out.stream().sorted(Comparator.reverseOrder()).mapToLong(Long::longValue).toArray();
    }

    private static List<long[]> followers(HeapGame game, long[] part) {
        List<long[]> out = new ArrayList<>();
        for (long row : distinct(part)) {
            for (HeapOption o : game.options(row)) {
                out.add(after(part, row, o));
            }
        }
        return out;
    }

    /** Each row size once: two rows of the same size have the same moves. */
    private static long[] distinct(long[] part) {
        return Arrays.stream(part).distinct().toArray();
    }

    private static Option[] optionsOf(HeapGame game, long[] part, Map<List<Long>, Integer> index) {
        List<Option> out = new ArrayList<>();
        for (long row : distinct(part)) {
            for (HeapOption o : game.options(row)) {
                out.add(new Option(row, o, index.get(key(after(part, row, o)))));
            }
        }
        return out.toArray(Option[]::new);
    }

    /**
     * Each part's Grundy value, the mex of its options' values. A split in Lasker's Nim keeps the
     * objects, so the order of the list is not an order of play: each value is worked out once its
     * options' are, from a stack rather than by recursion, whose depth could reach the objects times two.
     */
    private static long[] values(Option[][] options) {
        long[] values = new long[options.length];
        boolean[] done = new boolean[options.length];
        Deque<Integer> stack = new ArrayDeque<>();
        for (int start = 0; start < options.length; start++) {
            stack.push(start);
            while (!stack.isEmpty()) {
                int p = stack.peek();
                if (done[p]) {
                    stack.pop();
                    continue;
                }
                boolean ready = true;
                for (Option o : options[p]) {
                    if (!done[o.target()]) {
                        ready = false;
                        stack.push(o.target());
                    }
                }
                if (ready) {
                    values[p] = mex(options[p], values);
                    done[p] = true;
                    stack.pop();
                }
            }
        }
        return values;
    }

    private static long mex(Option[] options, long[] values) {
        boolean[] seen = new boolean[options.length + 1];
        for (Option o : options) {
            long v = values[o.target()];
            if (v <= options.length) {
                seen[(int) v] = true;
            }
        }
        int m = 0;
        while (seen[m]) {
            m++;
        }
        return m;
    }

    HeapGame game() {
        return game;
    }

    int size() {
        return rows.size();
    }

    long[] rows(int part) {
        return rows.get(part).clone();
    }

    /** How many rows the part has: 0 for the empty part, 1 for a row. */
    int rowCount(int part) {
        return rows.get(part).length;
    }

    long objects(int part) {
        return objects[part];
    }

    long value(int part) {
        return values[part];
    }

    Option[] options(int part) {
        return options[part];
    }

    /** Whether some part is more than one row: only then does the box reach past single rows. */
    boolean splits() {
        return rows.stream().anyMatch(r -> r.length > 1);
    }
}
