package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The session as a learner's terminal drives it: pastes, Ctrl-C and Ctrl-D on a real pty. */
class PtySessionTest {

    private static final Duration START = Duration.ofSeconds(30);
    private static final Duration SOON = Duration.ofSeconds(10);
    private static final String PASTE_BEGIN = "\u001b[200~";
    private static final String PASTE_END = "\u001b[201~";

    @Test
    void aBracketedPasteOfThreeLinesRunsThreeCommandsEachShownAfterItsPrompt(@TempDir Path home) throws Exception {
        try (PtyProgram pty = PtyProgram.start(home)) {
            int ready = pty.await("nim> ", 0, START);
            assertThat(ready).as(pty.screen()).isPositive();
            pty.send(PASTE_BEGIN + "set 3 4 5\rA-2\rshow\r" + PASTE_END);
            int shown = pty.await("No move wins.", ready, SOON);
            assertThat(shown).as(pty.screen()).isPositive();
            String after = pty.screen().substring(ready);
            assertThat(after).contains("set 3 4 5\nPosition 3 4 5", "[3 4 5] > A-2\n", "[1 4 5] > show\n")
                    .doesNotContain("is not a heap size").doesNotContain("error");
            assertThat(after.indexOf("[3 4 5] > A-2")).isLessThan(after.indexOf("[1 4 5] > show"));
            assertThat(pty.await("[1 4 5] > ", shown, SOON)).as(pty.screen()).isPositive();
            pty.send("\u0004");
            assertThat(pty.exitStatus(SOON)).isZero();
        }
    }

    @Test
    void aPastedLastLineWithoutANewLineWaitsOnThePromptToBeFinished(@TempDir Path home) throws Exception {
        try (PtyProgram pty = PtyProgram.start(home)) {
            int ready = pty.await("nim> ", 0, START);
            pty.send(PASTE_BEGIN + "set 5 6\rB-" + PASTE_END);
            int prompt = pty.await("[5 6] > B-", ready, SOON);
            assertThat(prompt).as(pty.screen()).isPositive();
            pty.send("1\r");
            assertThat(pty.await("take 1 from B", prompt, SOON)).as(pty.screen()).isPositive();
            assertThat(pty.await("[5 5] > ", prompt, SOON)).as(pty.screen()).isPositive();
            pty.send("\u0004");
            assertThat(pty.exitStatus(SOON)).isZero();
        }
    }

    @Test
    void ctrlDAtAQuizPromptSavesTheAnswersAndSaysSo(@TempDir Path home) throws Exception {
        try (PtyProgram pty = PtyProgram.start(home)) {
            int ready = pty.await("nim> ", 0, START);
            pty.send("quiz --kinds nim-sum --count 3\r");
            int asked = pty.await("[quiz 1/3] > ", ready, SOON);
            assertThat(asked).as(pty.screen()).isPositive();
            Matcher heaps = Pattern.compile("nim-sum of ([0-9 ]+)\\?").matcher(pty.screen());
            assertThat(heaps.find(ready)).isTrue();
            long nimSum = Arrays.stream(heaps.group(1).split(" ")).mapToLong(Long::parseLong).reduce(0, (a, b) -> a ^ b);
            pty.send(nimSum + "\r");
            int next = pty.await("[quiz 2/3] > ", asked, SOON);
            assertThat(next).as(pty.screen()).isPositive();
            pty.send("\u0004");
            assertThat(pty.exitStatus(SOON)).isZero();
            assertThat(pty.screen().substring(next)).contains("Quiz stopped after 1 question.", "Score: 1/1",
                    "Progress saved in " + home.resolve("progress.json"));
            JsonNode progress = new ObjectMapper().readTree(Files.readString(home.resolve("progress.json")));
            assertThat(progress.at("/ideas/nim-sum/right").asInt()).isEqualTo(1);
        }
    }

