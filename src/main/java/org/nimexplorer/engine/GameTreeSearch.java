package org.nimexplorer.engine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Decides any finite impartial game under normal play by searching its game tree: a position is P
 * exactly when every follower is N, so a position with no follower is P (the player to move has
 * lost). It is told only the followers of a position, never a formula, which is what makes it a
 * referee for games whose theorems are not about heaps of Nim (Moore's Nim, the staircase).
 *
 * <p>Positions are kept as map keys, so {@code S} needs value equality; a game whose positions are
 * equal up to some symmetry is searched faster when {@code followers} returns one representative
 * of each class and the caller asks about representatives. The game must end: a follower never
 * leads back to a position it came from.
 *
 * @param <S> a position of the game
 */
public final class GameTreeSearch<S> {

    private final Function<S, List<S>> followers;
    private final Budget budget;
    private final Map<S, Boolean> decided = new HashMap<>();

    /**
     * A search that spends from {@code budget}, counting each position decided as a memo entry; it stops with {@link Budget.Exceeded} past a limit or when asked to.
     */
    public GameTreeSearch(Budget budget, Function<S, List<S>> followers) {
        this.followers = followers;
        this.budget = budget;
    }

    public boolean isP(S start) {
        // An explicit stack: a game can last one move per object, deeper than the call stack goes.
        Deque<S> stack = new ArrayDeque<>();
        stack.push(start);
        while (!stack.isEmpty()) {
            S top = stack.peek();
            if (decided.containsKey(top)) {
                stack.pop();
                continue;
            }
            List<S> undecided = new ArrayList<>();
            boolean reachesP = false;
            List<S> next = followers.apply(top);
            budget.spend(0, next.size(), 0);
            for (S follower : next) {
                Boolean p = decided.get(follower);
                if (p == null) {
                    undecided.add(follower);
                } else if (p) {
                    reachesP = true;
                    break;
                }
            }
            if (reachesP || undecided.isEmpty()) {
                budget.spend(1, 0, ExhaustiveSolver.ENTRY_BYTES + sizeOf(top));
                decided.put(top, !reachesP);
                stack.pop();
            } else {
                undecided.forEach(stack::push);
            }
        }
        return decided.get(start);
    }

    /** The bytes of a position's heaps, when it is one; other kinds of position count only their entry. */
    private static long sizeOf(Object position) {
        return position instanceof Position p ? (long) Long.BYTES * p.size() : 0;
    }

    /** How many positions the searches so far have decided: the size of the work, for reports and tests. */
    public int positionsDecided() {
        return decided.size();
    }
}
