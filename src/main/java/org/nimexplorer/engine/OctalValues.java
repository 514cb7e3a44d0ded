package org.nimexplorer.engine;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The Grundy values of an octal game, by the mex rule, and their period when one is proved. A
 * period seen in a table is only a guess; the octal periodicity theorem (Guy and Smith) turns it
 * into a proof: if g(n + p) = g(n) for every n from e up to 2e + p + t, where t is the largest
 * take, then it holds for every n from e on. The values are computed in growing steps until such a
 * check succeeds, or up to {@link #LIMIT} heaps (fewer for codes that split with many takes), past
 * which the game is reported as not settled.
 */
public final class OctalValues {

    /** Values are computed for heaps below this size when no period is proved sooner. */
    public static final int LIMIT = 1 << 14;

    /**
     * At most this many steps of the mex rule (each split looked at is one): about a second. 0.16,
     * with one digit that splits, reaches {@link #LIMIT} within it; a code with thirty stops at 2,048.
     */
    static final double MOST_WORK = 7e7;

    private static final int FIRST = 128;

    /** The games whose values are kept, the most recently used: a few hundred KiB at the most. */
    private static final int KEPT = 32;

    private static final Map<OctalCode, OctalValues> CACHE = Collections.synchronizedMap(
            new LinkedHashMap<>(KEPT, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<OctalCode, OctalValues> eldest) {
                    return size() > KEPT;
                }
            });

    private final OctalCode code;
    private final int[] values;
    private final Optional<Periodicity> periodicity;

    private OctalValues(OctalCode code, int[] values, Optional<Periodicity> periodicity) {
        this.code = code;
        this.values = values;
        this.periodicity = periodicity;
    }

    /**
     * A proved period: g(n + period) = g(n) for every n >= preperiod, shown by checking every n from
     * the preperiod up to {@code checkedUpTo} (that is 2e + p + t), as the theorem asks.
     */
    public record Periodicity(int preperiod, int period, int checkedUpTo) {}

    public static OctalValues of(OctalCode code) {
        return CACHE.computeIfAbsent(code, OctalValues::compute);
    }

    /** The values g(0), ..., g(n - 1), straight from the mex rule, for display and for checks. */
    public static int[] byMex(OctalCode code, int n) {
        return mexValues(code, n);
    }

    public OctalCode code() {
        return code;
    }

    public Optional<Periodicity> periodicity() {
        return periodicity;
    }

    /** How many values were computed: all of g(0) .. g(computed() - 1). */
    public int computed() {
        return values.length;
    }

    public Optional<String> whyUnknown(long heap) {
        if (periodicity.isPresent() || heap < values.length) {
            return Optional.empty();
        }
        return Optional.of("no period of " + code + " was found among its first " + String.format("%,d", values.length)
                + " values, so its value is known only for heaps up to " + String.format("%,d", values.length - 1));
    }

    public long valueOf(long heap) {
        if (heap < values.length) {
            return values[(int) heap];
        }
        Periodicity p = periodicity.orElseThrow(() -> new IllegalArgumentException(whyUnknown(heap).orElseThrow()));
        return values[(int) (p.preperiod() + (heap - p.preperiod()) % p.period())];
    }

    private static OctalValues compute(OctalCode code) {
        int most = mostComputed(code);
        for (int n = FIRST; ; n *= 2) {
            int[] values = mexValues(code, n);
            Optional<Periodicity> proved = provedPeriod(values, code.largestTake());
            if (proved.isPresent() || n >= most) {
                return new OctalValues(code, values, proved);
            }
        }
    }

    /**
     * How many values are computed at most: {@link #LIMIT}, or fewer when the mex rule would pass
     * {@link #MOST_WORK} steps, which grow with the square of the heap times the digits that split.
     */
    private static int mostComputed(OctalCode code) {
        int splitting = 0;
        for (int k = 1; k <= code.largestTake(); k++) {
            splitting += (code.digit(k) & 4) != 0 ? 1 : 0;
        }
        int most = LIMIT;
        while (most > FIRST && (double) most * most / 4 * splitting > MOST_WORK) {
            most /= 2;
        }
        return most;
    }

    /**
     * The shortest period that the values prove, with the smallest preperiod for it: for each p,
     * the preperiod e is just past the last n where g(n) and g(n + p) differ, and the proof needs
     * the values up to 2e + 2p + t, so no period with 2p + t >= n can be proved.
     */
    static Optional<Periodicity> provedPeriod(int[] g, int largestTake) {
        int n = g.length;
        for (int p = 1; 2 * p + largestTake < n; p++) {
            int e = n - p;
            while (e > 0 && g[e - 1] == g[e - 1 + p]) {
                e--;
            }
            int checkedUpTo = 2 * e + p + largestTake;
            if (checkedUpTo + p < n) {
                return Optional.of(new Periodicity(e, p, checkedUpTo));
            }
        }
        return Optional.empty();
    }

    private static int[] mexValues(OctalCode code, int n) {
        int[] g = new int[n];
        int[] digits = new int[code.largestTake() + 1];
        for (int k = 1; k <= code.largestTake(); k++) {
            digits[k] = code.digit(k);
        }
        // seenAt[v] == heap + 1 marks v as a follower's value of this heap, so nothing is cleared between heaps.
        int[] seenAt = new int[2];
        int largest = 0;
        for (int heap = 0; heap < n; heap++) {
            // A XOR of two values below the next power of two stays below it.
            int bound = 2 * Integer.highestOneBit(Math.max(largest, 1)) + 2;
            if (seenAt.length < bound) {
                seenAt = Arrays.copyOf(seenAt, bound);
            }
            int mark = heap + 1;
            for (int k = 1; k < digits.length && k <= heap; k++) {
                int rest = heap - k;
                if ((digits[k] & 1) != 0 && rest == 0) {
                    seenAt[0] = mark;
                }
                if ((digits[k] & 2) != 0 && rest >= 1) {
                    seenAt[g[rest]] = mark;
                }
                if ((digits[k] & 4) != 0) {
                    for (int a = 1; a <= rest / 2; a++) {
                        seenAt[g[a] ^ g[rest - a]] = mark;
                    }
                }
            }
            int m = 0;
            while (seenAt[m] == mark) {
                m++;
            }
            g[heap] = m;
            largest = Math.max(largest, m);
        }
        return g;
    }
}
