package org.nimexplorer.quiz;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.explain.Diagnosis;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Question;

/**
 * One answered (or skipped) question of a quiz.
 *
 * @param answer    what the learner typed last, or empty when skipped
 * @param correct   right at the first try (the quiz's score counts these)
 * @param seconds   from the question being shown to the last answer
 * @param diagnosis the misconception the last wrong answer showed, if it was recognised
 * @param tries     every answer the engine graded, in order: in practice up to three, otherwise one
 * @param hints     how many hints were shown for the question
 */
public record QuizResult(int number, Question question, String answer, boolean correct, boolean skipped,
        double seconds, Idea idea, Optional<Diagnosis> diagnosis, List<Try> tries, int hints) {

    /** One graded answer, in the learner's own words. */
    public record Try(String answer, boolean correct, Optional<Diagnosis> diagnosis) {}

    public QuizResult {
        tries = List.copyOf(tries);
    }

    /** Whether the question was answered right in the end, at whichever try. */
    public boolean solved() {
        return !tries.isEmpty() && tries.get(tries.size() - 1).correct();
    }

    public String prompt() {
        return question.prompt();
    }

    public String correctAnswer() {
        return question.answer();
    }
}
