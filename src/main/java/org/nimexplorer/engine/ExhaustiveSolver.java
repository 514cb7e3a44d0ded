package org.nimexplorer.engine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Decides positions by searching the whole game tree: a position is P exactly when every
 * follower is N (a position with no move is decided by the convention alone). It knows nothing
 * of XOR or Grundy values, which is what makes it the referee for every formula in this package.
 */
public final class ExhaustiveSolver {

    /**
     * Bytes a decided position holds in the memo before its heaps: the map's node (32), the position
     * (16), its array's header (16) and about 8 for the map's table.
     */
    static final long ENTRY_BYTES = 72;

    private final Rules rules;
    private final Budget budget;
    private final Map<Position, Outcome> memo = new HashMap<>();

    /** A solver within {@link Budget.Limits#BOX} that an interrupt of its thread stops. */
    public ExhaustiveSolver(Rules rules) {
        this(rules, Budget.interruptible(Budget.Limits.BOX));
    }

    /** A solver that spends from {@code budget}: {@link Budget.Exceeded} past a limit or when told to stop. */
    public ExhaustiveSolver(Rules rules, Budget budget) {
        this.rules = rules;
        this.budget = budget;
    }

    public Outcome outcome(Position position) {
        Position start = position.canonical();
        // An explicit stack: games can be long (one move per object), deeper than the call stack.
        Deque<Position> stack = new ArrayDeque<>();
        stack.push(start);
        while (!stack.isEmpty()) {
            Position top = stack.peek();
            if (memo.containsKey(top)) {
                stack.pop();
                continue;
            }
            List<Position> pending = new ArrayList<>();
            boolean someFollowerIsP = false;
            List<Move> moves = rules.legalMoves(top);
            budget.spend(0, moves.size(), 0);
            for (Move move : moves) {
                Position follower = move.applyTo(top).canonical();
                Outcome o = memo.get(follower);
                if (o == null) {
                    pending.add(follower);
                } else if (o == Outcome.P) {
                    someFollowerIsP = true;
                    break;
                }
            }
            if (someFollowerIsP || pending.isEmpty()) {
                budget.spend(1, 0, ENTRY_BYTES + (long) Long.BYTES * top.size());
            }
            if (someFollowerIsP) {
                memo.put(top, Outcome.N);
                stack.pop();
            } else if (pending.isEmpty()) {
                memo.put(top, moves.isEmpty() ? rules.terminalOutcome() : Outcome.P);
                stack.pop();
            } else {
                pending.forEach(stack::push);
            }
        }
        return memo.get(start);
    }

    /** Every move to a P-position, sorted by heap then take. */
    public List<Move> winningMoves(Position position) {
        List<Move> winning = new ArrayList<>();
        for (Move move : rules.legalMoves(position)) {
            if (outcome(move.applyTo(position)) == Outcome.P) {
                winning.add(move);
            }
        }
        return winning;
    }

    /**
     * How many positions, up to the order of the heaps, a search from this position may visit
     * (itself included), counted up to {@code cap}: the non-decreasing sequences bounded by the
     * sorted heaps. Returns {@code cap + 1} as soon as the count passes the cap.
     */
    public static long reachableCount(Position position, long cap) {
        return Math.min(cap + 1, searchSize(position, Rules.NIM, cap, Long.MAX_VALUE).positions());
    }

    /**
     * The size of a search: positions up to the order of the heaps, and the legal moves from all of
     * them (the work of deciding each one).
     */
    public record SearchSize(long positions, long moves) {}

    /**
     * The positions a search from here may visit and the moves it may examine, counted until one
     * count passes its cap: then both are returned as they stood, that one above its cap. Cheap
     * however large the heaps, since it stops as soon as a cap is passed.
     */
    public static SearchSize searchSize(Position position, Rules rules, long positionCap, long moveCap) {
        long[] x = position.canonical().heaps();
        int[] takes = rules.moves() instanceof MoveSet.Subtraction s ? s.takes() : null;
        // Sequences y_1 <= ... <= y_k with y_i <= x_i, by their last value v: how many, and their moves in total.
        long[] ways = {1};
        long[] moves = {0};
        for (long bound : x) {
            if (bound > positionCap) {
                return new SearchSize(positionCap + 1, 0);
            }
            long[] nextWays = new long[(int) bound + 1];
            long[] nextMoves = new long[(int) bound + 1];
            long running = 0;
            long runningMoves = 0;
            for (int v = 0; v <= bound; v++) {
                if (v < ways.length) {
                    running += ways[v];
                    runningMoves = saturatedSum(runningMoves, moves[v]);
                }
                nextWays[v] = running;
                nextMoves[v] = saturatedSum(runningMoves, saturatedProduct(running, movesFromHeap(v, takes)));
                if (running > positionCap || nextMoves[v] > moveCap) {
                    return new SearchSize(running, nextMoves[v]);
                }
            }
            ways = nextWays;
            moves = nextMoves;
        }
        long positions = 0;
        long total = 0;
        for (int v = 0; v < ways.length; v++) {
            positions += ways[v];
            total = saturatedSum(total, moves[v]);
            if (positions > positionCap || total > moveCap) {
                break;
            }
        }
        return new SearchSize(positions, total);
    }

    /** Legal moves from one heap: any number in Nim, the takes that fit otherwise. */
    private static long movesFromHeap(int heap, int[] takes) {
        if (takes == null) {
            return heap;
        }
        int at = java.util.Arrays.binarySearch(takes, heap);
        return at >= 0 ? at + 1 : -at - 1;
    }

    private static long saturatedSum(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    private static long saturatedProduct(long a, long b) {
        return b != 0 && a > Long.MAX_VALUE / b ? Long.MAX_VALUE : a * b;
    }
}
