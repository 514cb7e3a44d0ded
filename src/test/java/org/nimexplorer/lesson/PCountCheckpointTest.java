package org.nimexplorer.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.PCount;
import org.nimexplorer.explain.Question;
import org.nimexplorer.lesson.LessonEvent.Ask;
import org.nimexplorer.lesson.LessonEvent.Judged;
import org.nimexplorer.store.Progress;

/** A "p-count" checkpoint as a lesson author writes it: read into its question, refused when too large, asked. */
class PCountCheckpointTest {

    private static Question parsed(String body) {
        return CheckpointParser.parse("p-count", body, 1).orThrow().question();
    }

    private static String problem(String body) {
        return CheckpointParser.parse("p-count", body, 1).problemOrNull();
    }

    @Test
    void theBoxAndTheRulesAreReadAsTheOtherKindsReadThem() {
        assertThat(parsed("heaps: 3\nmax: 7")).isEqualTo(new PCount(Rules.NIM, 3, 7));
        assertThat(parsed("heaps: 2\nmax: 5\nsubtract: 1-2\nmisere: yes"))
                .isEqualTo(new PCount(new Rules(Play.MISERE, new MoveSet.Subtraction(new int[] {1, 2})), 2, 5));
    }

    @Test
    void aBoxTooLargeOrMalformedIsRefusedInOneLineNamingTheLimit() {
        assertThat(problem("heaps: 3\nmax: 100")).isEqualTo("heaps and max: at most 65536 positions in a lesson, not 3"
                + " heaps of 0 to 100");
        assertThat(problem("heaps: 0\nmax: 3")).isEqualTo("heaps: from 1 to 8, not 0");
        assertThat(problem("heaps: 9\nmax: 1")).isEqualTo("heaps: from 1 to 8, not 9");
        assertThat(problem("heaps: 2")).isEqualTo("missing 'max:' line");
        assertThat(problem("heaps: 2\nmax: 3\nposition: 3 4")).startsWith("a p-count checkpoint has no key 'position'");
        assertThat(problem("heaps: 4\nmax: 16")).startsWith("heaps and max: at most 65536 positions");
        assertThat(parsed("heaps: 4\nmax: 15")).isEqualTo(new PCount(Rules.NIM, 4, 15));
        assertThat(parsed("heaps: 8\nmax: 3")).isEqualTo(new PCount(Rules.NIM, 8, 3));
    }

    @Test
    void aLessonAsksItAndJudgesTheCount(@TempDir Path folder) throws Exception {
        Files.writeString(folder.resolve("01-count.md"), """
                ---
                id: count
                title: Count
                summary: How many P-positions?
                requires: []
                ---

                # Count

                ## A box

                ```checkpoint p-count
                heaps: 2
                max: 9
                hint: Which positions of two heaps have nim-sum 0?
                ```
                """);
        LessonLibrary library = LessonLibrary.folder(folder);
        assertThat(library.problems()).isEmpty();
        LessonFlow flow = new LessonFlow(library.find("count").orElseThrow(), library, new Progress(), false,
                (s, known) -> List.of(s.answer()));
        List<LessonEvent> opened = flow.open(false);
        Question asked = ((Ask) opened.get(opened.size() - 1)).checkpoint().question();
        assertThat(asked).isEqualTo(new PCount(Rules.NIM, 2, 9));
        assertThat(asked.prompt()).isEqualTo("How many P-positions are there among the positions of 2 heaps of 0 to 9,"
                + " under normal play (the last move wins), " + Rules.NIM.moves().describe() + "?");
        Judged wrong = (Judged) flow.answer("11").get(0);
        assertThat(wrong.verdict().correct()).isFalse();
        assertThat(wrong.verdict().why()).startsWith("You counted too many");
        Judged right = (Judged) flow.answer(asked.answer()).get(0);
        assertThat(right.verdict().correct()).isTrue();
    }
}
