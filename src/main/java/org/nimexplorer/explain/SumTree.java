package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.SumSearch;

/**
 * The game tree below a sum of heap games (Kayles rows, Lasker heaps, a Nim heap beside them), as
 * {@link GameTree} draws Nim's: each node marked P or N by {@link SumSearch}, which knows no Grundy
 * value. A node carries the move that reached it, since a split adds a heap and the heaps after it
 * move one letter on. Followers equal up to the order of their heaps and their empty heaps are one
 * node (the first move that reaches it is kept), and a position met again further down is not
 * drawn a second time.
 *
 * @param play the convention, the same in every node
 * @param move the move from the parent, empty at the root
 * @param expanded false for a node at the depth limit, whose followers are not drawn
 * @param repeated the position (in some order) was drawn earlier in the tree, with its followers
 */
public record SumTree(GameSum position, Play play, Optional<SumMove> move, Outcome outcome, List<SumTree> children,
        boolean expanded, boolean repeated) {

    /** Positions the search below the tree may decide: as for Nim's tree. */
    public static final long MAX_SEARCH_POSITIONS = GameTree.MAX_SEARCH_POSITIONS;

    /**
     * A heap larger than this, in a game other than a subtraction game, has more followers than a tree
     * has nodes: it is refused before its moves are listed.
     */
    private static final long MOST_LISTED = 2L * GameTree.MAX_NODES + 2;

    /** The largest heap the search takes. */
    private static final long MOST_SEARCHED = 1_000_000_000_000L;

    public SumTree {
        children = List.copyOf(children);
    }

    /**
     * The tree to {@code depth} levels (all of it when empty), if it has at most {@link GameTree#MAX_NODES}
     * nodes and the search that decides them stays within {@link #MAX_SEARCH_POSITIONS}. As for Nim, a
     * tree too large whose first levels fit is refused as a depth bound whose {@code most} is the depth
     * that fits.
     */
    public static Result<SumTree> of(GameSum position, Play play, OptionalInt depth) {
        if (depth.isPresent() && depth.getAsInt() < 0) {
            return Result.outOfBounds(new Bound(Bound.Name.DEPTH, 0, Bound.NO_MOST, depth.getAsInt()));
        }
        for (Component c : position.parts()) {
            if (c.size() > MOST_SEARCHED) {
                return Result.problem(String.format("every node of a tree is decided by a search, which takes heaps"
                        + " up to %,d, not %,d: choose a smaller position", MOST_SEARCHED, c.size()));
            }
        }
        int levels = depth.orElse(Integer.MAX_VALUE);
        Shape shape = Shape.of(position, levels);
        if (shape == null) {
            int fitting = 0;
            while (fitting + 1 < levels && Shape.of(position, fitting + 1) != null) {
                fitting++;
            }
            if (fitting > 0) {
                return Result.outOfBounds(new Bound(Bound.Name.DEPTH, 0, fitting, levels));
            }
            return Result.problem(tooLarge(position, depth) + "; choose a smaller position");
        }
        Budget budget = Budget.interruptible(Budget.Limits.ONE_POSITION);
        String tooLarge = String.format("every node of a tree is decided by searching all the positions below it;"
                + " that search is limited to %s (heaps in any order count once), and the one below %s needs more:"
                + " choose a smaller position", budget.limits().describe(), position.notation());
        if (!budget.fits(SumSearch.estimate(position, play))) {
            return Result.problem(tooLarge);
        }
        try {
            return Result.ok(shape.decide(new SumSearch(play, budget), play));
        } catch (Budget.Exceeded e) {
            if (e.stopped()) {
                throw e;
            }
            return Result.problem(tooLarge);
        }
    }

    /** "the tree of kayles:20 kayles:20 has more than 400 nodes", and the depth asked for, if one was. */
    public static String tooLarge(GameSum position, OptionalInt depth) {
        String where = depth.isEmpty() ? "" : " even at depth " + depth.getAsInt();
        return "the tree of " + position.notation() + " has more than " + GameTree.MAX_NODES + " nodes" + where;
    }

    /** The tree without its outcomes: built first, and given up as soon as it passes the node limit. */
    private record Shape(GameSum position, Optional<SumMove> move, List<Shape> children, boolean expanded,
            boolean repeated) {

        /** The shape to {@code levels} levels, or null when it has more than {@link GameTree#MAX_NODES} nodes. */
        static Shape of(GameSum root, int levels) {
            return build(root, Optional.empty(), levels, new int[] {GameTree.MAX_NODES - 1}, new HashSet<>());
        }

        private static Shape build(GameSum position, Optional<SumMove> move, int levels, int[] budget,
                Set<GameSum> drawn) {
            if (tooManyToList(position)) {
                return null;
            }
            boolean over = position.moves().isEmpty();
            if (levels == 0) {
                return new Shape(position, move, List.of(), over, false);
            }
            if (!over && !drawn.add(position.canonical())) {
                return new Shape(position, move, List.of(), false, true);
            }
            List<SumMove> followers = followers(position);
            if (followers.size() > budget[0]) {
                return null;
            }
            budget[0] -= followers.size();
            List<Shape> children = new ArrayList<>();
            for (SumMove m : followers) {
                Shape child = build(m.applyTo(position), Optional.of(m), levels - 1, budget, drawn);
                if (child == null) {
                    return null;
                }
                children.add(child);
            }
            return new Shape(position, move, children, true, false);
        }

        /** Every node decided by the search; {@link Budget.Exceeded} when it passes its budget. */
        SumTree decide(SumSearch search, Play play) {
            List<SumTree> decided = new ArrayList<>();
            for (Shape child : children) {
                decided.add(child.decide(search, play));
            }
            return new SumTree(position, play, move, search.outcome(position), decided, expanded, repeated);
        }
    }

    /** True when some heap has more moves than a tree may draw, so that listing them would be wasted. */
    private static boolean tooManyToList(GameSum position) {
        for (Component c : position.parts()) {
            if (!(c.game() instanceof HeapGame.Subtract) && c.size() > MOST_LISTED) {
                return true;
            }
        }
        return false;
    }

    /**
     * The moves to distinct followers, heap by heap: moves that leave the same heaps in another order
     * (the same take from two equal heaps, a split from either end) are drawn once, by the first.
     */
    private static List<SumMove> followers(GameSum position) {
        List<SumMove> out = new ArrayList<>();
        Set<GameSum> seen = new HashSet<>();
        for (SumMove m : position.moves()) {
            if (seen.add(m.applyTo(position).canonical())) {
                out.add(m);
            }
        }
        return out;
    }

    /** A node at the depth limit that has moves left: its followers are not drawn. */
    public boolean cut() {
        return !expanded && !repeated;
    }

    /** Nodes in the tree, this one included. */
    public int size() {
        int n = 1;
        for (SumTree child : children) {
            n += child.size();
        }
        return n;
    }
}
