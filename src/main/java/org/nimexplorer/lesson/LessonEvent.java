package org.nimexplorer.lesson;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.explain.Verdict;

/**
 * What happened in a lesson as the learner sees it, in order: the flow says what, a renderer says it
 * in words. Each event is one piece of the screen, so a renderer can draw it as text, colour or
 * sentences, and a test can assert on it without a terminal.
 */
public sealed interface LessonEvent {

    /** The lesson begins: its title and summary. */
    record Opened(Lesson lesson, boolean walkthrough) implements LessonEvent {}

    /**
     * The lessons this one builds on that the learner has not finished, said after the first step so
     * that it stands next to the prompt rather than scrolling away above a long step.
     */
    record Unfinished(List<String> lessons) implements LessonEvent {

        public Unfinished {
            lessons = List.copyOf(lessons);
        }
    }

    /** A step's heading; {@code number} counts from 1. */
    record ShowStep(int number, int steps, String title) implements LessonEvent {}

    record ShowProse(Lesson.Prose prose) implements LessonEvent {}

    /** A question now waits for the learner's answer. */
    record Ask(Checkpoint checkpoint) implements LessonEvent {}

    /** A question solved in an earlier session, shown without asking it again. */
    record AnsweredBefore(Checkpoint checkpoint) implements LessonEvent {}

    /** An answer judged: right, or (first and second miss) what is wrong and why, never the answer. */
    record Judged(Verdict verdict) implements LessonEvent {}

    /** The third miss: only that it is wrong, since the worked answer follows at once. */
    record ThirdMiss(Verdict verdict) implements LessonEvent {}

    /** The next rung before the worked answer; {@code number} counts from 1. */
    record Hint(int number, int hints, String text) implements LessonEvent {}

    /** A miss after the last hint: the worked answer is one 'reveal' away. */
    record NoHintLeft() implements LessonEvent {}

    /** After a miss: the question still waits. */
    record TryAgain() implements LessonEvent {}

    /** 'hint' past the last hint: the worked answer follows. */
    record OutOfHints() implements LessonEvent {}

    /** A screen of the worked answer; {@code left} lines wait for 'more', and none means the step goes on at 'next'. */
    record Page(List<String> lines, int left) implements LessonEvent {

        public Page {
            lines = List.copyOf(lines);
        }
    }

    /** A step shown to its end, with more steps after it; {@code number} counts from 1. */
    record StepDone(int number) implements LessonEvent {}

    /** The last step of a walkthrough shown to its end. */
    record WalkthroughDone(Optional<Lesson> next) implements LessonEvent {}

    /** The last step of a lesson done: how its questions went. */
    record LessonDone(LessonReview review) implements LessonEvent {}

    /** That lesson was the last one the learner had left: every lesson of the course is finished. */
    record CourseDone() implements LessonEvent {}

    /** Where to go after a finished lesson, while the course is not done; empty after the last lesson. */
    record NextLesson(Optional<Lesson> next) implements LessonEvent {}

    /** 'next' on the last step, shown to its end. */
    record LastStep(Optional<Lesson> next) implements LessonEvent {}

    /** 'back' on the first step. */
    record FirstStep() implements LessonEvent {}

    /** Where the learner is, and the question waiting if there is one; {@code step} counts from 1. */
    record Where(Lesson lesson, int step, boolean walkthrough, Optional<Checkpoint> waiting) implements LessonEvent {}

    /** The learner left the lesson at {@code step} (from 1). */
    /** The learner left the lesson at {@code step}; {@code finished} when every step of it is done. */
    record Left(Lesson lesson, int step, boolean walkthrough, boolean finished) implements LessonEvent {}

    /** The input does not fit where the lesson is; nothing changed. The session tells it as an error. */
    record Refused(String why) implements LessonEvent {}
}
