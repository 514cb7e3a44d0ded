package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.explain.FindWholeMove;
import org.nimexplorer.store.AppHome;

/**
 * "move 2 from step 3" starts with the name of the session's move command, yet with a lesson's
 * staircase question waiting and no position to move on it is the learner's answer.
 */
class StaircaseAnswerLineTest {

    @Test
    void aStaircaseMoveSaidInWordsAnswersTheQuestionWaiting(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start disguise");
        d.walk(c -> {
            if (c.question() instanceof FindWholeMove m && m.position().toString().equals("2 1 4 3")) {
                d.run("move 1 coin from step 3 to step 2");
                d.run("move 2 from step 3");
            } else {
                d.run(c.question().answer());
            }
        });
        assertThat(d.transcript()).contains("#> Not quite: S3-1 leaves 2 2 3 3, where the odd steps' coins 2 and 3 XOR"
                + " to 1, not", "#> Right: S3-2 leaves 2 3 2 3: the odd steps' coins 2 and 2 XOR to 0.");
        assertThat(d.finished()).isTrue();
    }
}
