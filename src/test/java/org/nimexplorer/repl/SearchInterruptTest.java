package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.DumbTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.Main;
import org.nimexplorer.store.AppHome;

/**
 * Ctrl-C stops a search of another game within a second (issue 25, item 9): in a session, where it
 * interrupts the session's thread and the session carries on; and on the command line, where the
 * program says so and exits 130, as a shell reports a program ended by SIGINT.
 */
class SearchInterruptTest {

    /** A claim that takes seconds to check on each of the 2^24 positions of 8 heaps up to 7. */
    private static final String LONG_CLAIM;

    static {
        String term = "a xor b xor c xor d xor e xor f xor g xor h >= 0 and a*b*c*d*e*f*g*h >= 0"
                + " and min(a,b,c,d) <= max(e,f,g,h) and (a+b+c+d+e+f+g+h) mod 3 >= 0";
        LONG_CLAIM = term + " and " + term;
    }

    @Test
    void ctrlCInASessionStopsTheSearchWithinASecondAndTheSessionCarriesOn(@TempDir Path dir) throws Exception {
        PipedOutputStream keys = new PipedOutputStream();
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        try (Terminal terminal = new DumbTerminal("test", Terminal.TYPE_DUMB, new PipedInputStream(keys, 1 << 16),
                screen, StandardCharsets.UTF_8)) {
            terminal.setSize(new org.jline.terminal.Size(80, 24));
            CompletableFuture<Integer> session = CompletableFuture.supplyAsync(() ->
                    Repl.runTerminal(terminal, new AppHome(dir), new Repl.Flags(false, false, false)));
            keys.write(("conjecture --heaps 8 --max 7 \"" + LONG_CLAIM + "\"\n").getBytes(StandardCharsets.UTF_8));
            keys.flush();
            while (!shown(screen).contains("nim> conjecture")) {
                Thread.sleep(10);
            }
            Thread.sleep(1000);
            long pressed = System.nanoTime();
            terminal.raise(Terminal.Signal.INT);
            while (!shown(screen).contains("Stopped") && System.nanoTime() - pressed < TimeUnit.SECONDS.toNanos(5)) {
                Thread.sleep(10);
            }
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - pressed);
            keys.write("analyze 3 4 5\nquit\n".getBytes(StandardCharsets.UTF_8));
            keys.flush();
            assertThat(session.get(30, TimeUnit.SECONDS)).isZero();
            assertThat(shown(screen)).contains("Stopped: Ctrl-C interrupted the search").doesNotContain("error: Stopped").doesNotContain("P-positions")
                    .contains("take 2 from A");
            assertThat(millis).as("from Ctrl-C to the stop").isLessThan(1000);
        }
    }

    private static String shown(ByteArrayOutputStream screen) {
        synchronized (screen) {
            return screen.toString(StandardCharsets.UTF_8);
        }
    }

    @Test
    void sigintOnTheCommandLineStopsASearchAndExits130(@TempDir Path home) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of("conjecture", "--heaps", "8", "--max", "7", LONG_CLAIM));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("NIM_EXPLORER_HOME", home.toString());
        Process process = builder.start();
        Thread.sleep(3000);
        long sent = System.nanoTime();
        new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).start().waitFor();
        assertThat(process.waitFor(10, TimeUnit.SECONDS)).isTrue();
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - sent);
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as(err).isEqualTo(130);
        assertThat(err.strip()).isEqualTo("nim-explorer: Stopped: Ctrl-C interrupted the search before its answer;"
                + " nothing was changed.");
        assertThat(millis).as("from SIGINT to the exit").isLessThan(1000);
    }
}
