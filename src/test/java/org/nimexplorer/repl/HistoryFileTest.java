package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.DumbTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

/** A history file the session cannot read is moved aside with one warning; the session starts all the same. */
class HistoryFileTest {

    private static String session(AppHome home, String input) throws Exception {
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        try (Terminal terminal = new DumbTerminal("test", Terminal.TYPE_DUMB,
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), screen, StandardCharsets.UTF_8)) {
            terminal.setSize(new org.jline.terminal.Size(80, 24));
            assertThat(Repl.runTerminal(terminal, home, new Repl.Flags(false, false, false))).isZero();
        }
        return screen.toString(StandardCharsets.UTF_8);
    }

    private static List<Path> aside(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().startsWith("history.unreadable-")).toList();
        }
    }

    @Test
    void aHistoryWithABytesThatIsNotUtf8IsMovedAsideAndTheSessionStarts(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        byte[] bad = "xor 1 2\ncaf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
        Files.write(home.history(), bad);
        String screen = session(home, "analyze 3 4 5\nquit\n");
        assertThat(screen).contains("warning: the history file").contains("was moved to").contains("N-position");
        assertThat(aside(dir)).hasSize(1);
        assertThat(Files.readAllBytes(aside(dir).get(0))).isEqualTo(bad);
        assertThat(Files.readString(home.history())).contains("analyze 3 4 5");
        assertThat(session(home, "quit\n")).doesNotContain("warning");
    }

    @Test
    void randomBytesAsHistoryAreMovedAsideToo(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        byte[] noise = new byte[100_000];
        new Random(5).nextBytes(noise);
        Files.write(home.history(), noise);
        assertThat(session(home, "xor 5 6\n")).contains("warning: the history file").contains("5 xor 6 = 3");
        assertThat(aside(dir)).hasSize(1);
    }

    @Test
    void aFolderNamedHistoryIsMovedAsideAndTheSessionStarts(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Files.createDirectories(home.history().resolve("inside"));
        assertThat(session(home, "xor 5 6\n")).contains("warning: the history file").contains("5 xor 6 = 3");
        assertThat(aside(dir)).hasSize(1);
        assertThat(aside(dir).get(0).resolve("inside")).isDirectory();
    }
}
