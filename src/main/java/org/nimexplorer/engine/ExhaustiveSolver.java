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

    private final Rules rules;
    private final Map<Position, Outcome> memo = new HashMap<>();

    public ExhaustiveSolver(Rules rules) {
        this.rules = rules;
    }

    public Rules rules() {
        return rules;
    }

    public Outcome outcome(Position position) {
        Position start = position.canonical();
        Outcome known = memo.get(start);
        if (known != null) {
            return known;
        }
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
        long[] x = position.canonical().heaps();
        long[] ways = {1};
        for (long bound : x) {
            if (bound > cap) {
                return cap + 1;
            }
            long[] next = new long[(int) bound + 1];
            long running = 0;
            for (int v = 0; v <= bound; v++) {
                running += v < ways.length ? ways[v] : 0;
                if (running > cap) {
                    return cap + 1;
                }
                next[v] = running;
            }
            ways = next;
        }
        long total = 0;
        for (long w : ways) {
            total += w;
            if (total > cap) {
                return cap + 1;
            }
        }
        return total;
    }

    public int positionsSolved() {
        return memo.size();
    }
}
