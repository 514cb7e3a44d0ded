package org.nimexplorer.explain;

import java.util.Set;

/**
 * Where lessons, quizzes and tests hand a learner's answer to its {@link Question}: an empty answer is
 * refused here, the same for every kind, and each kind judges the rest itself.
 */
public final class Grading {

    private Grading() {}

    /** Judges an answer for a learner who knows every idea (quizzes, one-shot commands). */
    public static Verdict grade(Question question, String answer) {
        return grade(question, answer, Idea.all(), question.idea(Idea.all()));
    }

    public static Verdict grade(Question question, String answer, Set<Idea> known, Idea idea) {
        String text = answer == null ? "" : answer.strip();
        if (text.isEmpty()) {
            return Verdict.unreadable("no answer given: " + question.form(), idea);
        }
        return question.judge(text, idea, known);
    }

    /** The answer worked out in full, in terms of what the learner knows. */
    public static Solution solution(Question question, Set<Idea> known, Idea idea) {
        return question.solution(known, idea);
    }
}
