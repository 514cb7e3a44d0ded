package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.explain.GameTree;
import org.nimexplorer.explain.SumTree;

/** A game tree as text: one indented line per node, marked P or N with the reason. */
public final class TreeText {

    private TreeText() {}

    public static List<String> render(GameTree tree, String rules, Painter painter) {
        List<String> out = new ArrayList<>();
        out.add(painter.paragraph("Game tree of " + tree.position() + " (" + rules + "), " + tree.size() + " nodes."
                + " A position is P when every move from it leads to N, and N when some move leads to P. A"
                + " position met again is marked (as above), and one below the levels shown (not drawn further).", 0));
        out.add("");
        node(tree, 0, out, painter);
        return out;
    }

    /**
     * The same reasoning in plain words, for a learner who has not met game trees, nor P and N: who wins from
     * the top position, by the positions its moves leave and what the player to move does there.
     */
    public static List<String> inWords(GameTree tree, Painter painter) {
        String from = ReportText.describe(tree.position());
        if (tree.children().isEmpty()) {
            return List.of(painter.paragraph("At " + from + " no move is left: " + (tree.outcome() == Outcome.P
                    ? "the player to move has lost." : "the player who took the last object has lost."), 0));
        }
        if (tree.outcome() == Outcome.P) {
            List<String> left = tree.children().stream().map(c -> ReportText.describe(c.position())).toList();
            List<String> how = tree.children().stream().map(TreeText::howTheOtherWins).flatMap(Optional::stream).toList();
            return List.of(painter.paragraph("From " + from + " the player to move loses: every move leaves "
                    + oneOf(left) + ", and from " + (left.size() == 1 ? "there" : "each of these")
                    + " the other player wins" + (how.isEmpty() ? "." : ": " + String.join(", ", how) + "."), 0));
        }
        GameTree aim = winningReply(tree).orElseThrow();
        String to = ReportText.describe(aim.position());
        String after = aim.expanded() && aim.children().isEmpty() ? "then no move is left, and " + (aim.outcome() == Outcome.P
                ? "the opponent has lost." : "the one who moved there has lost.")
                : aim.children().isEmpty() ? "from " + to + " every move leaves a position from which the player to"
                        + " move can win." : "from " + to + " every move (to " + oneOf(aim.children().stream()
                        .map(c -> ReportText.describe(c.position())).toList()) + ") leaves a position from which"
                        + " the player to move can win again.";
        return List.of(painter.paragraph("From " + from + " the player to move wins by moving to " + to + ": "
                + after, 0));
    }

    /** "from 3 by moving to 0", or what the end means; empty where the tree does not show it (a position met again). */
    private static Optional<String> howTheOtherWins(GameTree node) {
        String at = ReportText.describe(node.position());
        if (node.expanded() && node.children().isEmpty()) {
            return Optional.of("at " + at + " no move is left, and whoever took the last object has lost");
        }
        return winningReply(node).map(reply -> "from " + at + " by moving to " + ReportText.describe(reply.position()));
    }

    /** The first follower where the player to move loses, if the tree shows one. */
    private static Optional<GameTree> winningReply(GameTree node) {
        return node.children().stream().filter(c -> c.outcome() == Outcome.P).findFirst();
    }

    /** "3", "3 or 2", "3, 2 or 1". */
    private static String oneOf(List<String> items) {
        return items.size() == 1 ? items.get(0)
                : String.join(", ", items.subList(0, items.size() - 1)) + " or " + items.get(items.size() - 1);
    }

    /**
     * The tree of a sum of games: the position and its games first, then a line per node that starts
     * with the move reaching it (B-1=1+2), since a split adds a heap and moves the letters after it on.
     */
    public static List<String> render(SumTree tree, Painter painter) {
        List<String> out = new ArrayList<>(SumText.heading(tree.position(), tree.play(), false, painter));
        out.add("");
        boolean splits = tree.position().games().stream().anyMatch(HeapGame::splits);
        out.add(painter.paragraph("Game tree, " + tree.size() + " nodes, each after the move that reaches it. A position"
                + " is P when every move from it leads to N, and N when some move leads to P" + (splits ? "; a move"
                + " that splits a heap (B-1=1+2: take 1 from B, leaving 1 and 2) adds one, and the heaps after it"
                + " move one letter on" : "") + ". A position met again, in any order, is marked (as above), and one"
                + " below the levels shown (not drawn further).", 0));
        out.add("");
        sumNode(tree, 0, out, painter);
        return out;
    }

    /** What a node's line says after its outcome: why it is P or N, or why it is not drawn further. */
    private static String why(boolean repeated, boolean cut, boolean leaf, Outcome outcome,
            Supplier<Optional<String>> pFollower) {
        if (repeated) {
            return "(as above)";
        }
        if (cut) {
            return "(not drawn further)";
        }
        if (leaf) {
            return "no move left";
        }
        return outcome == Outcome.P ? "every move leads to N" : "-> " + pFollower.get().orElse("a P follower");
    }

    private static void node(GameTree t, int depth, List<String> out, Painter painter) {
        String why = why(t.repeated(), t.cut(), t.children().isEmpty(), t.outcome(), () -> t.children().stream()
                .filter(c -> c.outcome() == Outcome.P).findFirst().map(c -> c.position() + " is P"));
        String mark = t.outcome() == Outcome.P ? painter.good("P") : "N";
        String line = "  ".repeat(depth) + t.position() + "  " + mark + "  " + why;
        out.add(line);
        for (GameTree child : t.children()) {
            node(child, depth + 1, out, painter);
        }
    }

    private static void sumNode(SumTree t, int depth, List<String> out, Painter painter) {
        String why = why(t.repeated(), t.cut(), t.children().isEmpty(), t.outcome(), () -> t.children().stream()
                .filter(c -> c.outcome() == Outcome.P).findFirst().flatMap(SumTree::move)
                .map(m -> m.shortForm() + " leaves P"));
        String mark = t.outcome() == Outcome.P ? painter.good("P") : "N";
        String move = t.move().map(m -> m.shortForm() + "  ").orElse("");
        int indent = 2 * depth;
        String line = " ".repeat(indent) + move + t.position() + "  " + mark + "  " + why;
        if (Wrap.visibleLength(line) <= painter.width()) {
            out.add(line);
        } else {
            // A long mixed position is wrapped rather than cut, its rest indented under the move.
            out.addAll(Wrap.lines(line.strip(), indent, indent + 4, painter.width()));
        }
        for (SumTree child : t.children()) {
            sumNode(child, depth + 1, out, painter);
        }
    }
}
