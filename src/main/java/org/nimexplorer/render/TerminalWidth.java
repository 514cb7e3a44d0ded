package org.nimexplorer.render;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.function.IntSupplier;
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
     * Starts asking the terminal its width; empty off a terminal. The answer, when first needed, is
     * the width in columns, or 0 when it is not known (a dumb terminal, no answer in time).
     */
    public static Optional<IntSupplier> probeInBackground() {
        if (System.console() == null) {
            return Optional.empty();
        }
        if ("dumb".equals(System.getenv("TERM"))) {
            return Optional.of(() -> 0);
        }
        CompletableFuture<Integer> columns = CompletableFuture.supplyAsync(TerminalWidth::askStty);
        return Optional.of(() -> {
            try {
                return columns.get(PATIENCE_MS, TimeUnit.MILLISECONDS);
            } catch (Exception notKnown) {
                return 0;
            }
        });
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
