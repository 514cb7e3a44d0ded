package org.nimexplorer.render;

import java.util.List;
import java.util.ArrayList;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.explain.SumReport;
import org.nimexplorer.explain.SumWords;

/**
 * A lesson's worked answer for a sum of games ({@link SumReport}): each heap with its game and
 * Grundy value, the values in binary columns, and the verdict with every move that makes the XOR 0
 * and the value it takes its heap to. Leaner than {@code analyze} ({@link SumText}): it speaks only
 * of values and their XOR, which the lessons on sums have taught, not of periods and their proofs.
 */
public final class SumReportText {

    private SumReportText() {}

    public static List<String> render(SumReport report, Painter painter) {
        SumAnalysis a = report.analysis();
        GameSum sum = a.sum();
        long[] values = a.values();
        List<String> out = new ArrayList<>();
        out.add(painter.paragraph("Each " + SumWords.word(sum) + " counts as a Nim heap of its Grundy value in its"
                + " game:", 0));
        int width = 0;
        for (Component c : sum.parts()) {
            width = Math.max(width, c.notation().length());
        }
        for (int i = 0; i < sum.size(); i++) {
            Component c = sum.part(i);
            String lead = "  " + ColumnsText.padRight(HeapLabels.of(i), 3) + ColumnsText.padRight(c.notation(), width + 2);
            List<String> lines = Wrap.lines(SumWords.component(c) + ", value " + values[i], 0, 0,
                    Math.max(Wrap.MIN_WIDTH / 2, painter.width() - lead.length()));
            for (int l = 0; l < lines.size(); l++) {
                out.add((l == 0 ? lead : " ".repeat(lead.length())) + lines.get(l));
            }
        }
        out.add("");
        out.addAll(ColumnsText.render(report.columns(), painter));
        out.add("");
        if (a.outcome() == Outcome.P) {
            out.add(painter.paragraph(painter.strong("P-position:") + " the values XOR to 0. Any move changes one value,"
                    + " so the XOR is no longer 0, and the other player can make it 0 again (a raise is undone at"
                    + " once): whoever faces XOR 0 loses.", 0));
            return out;
        }
        int count = report.wins().size();
        out.add(painter.paragraph(painter.strong("N-position:") + " the values XOR to " + a.nimSum() + ", not 0. A"
                + " winning move takes one value v to v xor " + a.nimSum() + ", which makes the XOR 0; "
                + (count == 1 ? "one move does:" : "these " + count + " moves do:"), 0));
        for (int i = 0; i < Math.min(count, ReportText.MAX_MOVES); i++) {
            SumReport.Win w = report.wins().get(i);
            String text = w.move().describe(sum) + ": value " + w.from() + " to " + w.to()
                    + (w.to() > w.from() ? " (a raise)" : "") + ".";
            String shortForm = w.move().shortForm();
            int column = Math.max(11, shortForm.length() + 3);
            List<String> lines = Wrap.lines(text, 0, 0, Math.max(Wrap.MIN_WIDTH / 2, painter.width() - column));
            out.add("  " + painter.good(ColumnsText.padRight(shortForm, column - 3)) + " " + lines.get(0));
            lines.subList(1, lines.size()).forEach(l -> out.add(" ".repeat(column) + l));
        }
        if (count > ReportText.MAX_MOVES) {
            out.add("  ... and " + (count - ReportText.MAX_MOVES) + " more winning moves");
        }
        return out;
    }
}
