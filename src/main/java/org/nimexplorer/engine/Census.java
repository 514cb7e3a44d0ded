package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * Classifies every position with a given number of heaps, each from 0 to a maximum, by brute force
 * (P exactly when no follower is P), and compares each verdict with the closed {@link Formula}.
 *
 * <p>Positions are visited in an order where every follower comes first. For Nim, a position's
 * followers along heap i all lie on one line (the other heaps fixed), so it is enough to remember
 * one bit per line: "a P-position already lies on this line". The last heap is swept a row at a
 * time with 64-bit words, so the cost is linear in the number of positions and the memory is a
 * bit per line that can still be met. Subtraction games keep a bit per position. The memory is
 * counted before anything is allocated, and refused beyond {@link #MAX_BYTES}.
 */
public final class Census {

    /** At most this many positions: about a minute of work on a small machine. */
    public static final long MAX_POSITIONS = 1L << 36;
    /** At most this much memory for the search's bookkeeping, so that a census runs in a 512 MiB heap. */
    public static final long MAX_BYTES = 256L << 20;
    /** Mismatches beyond this many are counted but not listed. */
    public static final int MAX_LISTED = 100;
    /** Progress is reported, and cancellation noticed, about once per this many positions. */
    private static final int CHECK_EVERY = 1 << 20;

    /**
     * The outcome of a census. {@code formula} is empty for games without one. {@code positions}
     * counts the positions classified: all of them when {@code complete}, fewer when it was stopped.
     */
    public record Report(Rules rules, int heaps, long max, long positions, long pPositions, long mismatchCount,
                         List<Position> mismatches, Optional<String> formula, boolean complete) {
        public Report {
            mismatches = List.copyOf(mismatches);
        }

        /** Every position in the bounds, classified or not. */
        public long total() {
            return pow(max + 1, heaps);
        }
    }

    private final Rules rules;
    private final int heaps;
    private final int max;
    private final int radix;
    private final int words;
    private final long[] powers;
    private final Optional<Formula> formula;
    private final BooleanSupplier cancelled;
    private final LongConsumer progress;
    private final Visitor visitor;

    /** Sees every position as it is classified (the array is reused: copy what you keep). */
    @FunctionalInterface
    public interface Visitor {
        void visit(long[] heaps, boolean isP);
    }

    private final long checkMask;
    private final long[] position;
    private final long[] prefix;
    private final long[] expected;

    private long pPositions;
    private long rowsDone;
    private long mismatchCount;
    private final List<Position> mismatches = new ArrayList<>();

    private Census(Rules rules, int heaps, int max, BooleanSupplier cancelled, LongConsumer progress,
            Visitor visitor) {
        this.rules = rules;
        this.heaps = heaps;
        this.max = max;
        this.radix = max + 1;
        this.words = (radix + 63) / 64;
        this.powers = new long[heaps];
        for (int i = 0; i < heaps; i++) {
            powers[i] = pow(radix, i);
        }
        this.formula = Formula.forRules(rules);
        this.cancelled = cancelled;
        this.progress = progress;
        this.visitor = visitor;
        // A visitor costs far more a position than the sweep's bits: then every row is checked, so a stop is seen at once.
        this.checkMask = visitor != null ? 0 : Integer.highestOneBit(Math.max(1, CHECK_EVERY / radix)) - 1;
        this.position = new long[heaps];
        this.prefix = new long[heaps - 1];
        this.expected = new long[words];
    }

    /**
     * How many positions a census in these bounds classifies, or why the bounds are too large or
     * malformed: checked before anything is allocated.
     */
    public static Result<Long> positions(int heaps, long max, Rules rules) {
        if (heaps < 1 || heaps > 12) {
            return Result.outOfBounds(new Bound(Bound.Name.HEAPS, 1, 12, heaps));
        }
        if (max < 0 || max > Integer.MAX_VALUE - 64) {
            return Result.outOfBounds(new Bound(Bound.Name.MAX, 0, Integer.MAX_VALUE - 64, max));
        }
        double positions = Math.pow(max + 1.0, heaps);
        if (positions > MAX_POSITIONS) {
            return Result.problem(String.format("%d heaps up to %d make %.3g positions; the limit is %d (2^36)",
                    heaps, max, positions, MAX_POSITIONS));
        }
        double bytes = bookkeepingBytes(heaps, max, rules);
        if (bytes > MAX_BYTES) {
            return Result.problem(String.format("%d %s up to %d need %,.0f MiB of memory for the search; the limit is"
                    + " %d MiB: choose fewer heaps or smaller ones", heaps, heaps == 1 ? "heap" : "heaps", max,
                    Math.ceil(bytes / (1 << 20)), MAX_BYTES >> 20));
        }
        return Result.ok(pow(max + 1, heaps));
    }

    /**
     * The memory the sweep allocates, in bytes: for Nim the lines along each heap but the last that
     * can still be met (the rows that share the heaps after it), for subtraction games every row
     * so far, each row a whole number of 64-bit words; plus a few rows of scratch.
     */
    static double bookkeepingBytes(int heaps, long max, Rules rules) {
        double radix = max + 1.0;
        double words = Math.ceil(radix / 64);
        double rowsKept = 0;
        if (rules.isNim()) {
            for (int i = 0; i < heaps - 1; i++) {
                rowsKept += Math.pow(radix, i);
            }
        } else {
            rowsKept = Math.pow(radix, heaps - 1);
        }
        double scratchWords = 3 * words + MoveSet.MAX_TAKE / 64 + 2;
        return (rowsKept * words + scratchWords) * Long.BYTES;
    }

    /**
     * Runs a census. {@code progress} receives the number of positions classified so far;
     * when {@code cancelled} turns true the census stops and reports what it had.
     */
    public static Result<Report> run(int heaps, long max, Rules rules, BooleanSupplier cancelled,
                                     LongConsumer progress) {
        return run(heaps, max, rules, cancelled, progress, null);
    }

    /** A census that also shows every classified position to {@code visitor} (which may be null). */
    public static Result<Report> run(int heaps, long max, Rules rules, BooleanSupplier cancelled,
                                     LongConsumer progress, Visitor visitor) {
        return positions(heaps, max, rules).map(total -> {
            Census census = new Census(rules, heaps, (int) max, cancelled, progress, visitor);
            boolean complete = rules.isNim() ? census.sweepLines() : census.sweepPositions();
            return new Report(rules, heaps, max, census.rowsDone * census.radix, census.pPositions,
                    census.mismatchCount, census.mismatches, census.formula.map(Formula::describe), complete);
        });
    }

    /** Reports progress and says whether to stop, about once per {@link #CHECK_EVERY} positions. */
    private boolean stopAt(long row) {
        if ((row & checkMask) != 0) {
            return false;
        }
        progress.accept(row * radix);
        return cancelled.getAsBoolean();
    }

    /**
     * Nim: a position's followers along heap i lie on one line (the other heaps fixed), so one bit
     * per line says "a P-position already lies on this line". Rows are visited with the first heap
     * changing fastest, so the lines along heap i that can still be met are those through the rows
     * that share every heap after i: only those are kept, and cleared when those heaps change.
     */
    private boolean sweepLines() {
        int prefixLength = heaps - 1;
        long rows = powers[prefixLength];
        long[][] lines = new long[prefixLength][];
        for (int i = 0; i < prefixLength; i++) {
            lines[i] = new long[Math.toIntExact(powers[i] * words)];
        }
        long[] blocked = new long[words];
        long[] searched = new long[words];
        int[] bases = new int[prefixLength];
        int[] coords = new int[prefixLength];
        for (long row = 0; row < rows; row++) {
            if (stopAt(row)) {
                return false;
            }
            java.util.Arrays.fill(blocked, 0);
            long below = 0;
            for (int i = 0; i < prefixLength; i++) {
                if (below == 0 && coords[i] == 0) {
                    java.util.Arrays.fill(lines[i], 0);
                }
                bases[i] = (int) below * words;
                for (int w = 0; w < words; w++) {
                    blocked[w] |= lines[i][bases[i] + w];
                }
                below += coords[i] * powers[i];
            }
            boolean terminalRow = rules.isMisere() && row == 0;
            int p = lowestClear(blocked, terminalRow ? 1 : 0);
            java.util.Arrays.fill(searched, 0);
            if (p >= 0) {
                pPositions++;
                searched[p >>> 6] = 1L << (p & 63);
                for (int i = 0; i < prefixLength; i++) {
                    lines[i][bases[i] + (p >>> 6)] |= 1L << (p & 63);
                }
            }
            compareRow(coords, searched, 0);
            advance(coords);
            rowsDone++;
        }
        progress.accept(rows * radix);
        return true;
    }

    /**
     * Subtraction games: a bit per position. Along the heaps before the last, a row looks back by
     * each allowed take at whole rows; along the last heap, each P-position marks the positions an
     * allowed take above it as N, so a row costs one step per position.
     */
    private boolean sweepPositions() {
        MoveSet.Subtraction set = (MoveSet.Subtraction) rules.moves();
        int[] takes = set.takes();
        TakeMask takeMask = new TakeMask(set);
        int prefixLength = heaps - 1;
        long rows = powers[prefixLength];
        long[] bits = new long[Math.toIntExact(rows * words)];
        long[] blocked = new long[words + takeMask.reach()];
        int[] coords = new int[prefixLength];
        int smallest = takes[0];
        for (long row = 0; row < rows; row++) {
            if (stopAt(row)) {
                return false;
            }
            java.util.Arrays.fill(blocked, 0);
            boolean prefixStuck = true;
            for (int i = 0; i < prefixLength; i++) {
                prefixStuck &= coords[i] < smallest;
                for (int t : takes) {
                    if (t > coords[i]) {
                        break;
                    }
                    int base = (int) ((row - t * powers[i]) * words);
                    for (int w = 0; w < words; w++) {
                        blocked[w] |= bits[base + w];
                    }
                }
            }
            int base = (int) (row * words);
            long rowP = 0;
            for (int x = 0; x <= max; x++) {
                if ((x & (CHECK_EVERY - 1)) == CHECK_EVERY - 1) {
                    // Only with one heap can a row pass CHECK_EVERY positions (two would pass MAX_POSITIONS),
                    // and then it is the only row: x counts the positions done.
                    progress.accept(x);
                    if (cancelled.getAsBoolean()) {
                        return false;
                    }
                }
                long bit = 1L << (x & 63);
                if ((blocked[x >>> 6] & bit) != 0 || rules.isMisere() && prefixStuck && x < smallest) {
                    continue;
                }
                bits[base + (x >>> 6)] |= bit;
                rowP++;
                takeMask.markAbove(blocked, x);
            }
            pPositions += rowP;
            compareRow(coords, bits, base);
            advance(coords);
            rowsDone++;
        }
        progress.accept(rows * radix);
        return true;
    }

    /**
     * Compares the searched row (bit x at {@code searched[from + x / 64]}) with the formula, and
     * shows it to the visitor.
     */
    private void compareRow(int[] coords, long[] searched, int from) {
        for (int i = 0; i < coords.length; i++) {
            position[i] = coords[i];
            prefix[i] = coords[i];
        }
        if (formula.isPresent()) {
            formula.get().pRow(prefix, max, expected);
            for (int w = 0; w < words; w++) {
                long differ = expected[w] ^ searched[from + w];
                mismatchCount += Long.bitCount(differ);
                for (; differ != 0 && mismatches.size() < MAX_LISTED; differ &= differ - 1) {
                    position[heaps - 1] = w * 64L + Long.numberOfTrailingZeros(differ);
                    mismatches.add(new Position(position));
                }
            }
        }
        if (visitor != null) {
            for (int x = 0; x <= max; x++) {
                position[heaps - 1] = x;
                visitor.visit(position, (searched[from + (x >>> 6)] & (1L << (x & 63))) != 0);
            }
        }
    }

    /** The smallest x from {@code from} (0 or 1) up to max whose bit is clear, or -1. */
    private int lowestClear(long[] mask, int from) {
        for (int w = 0; w < words; w++) {
            long free = ~mask[w];
            if (w == 0 && from == 1) {
                free &= ~1L;
            }
            if (free != 0) {
                int x = w * 64 + Long.numberOfTrailingZeros(free);
                return x <= max ? x : -1;
            }
        }
        return -1;
    }

    private void advance(int[] coords) {
        for (int i = 0; i < coords.length; i++) {
            if (++coords[i] <= max) {
                return;
            }
            coords[i] = 0;
        }
    }

    private static long pow(long base, int exponent) {
        long result = 1;
        for (int i = 0; i < exponent; i++) {
            result *= base;
        }
        return result;
    }
}
