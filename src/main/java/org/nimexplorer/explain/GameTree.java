package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.ExhaustiveSolver;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
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
    /** The search that decides every node visits at most this many positions (heaps in any order count once). */
    public static final long MAX_SEARCH_POSITIONS = Engine.SEARCH_LIMIT;
    /** ... and examines at most this many moves: about a second of work and some tens of MiB. */
    public static final long MAX_SEARCH_MOVES = Budget.Limits.ONE_POSITION.moves();

    public GameTree {
        children = List.copyOf(children);
    }

    /**
     * The tree to {@code depth} levels (all of it when empty), if it has at most {@link #MAX_NODES}
     * nodes and the search below it stays within its limits. Nodes are counted before they are made
     * and the search is measured before it starts, so a refusal costs almost nothing. A tree too large
     * whose first levels fit is refused as a depth bound: its {@code most} is the depth that fits, its
     * {@code given} the depth asked for ({@link Integer#MAX_VALUE} for the whole tree).
     */
    public static Result<GameTree> of(Position position, Rules rules, OptionalInt depth) {
        if (depth.isPresent() && depth.getAsInt() < 0) {
            return Result.outOfBounds(new Bound(Bound.Name.DEPTH, 0, Bound.NO_MOST, depth.getAsInt()));
        }
        Position root = descending(position);
        int levels = depth.orElse(Integer.MAX_VALUE);
        ExhaustiveSolver.SearchSize search = ExhaustiveSolver.searchSize(root, rules, MAX_SEARCH_POSITIONS,
                MAX_SEARCH_MOVES);
        boolean searchFits = search.positions() <= MAX_SEARCH_POSITIONS && search.moves() <= MAX_SEARCH_MOVES;
        Shape shape = Shape.of(root, rules, levels);
        if (shape == null) {
            int fitting = 0;
            while (fitting + 1 < levels && Shape.of(root, rules, fitting + 1) != null) {
                fitting++;
            }
            if (searchFits && fitting > 0) {
                return Result.outOfBounds(new Bound(Bound.Name.DEPTH, 0, fitting, levels));
            }
            return Result.problem(tooLarge(position, depth) + "; choose a smaller position");
        }
        if (!searchFits) {
            return Result.problem(String.format("every node of a tree is decided by searching all the positions"
                    + " below it; that search is limited to %,d positions and %,d moves (heaps in any order count"
                    + " once), and the one below %s needs more: choose a smaller position", MAX_SEARCH_POSITIONS,
                    MAX_SEARCH_MOVES, position));
        }
        return Result.ok(shape.decide(new ExhaustiveSolver(rules, Budget.interruptible(Budget.Limits.ONE_POSITION)), rules));
    }

    /** "the tree of 20 20 20 has more than 400 nodes", and the depth asked for, if one was. */
    public static String tooLarge(Position position, OptionalInt depth) {
        String where = depth.isEmpty() ? "" : " even at depth " + depth.getAsInt();
        return "the tree of " + position + " has more than " + MAX_NODES + " nodes" + where;
    }

    /** The tree without its outcomes: built first, and given up as soon as it passes the node limit. */
    private record Shape(Position position, List<Shape> children, boolean expanded, boolean repeated) {

        /** The shape to {@code levels} levels, or null when it has more than {@link #MAX_NODES} nodes. */
        static Shape of(Position root, Rules rules, int levels) {
            return build(root, rules, levels, new int[] {MAX_NODES - 1}, new HashSet<>());
        }

        private static Shape build(Position position, Rules rules, int levels, int[] budget, Set<Position> drawn) {
            if (levels == 0) {
                return new Shape(position, List.of(), rules.isOver(position), false);
            }
            if (!rules.isOver(position) && !drawn.add(position)) {
                return new Shape(position, List.of(), false, true);
            }
            long count = followerCount(position, rules);
            if (count > budget[0]) {
                return null;
            }
            budget[0] -= (int) count;
            List<Shape> children = new ArrayList<>();
            for (Position follower : followers(position, rules)) {
                Shape child = build(follower, rules, levels - 1, budget, drawn);
                if (child == null) {
                    return null;
                }
                children.add(child);
            }
            return new Shape(position, children, true, false);
        }

        GameTree decide(ExhaustiveSolver solver, Rules rules) {
            List<GameTree> decided = new ArrayList<>();
            for (Shape child : children) {
                decided.add(child.decide(solver, rules));
            }
            return new GameTree(position, solver.outcome(position), decided, expanded, repeated);
        }
    }

    /**
     * Followers of a position whose heaps are sorted largest first, up to the order of the heaps,
     * without listing them: taking from two different heap sizes never leaves the same heaps, so it
     * is the legal takes from each distinct heap size, added up (saturating).
     */
    private static long followerCount(Position position, Rules rules) {
        long count = 0;
        for (int i = 0; i < position.size(); i++) {
            long heap = position.heap(i);
            if (i > 0 && heap == position.heap(i - 1)) {
                continue;
            }
            long takes = rules.moves() instanceof MoveSet.Subtraction s
                    ? java.util.Arrays.stream(s.takes()).filter(t -> t <= heap).count() : heap;
            count = count + takes < 0 ? Long.MAX_VALUE : count + takes;
        }
        return count;
    }

    /** The distinct followers, by heap then take, each with its heaps sorted largest first. */
    private static List<Position> followers(Position position, Rules rules) {
        List<Position> followers = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            if (i > 0 && position.heap(i) == position.heap(i - 1)) {
                continue;
            }
            for (Move move : rules.legalMoves(Position.of(position.heap(i)))) {
                followers.add(descending(position.with(i, position.heap(i) - move.take())));
            }
        }
        return followers;
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

    /** A node at the depth limit that has moves left: its followers are not drawn. */
    public boolean cut() {
        return !expanded && !repeated;
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
