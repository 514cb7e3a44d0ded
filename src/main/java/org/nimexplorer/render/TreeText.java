package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.explain.GameTree;

/** A game tree as text: one indented line per node, marked P or N with the reason. */
public final class TreeText {

    private TreeText() {}

    public static List<String> render(GameTree tree, String rules, Painter painter) {
        List<String> out = new ArrayList<>();
        out.add(Wrap.paragraph("Game tree of " + tree.position() + " (" + rules + "), " + tree.size() + " nodes."
                + " A position is P when every move from it leads to N, and N when some move leads to P. A"
                + " position met again is marked (as above); one below the levels shown, (not drawn further).", 0));
        out.add("");
        node(tree, 0, out, painter);
        return out;
    }

    private static void node(GameTree t, int depth, List<String> out, Painter painter) {
        String why;
        if (t.repeated()) {
            why = "(as above)";
        } else if (t.cut()) {
            why = "(not drawn further)";
        } else if (t.children().isEmpty()) {
            why = "no move left";
        } else if (t.outcome() == Outcome.P) {
            why = "every move leads to N";
        } else {
            why = "-> " + t.children().stream().filter(c -> c.outcome() == Outcome.P).findFirst()
                    .map(c -> c.position() + " is P").orElse("a P follower");
        }
        String mark = t.outcome() == Outcome.P ? painter.good("P") : "N";
        String line = "  ".repeat(depth) + t.position() + "  " + mark + "  " + why;
        out.add(line);
        for (GameTree child : t.children()) {
            node(child, depth + 1, out, painter);
        }
    }
}
