package org.nimexplorer.quiz;

import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Question;

/**
 * One answered (or skipped) question of a quiz.
 *
 * @param answer  what the learner typed, or empty when skipped
 * @param seconds from the question being shown to the answer
 */
public record QuizResult(int number, Question question, String answer, boolean correct, boolean skipped,
        double seconds, Idea idea) {

    public String prompt() {
        return question.prompt();
    }

    public String correctAnswer() {
        return question.answer();
    }
}
