package org.nimexplorer.quiz;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.Solution;
import org.nimexplorer.explain.Verdict;

/**
 * What happened in a quiz as the learner sees it, in order: the flow says what, a renderer says it in
 * words, and a test can assert on it without a terminal.
 */
public sealed interface QuizEvent {

    /** A quiz begins; {@code seedGiven} when the learner chose the seed, so it need not be told how to. */
    /** {@code game} is the game every heap follows in a quiz on sums (Kayles, Lasker's Nim...); empty for Nim. */
    record QuizOpened(int questions, Level level, long seed, boolean seedGiven, boolean practice,
            Optional<HeapGame> game) implements QuizEvent {

        public QuizOpened(int questions, Level level, long seed, boolean seedGiven, boolean practice) {
            this(questions, level, seed, seedGiven, practice, Optional.empty());
        }
    }

    /** A review of missed positions begins. */
    record ReviewOpened(int positions, boolean practice) implements QuizEvent {}

    /** A question waits; {@code number} counts from 1. */
    record Ask(int number, int questions, Question question) implements QuizEvent {}

    /** An answer judged: right with why, or wrong with why it fails, never the answer. */
    record Judged(Verdict verdict) implements QuizEvent {}

    /** In practice, after a miss: a hint for the next try. */
    record Hint(String text) implements QuizEvent {}

    /** In practice, after a miss with no hint left: one more try before the worked answer. */
    record OneMoreTry() implements QuizEvent {}

    /** The worked answer to a question missed for good. */
    record Worked(Solution solution) implements QuizEvent {}

    record Skipped(Question question) implements QuizEvent {}

    /** The learner stopped the quiz after {@code answered} questions. */
    record Stopped(int answered) implements QuizEvent {}

    /** The quiz is over: every answer, and the whole time it took. */
    record Finished(List<QuizResult> results, long seconds, boolean review, boolean practice) implements QuizEvent {

        public Finished {
            results = List.copyOf(results);
        }
    }

    /** The input is not an answer; nothing changed. The session tells it as an error. */
    record Refused(String why) implements QuizEvent {}
}
