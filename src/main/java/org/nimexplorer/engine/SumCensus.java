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

    /**
     * The size of the search behind a census: every multiset of the box is reachable from the
     * largest one, and each value is checked on the largest heap beside a Nim heap of its value.
     */
    public static Budget.Estimate estimate(HeapGame game, Play play, int heaps, long max) {
        long[] largest = new long[heaps];
        java.util.Arrays.fill(largest, max);
        List<GameSum> searched = new ArrayList<>(List.of(GameSum.of(game, largest)));
        if (play == Play.NORMAL) {
            long mostValue = 0;
            for (long n = 0; n <= max; n++) {
                mostValue = Math.max(mostValue, game.grundy(n));
            }
            searched.add(new GameSum(List.of(new Component(game, max), new Component(new HeapGame.Nim(), mostValue))));
        }
        return SumSize.ofAll(searched, play);
    }

    /**
     * Runs the census within {@code budget}, refused at once when its estimate is over. When the
     * budget's stop signal is raised the census stops and reports what it had ({@code complete} false).
     */
    public static Result<Report> run(HeapGame game, Play play, int heaps, long max, Budget budget,
            LongConsumer progress) {
        Optional<String> unknown = game.whyUnknown(max);
        if (unknown.isPresent()) {
            return Result.problem(unknown.get());
        }
        Optional<String> tooLarge = budget.whyTooLarge(estimate(game, play, heaps, max));
        if (tooLarge.isPresent()) {
            return Result.problem(tooLarge(game, play, heaps, max, tooLarge.get()));
        }
        try {
            return Result.ok(search(game, play, heaps, max, budget, progress));
        } catch (Budget.Exceeded e) {
            // Only a limit reaches here: a stop ends the census with what it had.
            return Result.problem(tooLarge(game, play, heaps, max, e.getMessage()));
        }
    }

    private static String tooLarge(HeapGame game, Play play, int heaps, long max, String why) {
        return String.format("%s%s is decided by searching every line of play, and for %d %s up to %d %s: choose"
                + " fewer or smaller heaps", play == Play.MISERE ? "misère " : "", game.notation(), heaps,
                heaps == 1 ? "heap" : "heaps", max, why);
    }

    private static Report search(HeapGame game, Play play, int heaps, long max, Budget budget, LongConsumer progress) {
        BooleanSupplier stop = budget::stopAsked;
        SumSearch search = new SumSearch(play, budget);
        List<Long> wrongValues = new ArrayList<>();
        long valuesChecked = 0;
        boolean complete = true;
        try {
            for (long n = 0; play == Play.NORMAL && n <= max && !stop.getAsBoolean(); n++) {
                GameSum withNim = new GameSum(List.of(new Component(game, n), new Component(new HeapGame.Nim(),
                        game.grundy(n))));
                if (search.outcome(withNim) != Outcome.P) {
                    wrongValues.add(n);
                }
                valuesChecked++;
            }
        } catch (Budget.Exceeded e) {
            if (!e.stopped()) {
                throw e;
            }
            complete = false;
        }
        long[] sizes = new long[heaps];
        long positions = 0;
        long pPositions = 0;
        long mismatchCount = 0;
        List<GameSum> mismatches = new ArrayList<>();
        long done = 0;
        while (complete) {
            if (stop.getAsBoolean()) {
                complete = false;
                break;
            }
            GameSum sum = GameSum.of(game, sizes);
            Outcome searched;
            try {
                searched = search.outcome(sum);
            } catch (Budget.Exceeded e) {
                if (!e.stopped()) {
                    throw e;
                }
                complete = false;
                break;
            }
            long orders = orders(sizes);
            positions += orders;
            if (searched == Outcome.P) {
                pPositions += orders;
            }
            if (play == Play.NORMAL && byValues(game, sizes) != searched) {
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
        return new Report(game, play, heaps, max, positions, pPositions, mismatchCount, mismatches,
                valuesChecked, wrongValues, complete);
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
