package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

/** Input that ends in the middle of a quiz ends the quiz as 'quit' would: score, summary, report. */
class QuizEndOfInputTest {

    @Test
    void answersPipedIntoAQuizThatStopEarlyStillGiveTheScoreAndTheReport(@TempDir Path dir) throws Exception {
        Path report = dir.resolve("eof.csv");
        Script s = Script.runIn(new AppHome(dir.resolve("home")), "quiz --seed 7 --count 3 --report " + report, "N",
                "6");
        assertThat(s.out()).contains("Quiz stopped after 2 questions.").contains("Score: 2/2")
                .contains("Report written to");
        assertThat(Files.readAllLines(report)).hasSize(3).element(1).asString().startsWith("1,outcome,");
    }
}
