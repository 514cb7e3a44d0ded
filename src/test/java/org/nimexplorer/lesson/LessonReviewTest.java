package org.nimexplorer.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.store.Answer;
import org.nimexplorer.store.Progress;

/**
 * The end-of-lesson review counts from the progress file: a question is right at the first try only
 * when it was solved in one try without the worked answer; every other question's idea is worth another
 * look, once each, in lesson order. The expected figures are counted here from the attempts the test writes.
 */
class LessonReviewTest {

    private static final String LESSON = """
            ---
            id: four
            title: Four questions
            summary: One of each way a question can go.
            requires: []
            teaches: [binary, xor, nim-sum, kernel, theorem]
            ---

            # Four questions

            ## Sums

            ```checkpoint nim-sum
            position: 3 4 5
            ```

            ```checkpoint nim-sum
            position: 1 2
            ```

            ## Outcomes

            ```checkpoint outcome
            position: 1 2 3
            ```

            ```checkpoint outcome
            position: 2 2
            ```

            ## Not asked

            ```checkpoint outcome
            position: 4 4 1
            ```
            """;

    /** Tries, solved, revealed for the first four questions; the fifth is never asked. */
    private static final int[][] ATTEMPTS = {{1, 1, 0}, {2, 1, 0}, {3, 0, 1}, {1, 1, 1}};

    @Test
    void theReviewCountsFirstTriesAndWorkedAnswersAndListsTheShakyIdeasOnce(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("01-four.md"), LESSON);
        LessonLibrary library = LessonLibrary.folder(folder);
        assertThat(library.problems()).isEmpty();
        Lesson lesson = library.find("four").orElseThrow();
        Set<Idea> known = library.known(lesson);
        Progress progress = new Progress();
        List<Checkpoint> all = new ArrayList<>();
        List<Answer.At> at = new ArrayList<>();
        for (int s = 0; s < lesson.steps().size(); s++) {
            for (int i = 0; i < lesson.steps().get(s).checkpoints().size(); i++) {
                all.add(lesson.steps().get(s).checkpoints().get(i));
                at.add(new Answer.At("four", s, i));
            }
        }
        for (int q = 0; q < ATTEMPTS.length; q++) {
            Progress.Attempts a = new Progress.Attempts();
            a.tries = ATTEMPTS[q][0];
            a.solved = ATTEMPTS[q][1] == 1;
            a.revealed = ATTEMPTS[q][2] == 1;
            progress.lesson("four").checkpoints.put(at.get(q).key(), a);
        }

        LessonReview review = LessonReview.of(lesson, known, progress);

        int firstTry = 0;
        int revealed = 0;
        Set<Idea> shaky = new LinkedHashSet<>();
        for (int q = 0; q < all.size(); q++) {
            boolean asked = q < ATTEMPTS.length;
            if (asked && ATTEMPTS[q][0] == 1 && ATTEMPTS[q][1] == 1 && ATTEMPTS[q][2] == 0) {
                firstTry++;
            } else {
                shaky.add(all.get(q).ideaFor(known));
            }
            revealed += asked ? ATTEMPTS[q][2] : 0;
        }
        assertThat(review.questions()).isEqualTo(all.size()).isEqualTo(5);
        assertThat(review.firstTry()).isEqualTo(firstTry).isEqualTo(1);
        assertThat(review.revealed()).isEqualTo(revealed).isEqualTo(2);
        assertThat(review.shaky()).containsExactlyElementsOf(shaky).doesNotHaveDuplicates();
    }
}
