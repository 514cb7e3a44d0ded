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
