package org.nimexplorer.engine;

import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * What one search may spend, in positions decided, moves generated and bytes held (its memo table),
 * and the signal that stops it early (Ctrl-C). A search is estimated against its budget before it
 * runs, and refused at once when the estimate is over; while it runs it spends from the budget, which
 * stops it with {@link Exceeded} the moment a limit is passed or the stop signal is raised. Each
 * search gets a budget of its own, so many sessions in one process never share one.
 */
public final class Budget {

    /** The most a search may spend. */
    public record Limits(long positions, long moves, long bytes) {

        /**
         * A search behind one answer: a misère position and its winning moves, or a tree. Positions as
         * {@link ExhaustiveSolver#searchSize} and {@link SumSearch#estimate} count them.
         */
        public static final Limits ONE_POSITION = new Limits(200_000, 4_000_000, 64L << 20);

        /** A search behind many answers of a box: a census, a kernel, a table, a claim, an equivalence. */
        public static final Limits BOX = new Limits(300_000, 20_000_000, 96L << 20);

        /** "300,000 positions, 20,000,000 moves and 96 MiB". */
        public String describe() {
            return String.format("%,d positions, %,d moves and %d MiB", positions, moves, bytes >> 20);
        }
    }

    /** The size of a search, in the three things a budget counts; an estimate may be far past a long. */
    public record Estimate(double positions, double moves, double bytes) {

        /** "about 10^19", "about 123,456", or "more than 10^300" when past what a double holds. */
        static String count(double n) {
            if (Double.isInfinite(n) || n >= 1e300) {
                return "more than 10^300";
            }
            return "about " + (n < 1e9 ? String.format("%,.0f", n) : "10^" + (int) Math.floor(Math.log10(n)));
        }
    }

    /**
     * Thrown by a search that must stop: over a limit, or asked to stop. The engine's entry points
     * turn it into a problem; a stop reaches the command, which reports it and exits 130.
     */
    public static final class Exceeded extends RuntimeException {
        private final boolean stopped;

        private Exceeded(String message, boolean stopped) {
            super(message, null, false, false);
            this.stopped = stopped;
        }

        /** True when the search was asked to stop (Ctrl-C), false when it passed a limit. */
        public boolean stopped() {
            return stopped;
        }
    }

    /** How often, in calls to {@link #spend}, the stop signal is read: every few milliseconds of search. */
    private static final int STOP_CHECK_EVERY = 1 << 10;

    private final Limits limits;
    private final BooleanSupplier stop;
    private long positions;
    private long moves;
    private long bytes;
    private int untilStopCheck = STOP_CHECK_EVERY;

    public Budget(Limits limits, BooleanSupplier stop) {
        this.limits = limits;
        this.stop = stop;
    }

    /**
     * A budget that stops when the searching thread is interrupted, which is how a session passes on
     * Ctrl-C: for callers with no stop signal of their own.
     */
    public static Budget interruptible(Limits limits) {
        return new Budget(limits, () -> Thread.currentThread().isInterrupted());
    }

    public Limits limits() {
        return limits;
    }

    /**
     * Why a search of this size is refused, if it is: the first count over its limit, in words, as
     * "that search would visit about 10^19 positions; the limit is 200,000".
     */
    public Optional<String> whyTooLarge(Estimate estimate) {
        if (estimate.positions() > limits.positions) {
            return Optional.of("that search would visit " + Estimate.count(estimate.positions())
                    + String.format(" positions; the limit is %,d", limits.positions));
        }
        if (estimate.moves() > limits.moves) {
            return Optional.of("that search would generate " + Estimate.count(estimate.moves())
                    + String.format(" moves; the limit is %,d", limits.moves));
        }
        if (estimate.bytes() > limits.bytes) {
            return Optional.of("that search would hold " + Estimate.count(Math.ceil(estimate.bytes() / (1 << 20)))
                    + String.format(" MiB; the limit is %d MiB", limits.bytes >> 20));
        }
        return Optional.empty();
    }

    /** True when a search of this size fits the limits. */
    public boolean fits(Estimate estimate) {
        return estimate.positions() <= limits.positions && estimate.moves() <= limits.moves
                && estimate.bytes() <= limits.bytes;
    }

    /**
     * Counts work done: positions decided, moves generated, bytes newly held. Throws {@link Exceeded}
     * when a limit is passed, or every so often when the stop signal is raised.
     */
    public void spend(long newPositions, long newMoves, long newBytes) {
        positions += newPositions;
        moves += newMoves;
        bytes += newBytes;
        if (positions > limits.positions) {
            throw new Exceeded(String.format("the search passed its limit of %,d positions", limits.positions), false);
        }
        if (moves > limits.moves) {
            throw new Exceeded(String.format("the search passed its limit of %,d moves", limits.moves), false);
        }
        if (bytes > limits.bytes) {
            throw new Exceeded(String.format("the search passed its limit of %d MiB", limits.bytes >> 20), false);
        }
        if (--untilStopCheck <= 0) {
            untilStopCheck = STOP_CHECK_EVERY;
            stopIfAsked();
        }
    }

    /** Throws {@link Exceeded} when the stop signal is raised; for loops between searches. */
    public void stopIfAsked() {
        if (stop.getAsBoolean()) {
            throw new Exceeded(String.format("stopped (interrupted) after %,d positions", positions), true);
        }
    }

    /** True when the stop signal is raised, for work that reports what it had rather than throwing. */
    public boolean stopAsked() {
        return stop.getAsBoolean();
    }

    /** The positions counted so far. */
    public long positions() {
        return positions;
    }

    /** The bytes counted so far: what the search's tables hold, as its estimate counts them. */
    public long bytes() {
        return bytes;
    }
}
