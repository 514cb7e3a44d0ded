package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.ClaimProof;
import org.nimexplorer.explain.Columns;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.explain.KernelProof;
import org.nimexplorer.explain.Lemma2;
import org.nimexplorer.explain.MoveCheck;
import org.nimexplorer.explain.PositionReport;
import org.nimexplorer.explain.Solution;
import org.nimexplorer.explain.SumReport;
import org.nimexplorer.explain.Verdict;
import org.nimexplorer.explain.WholeReport;

/**
 * A judged answer as text. A right answer comes with its derivation; a wrong one first with what is
 * wrong and why (never the answer), and the worked answer only when the learner asks for it or has
 * missed three times.
 */
public final class DerivationText {

    private DerivationText() {}

    /** A right answer, with the idea it rests on and its derivation. */
    public static List<String> verdict(Verdict v, Painter painter) {
        List<String> out = new ArrayList<>();
        out.add(painter.paragraph(painter.good(v.summary()), 0));
        out.add(painter.paragraph("(The idea: " + v.idea().description() + ".)", 0));
        out.add("");
        out.addAll(derivation(v.derivation(), painter));
        return out;
    }

    /** A wrong answer without its correction: what is wrong, why it fails, and the misconception it shows. */
    public static List<String> miss(Verdict v, Painter painter) {
        List<String> out = new ArrayList<>();
        out.add(painter.paragraph(v.counted() ? painter.bad(v.summary()) : v.summary(), 0));
        if (!v.why().isEmpty()) {
            out.add(painter.paragraph(v.why(), 0));
        }
        v.diagnosis().ifPresent(d -> out.add(painter.paragraph(d.sentence(), 0)));
        return out;
    }

    /** The worked answer: the answer itself, the idea, the derivation. */
    public static List<String> solution(Solution s, Painter painter) {
        return solution(s, Idea.all(), painter);
    }

    /**
     * The worked answer for a learner who knows {@code known}: the idea named only if it is among them, the
     * derivation as {@link #derivation(Derivation, Set, Painter)} gives it.
     */
    public static List<String> solution(Solution s, Set<Idea> known, Painter painter) {
        List<String> out = new ArrayList<>();
        out.add(painter.paragraph(painter.strong("The answer: ") + s.answer(), 0));
        // An idea the learner has not met yet is not named: its description is what its own step teaches.
        if (known.contains(s.idea())) {
            out.add(painter.paragraph("(The idea: " + s.idea().description() + ".)", 0));
        }
        out.add("");
        out.addAll(derivation(s.derivation(), known, painter));
        return out;
    }

    /** A derivation for a learner who knows {@code known}: a game tree in plain words before game trees are taught. */
    public static List<String> derivation(Derivation d, Set<Idea> known, Painter painter) {
        if (d instanceof Derivation.Followers followers && !known.contains(Idea.GAME_TREE)) {
            return TreeText.inWords(followers.tree(), painter);
        }
        return derivation(d, painter);
    }

    public static List<String> derivation(Derivation d, Painter painter) {
        return d.accept(new Derivation.Visitor<>() {
            @Override
            public List<String> report(PositionReport report) {
                return ReportText.analyze(report, painter);
            }

            @Override
            public List<String> check(MoveCheck check) {
                return ReportText.check(check, painter);
            }

            @Override
            public List<String> columns(Columns columns) {
                return ColumnsText.render(columns, painter);
            }

            @Override
            public List<String> lemma2(Lemma2 lemma) {
                return BoutonText.lemma2(lemma, painter);
            }

            @Override
            public List<String> kernel(KernelProof proof) {
                return KernelProofText.render(proof, painter);
            }

            @Override
            public List<String> claim(ClaimProof proof) {
                return ClaimProofText.render(proof, painter);
            }

            @Override
            public List<String> followers(Derivation.Followers followers) {
                return TreeText.render(followers.tree(), followers.rules().describe(), painter);
            }

            @Override
            public List<String> binary(Derivation.Binary binary) {
                return DerivationText.binary(binary.number(), painter);
            }

            @Override
            public List<String> xor(Derivation.Xor xor) {
                return XorText.xor(xor, painter);
            }

            @Override
            public List<String> mirror(Derivation.Mirror mirror) {
                return DerivationText.mirror(mirror, painter);
            }

            @Override
            public List<String> multiples(Derivation.Multiples multiples) {
                return DerivationText.multiples(multiples, painter);
            }

            @Override
            public List<String> grundyTable(Derivation.GrundyTable table) {
                return DerivationText.grundyTable(table, painter);
            }

            @Override
            public List<String> mex(Derivation.Mex mex) {
                return List.of(painter.paragraph(DerivationText.mex(mex), 0));
            }

            @Override
            public List<String> sum(SumReport report) {
                return SumReportText.render(report, painter);
            }

            @Override
            public List<String> whole(WholeReport report) {
                return report.verdict() ? WholeGameText.analyze(report.game(), report.position(), painter)
                        : WholeGameText.columns(report.game(), report.position(), painter);
            }

            @Override
            public List<String> note(Derivation.Note note) {
                return List.of(painter.paragraph(note.text(), 0));
            }
        });
    }

