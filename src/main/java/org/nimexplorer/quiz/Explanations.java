package org.nimexplorer.quiz;

import java.util.List;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.explain.AboutSum;
import org.nimexplorer.explain.NimSum;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.SumValue;
import org.nimexplorer.explain.SumWords;

/** One sentence on why an answer is right, for answer keys on paper. */
public final class Explanations {

    private Explanations() {}

    /** One line on how the answer follows, for an answer key. */
    public static String brief(Question q) {
        if (q instanceof AboutSum s) {
            return brief(s);
        }
        Position p = Prompts.position(q);
        Rules rules = Prompts.rules(q);
        Analysis a = Engine.analyze(p, rules).orThrow();
        String sum = (rules.isNim() ? "nim-sum " : "nim-sum of Grundy values ") + a.nimSum();
        if (q instanceof NimSum) {
            return rules.isNim() ? "the XOR of " + String.join(", ", p.stream().mapToObj(Long::toString).toList()) + "."
                    : "the XOR of the Grundy values of the heaps.";
        }
        if (a.outcome() == Outcome.P) {
            return "P-position (" + (rules.isMisere() ? "misère rule" : sum) + "): every move leaves the opponent a win.";
        }
        List<Move> wins = a.winningMoves();
        Move m = wins.get(0);
        // A teacher marking paper needs every move that counts, not how many there are.
        String others = String.join(", ", wins.subList(1, wins.size()).stream().map(Move::shortForm).toList());
        return "N-position (" + (rules.isMisere() ? "misère rule" : sum) + "): " + m.describe() + " leaves "
                + m.applyTo(p) + (wins.size() > 1 ? "; " + (wins.size() == 2 ? "the other winning move, " + others
                        + ", also counts" : "the other winning moves, " + others + ", also count") : "") + ".";
    }

    /** The heaps' Grundy values, their XOR, and the winning moves or why there is none. */
    private static String brief(AboutSum q) {
        SumAnalysis a = q.analysis();
        String values = "Grundy values " + SumWords.list(a.values()) + ", XOR " + a.nimSum();
        if (q instanceof SumValue) {
            return values + ".";
        }
        if (a.outcome() == Outcome.P) {
            return "P-position (" + values + "): every move leaves the opponent a win.";
        }
        GameSum sum = q.sum();
        List<SumMove> wins = a.winningMoves();
        SumMove m = wins.get(0);
        String others = String.join(", ", wins.subList(1, wins.size()).stream().map(SumMove::shortForm).toList());
        return "N-position (" + values + "): " + m.describe(sum) + " leaves " + m.applyTo(sum)
                + (wins.size() > 1 ? "; " + (wins.size() == 2 ? "the other winning move, " + others
                        + ", also counts" : "the other winning moves, " + others + ", also count") : "") + ".";
    }
}
