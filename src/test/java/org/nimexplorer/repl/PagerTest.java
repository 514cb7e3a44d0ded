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
import org.nimexplorer.command.session.SessionStatus;

/** A reply on an 80x24 xterm: printed when it fits, paged from its first line when it does not. */
class PagerTest {

    private static final SessionStatus LESSON = new SessionStatus.InLesson("bouton", 4, 5, OptionalInt.of(2), 3);

    private static String numbered(int lines) {
        return IntStream.rangeClosed(1, lines).mapToObj(n -> "line " + n + "\n").collect(Collectors.joining());
    }

    private static CompletableFuture<Void> show(Pager pager, String reply, SessionStatus status) throws IOException {
        try (Writer out = pager.writer()) {
            out.write(reply);
        }
        return CompletableFuture.runAsync(() -> pager.show(status));
    }

    @Test
    void aReplyOfFortyLinesOpensAtItsFirstLineAndShowsItsLastOnlyAfterSpace() throws Exception {
        try (Xterm xterm = new Xterm()) {
            Pager pager = new Pager(xterm.terminal(), new StatusLine(xterm.terminal(), false));
            CompletableFuture<Void> shown = show(pager, numbered(40), SessionStatus.IDLE);
            List<String> first = xterm.awaitRow("Space: next page");
            assertThat(first.get(0)).isEqualTo("line 1");
            assertThat(first).contains("line 23").doesNotContain("line 24", "line 40");
            xterm.type(" ");
            assertThat(xterm.await(rows -> rows.contains("line 40"))).doesNotContain("line 1");
            assertThat(shown).isNotDone();
            xterm.type("q");
            shown.get(5, TimeUnit.SECONDS);
        }
    }

    @Test
    void gGoesToTheEndAndQuitLeavesThePageReadOnTheScreen() throws Exception {
        try (Xterm xterm = new Xterm()) {
            Pager pager = new Pager(xterm.terminal(), new StatusLine(xterm.terminal(), false));
            CompletableFuture<Void> shown = show(pager, numbered(40), SessionStatus.IDLE);
            xterm.awaitRow("Space: next page");
            xterm.type("G");
            xterm.await(rows -> rows.contains("line 40"));
            xterm.type("q");
            shown.get(5, TimeUnit.SECONDS);
            assertThat(xterm.rows()).contains("line 40").noneMatch(row -> row.startsWith("Space:") || row.equals(":"));
        }
    }

    @Test
    void aReplyOfTenLinesIsPrintedAsItIsWithNoKeyToPress() throws Exception {
        try (Xterm xterm = new Xterm()) {
            Pager pager = new Pager(xterm.terminal(), new StatusLine(xterm.terminal(), false));
            show(pager, numbered(10), SessionStatus.IDLE).get(5, TimeUnit.SECONDS);
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
            Pager pager = new Pager(xterm.terminal(), new StatusLine(xterm.terminal(), false));
            show(pager, numbered(3), LESSON).get(5, TimeUnit.SECONDS);
            assertThat(xterm.rows().get(Xterm.ROWS - 1)).isEqualTo(" bouton 4/5 · try 2 of 3");
        }
    }

    @Test
    void colourCodesReachThePager() throws Exception {
        try (Xterm xterm = new Xterm()) {
            Pager pager = new Pager(xterm.terminal(), new StatusLine(xterm.terminal(), false));
            CompletableFuture<Void> shown = show(pager, "\u001b[1;32mP\u001b[0m first\n" + numbered(30), SessionStatus.IDLE);
            xterm.awaitRow("Space: next page");
            assertThat(xterm.rows().get(0)).isEqualTo("P first");
            // JLine redraws the line from its own parse of the codes: the green survives, in its own spelling.
            assertThat(xterm.written()).containsPattern("\u001b\\[[0-9;]*32[0-9;]*mP");
            xterm.type("q");
            shown.get(5, TimeUnit.SECONDS);
        }
    }
}
