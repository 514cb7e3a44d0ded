package org.nimexplorer.engine;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Grundy values g(0), g(1), … of one heap in a subtraction game, by the mex rule.
 * The values only depend on the last {@code largest take} values, so the sequence is
 * eventually periodic; once the period is found every heap size, however large, answers
 * in constant time.
 */
public final class GrundySequence {

    /** Give up looking for a period after this many values (never reached by sets of sane size). */
    static final int SEARCH_LIMIT = 1 << 24;

    private static final Map<MoveSet.Subtraction, GrundySequence> CACHE = new ConcurrentHashMap<>();

    private final int[] values;
    private final int preperiod;
    private final int period;

    private GrundySequence(int[] values, int preperiod, int period) {
        this.values = values;
        this.preperiod = preperiod;
        this.period = period;
    }

    public static GrundySequence of(MoveSet.Subtraction set) {
        return CACHE.computeIfAbsent(set, GrundySequence::compute);
    }

    public long valueOf(long heap) {
        if (heap < values.length) {
            return values[(int) heap];
        }
        return values[(int) (preperiod + (heap - preperiod) % period)];
    }

    /** The first index from which the values repeat. */
    public int preperiod() {
        return preperiod;
    }

    public int period() {
        return period;
    }

    /** The values g(0) … g(n-1), computed directly by the mex rule (for checking and display). */
    public static int[] byMex(MoveSet.Subtraction set, int n) {
        int[] g = new int[n];
        Growing grow = new Growing(set.takes());
        for (int i = 0; i < n; i++) {
            g[i] = grow.next();
        }
        return g;
    }

    private static GrundySequence compute(MoveSet.Subtraction set) {
        Growing g = new Growing(set.takes());
        int window = set.largest();
        // Brent's cycle detection over the states "the last `window` values starting at index i".
        int power = 1;
        int lambda = 1;
        int tortoise = 0;
        int hare = 1;
        while (!g.sameWindow(tortoise, hare, window)) {
            if (power == lambda) {
                tortoise = hare;
                power *= 2;
                lambda = 0;
            }
            hare++;
            lambda++;
            if (hare > SEARCH_LIMIT) {
                throw new IllegalStateException("no period found for " + set.notation());
            }
        }
        int mu = 0;
        while (!g.sameWindow(mu, mu + lambda, window)) {
            mu++;
        }
        // The last sameWindow computed the values up to mu + lambda + window.
        int[] values = Arrays.copyOf(g.values(), mu + lambda);
        return new GrundySequence(values, mu, lambda);
    }

    /** A Grundy sequence extended on demand. */
    private static final class Growing {
        private final int[] takes;
        private int[] g = new int[1024];
        private int size;
        private final boolean[] seen;

        Growing(int[] takes) {
            this.takes = takes;
            this.seen = new boolean[takes.length + 2];
        }

        int next() {
            ensure(size + 1);
            return g[size - 1];
        }

        int[] values() {
            return g;
        }

        boolean sameWindow(int a, int b, int length) {
            ensure(Math.max(a, b) + length);
            return Arrays.equals(g, a, a + length, g, b, b + length);
        }

        private void ensure(int n) {
            while (size < n) {
                if (size == g.length) {
                    g = Arrays.copyOf(g, g.length * 2);
                }
                g[size] = mex(size);
                size++;
            }
        }

        private int mex(int n) {
            Arrays.fill(seen, false);
            for (int t : takes) {
                if (t > n) {
                    break;
                }
                seen[g[n - t]] = true;
            }
            int m = 0;
            while (seen[m]) {
                m++;
            }
            return m;
        }
    }
}
