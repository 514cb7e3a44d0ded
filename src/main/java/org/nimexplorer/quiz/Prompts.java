package org.nimexplorer.quiz;

import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Question;

/** The position and rules of a quiz question (every quiz question is about a position). */
public final class Prompts {

    private Prompts() {}

    public static Position position(Question q) {
        return ((Question.AboutPosition) q).position();
    }

    public static Rules rules(Question q) {
        return ((Question.AboutPosition) q).rules();
    }
}
