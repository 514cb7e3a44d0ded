package org.nimexplorer.render;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.function.IntSupplier;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * A one-line progress bar, redrawn in place, drawn only when a person is watching a terminal. The
 * terminal's width is asked again at every redraw, so the bar shrinks with a narrowed window and
 * no line it prints is ever as wide as the terminal (a full line would wrap on some terminals and
 * the next redraw would start a new line instead of replacing it).
 */
public final class ProgressBar {

    private static final long REDRAW_NANOS = 100_000_000L;
    private static final int MOST_CELLS = 40;
    private static final int FEWEST_CELLS = 10;
    private static final String HINT = "  (Ctrl-C stops)";

    private final PrintWriter err;
    private final double total;
    private final IntSupplier width;
    private final AutoCloseable screen;
    private final long redrawNanos;
    private long lastDraw;
    private int drawn;

    ProgressBar(PrintWriter err, double total, IntSupplier width, AutoCloseable screen, long redrawNanos) {
        this.err = err;
        this.total = total;
        this.width = width;
        this.screen = screen;
        this.redrawNanos = redrawNanos;
        this.lastDraw = System.nanoTime();
    }

    /**
     * A bar on the process's standard error, drawn only when that is a terminal (not a file, a pipe
     * or a dumb terminal) and never for a screen reader. The terminal is opened at the first redraw,
     * so a short computation never pays for it.
     */
    public static ProgressBar forStderr(PrintWriter err, double total, Painter painter) {
        if (painter.accessible()) {
            return new ProgressBar(err, total, () -> 0, () -> { }, REDRAW_NANOS);
        }
        StderrWidth stderr = new StderrWidth();
        return new ProgressBar(err, total, stderr, stderr, REDRAW_NANOS);
    }

    /** A bar on a session's terminal, whose width {@code width} tells (0 or less: draw nothing). */
    public static ProgressBar onTerminal(PrintWriter err, double total, Painter painter, IntSupplier width) {
        return new ProgressBar(err, total, painter.accessible() ? () -> 0 : width, () -> { }, REDRAW_NANOS);
    }

    public void update(long done) {
        long now = System.nanoTime();
        if (now - lastDraw < redrawNanos) {
            return;
        }
        lastDraw = now;
        int room = width.getAsInt() - 1;
        if (room <= 0) {
            return;
        }
        String line = line(Math.min(1.0, done / total), room);
        err.print("\r" + line + " ".repeat(Math.max(0, Math.min(drawn, room) - line.length())));
        err.flush();
        drawn = line.length();
    }

    /** Removes the bar (if one was drawn) and lets go of the terminal. */
    public void clear() {
        if (drawn > 0) {
            int room = Math.max(0, width.getAsInt() - 1);
            err.print("\r" + " ".repeat(Math.min(drawn, room)) + "\r");
            err.flush();
        }
        try {
            screen.close();
        } catch (Exception e) {
            // The bar is a courtesy: a terminal that will not close cleanly changes nothing that was computed.
        }
    }

    /**
     * The bar for {@code room} columns: cells, percentage and hint; when narrower, fewer cells,
     * then no hint, then the percentage alone.
     */
    static String line(double fraction, int room) {
        String percent = String.format("%3d%%", (int) (fraction * 100));
        int frame = "[] ".length() + percent.length();
        String hint = room >= frame + FEWEST_CELLS + HINT.length() ? HINT : "";
        int cells = Math.min(MOST_CELLS, room - frame - hint.length());
        if (cells < FEWEST_CELLS) {
            return room >= percent.length() ? percent : "";
        }
        int full = (int) (fraction * cells);
        return "[" + "#".repeat(full) + ".".repeat(cells - full) + "] " + percent + hint;
    }

    /** The width of the terminal on standard error, 0 when it is not one; the terminal is opened when first asked. */
    private static final class StderrWidth implements IntSupplier, AutoCloseable {
        private Terminal terminal;
        private boolean opened;

        @Override
        public int getAsInt() {
            if (!opened) {
                opened = true;
                // Opening may wait for a helper process, which clears an interrupt meant for the computation.
                boolean interrupted = Thread.interrupted();
                try {
                    // No signal handlers: Ctrl-C belongs to the command that shows the bar.
                    terminal = TerminalBuilder.builder().system(true).systemOutput(TerminalBuilder.SystemOutput.SysErr)
                            .nativeSignals(false).dumb(true).build();
                } catch (IOException | RuntimeException e) {
                    terminal = null;
                } finally {
                    if (interrupted) {
                        Thread.currentThread().interrupt();
                    }
                }
                if (terminal != null && terminal.getType().startsWith(Terminal.TYPE_DUMB)) {
                    close();
                }
            }
            return terminal == null ? 0 : terminal.getWidth();
        }

        @Override
        public void close() {
            if (terminal != null) {
                try {
                    terminal.close();
                } catch (IOException e) {
                    // Nothing was changed on the terminal, so there is nothing to restore.
                }
                terminal = null;
            }
        }
    }
}
