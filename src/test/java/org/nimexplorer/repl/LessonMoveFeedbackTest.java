package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

/**
 * A move tried during a lesson is explained with what that lesson's learner knows: in twenty-one, before XOR is
 * taught, no nim-sum, no Grundy values and no binary columns; and while the lesson's question waits, the move is
 * not judged, since its verdict would answer the question.
 */
class LessonMoveFeedbackTest {

    @Test
    void whileTheQuestionWaitsAWhatIfMoveIsNotJudged(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "lesson start twenty-one", "set 21 --subtract 1-3", "move A-2");
        String move = s.out().substring(s.out().indexOf("take 2 from A (A-2): 21  ->  19"));
        assertThat(move).startsWith("take 2 from A (A-2): 21  ->  19\n(A question is waiting: this move is not judged"
                + " until it is answered, or\n'reveal' shows the worked answer.)\n");
        assertThat(move).doesNotContain("winning move").doesNotContain("mistake").doesNotContain("nim-sum")
                .doesNotContain("Grundy");
    }

    @Test
    void withNoQuestionWaitingTheMoveIsJudgedInTheLessonsOwnTerms(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "lesson start twenty-one", "next", "next", "next", "next", "next",
                "set 21 --subtract 1-3", "move A-1");
        String move = s.out().substring(s.out().indexOf("take 1 from A (A-1): 21  ->  20"));
        assertThat(move).contains("A winning move.").contains("multiples of 4").doesNotContain("nim-sum")
                .doesNotContain("Grundy").doesNotContain("g=").doesNotContain("in binary");
    }

    @Test
    void onceTheNimSumIsTaughtTheColumnsAreShownAsBefore(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "lesson start bouton", "set 3 4 5", "move A-2");
        assertThat(s.out()).contains("A winning move. It leaves your opponent a P-position (nim-sum 0)")
                .contains("nim-sum 0 = 000 in binary");
    }
}
