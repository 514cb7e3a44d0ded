package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

/**
 * The ladder of hints is part of the learner's progress: two misses, 'quit', and the third miss after
 * 'lesson resume' brings the worked answer, as it would have without the restart.
 */
class LadderAcrossSessionsTest {

    /** A wrong answer to column-sums' first question (in its second step), the column sums of 3 4 5 (2 1 2). */
    private static final String MISS = "3 1 2";

    private static JsonNode firstQuestion(AppHome home) throws Exception {
        return new ObjectMapper().readTree(home.progress().toFile()).at("/lessons/column-sums/checkpoints/1.0");
    }

    @Test
    void theThirdMissAfterARestartBringsTheWorkedAnswer(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Script before = Script.runIn(home, "lesson start column-sums", "next", MISS, MISS, "quit");
        assertThat(before.out()).contains("Hint 1/3").contains("Hint 2/3");
        assertThat(firstQuestion(home).at("/misses").asInt()).isEqualTo(2);
        assertThat(firstQuestion(home).at("/hints").asInt()).isEqualTo(2);

        Script after = Script.runIn(home, "lesson resume", MISS);
        assertThat(after.err()).isEmpty();
        assertThat(after.out()).contains("The answer: 2 1 2").doesNotContain("Hint 1/3:").doesNotContain("Hint 2/3:");
        assertThat(after.out()).as("the hints had before come back with the question")
                .contains("Hint 1/3, given before: ", "Hint 2/3, given before: ").doesNotContain("Hint 3/3");
        JsonNode closed = firstQuestion(home);
        assertThat(closed.at("/tries").asInt()).isEqualTo(3);
        assertThat(closed.at("/revealed").asBoolean()).isTrue();
        assertThat(closed.has("misses")).as("a closed question's ladder is not kept").isFalse();
    }

    @Test
    void hintsAskedForAreKeptTooSoTheNextOneFollowsThem(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Script.runIn(home, "lesson start column-sums", "next", "hint", "quit");
        String resumed = Script.runIn(home, "lesson resume", "hint").out();
        assertThat(resumed).contains("Hint 2/3:").doesNotContain("Hint 1/3:").contains("Hint 1/3, given before: ");
        assertThat(resumed.indexOf("Hint 1/3, given before")).isLessThan(resumed.indexOf("Hint 2/3:"));
    }

    @Test
    void aFileWrittenBeforeTheLadderWasKeptStartsItAtTheFoot(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Files.writeString(home.progress(), """
                {
                  "current" : "column-sums",
                  "lessons" : {
                    "column-sums" : { "step" : 1, "stepsDone" : [ 0 ], "finished" : false,
                      "checkpoints" : { "1.0" : { "tries" : 5, "solved" : false, "revealed" : false } } }
                  }
                }
                """);
        Script s = Script.runIn(home, "lesson resume", MISS);
        assertThat(s.err()).isEmpty();
        assertThat(s.out()).contains("Hint 1/3:").doesNotContain("given before");
        assertThat(firstQuestion(home).at("/tries").asInt()).isEqualTo(6);
        assertThat(firstQuestion(home).at("/misses").asInt()).isEqualTo(1);
    }
}
