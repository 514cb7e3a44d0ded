package org.nimexplorer.quiz;

import java.util.Optional;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.explain.AboutPosition;
import org.nimexplorer.explain.AboutSum;
import org.nimexplorer.explain.Question;

/**
 * The position and game of a quiz question: every quiz question is about a position, of Nim or a
 * subtraction game under its rules, or a sum of heaps of another game.
 */
public final class Prompts {

    private Prompts() {}

    /** The heap sizes of the question's position, whatever the game. */
    public static Position position(Question q) {
        if (q instanceof AboutSum s) {
            return s.sum().sizes();
        }
        return ((AboutPosition) q).position();
    }

    /** The rules of a question on Nim or a subtraction game; only for those (see {@link #game}). */
    public static Rules rules(Question q) {
        return ((AboutPosition) q).rules();
    }

    /** The sum a question on another game is about; empty for Nim and subtraction games. */
    public static Optional<GameSum> sum(Question q) {
        return q instanceof AboutSum s ? Optional.of(s.sum()) : Optional.empty();
    }

    /** The game the question is played in. */
    public static QuizGame game(Question q) {
        if (q instanceof AboutSum s) {
            return new QuizGame.Sums(s.sum().games().get(0));
        }
        return new QuizGame.Classic(rules(q));
    }

    /** "3 4 5 (misère)", "3 5 7 (kayles)": the position and what is played on it, as lists show it. */
    public static String where(Question q) {
        return position(q) + game(q).note();
    }

    /** True when the engine decides the question (a review may hold a position saved by an older program). */
    public static boolean decidable(Question q) {
        if (q instanceof AboutSum s) {
            return SumEngine.analyze(s.sum(), Play.NORMAL).isOk();
        }
        return Engine.whyUndecidable(position(q), rules(q)).isEmpty();
    }
}
