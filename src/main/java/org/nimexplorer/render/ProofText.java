package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.Columns;
import org.nimexplorer.explain.Conjecture;
import org.nimexplorer.explain.GameTree;
import org.nimexplorer.explain.KernelProof;
import org.nimexplorer.explain.Lemma1;
import org.nimexplorer.explain.Lemma2;
import org.nimexplorer.explain.OutcomeTable;
import org.nimexplorer.explain.Theorem;

/** The proof explorer's derivations as text for an 80-column terminal. */
public final class ProofText {

    /** Binary columns up to this many are also shown as sums of powers of two. */
    private static final int POWERS_WIDTH = 12;
    private static final int MAX_KERNEL_ROWS = 64;

    private ProofText() {}

    public static List<String> columns(Columns c, Painter painter) {
        List<String> out = new ArrayList<>(ColumnsText.render(c, painter));
        if (c.width() > POWERS_WIDTH || c.heaps().length > ColumnsText.MAX_ROWS || c.grundy()) {
            return out;
        }
        out.add("");
        out.add("The same sum, cancelling equal powers of two:");
        for (int i = 0; i < c.heaps().length; i++) {
            List<String> powers = new ArrayList<>();
            for (int bit = c.width() - 1; bit >= 0; bit--) {
                if (c.hasBit(i, bit)) {
                    powers.add(Long.toString(1L << bit));
                }
            }
            out.add("  " + ColumnsText.padRight(HeapLabels.of(i), 3) + c.values()[i] + " = "
                    + (powers.isEmpty() ? "0" : String.join(" + ", powers)));
        }
        List<String> verdicts = new ArrayList<>();
        List<String> stay = new ArrayList<>();
        for (int bit = c.width() - 1; bit >= 0; bit--) {
            int n = c.sums()[bit];
            if (n > 0) {
                verdicts.add((1L << bit) + " appears " + times(n) + (n % 2 == 0 ? ": the pairs cancel" : ": one is left"));
            }
            if (n % 2 == 1) {
                stay.add(Long.toString(1L << bit));
            }
        }
        verdicts.forEach(v -> out.add("  " + v + "."));
        out.add("  What is left: " + (stay.isEmpty() ? "nothing" : String.join(" + ", stay)) + " = nim-sum "
                + painter.odd(Long.toString(c.nimSum())) + ".");
        return out;
    }

    private static String times(int n) {
        return n == 1 ? "once" : n == 2 ? "twice" : n + " times";
    }

