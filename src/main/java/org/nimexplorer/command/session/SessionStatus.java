package org.nimexplorer.command.session;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * What a learner must keep in view while a lesson or a quiz goes on, however much a reply scrolls:
 * where they are and how they are doing. A terminal session keeps it on a status line; idle, there
 * is nothing to keep.
 */
public sealed interface SessionStatus {

    SessionStatus IDLE = new Idle();

    <R> R accept(Visitor<R> visitor);

    /** Whether a question waits for the learner's answer: one they must be able to read at the prompt. */
    boolean questionWaits();

    /** One method per kind, so that the compiler checks every drawing of the status handles each. */
    interface Visitor<R> {
        R idle();

        R lesson(InLesson lesson);

        R quiz(InQuiz quiz);
    }

    /** Nothing to keep: the line is hidden. */
    record Idle() implements SessionStatus {
        @Override
        public boolean questionWaits() {
            return false;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.idle();
        }
    }

    /**
     * A lesson at step {@code step} of {@code steps} (from 1).
     *
     * @param tryNumber the try the question waiting is on, from 1 to {@code tries}; empty when none waits
     * @param question  which of the step's {@code questions} waits, from 1, when the step asks more than one
     * @param finished  whether the last step is shown to its end: the lesson is done, and the line says so
     */
    record InLesson(String lesson, int step, int steps, OptionalInt tryNumber, int tries, OptionalInt question,
            int questions, boolean finished) implements SessionStatus {

        /** A lesson under way, its step asking at most one question. */
        public InLesson(String lesson, int step, int steps, OptionalInt tryNumber, int tries) {
            this(lesson, step, steps, tryNumber, tries, OptionalInt.empty(), tryNumber.isPresent() ? 1 : 0, false);
        }

        @Override
        public boolean questionWaits() {
            return tryNumber.isPresent();
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.lesson(this);
        }
    }

    /**
     * A quiz at question {@code question} of {@code questions} (from 1), with {@code right} answered
     * right at the first try.
     *
     * @param lastRight whether the last answer graded was right; empty before any and after a skip
     */
    record InQuiz(int question, int questions, int right, Optional<Boolean> lastRight) implements SessionStatus {
        @Override
        public boolean questionWaits() {
            return true;
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.quiz(this);
        }
    }
}
