package org.nimexplorer.repl;

import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.lesson.Lesson;

/**
 * Where the session is in a lesson: the step, how many of its parts have been shown, and how many
 * hints of the open checkpoint. The part at {@code shown - 1}, when it is a checkpoint not yet
 * answered, is open: the learner's next line is taken as its answer.
 */
final class LessonRun {

    final Lesson lesson;
    final boolean walkthrough;
    int step;
    int shown;
    int hints;
    boolean open;

    LessonRun(Lesson lesson, boolean walkthrough) {
        this.lesson = lesson;
        this.walkthrough = walkthrough;
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
        return !open && shown >= currentStep().parts().size();
    }

    String label() {
        return lesson.id() + " " + (step + 1) + "/" + lesson.steps().size() + (open ? " ?" : "");
    }
}
