package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The staircase game under normal play: coins lie on steps numbered from 1 (a {@link Position}'s
 * heaps, index 0 being step 1), and a move takes some coins from one step down to the step below,
 * or from step 1 to the ground, where they leave the game. The theorem: a position is P exactly when
 * the nim-sum of the coins on the odd steps (1, 3, 5, ...) is 0, because the odd steps are a game of
 * Nim and a move from an even step can always be undone by moving the same coins one step further.
 *
 * <p>Every method expects the coins in all to fit in a {@code long} ({@link #whyTooLarge}), so that
 * no step can overflow.
 */
public final class Staircase {

    private Staircase() {}

    /** Why a position cannot be played, if its coins in all do not fit in a {@code long}. */
    public static Optional<String> whyTooLarge(Position position) {
        long total = 0;
        for (long coins : position.heaps()) {
            total += coins;
            if (total < 0) {
                return Optional.of("the staircase may hold at most " + Long.MAX_VALUE + " coins in all, since coins"
                        + " from every step can pile up on one");
            }
        }
        return Optional.empty();
    }

    /** The coins on the odd steps (1, 3, 5, ...), in order: the game of Nim inside the staircase. */
    public static Position oddSteps(Position position) {
        long[] odd = new long[(position.size() + 1) / 2];
        for (int i = 0; i < odd.length; i++) {
            odd[i] = position.heap(2 * i);
        }
        return new Position(odd);
    }

    /** The nim-sum (XOR) of the coins on the odd steps. */
    public static long oddStepNimSum(Position position) {
        long sum = 0;
        for (long coins : oddSteps(position).heaps()) {
            sum ^= coins;
        }
        return sum;
    }

    public static boolean isP(Position position) {
        return oddStepNimSum(position) == 0;
    }

    /** Every legal move, by step then coins; only sensible for small positions. */
    public static List<StairMove> legalMoves(Position position) {
        List<StairMove> all = new ArrayList<>();
        for (int step = 1; step <= position.size(); step++) {
            for (long c = 1; c <= position.heap(step - 1); c++) {
                all.add(new StairMove(step, c));
            }
        }
        return all;
    }

    /** Why a move cannot be played here, with what would be accepted; empty when it can. */
    public static Optional<String> whyIllegal(Position position, StairMove move) {
        int step = move.step();
        if (step > position.size()) {
            return Optional.of("there is no step " + step + ": " + steps(position));
        }
        long has = position.heap(step - 1);
        if (has == 0) {
            return Optional.of("step " + step + " has no coins: choose a step that has some");
        }
        if (move.coins() > has) {
            return Optional.of("step " + step + " has only " + coins(has) + ": move " + (has == 1 ? "1"
                    : has == 2 ? "1 or 2" : "1 to " + has) + " from step " + step);
        }
        if (step > 1 && position.heap(step - 2) + move.coins() < 0) {
            return Optional.of("step " + move.destination() + " cannot hold more than " + Long.MAX_VALUE + " coins");
        }
        return Optional.empty();
    }

    /**
     * Every winning move, by step: on an odd step, the Nim move that leaves x XOR s coins there
     * when that is fewer (s the odd steps' nim-sum); from an even step, the coins that raise the odd
     * step below it from y to exactly y XOR s, when that is more and the even step has them. No other
     * move changes the odd steps' nim-sum to 0: a move from an odd step only lowers it, one from an
     * even step only raises the odd step below. Empty at a P-position.
     */
    public static List<StairMove> winningMoves(Position position) {
        long s = oddStepNimSum(position);
        List<StairMove> winning = new ArrayList<>();
        if (s == 0) {
            return winning;
        }
        for (int step = 1; step <= position.size(); step++) {
            long here = position.heap(step - 1);
            if (step % 2 == 1) {
                long target = here ^ s;
                if (target < here) {
                    winning.add(new StairMove(step, here - target));
                }
            } else {
                long below = position.heap(step - 2);
                long target = below ^ s;
                if (target > below && target - below <= here) {
                    winning.add(new StairMove(step, target - below));
                }
            }
        }
        return winning;
    }

    /**
     * The answer to a move from an even step: the same coins, one step further down. The odd steps
     * are then as they were before that move, so from a P-position it restores a P-position. Empty
     * when {@code theirs} starts on an odd step: that is a move of the Nim game on the odd steps, and
     * {@link #winningMoves} answers it.
     *
     * @param before the position {@code theirs} was played from; the reply is played after it
     */
    public static Optional<StairMove> replyTo(Position before, StairMove theirs) {
        Optional<String> why = whyIllegal(before, theirs);
        if (why.isPresent()) {
            throw new IllegalArgumentException(why.get());
        }
        if (theirs.step() % 2 == 1) {
            return Optional.empty();
        }
        return Optional.of(new StairMove(theirs.destination(), theirs.coins()));
    }

    /** "this staircase has steps 1 to 5". */
    static String steps(Position position) {
        return switch (position.size()) {
            case 0 -> "this staircase has no steps";
            case 1 -> "this staircase has one step, step 1";
            default -> "this staircase has steps 1 to " + position.size();
        };
    }

    /** "1 coin", "2 coins". */
    static String coins(long n) {
        return n + (n == 1 ? " coin" : " coins");
    }
}
