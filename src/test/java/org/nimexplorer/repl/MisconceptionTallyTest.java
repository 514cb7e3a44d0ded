package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.explain.NimSum;
import org.nimexplorer.store.AppHome;

/** A misconception shown by wrong answers is named at once, counted, and named again on the progress page. */
class MisconceptionTallyTest {

    @Test
    void addingInsteadOfXoringIsNamedCountedAndShownByProgress(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start column-sums");
        d.answerRightUntil("nim-sum");
        String first = d.run("12");
        assertThat(first).contains("Not quite").contains("3 + 4 + 5 = 12").doesNotContain("is 2");
        d.run("12");
        assertThat(d.session.course().store().progress().misconceptions).containsEntry("added-not-xored", 2);
        assertThat(d.run("progress").replace("\n", " ")).contains("Watch out: you often add numbers where their XOR")
                .contains("(2 times)");
    }

    @Test
    void aNimSumWrittenInBinaryAfterALeadingZeroIsReadAsBinaryAndTalliesNoHabit(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start column-sums");
        d.answerRightUntil("nim-sum");
        String feedback = d.run("010");
        assertThat(feedback).startsWith("Right: the nim-sum of 3 4 5 is 2. (010 read as binary: 2.)");
        assertThat(d.session.course().store().progress().misconceptions).isEmpty();
    }

    @Test
    void aQuizSummarySaysWhereEachRecognisedMistakeCameFrom(@TempDir Path home) {
        for (int seed = 1; seed < 50; seed++) {
            LessonDriver d = new LessonDriver(new AppHome(home.resolve("s" + seed)));
            d.run("quiz --count 1 --kinds nim-sum --level easy --seed " + seed);
            var q = (org.nimexplorer.explain.NimSum) d.session.quiz().orElseThrow().flow().plan().questions().get(0);
            long sum = q.position().total();
            if (sum != Long.parseLong(q.answer())) {
                String summary = d.run(Long.toString(sum));
                assertThat(summary).contains("Score: 0/1").contains("Where it came from: ")
                        .contains("You added the heaps");
                return;
            }
        }
        throw new AssertionError("no seed below 50 gives a nim-sum question whose sum differs from its XOR");
    }
}
