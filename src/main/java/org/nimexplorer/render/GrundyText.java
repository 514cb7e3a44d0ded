package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.explain.GrundyTable;
import org.nimexplorer.explain.GrundyTable.Pattern;

/**
 * A game's Grundy values as a table that fits the screen, a period's worth to a row when the period
 * is short enough (so a repeating pattern shows as equal rows), then how the pattern is known.
 */
public final class GrundyText {

    private static final int MOST_PER_ROW = 16;

    private GrundyText() {}

    public static List<String> render(GrundyTable t, Painter painter) {
        List<String> out = new ArrayList<>(painter.labelled("Game", 10, t.game().describe() + "."));
        long[] values = t.values();
        if (values.length > 0) {
            out.add("");
            out.addAll(table(t, painter));
        }
        out.add("");
        out.add(painter.paragraph(patternWords(t), 0));
        for (GrundyTable.HeapValue h : t.asked()) {
            out.add(painter.paragraph(painter.strong("g(" + String.format("%,d", h.heap()) + ") = " + h.value())
                    + h.sameAs().map(s -> ", the value of heap " + s + ", since " + String.format("%,d", h.heap())
                    + " is " + s + " plus a multiple of the period.").orElse("."), 0));
        }
        return out;
    }

    private static List<String> table(GrundyTable t, Painter painter) {
        long[] values = t.values();
        int cell = 2;
        for (long v : values) {
            cell = Math.max(cell, Long.toString(v).length() + 1);
        }
        int labelWidth = Math.max(3, Integer.toString(values.length - 1).length()) + 2;
        int fit = Math.max(1, (painter.width() - labelWidth) / (cell + 1));
        int perRow = rowLength(t.pattern(), Math.min(fit, MOST_PER_ROW));
        int headCell = Math.max(cell, ("+" + (perRow - 1)).length() + 1);
        List<String> out = new ArrayList<>();
        StringBuilder head = new StringBuilder(ColumnsText.padRight("n", labelWidth));
        for (int c = 0; c < perRow; c++) {
            head.append(pad("+" + c, headCell));
        }
        out.add(head.toString().stripTrailing());
        long preperiod = t.pattern() instanceof Pattern.Periodic p ? p.preperiod() : Long.MAX_VALUE;
        for (int start = 0; start < values.length; start += perRow) {
            StringBuilder row = new StringBuilder(ColumnsText.padRight(Integer.toString(start), labelWidth));
            for (int n = start; n < Math.min(values.length, start + perRow); n++) {
                String cellText = pad(Long.toString(values[n]), headCell);
                row.append(values[n] == 0 ? painter.good(cellText) : cellText);
            }
            out.add(row.toString() + (start <= preperiod && preperiod < start + perRow && preperiod > 0
                    ? "  <- from " + preperiod + " on" : ""));
        }
        out.add("(g(n) for n = row + column; the heaps of value 0 are the kernel.)");
        return out;
    }

    /** A whole period to a row when it fits, a multiple of it when it is short, else as many as fit. */
    private static int rowLength(Pattern pattern, int most) {
        if (pattern instanceof Pattern.Periodic p && p.period() <= most) {
            int period = (int) p.period();
            return p.period() >= 4 ? period : period * (most / period >= 4 ? Math.max(1, 8 / period) : 1);
        }
        return Math.min(10, most);
    }

    private static String pad(String s, int width) {
        return " ".repeat(Math.max(0, width - s.length())) + s;
    }

    static String patternWords(GrundyTable t) {
        HeapGame game = t.game();
        if (t.pattern() instanceof Pattern.Periodic p) {
            String where = p.preperiod() == 0 ? "from the start" : "from heap " + p.preperiod();
            if (p.octalTheorem()) {
                long t2 = ((HeapGame.Octal) game).code().largestTake();
                return "Period " + p.period() + " " + where + ", proved: the octal periodicity theorem (Guy and"
                        + " Smith) says that if g(n + p) = g(n) for every n from e to 2e + p + t, where t = " + t2
                        + " is the largest take, then it holds for every n from e on. Here e = " + p.preperiod()
                        + " and p = " + p.period() + ", and the check was made for every n from " + p.preperiod()
                        + " to " + p.checkedUpTo() + ". So every heap, however large, has a known value.";
            }
            int largest = game instanceof HeapGame.Subtract s ? s.set().largest() : 1;
            return "Period " + p.period() + " " + where + ", proved: each value depends only on the " + largest
                    + " before it (the largest take is " + largest + "), and those repeat, so everything after them"
                    + " repeats too.";
        }
        if (t.pattern() instanceof Pattern.Unsettled u) {
            return "No period found among the first " + String.format("%,d", u.known()) + " values, so only heaps up to "
                    + String.format("%,d", u.known() - 1) + " have a known value here."
                    + (game instanceof HeapGame.Octal o && o.code().digits().equals("16")
                    ? " Whether 0.16 is periodic at all is an open question." : "");
        }
        return "Every value by a formula: " + game.pattern() + "."
                + (game instanceof HeapGame.Lasker ? " The table comes from that formula; 'verify --game lasker' checks"
                + " it against a search of every position." : "");
    }
}
