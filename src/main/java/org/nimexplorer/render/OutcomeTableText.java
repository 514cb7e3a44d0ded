package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.explain.OutcomeTable;

/** A grid of P and N as text, with the P-positions listed under it. */
public final class OutcomeTableText {

    private OutcomeTableText() {}

    public static List<String> render(OutcomeTable t, Painter painter) {
        List<String> out = new ArrayList<>();
        String what = t.fixed().map(x -> "Three heaps " + x + "-y-z").orElse("Two heaps y-z");
        out.add(Wrap.paragraph(what + ", y and z from 1 to " + t.max() + ", " + t.rules().describe()
                + ". P marks the positions the player to move loses (found by searching every follower).", 0));
        out.add("");
        int w = Integer.toString(t.max()).length();
        StringBuilder head = new StringBuilder(ColumnsText.pad("y\\z", w + 3) + " ");
        for (int z = 1; z <= t.max(); z++) {
            head.append(ColumnsText.pad(Integer.toString(z % (w == 1 ? 10 : 100)), w)).append(' ');
        }
        out.add(head.toString().stripTrailing());
        for (OutcomeTable.Row row : t.rows()) {
            StringBuilder line = new StringBuilder(ColumnsText.pad(Long.toString(row.y()), w + 3) + " ");
            for (OutcomeTable.Cell cell : row.cells()) {
                String mark = ColumnsText.pad(cell.outcome() == Outcome.P ? "P" : ".", w);
                line.append(cell.outcome() == Outcome.P ? painter.good(mark) : mark).append(' ');
            }
            out.add(line.toString().stripTrailing());
        }
        out.add("");
        List<String> ps = t.pPositions().stream().map(p -> p.toString().replace(' ', '-')).toList();
        out.add(Wrap.paragraph("P-positions: " + (ps.isEmpty() ? "none in this range" : String.join(", ", ps)), 0));
        return out;
    }
}
