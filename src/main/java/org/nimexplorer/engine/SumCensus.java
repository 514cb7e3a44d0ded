package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * Every position of a box (so many heaps of one heap game, each from 0 to max) decided twice: by
 * the Grundy values (their XOR, under normal play) and by {@link SumSearch}, which knows nothing of
 * them; and every heap's value checked on its own: heap n is worth g exactly when heap n plus a Nim
 * heap of g is a P-position, which the search decides too.
 */
public final class SumCensus {

    /** Positions the search may decide in one census before it stops with a problem. */
    public static final long SEARCH_LIMIT = 4_000_000;

    /** The largest heap a census of another game takes. */
    public static final long MOST_MAX = 1000;

    /** Mismatches kept for the report. */
    private static final int KEPT = 10;

    private SumCensus() {}

    /**
     * @param positions ordered positions (as {@code verify} counts them for Nim), so 3 heaps up to 15 are 4,096
     * @param wrongValues heaps whose value the search refutes
     */
    public record Report(HeapGame game, Play play, int heaps, long max, long positions, long pPositions,
            long mismatchCount, List<GameSum> mismatches, long valuesChecked, List<Long> wrongValues,
            boolean complete) {
        public Report {
            mismatches = List.copyOf(mismatches);
            wrongValues = List.copyOf(wrongValues);
        }

        /** Whether the values were compared with the search (normal play only: misère has no formula). */
        public boolean compared() {
            return play == Play.NORMAL;
        }
    }

    /** The multisets of {@code heaps} sizes from 0 to max: what the search decides, one per order of the heaps. */
    public static long sortedPositions(int heaps, long max) {
        double ways = 1;
        for (int i = 1; i <= heaps; i++) {
            ways = ways * (max + i) / i;
        }
        return Math.round(ways);
    }

    public static Result<Report> run(HeapGame game, Play play, int heaps, long max, BooleanSupplier stop,
            LongConsumer progress) {
        Optional<String> unknown = game.whyUnknown(max);
        if (unknown.isPresent()) {
            return Result.problem(unknown.get());
        }
        SumSearch search = new SumSearch(play, SEARCH_LIMIT);
        List<Long> wrongValues = new ArrayList<>();
        long valuesChecked = 0;
        if (play == Play.NORMAL) {
            for (long n = 0; n <= max && !stop.getAsBoolean(); n++) {
                GameSum withNim = new GameSum(List.of(new Component(game, n), new Component(new HeapGame.Nim(),
                        game.grundy(n))));
                Optional<Outcome> o = search.outcome(withNim);
                if (o.isEmpty()) {
                    return tooBig();
                }
                valuesChecked++;
                if (o.get() != Outcome.P) {
                    wrongValues.add(n);
                }
            }
        }
        long[] sizes = new long[heaps];
        long positions = 0;
        long pPositions = 0;
        long mismatchCount = 0;
        List<GameSum> mismatches = new ArrayList<>();
        long done = 0;
        boolean complete = true;
        while (true) {
            if (stop.getAsBoolean()) {
                complete = false;
                break;
            }
            GameSum sum = GameSum.of(game, sizes);
            Optional<Outcome> searched = search.outcome(sum);
            if (searched.isEmpty()) {
                return tooBig();
            }
            long orders = orders(sizes);
            positions += orders;
            if (searched.get() == Outcome.P) {
                pPositions += orders;
            }
            if (play == Play.NORMAL && byValues(game, sizes) != searched.get()) {
                mismatchCount += orders;
                if (mismatches.size() < KEPT) {
                    mismatches.add(sum);
                }
            }
            progress.accept(++done);
            if (!nextMultiset(sizes, max)) {
                break;
            }
        }
        return Result.ok(new Report(game, play, heaps, max, positions, pPositions, mismatchCount, mismatches,
                valuesChecked, wrongValues, complete));
    }

    private static <T> Result<T> tooBig() {
        return Result.problem("the search passed " + String.format("%,d", SEARCH_LIMIT) + " positions: use fewer or"
                + " smaller heaps");
    }

    private static Outcome byValues(HeapGame game, long[] sizes) {
        long x = 0;
        for (long s : sizes) {
            x ^= game.grundy(s);
        }
        return x == 0 ? Outcome.P : Outcome.N;
    }

    /** The next non-decreasing sequence of sizes up to max (a multiset of heaps), or false after the last. */
    public static boolean nextMultiset(long[] sizes, long max) {
        int i = sizes.length - 1;
        while (i >= 0 && sizes[i] == max) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        sizes[i]++;
        for (int j = i + 1; j < sizes.length; j++) {
            sizes[j] = sizes[i];
        }
        return true;
    }

    /** How many orders of the heaps give this multiset: k! over the product of the repeats' factorials. */
    private static long orders(long[] sorted) {
        long result = 1;
        int run = 0;
        for (int i = 0; i < sorted.length; i++) {
            run = i > 0 && sorted[i] == sorted[i - 1] ? run + 1 : 1;
            result = result * (i + 1) / run;
        }
        return result;
    }
}
