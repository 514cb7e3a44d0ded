package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.nimexplorer.engine.ExhaustiveSolver;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;

/**
 * The game tree below a position, each node marked P or N by the rule "P exactly when every
 * follower is N". Followers that differ only in the order of their heaps are one node, shown with
 * the largest heap first, and a position met again further down is not drawn a second time.
 *
 * @param expanded false for a node at the depth limit, whose followers are not drawn
 * @param repeated the position was drawn earlier in the tree, with its followers
 */
public record GameTree(Position position, Outcome outcome, List<GameTree> children, boolean expanded,
        boolean repeated) {

    /** Trees larger than this are refused (or cut with a depth limit). */
    public static final int MAX_NODES = 400;

    public GameTree {
        children = List.copyOf(children);
    }

    /** The tree to {@code depth} levels (or all of it when negative), if it has at most {@link #MAX_NODES} nodes. */
    public static Result<GameTree> of(Position position, Rules rules, int depth) {
        int[] budget = {MAX_NODES};
        GameTree tree = build(descending(position), new ExhaustiveSolver(rules), rules, depth, budget, new HashSet<>());
        if (tree == null) {
            return Result.problem("the tree of " + position + " has more than " + MAX_NODES + " nodes"
                    + (depth < 0 ? "; show its first levels with --depth 2, or choose a smaller position"
                            : " even at depth " + depth + "; choose a smaller depth or position"));
        }
        return Result.ok(tree);
    }

    private static GameTree build(Position position, ExhaustiveSolver solver, Rules rules, int depth, int[] budget,
            Set<Position> drawn) {
        if (--budget[0] < 0) {
            return null;
        }
        Outcome outcome = solver.outcome(position);
        if (depth == 0) {
            return new GameTree(position, outcome, List.of(), rules.isOver(position), false);
        }
        if (!rules.isOver(position) && !drawn.add(position)) {
            return new GameTree(position, outcome, List.of(), false, true);
        }
        Set<Position> followers = new LinkedHashSet<>();
        for (Move move : rules.legalMoves(position)) {
            followers.add(descending(move.applyTo(position)));
        }
        List<GameTree> children = new ArrayList<>();
        for (Position follower : followers) {
            GameTree child = build(follower, solver, rules, depth - 1, budget, drawn);
            if (child == null) {
                return null;
            }
            children.add(child);
        }
        return new GameTree(position, outcome, children, true, false);
    }

    /** The heaps sorted largest first: one name for every order of the same heaps. */
    public static Position descending(Position position) {
        long[] heaps = position.canonical().heaps();
        for (int i = 0, j = heaps.length - 1; i < j; i++, j--) {
            long t = heaps[i];
            heaps[i] = heaps[j];
            heaps[j] = t;
        }
        return new Position(heaps);
    }

    /** Nodes in the tree, this one included. */
    public int size() {
        int n = 1;
        for (GameTree child : children) {
            n += child.size();
        }
        return n;
    }
}
