package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.nimexplorer.command.session.BigScreen;
import org.nimexplorer.command.session.SessionStatus;

/** A reply on an 80x24 xterm: printed when it fits, paged from its first line when it does not. */
class PagerTest {

    private static final SessionStatus LESSON = new SessionStatus.InLesson("bouton", 4, 5, OptionalInt.of(2), 3);

    private static String numbered(int lines) {
        return IntStream.rangeClosed(1, lines).mapToObj(n -> "line " + n + "\n").collect(Collectors.joining());
    }

    private static Pager pagerOn(Xterm xterm) {
        return new Pager(xterm.terminal(), new StatusLine(xterm.terminal(), false));
    }

    private static CompletableFuture<String> typedIn(Pager pager, String reply, SessionStatus status)
            throws IOException {
        try (Writer out = pager.writer()) {
            out.write(reply);
        }
        return CompletableFuture.supplyAsync(() -> pager.show(status));
    }

    @Test
    void aReplyOfFortyLinesOpensAtItsFirstLineAndLeavesByItselfOnceItsEndIsOnScreen() throws Exception {
        try (Xterm xterm = new Xterm()) {
            Pager pager = pagerOn(xterm);
            CompletableFuture<String> shown = typedIn(pager, numbered(40), SessionStatus.IDLE);
            List<String> first = xterm.awaitRow("Space: next page");
            assertThat(first.get(0)).isEqualTo("line 1");
            assertThat(first).contains("line 23").doesNotContain("line 24", "line 40");
            assertThat(shown).isNotDone();
            xterm.type(" ");
            assertThat(shown.get(5, TimeUnit.SECONDS)).as("nothing typed to carry to the prompt").isEmpty();
            assertThat(xterm.rows()).contains("line 40").doesNotContain("line 1")
                    .noneMatch(row -> row.startsWith("Space:") || row.equals("(END)"));
        }
    }

    @Test
    void qLeavesThePageReadOnTheScreen() throws Exception {
        try (Xterm xterm = new Xterm()) {
            Pager pager = pagerOn(xterm);
            CompletableFuture<String> shown = typedIn(pager, numbered(60), SessionStatus.IDLE);
            xterm.awaitRow("Space: next page");
            xterm.type(" ");
            xterm.await(rows -> rows.contains("line 46"));
            xterm.type("q");
            assertThat(shown.get(5, TimeUnit.SECONDS)).isEmpty();
            assertThat(xterm.rows()).contains("line 24", "line 46").doesNotContain("line 60")
                    .noneMatch(row -> row.startsWith("Space:") || row.equals(":"));
        }
    }

    @Test
    void theArrowsAndPageKeysMoveAndLeaveNothingToCarry() throws Exception {
        try (Xterm xterm = new Xterm()) {
            Pager pager = pagerOn(xterm);
            CompletableFuture<String> shown = typedIn(pager, numbered(60), SessionStatus.IDLE);
            xterm.awaitRow("Space: next page");
            xterm.type("\u001bOB");
            assertThat(xterm.await(rows -> rows.get(0).equals("line 2"))).contains("line 24");
            xterm.type("\u001b[6~");
            xterm.await(rows -> rows.get(0).equals("line 25"));
            xterm.type("\u001b[5~");
            xterm.await(rows -> rows.get(0).equals("line 2"));
            assertThat(shown).isNotDone();
            xterm.type("q");
            assertThat(shown.get(5, TimeUnit.SECONDS)).isEmpty();
        }
    }

    @Test
    void aKeyThatDoesNotPageLeavesThePagerAndStartsTheNextLine() throws Exception {
        for (String key : List.of("b", "3", "A", "h", "n", "d")) {
            try (Xterm xterm = new Xterm()) {
                Pager pager = pagerOn(xterm);
                CompletableFuture<String> shown = typedIn(pager, numbered(40), SessionStatus.IDLE);
                xterm.awaitRow("Space: next page");
                xterm.type(key);
                assertThat(shown.get(5, TimeUnit.SECONDS)).as("typed %s", key).isEqualTo(key);
            }
        }
    }

    @Test
    void leftBeforeItsEndWhileAQuestionWaitsTheReplyEndsWithItsQuestionAboveThePrompt() throws Exception {
        String reply = "Right: well done.\n" + numbered(40) + "\nQuestion: which heap?\n  a) A\n  b) B\n";
        try (Xterm xterm = new Xterm()) {
            Pager pager = pagerOn(xterm);
            CompletableFuture<String> shown = typedIn(pager, reply, LESSON);
            xterm.awaitRow("Space: next page");
            xterm.type("q");
            shown.get(5, TimeUnit.SECONDS);
            List<String> rows = xterm.rows();
            assertThat(rows.get(0)).isEqualTo("Right: well done.");
            assertThat(rows.subList(Xterm.ROWS - 6, Xterm.ROWS))
                    .containsExactly("[...]", "Question: which heap?", "  a) A", "  b) B", "", " bouton 4/5 · try 2 of 3");
        }
        try (Xterm xterm = new Xterm()) {
            Pager pager = pagerOn(xterm);
            CompletableFuture<String> shown = typedIn(pager, reply, SessionStatus.IDLE);
            xterm.awaitRow("Space: next page");
            xterm.type("q");
            shown.get(5, TimeUnit.SECONDS);
            assertThat(xterm.rows()).as("no question waits: nothing is added").doesNotContain("Question: which heap?");
        }
    }

