package org.nimexplorer.quiz;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.Solution;
import org.nimexplorer.explain.Verdict;

/**
 * What happened in a quiz as the learner sees it, in order: the flow says what, a renderer says it in
 * words, and a test can assert on it without a terminal. A renderer draws them through
 * {@link Visitor}, so the compiler says when a new event is not yet drawn.
 */
public sealed interface QuizEvent {

    /** Calls the method of {@code visitor} for this event. */
    <R> R accept(Visitor<R> visitor);

    /** One method per event. */
    interface Visitor<R> {
        R quizOpened(QuizOpened opened);

        R reviewOpened(ReviewOpened opened);

        R practiceOpened(PracticeOpened opened);

        R ask(Ask ask);

        R judged(Judged judged);

        R hint(Hint hint);

        R oneMoreTry(OneMoreTry again);

        R worked(Worked worked);

        R skipped(Skipped skipped);

        R stopped(Stopped stopped);

        R finished(Finished finished);

        R refused(Refused refused);
    }

    /**
     * A quiz begins; {@code seedGiven} when the learner chose the seed, so it need not be told how to;
     * {@code seedSecret} when it is not theirs to know (an assignment on the class server, whose seed
     * would let them make its questions, with their answers, beforehand).
     * {@code game} is the game every heap follows in a quiz on sums (Kayles, Lasker's Nim...); empty for Nim.
     */
    record QuizOpened(int questions, Level level, long seed, boolean seedGiven, boolean practice,
            Optional<HeapGame> game, boolean seedSecret) implements QuizEvent {

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.quizOpened(this);
        }

        public QuizOpened(int questions, Level level, long seed, boolean seedGiven, boolean practice,
                Optional<HeapGame> game) {
            this(questions, level, seed, seedGiven, practice, game, false);
        }

        public QuizOpened(int questions, Level level, long seed, boolean seedGiven, boolean practice) {
            this(questions, level, seed, seedGiven, practice, Optional.empty());
        }
    }

    /** A review of missed positions begins. */
    record ReviewOpened(int positions, boolean practice) implements QuizEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.reviewOpened(this);
        }
    }

    /**
     * Practice that adapts begins: {@code due} the cards due now, weakest first, {@code mastered} those
     * in the top boxes, each as "move in kayles (box 1)".
     */
    record PracticeOpened(int questions, List<String> due, List<String> mastered) implements QuizEvent {
        public PracticeOpened {
            due = List.copyOf(due);
            mastered = List.copyOf(mastered);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.practiceOpened(this);
        }
    }

    /** A question waits; {@code number} counts from 1. */
    record Ask(int number, int questions, Question question) implements QuizEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.ask(this);
        }
    }

    /** An answer judged: right with why, or wrong with why it fails, never the answer. */
    record Judged(Verdict verdict) implements QuizEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.judged(this);
        }
    }

    /** In practice, after a miss: a hint for the next try. */
    record Hint(String text) implements QuizEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.hint(this);
        }
    }

    /** In practice, after a miss with no hint left: one more try before the worked answer. */
    record OneMoreTry() implements QuizEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.oneMoreTry(this);
        }
    }

    /** The worked answer to a question missed for good. */
    record Worked(Solution solution) implements QuizEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.worked(this);
        }
    }

    record Skipped(Question question) implements QuizEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.skipped(this);
        }
    }

    /** The learner stopped the quiz after {@code answered} questions. */
    record Stopped(int answered) implements QuizEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.stopped(this);
        }
    }

    /**
     * The quiz is over: every answer, and the whole time it took.
     *
     * @param stoppedAt the question waiting when the quiz was stopped, from 1; 0 when it ran to its end
     */
    record Finished(List<QuizResult> results, long seconds, boolean review, boolean practice, int stoppedAt)
            implements QuizEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.finished(this);
        }

        public Finished {
            results = List.copyOf(results);
        }
    }

    /** The input is not an answer; nothing changed. The session tells it as an error. */
    record Refused(String why) implements QuizEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.refused(this);
        }
    }
}
