package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.SumCensus;
import org.nimexplorer.engine.WholeCensus;

/** A census of a heap game's sums: what was searched, and whether the Grundy values agree with the search. */
public final class CensusText {

    private CensusText() {}

    public static List<String> sums(SumCensus.Report r, long millis, Painter painter) {
        List<String> out = new ArrayList<>();
        if (!r.complete()) {
            out.add(Wrap.paragraph(painter.bad("Interrupted") + ": the census stopped early; the counts below are"
                    + " partial.", 0));
        }
        out.add(Wrap.paragraph("Every position of " + r.heaps() + (r.heaps() == 1 ? " heap" : " heaps") + " of "
                + r.game().notation() + " with 0 to " + r.max() + " each, under " + (r.compared()
                ? "normal play" : "misère play") + ":", 0));
        out.add(Wrap.paragraph(String.format("%,d positions, %,d P-positions, decided by searching every line of"
                + " play (no Grundy values) in %,d ms.", r.positions(), r.pPositions(), millis), 2));
        if (!r.compared()) {
            out.add(Wrap.paragraph("Under misère play a sum of games has no formula to compare with: the counts come"
                    + " from the search alone.", 0));
            return out;
        }
        out.add(Wrap.paragraph("Values: " + r.game().pattern() + ". Each heap's value g(n) was checked on its own: heap"
                + " n plus a Nim heap of g(n) must be a P-position.", 0));
        if (r.wrongValues().isEmpty()) {
            out.add(painter.good(String.format("All %,d values from g(0) to g(%,d) agree with the search.",
                    r.valuesChecked(), r.max())));
        } else {
            out.add(painter.bad("Values the search refutes") + ", at heaps " + r.wrongValues().stream().limit(10)
                    .map(String::valueOf).collect(Collectors.joining(", ")) + ".");
        }
        if (r.mismatchCount() == 0) {
            out.add(Wrap.paragraph(painter.good("Agreement:") + " on every position, P exactly when the XOR of the"
                    + " Grundy values is 0, as the search finds.", 0));
        } else {
            out.add(painter.bad(String.format("%,d mismatches", r.mismatchCount())) + " (search and values disagree),"
                    + " the first ones:");
            for (GameSum s : r.mismatches()) {
                out.add("  " + s);
            }
        }
        return out;
    }

    public static List<String> whole(WholeCensus.Report r, long millis, Painter painter) {
        List<String> out = new ArrayList<>();
        if (!r.complete()) {
            out.add(Wrap.paragraph(painter.bad("Interrupted") + ": the census stopped early; the counts below are"
                    + " partial.", 0));
        }
        String unit = r.game() instanceof MooreNim ? "heap" : "step";
        out.add(Wrap.paragraph("Every position of " + r.heaps() + " " + unit + (r.heaps() == 1 ? "" : "s") + " with 0 to "
                + r.max() + (unit.equals("step") ? " coins" : "") + " each, in " + r.game().describe() + ":", 0));
        out.add(Wrap.paragraph(String.format("%,d positions, %,d P-positions, decided by searching every line of"
                + " play in %,d ms.", r.positions(), r.pPositions(), millis), 2));
        out.add(Wrap.paragraph("Theorem: " + (r.game() instanceof MooreNim m ? "P exactly when every binary column's"
                + " number of ones is a multiple of " + (m.k() + 1) + " (Moore)" : "P exactly when the nim-sum of the"
                + " odd steps is 0") + ".", 0));
        if (r.mismatchCount() == 0) {
            out.add(painter.good(r.complete() ? "Agreement: search and theorem agree on every position."
                    : "No mismatch among the positions decided before the interruption."));
        } else {
            out.add(painter.bad(String.format("%,d mismatches", r.mismatchCount())) + ", the first ones:");
            r.mismatches().forEach(p -> out.add("  " + p));
        }
        return out;
    }
}
