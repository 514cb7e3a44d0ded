package org.nimexplorer.lesson;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.store.Answer;
import org.nimexplorer.store.Progress;

/**
 * How a lesson's questions went, told at its end: how many were answered right at the first try,
 * how many worked out for the learner, and the ideas worth another look. (Habits that persist across
 * lessons are for 'progress', which sees them all.)
 *
 * @param shaky the ideas of the questions not answered right at the first try, each once, in lesson order
 */
public record LessonReview(Lesson lesson, int questions, int firstTry, int revealed, List<Idea> shaky) {

    public LessonReview {
        shaky = List.copyOf(shaky);
    }

    public static LessonReview of(Lesson lesson, Set<Idea> known, Progress progress) {
        Progress.LessonProgress lp = progress.lesson(lesson.id());
        int questions = 0;
        int firstTry = 0;
        int revealed = 0;
        Set<Idea> shaky = new LinkedHashSet<>();
        for (int s = 0; s < lesson.steps().size(); s++) {
            List<Checkpoint> checkpoints = lesson.steps().get(s).checkpoints();
            for (int i = 0; i < checkpoints.size(); i++) {
                // Read without adding: a question never asked leaves no trace in the file.
                Progress.Attempts a = lp.checkpoints.getOrDefault(new Answer.At(lesson.id(), s, i).key(),
                        new Progress.Attempts());
                questions++;
                if (a.solved && a.tries == 1 && !a.revealed) {
                    firstTry++;
                } else {
                    shaky.add(checkpoints.get(i).ideaIn(known));
                }
                if (a.revealed) {
                    revealed++;
                }
            }
        }
        return new LessonReview(lesson, questions, firstTry, revealed, List.copyOf(shaky));
    }
}
