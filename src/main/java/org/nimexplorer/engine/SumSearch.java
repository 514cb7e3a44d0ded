package org.nimexplorer.engine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Decides a sum of heap games by searching its whole game tree, knowing nothing of Grundy values
 * or XOR: a position is P exactly when every follower is N. It is the referee that the Grundy
 * values, the octal periods and Lasker's pattern are checked against, and the only way misère sums
 * are decided.
 *
 * <p>Under normal play two equal heaps are dropped before a position is looked up: whoever faces a
 * position with two equal heaps added has the same fate as without them, since the other player can
 * copy every move made in one of them in the other (the mirror argument of the 21 game's lesson).
 * This keeps the search small without any use of values. Under misère play no heap is dropped.
 */
public final class SumSearch {

    private final Play play;
    private final Budget budget;
    private final List<HeapGame> games = new ArrayList<>();
    private final Map<Key, Boolean> memo = new HashMap<>();
    private final Map<Long, List<HeapOption>> options = new HashMap<>();

    /**
     * A search that spends from {@code budget}: it stops with {@link Budget.Exceeded} when a limit is
     * passed or the budget's stop signal is raised. Ask {@link SumSize} first whether it fits.
     */
    public SumSearch(Play play, Budget budget) {
        this.play = play;
        this.budget = budget;
    }

    /** The size of a search from this sum, for {@link Budget#whyTooLarge} before it runs. */
    public static Budget.Estimate estimate(GameSum sum, Play play) {
        return SumSize.of(sum, play);
    }

    /** A position as a sorted array of heaps, each its game's number times 2^40 plus its size. */
    private record Key(long[] heaps) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(heaps, k.heaps);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(heaps);
        }
    }

    private static final int SIZE_BITS = 40;
    private static final long SIZE_MASK = (1L << SIZE_BITS) - 1;

    /**
     * A position being decided, with the follower it is waiting for. Followers are made one at a time:
     * a position is N as soon as one follower is P, and the followers after that one are never made.
     */
    private final class Frame {
        final Key key;
        int heap = -1;
        int option = -1;
        List<HeapOption> options = List.of();
        boolean anyMove;

        Frame(Key key) {
            this.key = key;
        }

        /** The next follower, or null when every one has been looked at; equal heaps have the same ones. */
        Key nextFollower() {
            long[] heaps = key.heaps();
            while (option + 1 >= options.size()) {
                do {
                    heap++;
                } while (heap < heaps.length && heap > 0 && heaps[heap] == heaps[heap - 1]);
                if (heap >= heaps.length) {
                    return null;
                }
                options = options(heaps[heap]);
                option = -1;
            }
            option++;
            anyMove = true;
            budget.spend(0, 1, 0);
            return follower(heaps, heap, options.get(option));
        }
    }

    /**
     * The outcome; throws {@link Budget.Exceeded} when deciding it passes the budget, or the budget
     * is told to stop. Heaps must be below 2^40: {@link SumSize} refuses far smaller ones.
     */
    public Outcome outcome(GameSum sum) {
        Key start = key(sum);
        if (!memo.containsKey(start)) {
            decide(start);
        }
        return memo.get(start) ? Outcome.P : Outcome.N;
    }

    /**
     * Depth first, with an explicit stack, since a game lasts one move per object or more, deeper
     * than the call stack.
     */
    private void decide(Key start) {
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(start));
        Key waiting = null;
        while (!stack.isEmpty()) {
            Frame top = stack.peek();
            Boolean result = null;
            Key follower = waiting != null ? waiting : top.nextFollower();
            waiting = null;
            while (follower != null) {
                Boolean isP = memo.get(follower);
                if (isP == null) {
                    break;
                }
                if (isP) {
                    result = false;
                    break;
                }
                follower = top.nextFollower();
            }
            if (result == null && follower == null) {
                result = top.anyMove || play == Play.NORMAL;
            }
            if (result != null) {
                memo.put(top.key, result);
                stack.pop();
                waiting = stack.isEmpty() ? null : top.key;
            } else {
                // Positions waiting on the stack count too: a long line of play fills it before any is decided.
                budget.spend(1, 0, SumSize.ENTRY_BYTES + (long) Long.BYTES * follower.heaps().length);
                stack.push(new Frame(follower));
            }
        }
    }

    private List<HeapOption> options(long heap) {
        List<HeapOption> known = options.get(heap);
        if (known != null) {
            return known;
        }
        List<HeapOption> made = games.get((int) (heap >>> SIZE_BITS)).options(heap & SIZE_MASK);
        budget.spend(0, 0, SumSize.HEAP_OPTIONS_BYTES + SumSize.OPTION_BYTES * made.size());
        options.put(heap, made);
        return made;
    }

    /** Every move to a P-position; throws {@link Budget.Exceeded} as {@link #outcome} does. */
    public List<SumMove> winningMoves(GameSum sum) {
        List<SumMove> winning = new ArrayList<>();
        for (SumMove move : sum.moves()) {
            if (outcome(move.applyTo(sum)) == Outcome.P) {
                winning.add(move);
            }
        }
        return winning;
    }

    private Key key(GameSum sum) {
        long[] heaps = new long[sum.size()];
        for (int i = 0; i < heaps.length; i++) {
            Component c = sum.part(i);
            int game = games.indexOf(c.game());
            if (game < 0) {
                games.add(c.game());
                game = games.size() - 1;
            }
            if (c.size() > SIZE_MASK) {
                throw new IllegalArgumentException("a search is only for small heaps, not " + c.size());
            }
            heaps[i] = ((long) game << SIZE_BITS) | c.size();
        }
        return canonical(heaps);
    }

    private Key follower(long[] heaps, int at, HeapOption o) {
        long game = heaps[at] & ~SIZE_MASK;
        long[] next = Arrays.copyOf(heaps, heaps.length + 1);
        next[at] = game | o.left();
        next[heaps.length] = game | o.right();
        return canonical(next);
    }

    /** Sorted, without empty heaps, and under normal play without pairs of equal heaps. */
    private Key canonical(long[] heaps) {
        int n = 0;
        for (long h : heaps) {
            if ((h & SIZE_MASK) != 0) {
                heaps[n++] = h;
            }
        }
        Arrays.sort(heaps, 0, n);
        if (play == Play.MISERE) {
            return new Key(Arrays.copyOf(heaps, n));
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (kept > 0 && heaps[kept - 1] == heaps[i]) {
                kept--;
            } else {
                heaps[kept++] = heaps[i];
            }
        }
        return new Key(Arrays.copyOf(heaps, kept));
    }

    /** How many positions have been decided so far. */
    public int decided() {
        return memo.size();
    }
}