    /** Two numbers one under the other in binary, and their XOR under a rule, column by column. */
    public static List<String> xor(long a, long b, Painter painter) {
        long result = a ^ b;
        int width = Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(a, b)));
        int label = Long.toString(Math.max(a, b)).length();
        List<String> out = new ArrayList<>();
        out.add(a + " xor " + b + " = " + painter.good(Long.toString(result)));
        out.add("");
        StringBuilder header = new StringBuilder(" ".repeat(label + 2));
        for (int bit = width - 1; bit >= 0; bit--) {
            header.append(' ').append(1L << bit);
        }
        if (header.length() > Wrap.width()) {
            out.addAll(ColumnsText.render(Columns.of(Position.of(a, b), MoveSet.NIM), painter));
            return out;
        }
        out.add(header.toString());
        out.add(bitsRow(Long.toString(a), a, width, label, false, painter));
        out.add(bitsRow(Long.toString(b), b, width, label, false, painter));
        out.add(" ".repeat(label + 2) + "-".repeat(header.length() - label - 2));
        out.add(bitsRow(Long.toString(result), result, width, label, true, painter));
        out.add("");
        out.add(Wrap.paragraph("Column by column: the result has a 1 where exactly one of the two numbers has a 1"
                + " (an odd column) and a 0 where both or neither have one (an even column). No carrying.", 0));
        return out;
    }

    /** A number's bits under the column header, each right-aligned under its column's value. */
    private static String bitsRow(String name, long n, int width, int label, boolean result, Painter painter) {
        StringBuilder row = new StringBuilder(" ".repeat(label - name.length() + 2)).append(name);
        for (int bit = width - 1; bit >= 0; bit--) {
            String digit = Long.toString(n >>> bit & 1);
            row.append(" ".repeat(Long.toString(1L << bit).length())).append(result && digit.equals("1")
                    ? painter.bad(digit) : digit);
        }
        return row.toString();
    }

    public static List<String> xorTable(int bits, Painter painter) {
        int size = 1 << bits;
        int width = Integer.toString(size - 1).length();
        List<String> out = new ArrayList<>();
        if (bits == 1) {
            out.add("The truth table of xor (exclusive or) on one bit:");
            for (int x = 0; x < 2; x++) {
                for (int y = 0; y < 2; y++) {
                    out.add("  " + x + " xor " + y + " = " + (x ^ y) + (x == y ? "   (the same: 0)" : "   (different: 1)"));
                }
            }
            out.add("");
        }
        StringBuilder head = new StringBuilder(ColumnsText.pad("xor", width + 2) + " |");
        for (int y = 0; y < size; y++) {
            head.append(' ').append(ColumnsText.pad(Integer.toString(y), width));
        }
        out.add(head.toString());
        out.add("-".repeat(width + 3) + "+" + "-".repeat(size * (width + 1)));
        for (int x = 0; x < size; x++) {
            StringBuilder row = new StringBuilder(ColumnsText.pad(Integer.toString(x), width + 2) + " |");
            for (int y = 0; y < size; y++) {
                String cell = ColumnsText.pad(Integer.toString(x ^ y), width);
                row.append(' ').append(x == y ? painter.odd(cell) : cell);
            }
            out.add(row.toString());
        }
        out.add("");
        out.add(Wrap.paragraph("Things to see: the diagonal is all 0 (x xor x = 0); the row and column of 0 repeat"
                + " the other number (x xor 0 = x); the table is symmetric (x xor y = y xor x); and each row holds"
                + " every value exactly once, so x xor y = 0 only when y = x.", 0));
        return out;
    }

    public static List<String> lemma1(Lemma1 l, Painter painter) {
        List<String> out = new ArrayList<>();
        Position p = l.position();
        if (!l.applies()) {
            out.add(Wrap.paragraph("Lemma 1 starts from a nim-sum of 0, but the nim-sum of " + ReportText.describe(p)
                    + " is " + l.nimSum() + ". Lemma 2 is the one for this position; try:", 0));
            out.add("  prove lemma2 " + p);
            return out;
        }
        out.add(Wrap.paragraph("Lemma 1 on " + ReportText.describe(p) + ": the nim-sum s is 0. A move changes one heap"
                + " x_k into a smaller y_k and leaves the others alone, so the new nim-sum is t = s xor x_k xor y_k"
                + " = x_k xor y_k. That is 0 only when x_k = y_k, and a move always takes something: t is never 0.", 0));
        out.add("");
        out.add(l.complete() ? "Every move (" + l.moves() + "), checked on all the heaps:"
                : Wrap.paragraph("A sample of " + l.checked().size() + " of the " + String.format("%,d", l.moves())
                        + " moves, spread over the heaps, checked on all the heaps:", 0));
        for (Lemma1.Step s : l.checked()) {
            out.add(String.format("  %-3s %s -> %s   t = %s xor %s = %s", HeapLabels.of(s.heap()), s.from(), s.to(),
                    s.from(), s.to(), painter.odd(Long.toString(s.nimSumAfter()))));
        }
        out.add("");
        out.add(Wrap.paragraph("No move keeps the nim-sum at 0, so whoever moves from here hands the opponent a"
                + " non-zero nim-sum.", 0));
        return out;
    }

    public static List<String> lemma2(Lemma2 l, Painter painter) {
        List<String> out = new ArrayList<>();
        Position p = l.position();
        if (!l.applies()) {
            out.add(Wrap.paragraph("Lemma 2 starts from a non-zero nim-sum, but the nim-sum of " + ReportText.describe(p)
                    + " is 0: no move can give nim-sum 0 (that is lemma 1: every move makes it non-zero). Try:", 0));
            out.add("  prove lemma1 " + p);
            return out;
        }
        int width = Math.max(l.bit() + 1, 64 - Long.numberOfLeadingZeros(p.largest()));
        String s = Long.toString(l.nimSum());
        out.add(Wrap.paragraph("Lemma 2 on " + ReportText.describe(p) + ": the nim-sum is s = " + s + " = "
                + ColumnsText.binary(l.nimSum(), width) + " in binary. Its leftmost 1 is bit d = " + l.bit()
                + ", the " + ColumnsText.columnName(l.bit()) + " (worth 2^" + l.bit() + " = " + l.bitValue() + ").", 0));
        List<String> labels = l.candidates().stream().map(c -> HeapLabels.of(c.heap())).toList();
        out.add(Wrap.paragraph(labels.size() == 1
                ? "Only heap " + labels.get(0) + " has a 1 in bit " + l.bit() + "; it gives the winning move:"
                : "Heaps with a 1 in bit " + l.bit() + ": " + String.join(", ", labels) + ". Each gives a winning move:",
                0));
        for (Lemma2.Candidate c : l.candidates()) {
            String label = HeapLabels.of(c.heap());
            out.add("");
            out.add("  " + label + ": y = s xor x = " + s + " xor " + c.from() + " = " + painter.good(Long.toString(c.to())));
            out.addAll(binaryLine("x", c.from(), width));
            out.addAll(binaryLine("y", c.to(), width));
            out.addAll(Wrap.lines("Above bit " + l.bit() + " x and y agree; at bit " + l.bit() + " x has 1 and y has 0;"
                    + " below it y can gain at most 2^" + l.bit() + " - 1 = " + (l.bitValue() - 1) + ". So y < x ("
                    + c.to() + " < " + c.from() + "), and taking " + (c.from() - c.to()) + " from " + label
                    + " is a legal move. After it the nim-sum is " + c.nimSumAfter() + ".", 5, 5, Wrap.width()));
        }
        return out;
    }

    /** "     x = 011  (3)", with the decimal on a line of its own when both do not fit. */
    private static List<String> binaryLine(String name, long value, int width) {
        String bits = "     " + name + " = " + ColumnsText.binary(value, width);
        String decimal = "  (" + value + ")";
        return bits.length() + decimal.length() <= Wrap.width() ? List.of(bits + decimal)
                : List.of(bits, "        " + decimal.strip());
    }

    public static List<String> theorem(Theorem t, Painter painter) {
        List<String> out = new ArrayList<>();
        Position p = t.position();
        out.add(Wrap.paragraph("Bouton's theorem on " + ReportText.describe(p) + " (normal play: the last move wins).", 0));
        out.add("");
        out.addAll(Wrap.lines("1. The game is finite: every move removes at least one object and there are "
                + String.format("%,d", t.objects()) + ", so it ends after at most that many moves, in the empty"
                + " position, where the player to move has lost.", 0, 3, Wrap.width()));
        out.addAll(Wrap.lines("2. Lemma 1: from nim-sum 0, every move leads to a non-zero nim-sum.", 0, 3, Wrap.width()));
        out.addAll(Wrap.lines("3. Lemma 2: from a non-zero nim-sum, some move leads to nim-sum 0.", 0, 3, Wrap.width()));
        out.addAll(Wrap.lines("4. So the player who can hand over nim-sum 0 can do it again after every reply (3),"
                + " while the other can never do it (2). The empty position has nim-sum 0, so it is the other"
                + " player who meets it and cannot move: by induction on the number of objects, nim-sum 0 is a"
                + " P-position and every other position is an N-position.", 0, 3, Wrap.width()));
        out.add("");
        if (t.outcome() == Outcome.P) {
            out.add(Wrap.paragraph("Here the nim-sum is 0: " + painter.strong("P-position") + ". The player to move"
                    + " loses against perfect play: whatever they do (lemma 1), the opponent restores 0 (lemma 2).", 0));
        } else {
            Lemma2.Candidate c = t.lemma2().candidates().get(0);
            out.add(Wrap.paragraph("Here the nim-sum is " + t.nimSum() + ", not 0: " + painter.strong("N-position")
                    + ". The player to move wins, for example by " + HeapLabels.of(c.heap()) + " " + c.from() + " -> "
                    + c.to() + " (lemma 2), and then by answering every reply the same way.", 0));
        }
        return out;
    }

    public static List<String> tree(GameTree tree, String rules, Painter painter) {
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
        } else if (t.children().isEmpty()) {
            why = t.expanded() ? "no move left" : "(not drawn further)";
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

    public static List<String> table(OutcomeTable t, Painter painter) {
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

    public static List<String> conjecture(Conjecture c, Painter painter) {
        List<String> out = new ArrayList<>();
        char last = (char) ('a' + c.heaps() - 1);
        out.add(Wrap.paragraph("Claim: the P-positions are those where " + c.claim() + " (heaps a to " + last
                + ", each 0 to " + c.max() + "; " + c.rules().describe() + ").", 0));
        out.add(Wrap.paragraph(String.format("Checked on all %,d positions against brute force (%,d of them are"
                + " P-positions).", c.positions(), c.pPositions()), 0));
        out.add("");
        if (c.holds()) {
            out.add(Wrap.paragraph(painter.good("The claim holds") + ": it calls every P-position P and every"
                    + " N-position N in these bounds.", 0));
            return out;
        }
        out.add(painter.bad("The claim fails."));
        c.claimedPButN().ifPresentOrElse(ex -> {
            Position p = ex.position();
            String move = ex.winningMove().map(m -> ": the player to move wins with " + m.shortForm() + " ("
                    + m.describe() + "), leaving " + m.applyTo(p)).orElse("");
            out.add(Wrap.paragraph("Smallest position it calls P that is N: " + p + move + ".", 2));
        }, () -> out.add(Wrap.paragraph("It calls no N-position P: every position it calls P is one.", 2)));
        c.claimedNButP().ifPresentOrElse(
                p -> out.add(Wrap.paragraph("Smallest P-position it misses: " + p + " (every move from it leaves the"
                        + " opponent a win).", 2)),
                () -> out.add(Wrap.paragraph("It misses no P-position.", 2)));
        return out;
    }

    public static List<String> kernelProof(KernelProof k, Painter painter) {
        List<String> out = new ArrayList<>();
        Set<Long> kernel = new TreeSet<>(k.kernel());
        out.add(Wrap.paragraph("Kernel of the one-heap game " + k.rules().moves().describe() + ", heaps 0 to " + k.max()
                + ": " + painter.good(String.join(" ", k.kernel().stream().map(String::valueOf).toList())), 0));
        out.add("");
        out.add((k.stable() ? "Stable" : painter.bad("Not stable")) + ": no move from a kernel heap lands in the kernel.");
        int shown = 0;
        for (KernelProof.Entry e : k.entries()) {
            if (e.inKernel() && shown++ < MAX_KERNEL_ROWS) {
                List<Long> inside = e.followersIn(kernel);
                out.add("  " + e.heap() + ": " + (e.followers().isEmpty() ? "no move at all"
                        : "moves to " + join(e.followers()) + (inside.isEmpty() ? ", none in the kernel"
                        : painter.bad(", but " + join(inside) + " is in the kernel"))));
            }
        }
        out.add((k.absorbing() ? "Absorbing" : painter.bad("Not absorbing")) + ": from every other heap some move"
                + " enters the kernel.");
        shown = 0;
        for (KernelProof.Entry e : k.entries()) {
            if (!e.inKernel() && shown++ < MAX_KERNEL_ROWS) {
                out.add("  " + e.heap() + ": " + (e.witnessTake() >= 0 ? "take " + e.witnessTake() + " -> "
                        + (e.heap() - e.witnessTake()) : painter.bad("no move enters the kernel")));
            }
        }
        if (k.entries().size() > 2 * MAX_KERNEL_ROWS) {
            out.add("  (" + MAX_KERNEL_ROWS + " heaps of each kind are listed; all " + k.entries().size()
                    + " were checked)");
        }
        out.add("");
        out.add(Wrap.paragraph(k.stable() && k.absorbing()
                ? "Both hold, so the player who always moves into the kernel wins: the opponent can never move into"
                        + " it, and the game ends at 0, which is in the kernel."
                : "The set fails a kernel property.", 0));
        return out;
    }

    private static String join(List<Long> heaps) {
        return String.join(" ", heaps.stream().map(String::valueOf).toList());
    }
}
