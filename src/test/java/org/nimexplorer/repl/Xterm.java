package org.nimexplorer.repl;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.jline.builtins.ScreenTerminal;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.ExternalTerminal;
import org.nimexplorer.store.AppHome;

/**
 * An xterm of 80x24 inside the test: keys typed in, and the screen as a terminal emulator (JLine's
 * own {@link ScreenTerminal}) draws what the program wrote, row by row, escapes and all.
 */
final class Xterm implements AutoCloseable {

    static final int COLUMNS = 80;
    static final int ROWS = 24;
    private static final Duration WAIT = Duration.ofSeconds(20);

    private final PipedOutputStream keys = new PipedOutputStream();
    private final ByteArrayOutputStream written = new ByteArrayOutputStream();
    private final Terminal terminal;

    Xterm() throws IOException {
        terminal = new ExternalTerminal("test", "xterm-256color", new PipedInputStream(keys, 1 << 16), written,
                StandardCharsets.UTF_8);
        terminal.setSize(new Size(COLUMNS, ROWS));
    }

    Terminal terminal() {
        return terminal;
    }

    /** A whole session on this terminal, started with {@code flags}; it ends with the status it returns. */
    CompletableFuture<Integer> session(AppHome home, Repl.Flags flags) {
        return CompletableFuture.supplyAsync(() -> Repl.runTerminal(terminal, home, flags));
    }

    Xterm type(String text) throws IOException {
        keys.write(text.getBytes(StandardCharsets.UTF_8));
        keys.flush();
        return this;
    }

    /** The keyboard is gone, as when a remote terminal hangs up: the program reads the end of its input. */
    void endInput() throws IOException {
        keys.close();
    }

    /** Everything the program wrote, escapes included. */
    String written() {
        synchronized (written) {
            return written.toString(StandardCharsets.UTF_8);
        }
    }

    /** The screen's rows as they stand now, trailing spaces removed. */
    List<String> rows() {
        ScreenTerminal screen = new ScreenTerminal(COLUMNS, ROWS);
        screen.write(written());
        // A cell never written holds 0, not a space.
        return screen.toString().replace('\0', ' ').lines().map(String::stripTrailing).toList();
    }

    /** Waits until the screen satisfies {@code wanted}; its rows then. */
    List<String> await(Predicate<List<String>> wanted) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            List<String> rows = rows();
            if (wanted.test(rows)) {
                return rows;
            }
            TimeUnit.MILLISECONDS.sleep(20);
        }
        throw new AssertionError("the screen never came to what was awaited:\n" + String.join("\n", rows()));
    }

    /** Waits until some row of the screen starts with {@code start}. */
    List<String> awaitRow(String start) throws InterruptedException {
        return await(rows -> rows.stream().anyMatch(row -> row.startsWith(start)));
    }

    @Override
    public void close() throws IOException {
        keys.close();
        terminal.close();
    }
}
