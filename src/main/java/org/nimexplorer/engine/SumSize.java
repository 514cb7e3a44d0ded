package org.nimexplorer.engine;

import java.util.List;

/**
 * How large a {@link SumSearch} from a sum may grow, counted before it runs and without listing a
 * move: an upper bound on the positions it can meet, the moves it can generate from them and the
 * bytes its tables hold. A heap game that never splits keeps its heaps, so its positions are the
 * multisets of smaller heaps; one that splits reaches at most the partitions of its objects (under
 * normal play pairs of equal heaps are dropped, so the partitions into distinct parts). Several games
 * multiply.
 */
public final class SumSize {

    /**
     * Bytes a decided position holds in the search's memo, before its heaps: the map's node (32),
     * the key (16), the array's header (16) and about 8 for the map's table. Measured under -Xmx with
     * {@code SumSizeTest}, which keeps the estimate an upper bound of what the search holds.
     */
    static final long ENTRY_BYTES = 72;
    /** Bytes of one move kept in the search's list of a heap size's options (a record of three longs and its slot). */
    static final long OPTION_BYTES = 48;
    /** Bytes of one heap size's entry in the options table, before its options (node, boxed key, list). */
    static final long HEAP_OPTIONS_BYTES = 96;

    /** Up to this many objects the partitions are counted exactly; past it, by Hardy and Ramanujan's formula. */
    private static final int COUNTED = 2000;

    private SumSize() {}

    /** The size of a search from this sum. */
    public static Budget.Estimate of(GameSum sum, Play play) {
        double positions = 1;
        double movesPerPosition = 0;
        double heapsPerPosition = 0;
        double optionBytes = 0;
        for (HeapGame game : sum.games()) {
            long[] sizes = sum.parts().stream().filter(c -> c.game().equals(game)).mapToLong(Component::size).toArray();
            double total = 0;
            long largest = 0;
            for (long s : sizes) {
                total += s;
                largest = Math.max(largest, s);
            }
            double moves = optionCount(game, largest);
            if (game.splits()) {
                positions *= partitionsUpTo(total, play == Play.NORMAL);
                movesPerPosition += moves * Math.ceil(total / Math.max(largest, 1));
                heapsPerPosition += sizes.length + 2 * Math.sqrt(total);
            } else {
                positions *= multisets(sizes);
                movesPerPosition += moves * sizes.length;
                heapsPerPosition += sizes.length;
            }
            optionBytes += (largest + 1.0) * (HEAP_OPTIONS_BYTES + OPTION_BYTES * moves);
        }
        return new Budget.Estimate(positions, positions * movesPerPosition,
                positions * (ENTRY_BYTES + Long.BYTES * heapsPerPosition) + optionBytes);
    }

    /** The size of one search that decides every sum listed: their sizes added (an upper bound). */
    public static Budget.Estimate ofAll(List<GameSum> sums, Play play) {
        double positions = 0;
        double moves = 0;
        double bytes = 0;
        for (GameSum s : sums) {
            Budget.Estimate e = of(s, play);
            positions += e.positions();
            moves += e.moves();
            bytes += e.bytes();
        }
        return new Budget.Estimate(positions, moves, bytes);
    }

    /** How many moves a heap of this size has, counted without listing them. */
    static double optionCount(HeapGame game, long heap) {
        if (game instanceof HeapGame.Nim) {
            return heap;
        }
        if (game instanceof HeapGame.Lasker) {
            return heap + Math.floor(heap / 2.0);
        }
        if (game instanceof HeapGame.Subtract s) {
            return java.util.Arrays.stream(s.set().takes()).filter(t -> t <= heap).count();
        }
        OctalCode code = ((HeapGame.Octal) game).code();
        double count = 0;
        for (int k = 1; k <= code.largestTake() && k <= heap; k++) {
            int d = code.digit(k);
            long rest = heap - k;
            count += ((d & 1) != 0 && rest == 0 ? 1 : 0) + ((d & 2) != 0 && rest >= 1 ? 1 : 0)
                    + ((d & 4) != 0 ? Math.floor(rest / 2.0) : 0);
        }
        return count;
    }

    /** The multisets of heaps each at most the matching heap given (in some order): exact while small. */
    private static double multisets(long[] sizes) {
        double product = 1;
        for (long s : sizes) {
            product *= s + 1.0;
        }
        if (product > 1e6) {
            return product;
        }
        return ExhaustiveSolver.searchSize(new Position(sizes), Rules.NIM, Long.MAX_VALUE - 1, Long.MAX_VALUE)
                .positions();
    }

    /** The partitions of every number from 0 to {@code total}, into distinct parts when asked. */
    static double partitionsUpTo(double total, boolean distinct) {
        if (total > COUNTED) {
            // Hardy and Ramanujan's p(n), or q(n) for distinct parts, times the n + 1 totals: an upper bound.
            double n = total;
            double log = distinct
                    ? Math.PI * Math.sqrt(n / 3) - Math.log(4 * Math.pow(3, 0.25) * Math.pow(n, 0.75))
                    : Math.PI * Math.sqrt(2 * n / 3) - Math.log(4 * n * Math.sqrt(3));
            return Math.exp(log + Math.log(n + 1));
        }
        int t = (int) total;
        double[] ways = new double[t + 1];
        ways[0] = 1;
        for (int part = 1; part <= t; part++) {
            if (distinct) {
                for (int m = t; m >= part; m--) {
                    ways[m] += ways[m - part];
                }
            } else {
                for (int m = part; m <= t; m++) {
                    ways[m] += ways[m - part];
                }
            }
        }
        double sum = 0;
        for (double w : ways) {
            sum += w;
        }
        return sum;
    }
}
