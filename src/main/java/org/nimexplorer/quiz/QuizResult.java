package org.nimexplorer.quiz;

import java.util.Optional;
import org.nimexplorer.explain.Diagnosis;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Question;

/**
 * One answered (or skipped) question of a quiz.
 *
 * @param answer  what the learner typed, or empty when skipped
 * @param seconds       from the question being shown to the answer
 * @param diagnosis     the misconception the wrong answer showed, if it was recognised
 */
public record QuizResult(int number, Question question, String answer, boolean correct, boolean skipped,
        double seconds, Idea idea, Optional<Diagnosis> diagnosis) {

    public String prompt() {
        return question.prompt();
    }

    public String correctAnswer() {
        return question.answer();
    }
}
