package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
        interrupted(r.complete(), painter).ifPresent(out::add);
        out.add(painter.paragraph(box(r.complete(), r.heaps() + (r.heaps() == 1 ? " heap" : " heaps") + " of "
                + r.game().notation() + " with 0 to " + r.max() + " each, under " + (r.compared()
                ? "normal play" : "misère play")), 0));
        out.add(painter.paragraph(counts(r.complete(), r.positions(), r.pPositions(), millis, " (no Grundy values)"), 2));
        if (!r.compared()) {
            out.add(painter.paragraph("Under misère play a sum of games has no formula to compare with: the counts come"
                    + " from the search alone.", 0));
            return out;
        }
        out.add(painter.paragraph("Values: " + r.game().pattern() + ". Each heap's value g(n) was checked on its own: heap"
                + " n plus a Nim heap of g(n) must be a P-position.", 0));
        if (r.wrongValues().isEmpty()) {
            out.add(painter.paragraph(valuesAgree(r, painter), 0));
        } else {
            out.add(painter.bad("Values the search refutes") + ", at heaps " + r.wrongValues().stream().limit(10)
                    .map(String::valueOf).collect(Collectors.joining(", ")) + ".");
        }
        if (r.mismatchCount() == 0) {
            out.add(painter.paragraph(r.complete() ? painter.good("Agreement:") + " on every position, P exactly when the"
                    + " XOR of the Grundy values is 0, as the search finds."
                    : painter.good("No mismatch among the positions decided before the interruption."), 0));
        } else {
            out.add(painter.bad(String.format("%,d mismatches", r.mismatchCount())) + " (search and values disagree),"
                    + " the first ones:");
            for (GameSum s : r.mismatches()) {
                out.add("  " + s);
            }
        }
        return out;
    }

    private static Optional<String> interrupted(boolean complete, Painter painter) {
        return complete ? Optional.empty() : Optional.of(painter.paragraph(painter.bad("Interrupted") + ": the census"
                + " stopped before it was done; the counts below are of what it checked, and say nothing of the rest.",
                0));
    }

    /** "Every position of 3 heaps ...:", or only those searched before an interruption. */
    private static String box(boolean complete, String what) {
        return (complete ? "Every position of " : "Positions of ") + what
                + (complete ? ":" : ", searched before the interruption:");
    }

    private static String counts(boolean complete, long positions, long pPositions, long millis, String how) {
        return String.format(complete
                ? "%,d positions, %,d P-positions, decided by searching every line of play" + how + " in %,d ms."
                : "Partial count: %,d positions decided, %,d P-positions among them, by searching every line of play"
                + how + ", in %,d ms.", positions, pPositions, millis);
    }

    /** Every value in the box agrees, or only those checked before an interruption, said as such. */
    private static String valuesAgree(SumCensus.Report r, Painter painter) {
        long checked = r.valuesChecked();
        if (checked > r.max()) {
            return painter.good(String.format("All %,d values from g(0) to g(%,d) agree with the search.", checked,
                    r.max()));
        }
        if (checked == 0) {
            return String.format("No value was checked before the interruption (g(0) to g(%,d) were to be).", r.max());
        }
        return painter.good(String.format("The %,d values checked, g(0) to g(%,d), agree with the search;", checked,
                checked - 1)) + String.format(" g(%,d) to g(%,d) were not checked.", checked, r.max());
    }

    public static List<String> whole(WholeCensus.Report r, long millis, Painter painter) {
        List<String> out = new ArrayList<>();
        interrupted(r.complete(), painter).ifPresent(out::add);
        String unit = r.game() instanceof MooreNim ? "heap" : "step";
        out.add(painter.paragraph(box(r.complete(), r.heaps() + " " + unit + (r.heaps() == 1 ? "" : "s") + " with 0 to "
                + r.max() + (unit.equals("step") ? " coins" : "") + " each, in " + r.game().describe()), 0));
        out.add(painter.paragraph(counts(r.complete(), r.positions(), r.pPositions(), millis, ""), 2));
        out.add(painter.paragraph("Theorem: " + (r.game() instanceof MooreNim m ? "P exactly when every binary column's"
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
