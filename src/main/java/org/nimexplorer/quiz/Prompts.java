package org.nimexplorer.quiz;

import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Question;

/** The wording of quiz questions, the same on screen, in reports and on worksheets. */
public final class Prompts {

    private Prompts() {}

    public static String of(Question q) {
        if (q instanceof Question.FindMove m) {
            return "Find a winning move from " + m.position() + rules(m.rules()) + ", or answer 'none' if every move loses.";
        }
        if (q instanceof Question.PorN o) {
            return "Is " + o.position() + rules(o.rules()) + " a P-position or an N-position?";
        }
        if (q instanceof Question.NimSum n) {
            return "What is the nim-sum of " + n.position() + rules(n.rules()) + "?";
        }
        return q.kind();
    }

    public static Position position(Question q) {
        if (q instanceof Question.FindMove m) {
            return m.position();
        }
        if (q instanceof Question.PorN o) {
            return o.position();
        }
        return ((Question.NimSum) q).position();
    }

    public static Rules rules(Question q) {
        if (q instanceof Question.FindMove m) {
            return m.rules();
        }
        if (q instanceof Question.PorN o) {
            return o.rules();
        }
        return ((Question.NimSum) q).rules();
    }

    /** " (misère, take 1-3)", or nothing for normal Nim. */
    public static String rules(Rules rules) {
        String play = rules.isMisere() ? "misère" : "";
        String set = rules.moves() instanceof MoveSet.Subtraction s ? "take " + s.notation() : "";
        String both = play.isEmpty() ? set : set.isEmpty() ? play : play + ", " + set;
        return both.isEmpty() ? "" : " (" + both + ")";
    }
}
