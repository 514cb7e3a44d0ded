package org.nimexplorer.repl;

import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The whole program in a process of its own on a real pseudo-terminal of 80x24, made by util-linux
 * {@code script}: the terminal's line discipline, Ctrl-C as a signal and Ctrl-D as the session sees
 * them on a learner's screen. Bytes go in as a terminal sends them; what the screen showed comes
 * back with colours and cursor moves taken out.
 */
final class PtyProgram implements AutoCloseable {

    private static final Path SCRIPT = Path.of("/usr/bin/script");

    private final Process process;
    private final ByteArrayOutputStream screen = new ByteArrayOutputStream();
    private final OutputStream keys;

    private PtyProgram(Process process) {
        this.process = process;
        this.keys = process.getOutputStream();
        Thread reader = new Thread(() -> copy(process.getInputStream()), "pty-screen");
        reader.setDaemon(true);
        reader.start();
    }

    /** The session started with its progress in {@code home}; the test is skipped where there is no 'script'. */
    static PtyProgram start(Path home) throws IOException {
        assumeThat(Files.isExecutable(SCRIPT)).as("util-linux 'script' makes the pty").isTrue();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = "stty cols 80 rows 24; exec '" + java + "' -Xmx256m -cp '"
                + System.getProperty("java.class.path") + "' org.nimexplorer.Main";
        ProcessBuilder builder = new ProcessBuilder(SCRIPT.toString(), "-qfec", command, "/dev/null")
                .redirectErrorStream(true);
        builder.environment().put("NIM_EXPLORER_HOME", home.toString());
        builder.environment().put("TERM", "xterm-256color");
        builder.environment().remove("NO_COLOR");
        return new PtyProgram(builder.start());
    }

    /** Sends bytes as the terminal would on keys pressed or text pasted. */
    PtyProgram send(String bytes) throws IOException {
        keys.write(bytes.getBytes(StandardCharsets.UTF_8));
        keys.flush();
        return this;
    }

    /** Waits until the screen, from {@code from} on, shows {@code text}; where it ends, or -1 after {@code wait}. */
    int await(String text, int from, Duration wait) throws InterruptedException {
        long end = System.nanoTime() + wait.toNanos();
        while (System.nanoTime() < end) {
            String shown = screen();
            int at = shown.indexOf(text, Math.min(from, shown.length()));
            if (at >= 0) {
                return at + text.length();
            }
            Thread.sleep(10);
        }
        return -1;
    }

    /** What the screen showed so far, as plain text: no escape sequences, no carriage returns. */
    String screen() {
        String shown;
        synchronized (screen) {
            shown = screen.toString(StandardCharsets.UTF_8);
        }
        return shown.replaceAll("\u001b\\[[0-9;?]*[A-Za-z]|\u001b[=>]", "").replace("\r", "");
    }

    /** The program's exit status, once it has ended within {@code wait}. */
    int exitStatus(Duration wait) throws InterruptedException {
        if (!process.waitFor(wait.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new AssertionError("the session did not end; the screen:\n" + screen());
        }
        return process.exitValue();
    }

    private void copy(InputStream in) {
        byte[] chunk = new byte[8192];
        try {
            int n;
            while ((n = in.read(chunk)) > 0) {
                synchronized (screen) {
                    screen.write(chunk, 0, n);
                }
            }
        } catch (IOException e) {
            // The process ended: the screen is complete.
        }
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
