package org.nimexplorer.command.session;

import java.util.Optional;
import org.nimexplorer.lesson.LessonFlow;

/**
 * What the learner is doing besides moving on the board: nothing in particular, a lesson, or a
 * quiz (which may have been started in the middle of a lesson: the lesson waits beneath it, and
 * 'next' still reaches it). A new kind (an instructor's walkthrough of its own, say) is one more
 * record and one more visitor method, and the compiler points at every place that must handle it.
 */
sealed interface Activity {

    Activity IDLE = new Idle();

    /** The lesson open, beneath a quiz too, if there is one. */
    Optional<InLesson> lesson();

    /** The quiz under way, if there is one. */
    Optional<QuizRun> quiz();

    /** This activity with {@code lesson} open (or none) in place of the lesson it had. */
    Activity withLesson(Optional<InLesson> lesson);

    /** What is left when the quiz under way, if any, ends: the lesson beneath it, or nothing. */
    default Activity withoutQuiz() {
        return IDLE.withLesson(lesson());
    }

    <R> R accept(Visitor<R> visitor);

    /** One method per activity, so that the compiler checks every use handles each. */
    interface Visitor<R> {
        R idle();

        R lesson(InLesson lesson);

        R quiz(InQuiz quiz);
    }

    /** Nothing but the board. */
    record Idle() implements Activity {
        @Override
        public Optional<InLesson> lesson() {
            return Optional.empty();
        }

        @Override
        public Optional<QuizRun> quiz() {
            return Optional.empty();
        }

        @Override
        public Activity withLesson(Optional<InLesson> lesson) {
            return lesson.<Activity>map(l -> l).orElse(this);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.idle();
        }
    }

    /**
     * A lesson, and in an instructor's walkthrough, the step log its positions go to (a lesson that
     * is not a walkthrough has none).
     */
    record InLesson(LessonFlow flow, Optional<StepLog> stepLog) implements Activity {

        public InLesson {
            if (stepLog.isPresent() && !flow.walkthrough()) {
                throw new IllegalArgumentException("only a walkthrough writes a step log");
            }
        }

        @Override
        public Optional<InLesson> lesson() {
            return Optional.of(this);
        }

        @Override
        public Optional<QuizRun> quiz() {
            return Optional.empty();
        }

        @Override
        public Activity withLesson(Optional<InLesson> lesson) {
            return lesson.<Activity>map(l -> l).orElse(IDLE);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.lesson(this);
        }
    }

    /** A quiz, and the lesson that was open when it started, if any, which it leaves open when it ends. */
    record InQuiz(QuizRun run, Optional<InLesson> beneath) implements Activity {
        @Override
        public Optional<InLesson> lesson() {
            return beneath;
        }

        @Override
        public Optional<QuizRun> quiz() {
            return Optional.of(run);
        }

        @Override
        public Activity withLesson(Optional<InLesson> lesson) {
            return new InQuiz(run, lesson);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.quiz(this);
        }
    }
}
