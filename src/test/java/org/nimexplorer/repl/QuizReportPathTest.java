package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nimexplorer.store.AppHome;

/** A report that could not be written is refused before the first question, so no answer is lost. */
class QuizReportPathTest {

    @ParameterizedTest
    @ValueSource(strings = {"/proc/x.csv", "MISSING/report.csv", "LONG.csv", "FOLDER.csv"})
    void anUnwritableReportIsRefusedBeforeTheQuizStarts(String where, @TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("folder.csv"));
        String path = where.replace("MISSING", dir.resolve("missing").toString())
                .replace("LONG", dir.resolve("x".repeat(5000)).toString())
                .replace("FOLDER", dir.resolve("folder").toString());
        Script s = Script.runIn(new AppHome(dir.resolve("home")), "quiz --seed 7 --count 3 --report " + path);
        assertThat(s.err()).contains("--report: cannot write");
        assertThat(s.err().lines().count()).isEqualTo(1);
        assertThat(s.out()).doesNotContain("Question 1/3");
    }
}
