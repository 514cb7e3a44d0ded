package org.nimexplorer.cli;

import java.io.PrintWriter;

/** A one-line progress bar on standard error, drawn only when a person is watching a terminal. */
public final class ProgressBar {

    private static final long REDRAW_NANOS = 100_000_000L;
    private static final int CELLS = 40;

    private final PrintWriter err;
    private final double total;
    private final boolean visible;
    private long lastDraw;
    private boolean drawn;

    private ProgressBar(PrintWriter err, double total, boolean visible) {
        this.err = err;
        this.total = total;
        this.visible = visible;
    }

    /** A bar on {@code err}, drawn only on a terminal that can redraw a line, and never for a screen reader. */
    public static ProgressBar forStderr(PrintWriter err, double total, Painter painter) {
        boolean terminal = System.console() != null && !"dumb".equals(System.getenv("TERM"));
        return new ProgressBar(err, total, terminal && !painter.accessible());
    }

    public void update(long done) {
        long now = System.nanoTime();
        if (!visible || now - lastDraw < REDRAW_NANOS) {
            return;
        }
        lastDraw = now;
        double fraction = Math.min(1.0, done / total);
        int cells = (int) (fraction * CELLS);
        err.printf("\r[%s%s] %3d%%  (Ctrl-C stops)", "#".repeat(cells), ".".repeat(CELLS - cells),
                (int) (fraction * 100));
        err.flush();
        drawn = true;
    }

    public void clear() {
        if (drawn) {
            err.print("\r" + " ".repeat(CELLS + 24) + "\r");
            err.flush();
        }
    }
}