    @Test
    void ctrlDPressedWhileAQuizSessionStillPrintsLeavesItOnceTheLineIsDoneWithTheAnswersSaved(@TempDir Path home)
            throws Exception {
        Path slow = home.resolve("slow.txt");
        Files.writeString(slow, "analyze 3 4 5\n".repeat(40));
        try (PtyProgram pty = PtyProgram.start(home)) {
            int ready = pty.await("nim> ", 0, START);
            pty.send("quiz --kinds nim-sum --count 3\r");
            int asked = pty.await("[quiz 1/3] > ", ready, SOON);
            assertThat(asked).as(pty.screen()).isPositive();
            Matcher heaps = Pattern.compile("nim-sum of ([0-9 ]+)\\?").matcher(pty.screen());
            assertThat(heaps.find(ready)).isTrue();
            long nimSum = Arrays.stream(heaps.group(1).split(" ")).mapToLong(Long::parseLong).reduce(0, (a, b) -> a ^ b);
            pty.send(nimSum + "\r");
            int next = pty.await("[quiz 2/3] > ", asked, SOON);
            pty.send("source " + slow + "\r");
            int running = pty.await("> analyze 3 4 5", next, SOON);
            assertThat(running).as(pty.screen()).isPositive();
            pty.send("\u0004");
            assertThat(pty.exitStatus(SOON)).as(pty.screen()).isZero();
            assertThat(pty.screen().substring(running)).contains("Quiz stopped after 1 question.", "Score: 1/1",
                    "Progress saved in " + home.resolve("progress.json"));
            JsonNode progress = new ObjectMapper().readTree(Files.readString(home.resolve("progress.json")));
            assertThat(progress.at("/ideas/nim-sum/right").asInt()).isEqualTo(1);
        }
    }

    @Test
    void oneCtrlCStopsAWholeSourceRunOfNestedFilesWithinASecond(@TempDir Path home) throws Exception {
        Path outer = home.resolve("outer.txt");
        Path inner = home.resolve("inner.txt");
        Files.writeString(outer, ("source " + inner + "\n").repeat(100));
        Files.writeString(inner, "analyze 3 4 5\n".repeat(99));
        try (PtyProgram pty = PtyProgram.start(home)) {
            int ready = pty.await("nim> ", 0, START);
            pty.send("source " + outer + "\r");
            int running = pty.await("> analyze 3 4 5", ready, SOON);
            assertThat(pty.await("> analyze 3 4 5", running + 1, SOON)).as(pty.screen()).isPositive();
            long pressed = System.nanoTime();
            pty.send("\u0003");
            int stopped = pty.await("Stopped by Ctrl-C before line ", running, Duration.ofSeconds(5));
            long took = System.nanoTime() - pressed;
            assertThat(stopped).as(pty.screen()).isPositive();
            assertThat(Duration.ofNanos(took)).isLessThan(Duration.ofSeconds(1));
            assertThat(pty.await("nim> ", stopped, SOON)).as("the prompt is back").isPositive();
            assertThat(pty.screen()).as("the outermost file says where the run stopped")
                    .containsPattern("Stopped by Ctrl-C before line [0-9]+ of " + Pattern.quote(outer.toString()) + "\\.");
            pty.send("set 7 7\r");
            assertThat(pty.await("[7 7] > ", stopped, SOON)).as(pty.screen()).isPositive();
            assertThat(pty.screen().split("> analyze 3 4 5", -1).length).isLessThan(1_000);
            pty.send("\u0004");
            assertThat(pty.exitStatus(SOON)).isZero();
        }
    }

    @Test
    void ctrlCDuringALongCommandOfASourceRunStopsTheCommandAndTheRun(@TempDir Path home) throws Exception {
        Path script = home.resolve("demo.txt");
        Files.writeString(script, "verify --heaps 6 --max 63\nanalyze 9 9\n");
        try (PtyProgram pty = PtyProgram.start(home)) {
            int ready = pty.await("nim> ", 0, START);
            pty.send("source " + script + "\r");
            int running = pty.await("> verify --heaps 6 --max 63", ready, SOON);
            assertThat(running).as(pty.screen()).isPositive();
            Thread.sleep(500);
            pty.send("\u0003");
            int stopped = pty.await("Stopped by Ctrl-C before line 2 of " + script, running, SOON);
            assertThat(stopped).as(pty.screen()).isPositive();
            assertThat(pty.screen().substring(running)).as("the census stopped, and so did the script")
                    .contains("Interrupted").doesNotContain("> analyze 9 9");
            pty.send("\u0004");
            assertThat(pty.exitStatus(SOON)).isZero();
        }
    }
}