    /**
     * A big drawing clears the screen, and the status row must survive it, since the status is not told: the clear
     * erases the rows above the status, one by one, and the status row not at all. (The emulator of these tests
     * keeps the status row through a whole clear, as tmux does not: the class hour in tmux checks the screen.)
     */
    @Test
    void aClearOfTheScreenErasesOnlyTheRowsAboveTheStatus() {
        String kept = Pager.keepingTheStatusRow("before\n" + BigScreen.CLEAR + "big\n", 3);
        assertThat(kept).isEqualTo("before\n\u001b[1;1H\u001b[2K\u001b[2;1H\u001b[2K\u001b[3;1H\u001b[2K\u001b[Hbig\n");
        assertThat(Pager.keepingTheStatusRow("no clear\n", 3)).isEqualTo("no clear\n");
    }

    @Test
    void aDigestKeepsTheFirstLinesAndTheQuestionWithinTheRowsGiven() {
        String reply = "verdict\n\n" + numbered(30) + "\nQuestion?\n  a) x\n";
        assertThat(Pager.digest(reply, 8, 80)).as("an empty line takes a row").isEqualTo("verdict\n\nline 1\nline 2\nline 3\n[...]\nQuestion?\n  a) x\n");
        assertThat(Pager.digest("verdict\n\nQuestion?\n", 10, 80)).as("the question is not shown twice")
                .isEqualTo("verdict\n\n[...]\nQuestion?\n");
        assertThat(Pager.digest(reply, 2, 80)).as("no room for the start: the question alone")
                .isEqualTo("[...]\nQuestion?\n  a) x\n");
    }

    @Test
    void theEndOfTheInputEndsThePager() throws Exception {
        try (Xterm xterm = new Xterm()) {
            Pager pager = pagerOn(xterm);
            CompletableFuture<String> shown = typedIn(pager, numbered(40), SessionStatus.IDLE);
            xterm.awaitRow("Space: next page");
            xterm.endInput();
            assertThat(shown.get(5, TimeUnit.SECONDS)).isEmpty();
        }
    }

    @Test
    void theLastParagraphIsWhatFollowsTheLastEmptyLine() {
        assertThat(Pager.lastParagraph("verdict\n\nwhy\n\nQuestion?\n  a) x\n\n")).isEqualTo("Question?\n  a) x\n");
        assertThat(Pager.lastParagraph("one paragraph\nonly\n")).isEqualTo("one paragraph\nonly\n");
    }

    @Test
    void aReplyOfTenLinesIsPrintedAsItIsWithNoKeyToPress() throws Exception {
        try (Xterm xterm = new Xterm()) {
            Pager pager = pagerOn(xterm);
            typedIn(pager, numbered(10), SessionStatus.IDLE).get(5, TimeUnit.SECONDS);
            List<String> rows = xterm.rows();
            assertThat(rows.subList(0, 10)).isEqualTo(numbered(10).lines().toList());
            assertThat(xterm.written()).doesNotContain("Space: next page");
        }
    }

    @Test
    void aReplyThatFillsTheRowsAboveThePromptAndTheStatusLineIsPrintedOneMoreIsPaged() {
        assertThat(Pager.fits(numbered(22), Xterm.ROWS - 2, Xterm.COLUMNS)).isTrue();
        assertThat(Pager.fits(numbered(23), Xterm.ROWS - 2, Xterm.COLUMNS)).isFalse();
        assertThat(Pager.fits("x".repeat(81) + "\n", 1, Xterm.COLUMNS)).as("a line wider than the window takes two rows")
                .isFalse();
        assertThat(Pager.fits("\u001b[31m" + "x".repeat(80) + "\u001b[0m\n", 1, Xterm.COLUMNS))
                .as("colour codes take no room").isTrue();
        assertThat(Pager.fits(numbered(100), 0, 0)).as("a window of unknown size pages nothing").isTrue();
    }

    @Test
    void theStatusLineStaysOnTheBottomRowBelowAShortReply() throws Exception {
        try (Xterm xterm = new Xterm()) {
            Pager pager = pagerOn(xterm);
            typedIn(pager, numbered(3), LESSON).get(5, TimeUnit.SECONDS);
            assertThat(xterm.rows().get(Xterm.ROWS - 1)).isEqualTo(" bouton 4/5 · try 2 of 3");
        }
    }

    @Test
    void colourCodesReachThePager() throws Exception {
        try (Xterm xterm = new Xterm()) {
            Pager pager = pagerOn(xterm);
            CompletableFuture<String> shown = typedIn(pager, "\u001b[1;32mP\u001b[0m first\n" + numbered(30), SessionStatus.IDLE);
            xterm.awaitRow("Space: next page");
            assertThat(xterm.rows().get(0)).isEqualTo("P first");
            // JLine redraws the line from its own parse of the codes: the green survives, in its own spelling.
            assertThat(xterm.written()).containsPattern("\u001b\\[[0-9;]*32[0-9;]*mP");
            xterm.type("q");
            shown.get(5, TimeUnit.SECONDS);
        }
    }
}
