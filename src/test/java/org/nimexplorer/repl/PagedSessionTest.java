package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

/** Whole sessions on an 80x24 xterm: a tall reply is paged from its first line, and the status line keeps the rest. */
class PagedSessionTest {

    private static final Repl.Flags PLAIN = new Repl.Flags(true, false, false);
    private static final String KEYS = "Space: next page";

    private static String last(List<String> rows) {
        return rows.get(rows.size() - 1);
    }

    /** A plain session on {@code xterm}, once its first prompt is drawn. */
    private static CompletableFuture<Integer> atThePrompt(Xterm xterm, Path home) throws InterruptedException {
        CompletableFuture<Integer> session = xterm.session(new AppHome(home), PLAIN);
        xterm.awaitRow("nim>");
        return session;
    }

    @Test
    void aTreeTallerThanTheWindowOpensAtItsRootAndQBringsThePromptBack(@TempDir Path home) throws Exception {
        try (Xterm xterm = new Xterm()) {
            CompletableFuture<Integer> session = atThePrompt(xterm, home);
            List<String> paged = xterm.type("tree 3 3\r").awaitRow(KEYS);
            assertThat(paged.get(0)).startsWith("Game tree of 3 3");
            assertThat(paged).contains("3 3  P  every move leads to N");
            xterm.type("q");
            List<String> back = xterm.await(rows -> rows.stream().anyMatch(row -> row.equals("nim>")));
            assertThat(back).noneMatch(row -> row.startsWith(KEYS));
            xterm.type("quit\r");
            assertThat(session.get(20, TimeUnit.SECONDS)).isZero();
        }
    }

    @Test
    void aWrongQuizAnswerShowsItsVerdictFirstAndTheStatusLineKeepsScoreAndVerdict(@TempDir Path home)
            throws Exception {
        try (Xterm xterm = new Xterm()) {
            CompletableFuture<Integer> session = atThePrompt(xterm, home);
            List<String> asked = xterm.type("quiz --seed 9 --count 3\r").awaitRow("[quiz 1/3] >");
            assertThat(last(asked)).isEqualTo(" quiz 1/3 · 0 right");
            List<String> paged = xterm.type("A-1\r").awaitRow(KEYS);
            assertThat(paged.get(0)).startsWith("Not quite: A-1 leaves");
            xterm.type("q");
            List<String> back = xterm.awaitRow("[quiz 2/3] >");
            assertThat(last(back)).isEqualTo(" quiz 2/3 · 0 right · last: not quite");
            xterm.type("quit\r").awaitRow("[quiz");
            xterm.type("quit\r");
            assertThat(session.get(20, TimeUnit.SECONDS)).isZero();
        }
    }

    @Test
    void anAnswerTypedWhileTheVerdictIsPagedGoesToThePromptWithTheQuestionAndVerdictInView(@TempDir Path home)
            throws Exception {
        try (Xterm xterm = new Xterm()) {
            CompletableFuture<Integer> session = atThePrompt(xterm, home);
            xterm.type("quiz --seed 9 --count 3\r").awaitRow("[quiz 1/3] >");
            xterm.type("A-1\r").awaitRow(KEYS);
            List<String> typing = xterm.type("B-2").awaitRow("[quiz 2/3] > B-2");
            assertThat(typing.get(0)).startsWith("Not quite: A-1 leaves");
            assertThat(typing).contains("[...]").anyMatch(row -> row.startsWith("Question 2/3: What is the nim-sum"));
            xterm.type("\r").await(rows -> rows.stream().anyMatch(row -> row.equals("[quiz 2/3] >")));
            xterm.type("quit\r").awaitRow("[quiz");
            xterm.type("quit\r");
            assertThat(session.get(20, TimeUnit.SECONDS)).isZero();
        }
    }

    @Test
    void aTerminalThatHangsUpWhileAReplyIsPagedEndsTheSession(@TempDir Path home) throws Exception {
        try (Xterm xterm = new Xterm()) {
            CompletableFuture<Integer> session = atThePrompt(xterm, home);
            xterm.type("tree 3 3\r").awaitRow(KEYS);
            xterm.endInput();
            assertThat(session.get(20, TimeUnit.SECONDS)).isZero();
        }
    }

    @Test
    void aLongWorkedAnswerIsPagedWholeWithNoMoreToType(@TempDir Path home) throws Exception {
        try (Xterm xterm = new Xterm()) {
            CompletableFuture<Integer> session = atThePrompt(xterm, home);
            xterm.type("lesson start twenty-one --walkthrough\r").awaitRow("[twenty-one");
            xterm.type("next\r").awaitRow("Step 2/");
            xterm.type("reveal\r").awaitRow(KEYS);
            xterm.type("q").await(rows -> last(rows).startsWith(" twenty-one 2/"));
            xterm.type("quit\r");
            assertThat(session.get(20, TimeUnit.SECONDS)).isZero();
            assertThat(xterm.written()).doesNotContain("type 'more'");
        }
    }

