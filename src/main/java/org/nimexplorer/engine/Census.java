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
 * bit per line. Subtraction games look back only by the allowed takes and keep a bit per position.
 */
public final class Census {

    /** At most this many positions: about a minute of work on a small machine. */
    public static final long MAX_POSITIONS = 1L << 36;
    /** At most this many bits of bookkeeping (256 MiB). */
    public static final long MAX_BITS = 1L << 31;
    /** Mismatches beyond this many are counted but not listed. */
    public static final int MAX_LISTED = 100;

    /** The outcome of a census. {@code formula} is empty for games without one. */
    public record Report(Rules rules, int heaps, long max, long positions, long pPositions, long mismatchCount,
                         List<Position> mismatches, Optional<String> formula, boolean complete) {
        public Report {
            mismatches = List.copyOf(mismatches);
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

    private long pPositions;
    private long mismatchCount;
    private final List<Position> mismatches = new ArrayList<>();

    private Census(Rules rules, int heaps, int max, BooleanSupplier cancelled, LongConsumer progress,
            Visitor visitor) {
        this.rules = rules;
        this.heaps = heaps;
        this.max = max;
        this.radix = max + 1;
        this.words = (radix + 63) / 64;
        this.powers = new long[heaps + 1];
        for (int i = 0; i <= heaps; i++) {
            powers[i] = pow(radix, i);
        }
        this.formula = Formula.forRules(rules);
        this.cancelled = cancelled;
        this.progress = progress;
        this.visitor = visitor;
    }

    /** Why the bounds are too large or malformed, if they are. */
    public static Optional<String> whyOutOfBounds(int heaps, long max, Rules rules) {
        if (heaps < 1 || heaps > 12) {
            return Optional.of("--heaps must be from 1 to 12, not " + heaps);
        }
        if (max < 0 || max > Integer.MAX_VALUE - 64) {
            return Optional.of("--max must be from 0 to " + (Integer.MAX_VALUE - 64) + ", not " + max);
        }
        double positions = Math.pow(max + 1.0, heaps);
        if (positions > MAX_POSITIONS) {
            return Optional.of(String.format("%d heaps up to %d make %.3g positions; the limit is %d (2^36)",
                    heaps, max, positions, MAX_POSITIONS));
        }
        double bits = rules.isNim() ? (heaps - 1) * Math.pow(max + 1.0, heaps - 1) + 64.0 * heaps : positions;
        if (bits > MAX_BITS) {
            return Optional.of(String.format("%d heaps up to %d need %.3g bits of bookkeeping; the limit is %d"
                    + " (256 MiB)", heaps, max, bits, MAX_BITS));
        }
        return Optional.empty();
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
        Optional<String> why = whyOutOfBounds(heaps, max, rules);
        if (why.isPresent()) {
            return Result.problem(why.get());
        }
        Census census = new Census(rules, heaps, (int) max, cancelled, progress, visitor);
        boolean complete = rules.isNim() ? census.sweepLines() : census.sweepPositions();
        long positions = (long) Math.pow(max + 1.0, heaps);
        return Result.ok(new Report(rules, heaps, max, positions, census.pPositions, census.mismatchCount,
                census.mismatches, census.formula.map(Formula::describe), complete));
    }

    /** Nim: one bit per line, rows of the last heap in 64-bit words. */
    private boolean sweepLines() {
        int prefixLength = heaps - 1;
        long rows = pow(radix, prefixLength);
        long perDirection = pow(radix, Math.max(prefixLength - 1, 0)) * words;
        long[][] lines = new long[prefixLength][];
        for (int i = 0; i < prefixLength; i++) {
            lines[i] = new long[Math.toIntExact(perDirection)];
        }
        long[] blocked = new long[words];
        long[] bases = new long[prefixLength];
        int[] coords = new int[prefixLength];
        long[] position = new long[heaps];
        for (long row = 0; row < rows; row++) {
            if ((row & 0xFFF) == 0) {
                if (cancelled.getAsBoolean()) {
                    return false;
                }
                progress.accept(row * radix);
            }
            java.util.Arrays.fill(blocked, 0);
            for (int i = 0; i < prefixLength; i++) {
                bases[i] = lineIndexWithout(row, i) * words;
                for (int w = 0; w < words; w++) {
                    blocked[w] |= lines[i][(int) (bases[i] + w)];
                }
            }
            boolean terminalRow = rules.isMisere() && row == 0;
            int p = lowestClear(blocked, terminalRow ? 1 : 0);
            if (p >= 0) {
                pPositions++;
                for (int i = 0; i < prefixLength; i++) {
                    lines[i][(int) (bases[i] + (p >>> 6))] |= 1L << (p & 63);
                }
            }
            compareRow(coords, position, p);
            advance(coords);
        }
        progress.accept(rows * radix);
        return true;
    }

    /** Subtraction games: a bit per position, looking back by each allowed take. */
    private boolean sweepPositions() {
        int[] takes = ((MoveSet.Subtraction) rules.moves()).takes();
        int prefixLength = heaps - 1;
        long rows = pow(radix, prefixLength);
        long[] strides = new long[prefixLength];
        for (int i = 0; i < prefixLength; i++) {
            strides[i] = pow(radix, i);
        }
        long[] bits = new long[Math.toIntExact(rows * words)];
        long[] blocked = new long[words];
        int[] coords = new int[prefixLength];
        long[] position = new long[heaps];
        int smallest = takes[0];
        for (long row = 0; row < rows; row++) {
            if ((row & 0xFFF) == 0) {
                if (cancelled.getAsBoolean()) {
                    return false;
                }
                progress.accept(row * radix);
            }
            java.util.Arrays.fill(blocked, 0);
            boolean prefixStuck = true;
            for (int i = 0; i < prefixLength; i++) {
                prefixStuck &= coords[i] < smallest;
                for (int t : takes) {
                    if (t > coords[i]) {
                        break;
                    }
                    long base = (row - t * strides[i]) * words;
                    for (int w = 0; w < words; w++) {
                        blocked[w] |= bits[(int) (base + w)];
                    }
                }
            }
            long base = row * words;
            for (int x = 0; x <= max; x++) {
                boolean isP = (blocked[x >>> 6] & (1L << (x & 63))) == 0;
                for (int t : takes) {
                    if (t > x || !isP) {
                        break;
                    }
                    isP = (bits[(int) (base + ((x - t) >>> 6))] & (1L << ((x - t) & 63))) == 0;
                }
                if (isP && rules.isMisere() && prefixStuck && x < smallest) {
                    isP = false;
                }
                if (isP) {
                    bits[(int) (base + (x >>> 6))] |= 1L << (x & 63);
                    pPositions++;
                }
            }
            long[] rowBits = java.util.Arrays.copyOfRange(bits, (int) base, (int) base + words);
            compareRow(coords, position, rowBits);
            advance(coords);
        }
        progress.accept(rows * radix);
        return true;
    }

    private void compareRow(int[] coords, long[] position, int pAt) {
        if (formula.isEmpty() && visitor == null) {
            return;
        }
        fillPrefix(coords, position);
        for (int x = 0; x <= max; x++) {
            position[heaps - 1] = x;
            compare(position, x == pAt);
        }
    }

    private void compareRow(int[] coords, long[] position, long[] rowBits) {
        if (formula.isEmpty() && visitor == null) {
            return;
        }
        fillPrefix(coords, position);
        for (int x = 0; x <= max; x++) {
            position[heaps - 1] = x;
            compare(position, (rowBits[x >>> 6] & (1L << (x & 63))) != 0);
        }
    }

    private void compare(long[] position, boolean searchedP) {
        if (formula.isPresent() && formula.get().isP(position) != searchedP) {
            recordMismatch(position);
        }
        if (visitor != null) {
            visitor.visit(position, searchedP);
        }
    }

    private static void fillPrefix(int[] coords, long[] position) {
        for (int i = 0; i < coords.length; i++) {
            position[i] = coords[i];
        }
    }

    private void recordMismatch(long[] position) {
        mismatchCount++;
        if (mismatches.size() < MAX_LISTED) {
            mismatches.add(new Position(position));
        }
    }

    /** The index of the line through this row along heap i: the row's coordinates without heap i. */
    private long lineIndexWithout(long row, int i) {
        long low = powers[i];
        return row % low + (row / powers[i + 1]) * low;
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
