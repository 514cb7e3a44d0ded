package org.nimexplorer.repl;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonLibrary;
import org.nimexplorer.render.Painter;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.store.Progress;

/**
 * What a learner is told at the end of a lesson: how the questions went, the ideas worth another
 * look, and what to do next; at the end of the course, what to practise. (Habits that persist across
 * lessons are for 'progress', which sees them all.)
 */
record LessonReview(Lesson lesson, int questions, int firstTry, int revealed, Set<Idea> shaky, Optional<Lesson> next,
        boolean courseDone) {

    static LessonReview of(Lesson lesson, LessonLibrary library, Progress progress) {
        Progress.LessonProgress lp = progress.lesson(lesson.id());
        Set<Idea> known = library.known(lesson);
        int questions = 0;
        int firstTry = 0;
        int revealed = 0;
        Set<Idea> shaky = new LinkedHashSet<>();
        for (int s = 0; s < lesson.steps().size(); s++) {
            List<Checkpoint> checkpoints = lesson.steps().get(s).checkpoints();
            for (int i = 0; i < checkpoints.size(); i++) {
                Progress.Attempts a = lp.checkpoints.getOrDefault(s + "." + i, new Progress.Attempts());
                questions++;
                if (a.solved && a.tries == 1 && !a.revealed) {
                    firstTry++;
                } else {
                    shaky.add(checkpoints.get(i).ideaFor(known));
                }
                if (a.revealed) {
                    revealed++;
                }
            }
        }
        boolean courseDone = library.lessons().stream().allMatch(l -> progress.lessons.containsKey(l.id())
                && progress.lessons.get(l.id()).finished);
        return new LessonReview(lesson, questions, firstTry, revealed, shaky, nextLesson(lesson, library),
                courseDone);
    }

    /** The lesson after {@code done} in the course's order. */
    static Optional<Lesson> nextLesson(Lesson done, LessonLibrary library) {
        List<Lesson> all = library.lessons();
        int i = all.indexOf(done);
        return i >= 0 && i + 1 < all.size() ? Optional.of(all.get(i + 1)) : Optional.empty();
    }

    List<String> lines(Painter painter) {
        List<String> out = new ArrayList<>();
        out.add(painter.good("End of the lesson: " + lesson.title() + "."));
        if (questions > 0) {
            out.add(Wrap.paragraph(questions + " question" + (questions == 1 ? "" : "s") + ", " + firstTry
                    + " answered right at the first try" + (revealed > 0 ? ", " + revealed + " worked out for you" : "")
                    + ".", 0));
        }
        if (!shaky.isEmpty()) {
            out.add(Wrap.paragraph("Worth another look: " + String.join("; ", shaky.stream().map(Idea::description)
                    .toList()) + ".", 0));
        }
        if (courseDone) {
            out.add("");
            out.add(painter.good("You have finished the whole course."));
            out.addAll(Wrap.lines("To practise: 'quiz' (add '--level hard' for four and five heaps), 'quiz --review'"
                    + " for the positions you missed, 'play --misere' for a game of misère Nim, and 'conjecture' to"
                    + " test a rule of your own. 'progress' shows your answers by idea.", 0, 0, Wrap.width()));
        } else {
            out.add(next.map(l -> "Next: 'lesson start " + l.id() + "' (" + l.title() + ").")
                    .orElse("That was the last lesson of the course."));
        }
        return out;
    }
}