    private static List<String> mirror(Derivation.Mirror m, Painter painter) {
        long a = m.position().heap(0);
        long b = m.position().heap(1);
        if (a == b) {
            return List.of(painter.paragraph("The heaps are equal. Whatever the player to move takes from one heap, the"
                    + " opponent takes as much from the other, and the heaps are equal again. The opponent can always"
                    + " answer, so the opponent makes the last move: at " + m.position() + " the player to move"
                    + " loses.", 0));
        }
        String bigger = a > b ? "A" : "B";
        return List.of(painter.paragraph("The heaps are unequal. Taking " + Math.abs(a - b) + " from " + bigger
                + " makes them equal, and from then on the mover copies every move of the opponent on the other"
                + " heap: at " + m.position() + " the player to move wins.", 0));
    }

    private static List<String> multiples(Derivation.Multiples m, Painter painter) {
        long step = m.k() + 1L;
        long rest = m.heap() % step;
        String head = "With takes 1 to " + m.k() + ", whatever one player takes, the other can take enough to make "
                + step + " together, so the player to move loses exactly on the multiples of " + step + ". ";
        return List.of(painter.paragraph(head + (rest == 0 ? m.heap() + " = " + m.heap() / step + " x " + step
                + " is a multiple of " + step + ": the player to move loses, and every move leaves a heap that is"
                + " not." : m.heap() + " = " + m.heap() / step + " x " + step + " + " + rest + ": taking " + rest
                + " leaves the multiple " + (m.heap() - rest) + ", where the opponent, to move, loses."), 0));
    }

    private static List<String> grundyTable(Derivation.GrundyTable g, Painter painter) {
        if (g.splits()) {
            return splitTable(g, painter);
        }
        List<String> out = new ArrayList<>();
        out.add(painter.paragraph("The game '" + g.game() + "'. g(n) is the mex, the smallest whole number not among"
                + " the values of the sizes one move away:", 0));
        for (Derivation.GrundyTable.Row row : g.rows()) {
            List<String> reached = new ArrayList<>();
            for (int i = 0; i < row.followers().size(); i++) {
                reached.add("g(" + row.followers().get(i) + ")=" + row.followerValues().get(i));
            }
            out.add("  g(" + row.heap() + ") = " + row.value() + (reached.isEmpty() ? "   (no move)"
                    : "   mex of " + String.join(", ", reached)));
        }
        return out;
    }

    /** A game whose moves may leave two heaps: each move as what it leaves and what that is worth. */
    private static List<String> splitTable(Derivation.GrundyTable g, Painter painter) {
        List<String> out = new ArrayList<>();
        String word = g.heapWord();
        out.add(painter.paragraph(g.game() + ". g(n) is the mex of the values of what the moves from n leave. Each"
                + " move is written as what it leaves and its value: 'a:v' is one " + word + " of a (0 for nothing),"
                + " worth v; 'a+b:v' is two " + word + "s, of a and b, worth g(a) xor g(b) = v.", 0));
        for (Derivation.GrundyTable.Row row : g.rows()) {
            List<String> reached = new ArrayList<>();
            for (int i = 0; i < row.followers().size(); i++) {
                long second = row.splitWith().get(i);
                reached.add(row.followers().get(i) + (second > 0 ? "+" + second : "") + ":" + row.followerValues().get(i));
            }
            String head = ColumnsText.padRight("  g(" + row.heap() + ") = " + row.value(), 13);
            if (reached.isEmpty()) {
                out.add(head + " (no move)");
                continue;
            }
            String lead = head + " mex of ";
            List<String> lines = Wrap.lines(String.join(" ", reached), 0, 0, Math.max(Wrap.MIN_WIDTH / 2,
                    painter.width() - lead.length()));
            for (int i = 0; i < lines.size(); i++) {
                out.add((i == 0 ? lead : " ".repeat(lead.length())) + lines.get(i));
            }
        }
        return out;
    }

    private static String mex(Derivation.Mex m) {
        String set = "{" + String.join(", ", m.set().stream().map(String::valueOf).toList()) + "}";
        long mex = m.mex();
        String counted = mex == 0 ? "0 is not in the set"
                : (mex == 1 ? "0 is in the set" : "0 to " + (mex - 1) + " are all in the set") + ", and " + mex
                + " is not";
        return "Counting up from 0: " + counted + ". So the mex of " + set + " is " + mex + ".";
    }

    private static List<String> binary(long n, Painter painter) {
        List<Long> powers = Columns.powersOf(n);
        return List.of(painter.paragraph(n + " = " + (powers.isEmpty() ? "0" : ColumnsText.join(powers, " + "))
                + ": a 1 for each power of two used, a 0 for the others, so " + n + " is " + Long.toBinaryString(n)
                + " in binary.", 0));
    }
}
