package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nimexplorer.store.AppHome;

/**
 * At 80x24, whatever the length of a reply: after a quiz answer of every kind of game, the verdict
 * and the prompt are both on the screen once the learner is back at the prompt, and a help screen
 * opens at its first line.
 */
class VerdictInViewTest {

    private static final Repl.Flags PLAIN = new Repl.Flags(true, false, false);
    private static final String KEYS = "Space: next page";

    private static boolean verdict(String row) {
        return row.startsWith("Right:") || row.startsWith("Not quite:");
    }

    private static Predicate<List<String>> pagedOr(String prompt) {
        return rows -> rows.stream().anyMatch(row -> row.startsWith(KEYS) || row.equals(prompt));
    }

    @ParameterizedTest(name = "quiz {0}")
    @ValueSource(strings = {"", "--misere", "--subtract 1-3", "--game kayles", "--game lasker", "--game sub[1,3,4]"})
    void afterEveryAnswerTheVerdictAndThePromptAreOnTheScreen(String game, @TempDir Path home) throws Exception {
        try (Xterm xterm = new Xterm()) {
            CompletableFuture<Integer> session = xterm.session(new AppHome(home), PLAIN);
            xterm.awaitRow("nim>");
            xterm.type("quiz " + game + " --kinds move --seed 11 --count 3\r").awaitRow("[quiz 1/3] >");
            for (int question = 1; question <= 3; question++) {
                String next = question < 3 ? "[quiz " + (question + 1) + "/3] >" : "nim>";
                List<String> rows = xterm.type("none\r").await(pagedOr(next));
                if (rows.stream().anyMatch(row -> row.startsWith(KEYS))) {
                    assertThat(rows.get(0)).as("a paged reply opens at its verdict").matches(row -> verdict(row));
                    rows = xterm.type("q").await(r -> r.contains(next));
                }
                assertThat(rows).as("question %d of quiz %s:%n%s", question, game, String.join("\n", rows))
                        .anyMatch(VerdictInViewTest::verdict).contains(next);
                xterm.type("\u0015");
            }
            xterm.type("quit\r");
            assertThat(session.get(20, TimeUnit.SECONDS)).isZero();
        }
    }

    @ParameterizedTest(name = "help {0}")
    @ValueSource(strings = {"lesson", "set", "analyze", "check", "columns", "xor", "prove", "kernel", "kernel-proof",
        "verify", "tree", "table", "conjecture", "grundy", "equivalent", "play", "quiz", "progress", "source",
        "record", "assign", "class"})
    void aHelpScreenOpensAtItsFirstLine(String command, @TempDir Path home) throws Exception {
        try (Xterm xterm = new Xterm()) {
            CompletableFuture<Integer> session = xterm.session(new AppHome(home), PLAIN);
            xterm.awaitRow("nim>");
            String usage = "Usage: nim-explorer " + command;
            List<String> rows = xterm.type("help " + command + "\r").await(r -> r.stream().anyMatch(
                    row -> row.startsWith(KEYS)) || r.stream().anyMatch(row -> row.startsWith(usage))
                    && r.lastIndexOf("nim>") > r.indexOf(r.stream().filter(row -> row.startsWith(usage)).findFirst()
                    .orElseThrow()));
            if (rows.stream().anyMatch(row -> row.startsWith(KEYS))) {
                assertThat(rows.get(0)).startsWith(usage);
                rows = xterm.type("q").await(r -> r.get(r.size() - 1).equals("nim>"));
                assertThat(rows.get(0)).as("after q the first page stays").startsWith(usage);
            } else {
                assertThat(rows).anyMatch(row -> row.startsWith(usage));
            }
            xterm.type("quit\r");
            assertThat(session.get(20, TimeUnit.SECONDS)).isZero();
        }
    }
}
