package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

/** What a session says as it opens and closes, and restarting a lesson. */
class SessionFramingTest {

    private static void progress(Path home, String json) throws Exception {
        Files.writeString(home.resolve("progress.json"), json);
    }

    private static List<String> lines(Script s) {
        return s.out().lines().toList();
    }

    @Test
    void aSessionOpensWithTheLessonLeftUnfinished(@TempDir Path home) throws Exception {
        progress(home, "{\"current\":\"lemma-2\",\"lessons\":{\"lemma-2\":{\"step\":2,\"finished\":false}}}");
        Script s = Script.runIn(new AppHome(home), "analyze 1 2 3");
        assertThat(lines(s).get(0)).matches("You were in lemma-2, step 3/\\d+: 'lesson resume' goes on\\.");
        assertThat(lines(s).get(1)).isEqualTo("Position  1 2 3");
    }

    @Test
    void aFinishedLessonOrNoLessonOpensQuietly(@TempDir Path home) throws Exception {
        progress(home, "{\"current\":\"lemma-2\",\"lessons\":{\"lemma-2\":{\"step\":3,\"finished\":true}}}");
        assertThat(Script.runIn(new AppHome(home), "analyze 1 2 3").out()).doesNotContain("You were in");
        progress(home, "{\"lessons\":{\"lemma-2\":{\"step\":1,\"finished\":false}}}");
        assertThat(Script.runIn(new AppHome(home), "analyze 1 2 3").out()).doesNotContain("You were in");
        assertThat(Script.runIn(new AppHome(home.resolve("fresh")), "analyze 1 2 3").out()).startsWith("Position");
    }

    @Test
    void aSessionThatSavedProgressSaysWhereAsItEnds(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "lesson start the-game", "next");
        assertThat(lines(s)).last().isEqualTo("Progress saved in " + home.resolve("progress.json") + ".");
        assertThat(lines(s).stream().filter(l -> l.startsWith("Progress saved"))).hasSize(1);
    }

    @Test
    void quitEndsTheSessionWithTheSameLine(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "lesson start the-game", "quit", "analyze 1 2 3");
        assertThat(lines(s)).last().isEqualTo("Progress saved in " + home.resolve("progress.json") + ".");
        assertThat(s.out()).doesNotContain("Position  1 2 3");
    }

    @Test
    void aQuizAnswerIsSavedProgressToo(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "quiz --seed 1 --count 1", "skip");
        assertThat(lines(s)).last().isEqualTo("Progress saved in " + home.resolve("progress.json") + ".");
    }

    @Test
    void aSessionThatOnlyAnalysesSaysNothingAboutProgress(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "analyze 3 4 5", "set 1 2", "A-1", "quit");
        assertThat(s.out()).doesNotContain("Progress saved");
        assertThat(home.resolve("progress.json")).doesNotExist();
    }

    @Test
    void restartAsksBeforeForgettingAnything(@TempDir Path home) throws Exception {
        String before = "{\"current\":\"the-game\",\"lessons\":{\"the-game\":{\"step\":2,\"stepsDone\":[0,1]}}}";
        progress(home, before);
        Script s = Script.runIn(new AppHome(home), "lesson restart the-game");
        assertThat(s.status()).isZero();
        assertThat(s.out().replace('\n', ' ')).contains("Start the-game again from step 1? Your answers in it will be"
                + " forgotten. Type 'lesson restart the-game --yes' to do it.");
        assertThat(Files.readString(home.resolve("progress.json"))).isEqualTo(before);
    }

    @Test
    void restartWithYesForgetsTheLessonAndStartsItAsLessonStartDoes(@TempDir Path home) throws Exception {
        progress(home, "{\"current\":\"the-game\",\"lessons\":{\"the-game\":{\"step\":2,\"stepsDone\":[0,1],"
                + "\"checkpoints\":{\"0.0\":{\"tries\":3,\"solved\":true}}}}}");
        Script restarted = Script.runIn(new AppHome(home), "lesson restart the-game --yes");
        Script started = Script.runIn(new AppHome(home.resolve("fresh")), "lesson start the-game");
        assertThat(restarted.err()).isEmpty();
        assertThat(lines(restarted).subList(1, lines(restarted).size() - 1))
                .isEqualTo(lines(started).subList(0, lines(started).size() - 1));
        assertThat(restarted.out()).contains("Step 1/");
        JsonNode lesson = new ObjectMapper().readTree(home.resolve("progress.json").toFile()).path("lessons")
                .path("the-game");
        assertThat(lesson.path("step").asInt()).isZero();
        assertThat(lesson.path("stepsDone")).isEmpty();
        assertThat(lesson.path("checkpoints")).isEmpty();
    }

    @Test
    void restartingAnUnknownLessonIsTheErrorOfStartingOne(@TempDir Path home) {
        String start = Script.runIn(new AppHome(home), "lesson start nowhere").err();
        assertThat(start).isEqualTo("error: there is no lesson 'nowhere': 'lesson list' shows them all\n");
        assertThat(Script.runIn(new AppHome(home), "lesson restart nowhere").err()).isEqualTo(start);
        assertThat(Script.runIn(new AppHome(home), "lesson restart nowhere --yes").err()).isEqualTo(start);
    }
}
