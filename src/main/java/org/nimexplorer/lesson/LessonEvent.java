package org.nimexplorer.lesson;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.explain.Verdict;

/**
 * What happened in a lesson as the learner sees it, in order: the flow says what, a renderer says it
 * in words. Each event is one piece of the screen, so a renderer can draw it as text, colour or
 * sentences, and a test can assert on it without a terminal. A renderer draws them through
 * {@link Visitor}, so the compiler says when a new event is not yet drawn.
 */
public sealed interface LessonEvent {

    /** Calls the method of {@code visitor} for this event. */
    <R> R accept(Visitor<R> visitor);

    /** One method per event. */
    interface Visitor<R> {
        R opened(Opened opened);

        R unfinished(Unfinished unfinished);

        R showStep(ShowStep step);

        R showProse(ShowProse prose);

        R ask(Ask ask);

        R answeredBefore(AnsweredBefore answered);

        R judged(Judged judged);

        R thirdMiss(ThirdMiss miss);

        R hint(Hint hint);

        R earlierHints(EarlierHints earlier);

        R noHintLeft(NoHintLeft none);

        R tryAgain(TryAgain again);

        R outOfHints(OutOfHints none);

        R page(Page page);

        R leftUnanswered(LeftUnanswered left);

        R stepDone(StepDone done);

        R stepsLeft(StepsLeft left);

        R walkthroughDone(WalkthroughDone done);

        R lessonDone(LessonDone done);

        R courseDone(CourseDone done);

        R nextLesson(NextLesson next);

        R lastStep(LastStep last);

        R firstStep(FirstStep first);

        R where(Where where);

        R left(Left left);

        R refused(Refused refused);
    }

    /** The lesson begins: its title and summary. */
    record Opened(Lesson lesson, boolean walkthrough) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.opened(this);
        }
    }

    /**
     * The lessons this one builds on that the learner has not finished, said under the lesson's header
     * and before its first step, so that a question the step asks is still the last thing above the prompt.
     */
    record Unfinished(List<String> lessons) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.unfinished(this);
        }

        public Unfinished {
            lessons = List.copyOf(lessons);
        }
    }

    /** A step's heading; {@code number} counts from 1. */
    record ShowStep(int number, int steps, String title) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.showStep(this);
        }
    }

    record ShowProse(Lesson.Prose prose) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.showProse(this);
        }
    }

    /** A question now waits for the learner's answer. */
    record Ask(Checkpoint checkpoint) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.ask(this);
        }
    }

    /** A question solved in an earlier session, shown without asking it again. */
    record AnsweredBefore(Checkpoint checkpoint) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.answeredBefore(this);
        }
    }

    /** An answer judged: right, or (first and second miss) what is wrong and why, never the answer. */
    record Judged(Verdict verdict) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.judged(this);
        }
    }

    /** The third miss: only that it is wrong, since the worked answer follows at once. */
    record ThirdMiss(Verdict verdict) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.thirdMiss(this);
        }
    }

    /**
     * The hints a question came back with (after 'lesson resume', 'goto', 'back'): the first
     * {@code texts.size()} of {@code hints}, given before, so the learner need not ask for them again.
     */
    record EarlierHints(List<String> texts, int hints) implements LessonEvent {
        public EarlierHints {
            texts = List.copyOf(texts);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.earlierHints(this);
        }
    }

    /** The next rung before the worked answer; {@code number} counts from 1. */
    record Hint(int number, int hints, String text) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.hint(this);
        }
    }

    /** A miss after the last hint: the worked answer is one 'reveal' away. */
    record NoHintLeft() implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.noHintLeft(this);
        }
    }

    /** After a miss: the question still waits. */
    record TryAgain() implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.tryAgain(this);
        }
    }

    /** 'hint' past the last hint: the worked answer follows. */
    record OutOfHints() implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.outOfHints(this);
        }
    }

    /** A screen of the worked answer; {@code left} lines wait for 'more', and none means the step goes on at 'next'. */
    record Page(List<String> lines, int left) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.page(this);
        }

        public Page {
            lines = List.copyOf(lines);
        }
    }

    /**
     * 'next' passed the question waiting without an answer; it waits in step {@code step} (from 1), and
     * the step is not done until it is answered.
     */
    record LeftUnanswered(int step) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.leftUnanswered(this);
        }
    }

    /**
     * The last step shown to its end while earlier steps (from 1) still have a question left unanswered:
     * the lesson is not done yet.
     */
    record StepsLeft(List<Integer> steps) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.stepsLeft(this);
        }

        public StepsLeft {
            steps = List.copyOf(steps);
        }
    }

    /** A step shown to its end, with more steps after it; {@code number} counts from 1. */
    record StepDone(int number) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.stepDone(this);
        }
    }

    /** The last step of a walkthrough shown to its end. */
    record WalkthroughDone(Optional<Lesson> next) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.walkthroughDone(this);
        }
    }

    /** The last step of a lesson done: how its questions went. */
    record LessonDone(LessonReview review) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.lessonDone(this);
        }
    }

    /** That lesson was the last one the learner had left: every lesson of the course is finished. */
    record CourseDone() implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.courseDone(this);
        }
    }

    /** Where to go after a finished lesson, while the course is not done; empty after the last lesson. */
    record NextLesson(Optional<Lesson> next) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.nextLesson(this);
        }
    }

    /** 'next' on the last step, shown to its end. */
    record LastStep(Optional<Lesson> next) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.lastStep(this);
        }
    }

    /** 'back' on the first step. */
    record FirstStep() implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.firstStep(this);
        }
    }

    /** Where the learner is, and the question waiting if there is one; {@code step} counts from 1. */
    record Where(Lesson lesson, int step, boolean walkthrough, Optional<Checkpoint> waiting) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.where(this);
        }
    }

    /** The learner left the lesson at {@code step} (from 1); {@code finished} when every step of it is done. */
    record Left(Lesson lesson, int step, boolean walkthrough, boolean finished) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.left(this);
        }
    }

    /** The input does not fit where the lesson is; nothing changed. The session tells it as an error. */
    record Refused(String why) implements LessonEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.refused(this);
        }
    }
}
