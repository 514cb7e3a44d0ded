package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

/** A history file the session cannot read is moved aside with one warning; the session starts all the same. */
class HistoryFileTest {

    private static List<Path> aside(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().startsWith("history.unreadable-")).toList();
        }
    }

    @Test
    void aHistoryWithAByteThatIsNotUtf8IsMovedAsideAndTheSessionStarts(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        byte[] bad = "xor 1 2\ncaf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
        Files.write(home.history(), bad);
        String screen = TerminalSessionTest.session(home, "analyze 3 4 5\nquit\n");
        assertThat(screen).contains("warning: the history file").contains("was moved to").contains("N-position");
        assertThat(aside(dir)).hasSize(1);
        assertThat(Files.readAllBytes(aside(dir).get(0))).isEqualTo(bad);
        assertThat(Files.readString(home.history())).contains("analyze 3 4 5");
        assertThat(TerminalSessionTest.session(home, "quit\n")).doesNotContain("warning");
    }

    @Test
    void randomBytesAsHistoryAreMovedAsideToo(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        byte[] noise = new byte[100_000];
        new Random(5).nextBytes(noise);
        Files.write(home.history(), noise);
        assertThat(TerminalSessionTest.session(home, "xor 5 6\n")).contains("warning: the history file").contains("5 xor 6 = 3");
        assertThat(aside(dir)).hasSize(1);
    }

    @Test
    void aFolderNamedHistoryIsMovedAsideAndTheSessionStarts(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Files.createDirectories(home.history().resolve("inside"));
        assertThat(TerminalSessionTest.session(home, "xor 5 6\n")).contains("warning: the history file").contains("5 xor 6 = 3");
        assertThat(aside(dir)).hasSize(1);
        assertThat(aside(dir).get(0).resolve("inside")).isDirectory();
    }
}
