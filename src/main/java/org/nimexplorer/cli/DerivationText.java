package org.nimexplorer.cli;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.explain.Columns;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.explain.KernelProof;
import org.nimexplorer.explain.Lemma2;
import org.nimexplorer.explain.MoveCheck;
import org.nimexplorer.explain.PositionReport;
import org.nimexplorer.explain.Verdict;

/** A judged answer as text: right or wrong, the idea it rests on, and the derivation of the right answer. */
public final class DerivationText {

    private DerivationText() {}

    public static List<String> verdict(Verdict v, Painter painter) {
        List<String> out = new ArrayList<>();
        String head = v.correct() ? painter.good(v.summary()) : v.counted() ? painter.bad(v.summary()) : v.summary();
        out.add(Wrap.paragraph(head, 0));
        if (v.derivation() != null) {
            out.add(Wrap.paragraph("(The idea: " + v.idea().description() + ".)", 0));
            out.add("");
            out.addAll(derivation(v.derivation(), painter));
        }
        return out;
    }

    public static List<String> derivation(Derivation d, Painter painter) {
        if (d instanceof PositionReport r) {
            return ReportText.analyze(r, painter);
        }
        if (d instanceof MoveCheck c) {
            return ReportText.check(c, painter);
        }
        if (d instanceof Columns c) {
            return ColumnsText.render(c, painter);
        }
        if (d instanceof Lemma2 l) {
            return ProofText.lemma2(l, painter);
        }
        if (d instanceof KernelProof k) {
            return ProofText.kernelProof(k, painter);
        }
        if (d instanceof Derivation.Followers f) {
            return ProofText.tree(f.tree(), f.rules().describe(), painter);
        }
        if (d instanceof Derivation.Xor x) {
            return ProofText.xor(x.a(), x.b(), painter);
        }
        if (d instanceof Derivation.Binary b) {
            return binary(b.number());
        }
        return List.of(Wrap.paragraph(((Derivation.Note) d).text(), 0));
    }

    private static List<String> binary(long n) {
        List<String> powers = new ArrayList<>();
        for (int bit = 63 - Long.numberOfLeadingZeros(Math.max(n, 1)); bit >= 0; bit--) {
            if ((n >>> bit & 1) == 1) {
                powers.add(Long.toString(1L << bit));
            }
        }
        return List.of(Wrap.paragraph(n + " = " + (powers.isEmpty() ? "0" : String.join(" + ", powers))
                + ": a 1 for each power of two used, a 0 for the others, so " + n + " is " + Long.toBinaryString(n)
                + " in binary.", 0));
    }
}
