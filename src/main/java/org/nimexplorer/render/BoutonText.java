package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.Lemma1;
import org.nimexplorer.explain.Lemma2;
import org.nimexplorer.explain.Theorem;

/** Bouton's proof on the learner's own position: lemma 1, lemma 2 and the theorem, as text. */
public final class BoutonText {

    private BoutonText() {}

    public static List<String> lemma1(Lemma1 l, Painter painter) {
        List<String> out = new ArrayList<>();
        Position p = l.position();
        if (!l.applies()) {
            out.add(painter.paragraph("Lemma 1 starts from a nim-sum of 0, but the nim-sum of " + ReportText.describe(p)
                    + " is " + l.nimSum() + ". Lemma 2 is the one for this position; try:", 0));
            out.add("  prove lemma2 " + p);
            return out;
        }
        out.add(painter.paragraph("Lemma 1 on " + ReportText.describe(p) + ": the nim-sum s is 0. A move changes one heap"
                + " x_k into a smaller y_k and leaves the others alone, so the new nim-sum is t = s xor x_k xor y_k"
                + " = x_k xor y_k. That is 0 only when x_k = y_k, and a move always takes something: t is never 0.", 0));
        out.add("");
        out.add(l.complete() ? "Every move (" + l.moves() + "), checked on all the heaps:"
                : painter.paragraph("A sample of " + l.checked().size() + " of the " + String.format("%,d", l.moves())
                        + " moves, spread over the heaps, checked on all the heaps:", 0));
        for (Lemma1.Step s : l.checked()) {
            out.add(String.format("  %-3s %s -> %s   t = %s xor %s = %s", HeapLabels.of(s.heap()), s.from(), s.to(),
                    s.from(), s.to(), painter.odd(Long.toString(s.nimSumAfter()))));
        }
        out.add("");
        out.add(painter.paragraph("No move keeps the nim-sum at 0, so whoever moves from here hands the opponent a"
                + " non-zero nim-sum.", 0));
        return out;
    }

    public static List<String> lemma2(Lemma2 l, Painter painter) {
        List<String> out = new ArrayList<>();
        Position p = l.position();
        if (!l.applies()) {
            out.add(painter.paragraph("Lemma 2 starts from a non-zero nim-sum, but the nim-sum of " + ReportText.describe(p)
                    + " is 0: no move can give nim-sum 0 (that is lemma 1: every move makes it non-zero). Try:", 0));
            out.add("  prove lemma1 " + p);
            return out;
        }
        int width = Math.max(l.bit() + 1, 64 - Long.numberOfLeadingZeros(p.largest()));
        String s = Long.toString(l.nimSum());
        out.add(painter.paragraph("Lemma 2 on " + ReportText.describe(p) + ": the nim-sum is s = " + s + " = "
                + ColumnsText.binary(l.nimSum(), width) + " in binary. Its leftmost 1 is bit d = " + l.bit()
                + ", the " + ColumnsText.columnName(l.bit()) + " (worth 2^" + l.bit() + " = " + l.bitValue() + ").", 0));
        List<String> labels = l.candidates().stream().map(c -> HeapLabels.of(c.heap())).toList();
        out.add(painter.paragraph(labels.size() == 1
                ? "Only heap " + labels.get(0) + " has a 1 in bit " + l.bit() + "; it gives the winning move:"
                : "Heaps with a 1 in bit " + l.bit() + ": " + String.join(", ", labels) + ". Each gives a winning move:",
                0));
        for (Lemma2.Candidate c : l.candidates()) {
            String label = HeapLabels.of(c.heap());
            out.add("");
            out.add("  " + label + ": y = s xor x = " + s + " xor " + c.from() + " = " + painter.good(Long.toString(c.to())));
            out.addAll(binaryLine("x", c.from(), width, painter));
            out.addAll(binaryLine("y", c.to(), width, painter));
            out.addAll(Wrap.lines("Above bit " + l.bit() + " x and y agree; at bit " + l.bit() + " x has 1 and y has 0;"
                    + " below it y can gain at most 2^" + l.bit() + " - 1 = " + (l.bitValue() - 1) + ". So y < x ("
                    + c.to() + " < " + c.from() + "), and taking " + (c.from() - c.to()) + " from " + label
                    + " is a legal move. After it the nim-sum is " + c.nimSumAfter() + ".", 5, 5, painter.width()));
        }
        return out;
    }

    /** "     x = 011  (3)", with the decimal on a line of its own when both do not fit. */
    private static List<String> binaryLine(String name, long value, int width, Painter painter) {
        String bits = "     " + name + " = " + ColumnsText.binary(value, width);
        String decimal = "  (" + value + ")";
        return bits.length() + decimal.length() <= painter.width() ? List.of(bits + decimal)
                : List.of(bits, "        " + decimal.strip());
    }

    public static List<String> theorem(Theorem t, Painter painter) {
        List<String> out = new ArrayList<>();
        Position p = t.position();
        out.add(painter.paragraph("Bouton's theorem on " + ReportText.describe(p) + " (normal play: the last move wins).", 0));
        out.add("");
        out.addAll(Wrap.lines("1. The game is finite: every move removes at least one object and there are "
                + String.format("%,d", t.objects()) + ", so it ends after at most that many moves, in the empty"
                + " position, where the player to move has lost.", 0, 3, painter.width()));
        out.addAll(Wrap.lines("2. Lemma 1: from nim-sum 0, every move leads to a non-zero nim-sum.", 0, 3, painter.width()));
        out.addAll(Wrap.lines("3. Lemma 2: from a non-zero nim-sum, some move leads to nim-sum 0.", 0, 3, painter.width()));
        out.addAll(Wrap.lines("4. So the player who can hand over nim-sum 0 can do it again after every reply (3),"
                + " while the other can never do it (2). The empty position has nim-sum 0, so it is the other"
                + " player who meets it and cannot move: by induction on the number of objects, nim-sum 0 is a"
                + " P-position and every other position is an N-position.", 0, 3, painter.width()));
        out.add("");
        if (t.outcome() == Outcome.P) {
            out.add(painter.paragraph("Here the nim-sum is 0: " + painter.strong("P-position") + ". The player to move"
                    + " loses against perfect play: whatever they do (lemma 1), the opponent restores 0 (lemma 2).", 0));
        } else {
            Lemma2.Candidate c = t.lemma2().candidates().get(0);
            out.add(painter.paragraph("Here the nim-sum is " + t.nimSum() + ", not 0: " + painter.strong("N-position")
                    + ". The player to move wins, for example by " + HeapLabels.of(c.heap()) + " " + c.from() + " -> "
                    + c.to() + " (lemma 2), and then by answering every reply the same way.", 0));
        }
        return out;
    }
}
