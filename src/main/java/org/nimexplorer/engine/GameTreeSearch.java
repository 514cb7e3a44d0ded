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
    private final Map<S, Boolean> decided = new HashMap<>();

    public GameTreeSearch(Function<S, List<S>> followers) {
        this.followers = followers;
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
            for (S follower : followers.apply(top)) {
                Boolean p = decided.get(follower);
                if (p == null) {
                    undecided.add(follower);
                } else if (p) {
                    reachesP = true;
                    break;
                }
            }
            if (reachesP || undecided.isEmpty()) {
                decided.put(top, !reachesP);
                stack.pop();
            } else {
                undecided.forEach(stack::push);
            }
        }
        return decided.get(start);
    }

    /** How many positions the searches so far have decided: the size of the work, for reports and tests. */
    public int positionsDecided() {
        return decided.size();
    }
}
