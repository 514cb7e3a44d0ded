package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.OutcomeTable;
import org.nimexplorer.explain.SumTable;

/** A grid of P and N as text, with the P-positions listed under it. */
public final class OutcomeTableText {

    private OutcomeTableText() {}

    public static List<String> render(OutcomeTable t, Painter painter) {
        String what = t.fixed().map(x -> "Three heaps " + x + "-y-z").orElse("Two heaps y-z");
        return grid(what + ", y and z from 1 to " + t.max() + ", " + t.rules().describe()
                + ". P marks the positions the player to move loses (found by searching every follower).",
                t.max(), t.rows(), t.pPositions(), painter);
    }

    /**
     * The grid of another game: the heading names the game and its moves, and says that the cells come
     * from a search that knows no Grundy values.
     */
    public static List<String> render(SumTable t, Painter painter) {
        String heaps = t.game().heapWord() + "s";
        String convention = t.play() == Play.MISERE ? "misère play (the last move loses)"
                : "normal play (the last move wins)";
        String range = ", y and z from 1 to " + t.max() + ", " + convention;
        String what;
        if (t.mixed()) {
            Component x = t.fixed().orElseThrow();
            what = "Three heaps " + x.size() + "-y-z" + range + ". The first is a " + x.game().heapWord() + " of "
                    + x.game().describe() + "; y and z are " + heaps + " of " + t.game().describe();
        } else {
            what = t.fixed().map(x -> "Three " + heaps + " " + x.size() + "-y-z").orElse("Two " + heaps + " y-z")
                    + range + ", " + t.game().describe();
        }
        return grid(what + ". P marks the positions the player to move loses (found by searching every follower,"
                + " without Grundy values).", t.max(), t.rows(), t.pPositions(), painter);
    }

    private static List<String> grid(String heading, int max, List<OutcomeTable.Row> rows, List<Position> pPositions,
            Painter painter) {
        List<String> out = new ArrayList<>();
        out.add(painter.paragraph(heading, 0));
        out.add("");
        int w = Integer.toString(max).length();
        StringBuilder head = new StringBuilder(ColumnsText.pad("y\\z", w + 3) + " ");
        for (int z = 1; z <= max; z++) {
            head.append(ColumnsText.pad(Integer.toString(z % (w == 1 ? 10 : 100)), w)).append(' ');
        }
        out.add(head.toString().stripTrailing());
        for (OutcomeTable.Row row : rows) {
            StringBuilder line = new StringBuilder(ColumnsText.pad(Long.toString(row.y()), w + 3) + " ");
            for (OutcomeTable.Cell cell : row.cells()) {
                String mark = ColumnsText.pad(cell.outcome() == Outcome.P ? "P" : ".", w);
                line.append(cell.outcome() == Outcome.P ? painter.good(mark) : mark).append(' ');
            }
            out.add(line.toString().stripTrailing());
        }
        out.add("");
        List<String> ps = pPositions.stream().map(p -> p.toString().replace(' ', '-')).toList();
        out.add(painter.paragraph("P-positions: " + (ps.isEmpty() ? "none in this range" : String.join(", ", ps)), 0));
        return out;
    }
}
