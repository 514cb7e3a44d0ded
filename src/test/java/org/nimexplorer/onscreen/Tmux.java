package org.nimexplorer.onscreen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * The whole program in a tmux window of its own size, on a tmux server of its own: keys sent as a person types
 * them, and the screen read back as tmux draws it, the status row at the bottom included (tmux comes from
 * {@link ExternalTools}).
 */
final class Tmux implements AutoCloseable {

    private static final Duration WAIT = Duration.ofSeconds(30);
    /** The screen must stay the same this long to count as drawn. */
    private static final Duration SETTLED = Duration.ofMillis(400);

    private final String socket;

    private Tmux(String socket) {
        this.socket = socket;
    }

    /**
     * The session started in a window of {@code columns} x {@code rows}, in the folder {@code dir}, with its
     * progress in {@code home}.
     */
    static Tmux start(Path dir, Path home, int columns, int rows) {
        ExternalTools.require("tmux", "tmux");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path classpath = dir.resolve(".classpath");
        write(classpath, System.getProperty("java.class.path"));
        String program = "cd '" + dir + "' && exec env -u NO_COLOR -u NIM_EXPLORER_BIG LC_ALL=C.UTF-8"
                + " NIM_EXPLORER_HOME='" + home + "'"
                + " '" + java + "' -Xmx256m -cp \"$(cat .classpath)\" org.nimexplorer.Main";
        Tmux tmux = new Tmux("nim-explorer-test-" + ProcessHandle.current().pid() + "-" + System.nanoTime());
        tmux.tmux("-f", "/dev/null", "new-session", "-d", "-x", String.valueOf(columns), "-y", String.valueOf(rows),
                "-s", "class", "sh", "-c", program);
        return tmux;
    }

    /** Types {@code line} and presses Enter. */
    Tmux type(String line) {
        if (!line.isEmpty()) {
            tmux("send-keys", "-t", "class", "-l", line);
        }
        tmux("send-keys", "-t", "class", "Enter");
        return this;
    }

    /**
     * Types {@code line}, presses Enter, and waits for the screen to change, settle and end with the session's
     * prompt (a row ending in {@code >}), a step of a script waiting (ending in {@code ]}) or the pager's keys; the
     * screen then.
     */
    String run(String line) {
        String before = screen();
        type(line);
        return await(now -> !now.equals(before) && waiting(now), "a prompt after '" + line + "'");
    }

    /** The last two rows with text (the prompt, and the status row below it when there is one) hold a prompt. */
    private static boolean waiting(String screen) {
        List<String> rows = screen.lines().filter(row -> !row.isBlank()).toList();
        return rows.subList(Math.max(0, rows.size() - 2), rows.size()).stream()
                .anyMatch(row -> row.endsWith(">") || row.endsWith("]") || row.startsWith("Space: next page"));
    }

    /** Waits until the screen shows {@code text} and has stopped changing; the screen then. */
    String await(String text) {
        return await(screen -> screen.contains(text), "'" + text + "'");
    }

    /** Waits until the screen satisfies {@code wanted} and has stopped changing; the screen then. */
    String await(Predicate<String> wanted, String what) {
        long end = System.nanoTime() + WAIT.toNanos();
        String last = "";
        long sameSince = System.nanoTime();
        while (System.nanoTime() < end) {
            String now = screen();
            if (!now.equals(last)) {
                last = now;
                sameSince = System.nanoTime();
            } else if (wanted.test(now) && System.nanoTime() - sameSince >= SETTLED.toNanos()) {
                return now;
            }
            pause();
        }
        throw new AssertionError("the screen never showed " + what + "; it shows:\n" + last);
    }

    /** The window as tmux draws it now: one line a row, trailing spaces removed. */
    String screen() {
        List<String> rows = tmux("capture-pane", "-p", "-t", "class").lines().map(String::stripTrailing).toList();
        return String.join("\n", rows);
    }

    @Override
    public void close() {
        tmux("kill-server");
    }

    private String tmux(String... args) {
        // -u: UTF-8 whatever the locale the tests run in, so the screens are the same on every machine.
        List<String> command = new ArrayList<>(List.of("tmux", "-u", "-L", socket));
        command.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(10, TimeUnit.SECONDS) || (p.exitValue() != 0 && !args[0].equals("kill-server"))) {
                throw new AssertionError(command + " failed: " + out);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    private static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
