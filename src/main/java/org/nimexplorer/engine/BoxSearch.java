package org.nimexplorer.engine;

import java.util.Optional;

/**
 * Every position whose heaps lie within given bounds (a box), classified by brute force: P
 * exactly when no follower is P (a position with no move by the convention alone). Moves only
 * shrink heaps, so followers stay in the box and come before a position when the box is read in
 * order; each P-position marks as N every position one move above it. A byte per position, and
 * no formula: like {@link ExhaustiveSolver} it can referee the formulas.
 */
public final class BoxSearch {

    /** At most this many positions, a byte each (4 MiB). */
    public static final int MAX_POSITIONS = 1 << 22;

    private static final byte P = 1;
    private static final byte FOLLOWS_P = 2;

    private final long[] bounds;
    private final int[] strides;
    private final byte[] state;

    private BoxSearch(long[] bounds, int[] strides, byte[] state) {
        this.bounds = bounds;
        this.strides = strides;
        this.state = state;
    }

    /** Why a box with these largest heaps cannot be searched, if it cannot. */
    private static Optional<String> whyTooLarge(long... bounds) {
        double positions = 1;
        for (long b : bounds) {
            positions *= b + 1.0;
        }
        return positions > MAX_POSITIONS ? Optional.of(String.format("a search over %.3g positions; the limit is %,d"
                + " (a byte each, %d MiB)", positions, MAX_POSITIONS, MAX_POSITIONS >> 20)) : Optional.empty();
    }

    /** Classifies every position with heap i from 0 to {@code bounds[i]}. */
    public static Result<BoxSearch> of(Rules rules, long... bounds) {
        for (long b : bounds) {
            if (b < 0) {
                throw new IllegalArgumentException("heap bounds are never negative: " + b);
            }
        }
        Optional<String> why = whyTooLarge(bounds);
        if (why.isPresent()) {
            return Result.problem(why.get());
        }
        int[] strides = new int[bounds.length];
        int size = 1;
        for (int i = 0; i < bounds.length; i++) {
            strides[i] = size;
            size *= (int) bounds[i] + 1;
        }
        byte[] state = new byte[size];
        int[] takes = rules.moves() instanceof MoveSet.Subtraction s ? s.takes() : null;
        int smallest = takes == null ? 1 : takes[0];
        int[] coords = new int[bounds.length];
        for (int index = 0; index < size; index++) {
            boolean noMove = true;
            for (int c : coords) {
                noMove &= c < smallest;
            }
            if ((state[index] & FOLLOWS_P) == 0 && !(noMove && rules.isMisere())) {
                state[index] |= P;
                for (int i = 0; i < bounds.length; i++) {
                    markAbove(state, index, strides[i], (int) bounds[i] - coords[i], takes);
                }
            }
            for (int i = 0; i < coords.length && ++coords[i] > bounds[i]; i++) {
                coords[i] = 0;
            }
        }
        return Result.ok(new BoxSearch(bounds.clone(), strides, state));
    }

    /** Marks the positions one take above {@code index} along one heap, with {@code room} left in it. */
    private static void markAbove(byte[] state, int index, int stride, int room, int[] takes) {
        if (takes == null) {
            for (int t = 1; t <= room; t++) {
                state[index + t * stride] |= FOLLOWS_P;
            }
            return;
        }
        for (int t : takes) {
            if (t > room) {
                return;
            }
            state[index + t * stride] |= FOLLOWS_P;
        }
    }

    /** The outcome of a position inside the box. */
    public Outcome outcome(long... heaps) {
        int index = 0;
        for (int i = 0; i < bounds.length; i++) {
            if (heaps[i] < 0 || heaps[i] > bounds[i]) {
                throw new IllegalArgumentException("heap " + heaps[i] + " is outside the box searched");
            }
            index += (int) heaps[i] * strides[i];
        }
        return (state[index] & P) != 0 ? Outcome.P : Outcome.N;
    }
}
