package org.nimexplorer.render;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The width of the terminal a one-shot command writes to. Opening a JLine terminal for it costs
 * about half a second, so {@code stty size} is asked instead, in the background while the command
 * parses and computes, and only when standard output is a terminal.
 */
public final class TerminalWidth {

    /** Longer than this and the answer is not worth the wait: 80 columns are used. */
    private static final long PATIENCE_MS = 300;

    private TerminalWidth() {}

    /**
     * Starts asking the terminal its width and has {@link Wrap} use the answer; does nothing off a
     * terminal. Returns whether output goes to a terminal.
     */
    public static boolean probeInBackground() {
        if (System.console() == null) {
            return false;
        }
        if ("dumb".equals(System.getenv("TERM"))) {
            return true;
        }
        CompletableFuture<Integer> columns = CompletableFuture.supplyAsync(TerminalWidth::askStty);
        Wrap.fitTo(() -> {
            try {
                return columns.get(PATIENCE_MS, TimeUnit.MILLISECONDS);
            } catch (Exception notKnown) {
                return 0;
            }
        });
        return true;
    }

    /** The columns {@code stty size} reports for the controlling terminal, or 0 when it cannot say. */
    private static int askStty() {
        try {
            Process stty = new ProcessBuilder("stty", "size").redirectInput(new File("/dev/tty"))
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String answer = new String(stty.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).strip();
            stty.waitFor(PATIENCE_MS, TimeUnit.MILLISECONDS);
            String[] rowsAndColumns = answer.split("\\s+");
            return rowsAndColumns.length == 2 ? Integer.parseInt(rowsAndColumns[1]) : 0;
        } catch (Exception notKnown) {
            return 0;
        }
    }
}
