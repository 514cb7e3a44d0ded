package org.nimexplorer.engine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Decides a sum of heap games by searching its whole game tree, knowing nothing of Grundy values
 * or XOR: a position is P exactly when every follower is N. It is the referee that the Grundy
 * values, the octal periods and Lasker's pattern are checked against, and the only way misère sums
 * are decided.
 */
public final class SumSearch {

    private final Play play;
    private final long limit;
    private final Map<GameSum, Outcome> memo = new HashMap<>();

    /** A search that gives up after deciding {@code limit} positions. */
    public SumSearch(Play play, long limit) {
        this.play = play;
        this.limit = limit;
    }

    /** The outcome, or empty when deciding it would take more than the limit's positions. */
    public Optional<Outcome> outcome(GameSum sum) {
        GameSum start = sum.canonical();
        // An explicit stack: a game lasts one move per object or more, deeper than the call stack.
        Deque<GameSum> stack = new ArrayDeque<>();
        stack.push(start);
        while (!stack.isEmpty()) {
            GameSum top = stack.peek();
            if (memo.containsKey(top)) {
                stack.pop();
                continue;
            }
            if (memo.size() >= limit) {
                return Optional.empty();
            }
            List<GameSum> pending = new ArrayList<>();
            boolean someFollowerIsP = false;
            List<SumMove> moves = top.moves();
            for (SumMove move : moves) {
                GameSum follower = move.applyTo(top).canonical();
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
                memo.put(top, moves.isEmpty() ? (play == Play.MISERE ? Outcome.N : Outcome.P) : Outcome.P);
                stack.pop();
            } else {
                pending.forEach(stack::push);
            }
        }
        return Optional.of(memo.get(start));
    }

    /** Every move to a P-position, or empty when the search passed its limit. */
    public Optional<List<SumMove>> winningMoves(GameSum sum) {
        List<SumMove> winning = new ArrayList<>();
        for (SumMove move : sum.moves()) {
            Optional<Outcome> after = outcome(move.applyTo(sum));
            if (after.isEmpty()) {
                return Optional.empty();
            }
            if (after.get() == Outcome.P) {
                winning.add(move);
            }
        }
        return Optional.of(winning);
    }
}
