package org.nimexplorer.repl;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Set;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.lesson.Lesson;

/**
 * Where the session is in a lesson: the step, how many of its parts have been shown, and for the open
 * checkpoint how many hints were shown and how many answers missed (the rungs of the feedback
 * ladder). The part at {@code shown - 1}, when it is a checkpoint not yet answered, is open: the
 * learner's next line is taken as its answer. Lines of a long explanation not yet shown wait in
 * {@code pending} for {@code more}.
 */
final class LessonRun {

    final Lesson lesson;
    final boolean walkthrough;
    /** The ideas feedback in this lesson may use. */
    final Set<Idea> known;
    int step;
    int shown;
    int hints;
    int misses;
    boolean open;
    /** A worked answer was shown: the step goes on at 'next', so the answer stays on the screen. */
    boolean afterSolution;
    final Deque<String> pending = new ArrayDeque<>();

    LessonRun(Lesson lesson, boolean walkthrough, Set<Idea> known) {
        this.lesson = lesson;
        this.walkthrough = walkthrough;
        this.known = Set.copyOf(known);
    }

    Lesson.Step currentStep() {
        return lesson.steps().get(step);
    }

    /** The checkpoint waiting for an answer, if one is. */
    Checkpoint openCheckpoint() {
        return open ? ((Lesson.Ask) currentStep().parts().get(shown - 1)).checkpoint() : null;
    }

    /** Index of the open checkpoint among the step's checkpoints, for the progress file. */
    int openIndex() {
        int index = 0;
        for (int i = 0; i < shown - 1; i++) {
            if (currentStep().parts().get(i) instanceof Lesson.Ask) {
                index++;
            }
        }
        return index;
    }

    boolean stepFinished() {
        return !open && !afterSolution && shown >= currentStep().parts().size();
    }

    String label() {
        return lesson.id() + " " + (step + 1) + "/" + lesson.steps().size() + (open ? " ?" : "");
    }
}