    @Test
    void inALessonTheStatusLineShowsTheStepAndTheTry(@TempDir Path home) throws Exception {
        try (Xterm xterm = new Xterm()) {
            CompletableFuture<Integer> session = atThePrompt(xterm, home);
            List<String> opened = xterm.type("lesson start twenty-one\r").awaitRow("[twenty-one 1/5 ?] >");
            assertThat(last(opened)).isEqualTo(" twenty-one 1/5 · try 1 of 3");
            List<String> missed = xterm.type("N\r").await(rows -> last(rows).contains("try 2"));
            assertThat(last(missed)).isEqualTo(" twenty-one 1/5 · try 2 of 3");
            assertThat(missed).anyMatch(row -> row.startsWith("Not quite: work out again who wins from 4"));
            List<String> left = xterm.type("lesson stop\r").awaitRow("Left the lesson twenty-one");
            assertThat(left).as("idle, the status line is gone").noneMatch(row -> row.contains("twenty-one 1/5 ·"));
            xterm.type("quit\r");
            assertThat(session.get(20, TimeUnit.SECONDS)).isZero();
        }
    }

    @Test
    void theStatusLineNamesTheQuestionOfAStepThatAsksSeveralAndSaysFinishedAtTheEnd(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start lemma-1");
        d.answerRightUntil("nim-sum");
        assertThat(StatusLine.text(d.session.status(), " · ")).isEqualTo("lemma-1 3/4 · question 1 of 2 · try 1 of 3");
        d.run(d.session.lesson().orElseThrow().waiting().orElseThrow().question().answer());
        assertThat(StatusLine.text(d.session.status(), " · ")).isEqualTo("lemma-1 3/4 · question 2 of 2 · try 1 of 3");
        d.walk(c -> d.run(c.question().answer()));
        assertThat(StatusLine.text(d.session.status(), " · ")).isEqualTo("lemma-1 · finished");
        d.run("back");
        assertThat(StatusLine.text(d.session.status(), " · ")).isEqualTo("lemma-1 3/4");
    }

    @Test
    void accessibleModeNeverPagesAndHasNoStatusLine(@TempDir Path home) throws Exception {
        try (Xterm xterm = new Xterm()) {
            CompletableFuture<Integer> session = xterm.session(new AppHome(home), new Repl.Flags(true, true, false));
            xterm.type("tree 3 3\rquiz --seed 7 --count 3\rA-1\rquit\rquit\r");
            assertThat(session.get(20, TimeUnit.SECONDS)).isZero();
            assertThat(xterm.written()).doesNotContain(KEYS).doesNotContain("0 right")
                    .as("no scroll region is set").doesNotContainPattern("\u001b\\[1;2[0-9]r");
        }
    }

    @Test
    void aScriptRunBySourcePrintsAsItGoesAndWaitsForNoKey(@TempDir Path home) throws Exception {
        Path script = home.resolve("demo.txt");
        Files.writeString(script, "xor 3 5\n".repeat(20));
        try (Xterm xterm = new Xterm()) {
            CompletableFuture<Integer> session = xterm.session(new AppHome(home), PLAIN);
            xterm.type("source " + script + "\rquit\r");
            assertThat(session.get(20, TimeUnit.SECONDS)).isZero();
            assertThat(xterm.written()).doesNotContain(KEYS);
        }
    }

    @Test
    void theTranscriptGetsAPagedReplyWhole(@TempDir Path home) throws Exception {
        Path transcript = home.resolve("tree.txt");
        try (Xterm xterm = new Xterm()) {
            CompletableFuture<Integer> session = atThePrompt(xterm, home);
            xterm.type("record " + transcript + "\r").awaitRow("nim>");
            xterm.type("tree 3 3\r").awaitRow(KEYS);
            xterm.type("q");
            xterm.await(rows -> rows.stream().anyMatch(row -> row.equals("nim>")));
            xterm.type("quit\r");
            assertThat(session.get(20, TimeUnit.SECONDS)).isZero();
        }
        List<String> recorded = Files.readAllLines(transcript);
        assertThat(recorded).contains("tree 3 3", Recorder.OUTPUT_MARK + "3 3  P  every move leads to N",
                Recorder.OUTPUT_MARK + "  3 0  N  (as above)");
    }
}
