package org.nimexplorer.quiz;

import java.util.List;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Question;

/** One sentence on why an answer is right, for answer keys on paper. */
final class Explanations {

    private Explanations() {}

    static String brief(Question q) {
        Position p = Prompts.position(q);
        Rules rules = Prompts.rules(q);
        Analysis a = Engine.analyze(p, rules).orThrow();
        String sum = (rules.isNim() ? "nim-sum " : "nim-sum of Grundy values ") + a.nimSum();
        if (q instanceof Question.NimSum) {
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
}
