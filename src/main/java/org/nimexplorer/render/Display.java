package org.nimexplorer.render;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.function.IntSupplier;

/**
 * What an interactive session knows about its screen, so that commands run inside it paint for that
 * terminal rather than for the process's standard output. Each session has its own: two sessions in
 * one process, in windows of different widths, never disturb each other.
 *
 * @param colourTerminal the session's terminal shows colour
 * @param noColor        colour was turned off when the session started
 * @param accessible     the session is in accessible mode
 * @param width          the terminal's width now, asked again at each call; 0 when the session has no
 *                       terminal that a line can be redrawn on
 * @param columns        the window's width now, which text is wrapped to (see {@link Wrap#fit}); 0 when
 *                       it is not known, and 80 columns are used
 * @param redraw         where a line redrawn in place (a progress bar) goes when the session's output is
 *                       held back until a reply is whole (to be paged): straight to the terminal, so that
 *                       it shows while the work goes on; empty: the session's own output
 */
public record Display(boolean colourTerminal, boolean noColor, boolean accessible, IntSupplier width,
        IntSupplier columns, Optional<PrintWriter> redraw) {

    /** A session whose output reaches its terminal as it is printed. */
    public Display(boolean colourTerminal, boolean noColor, boolean accessible, IntSupplier width,
            IntSupplier columns) {
        this(colourTerminal, noColor, accessible, width, columns, Optional.empty());
    }

    /** A session without a terminal to redraw on, its text at the full 80 columns. */
    public Display(boolean colourTerminal, boolean noColor, boolean accessible) {
        this(colourTerminal, noColor, accessible, () -> 0, () -> 0);
    }

    /**
     * The painter for one line of the session: its colours unless the line's flags turn them off
     * ({@code noColorFlag}, {@code accessibleFlag}), fitted to its window.
     */
    public Painter painter(boolean noColorFlag, boolean accessibleFlag) {
        return Painter.of(noColorFlag || noColor, accessibleFlag || accessible, colourTerminal).fittedTo(columns);
    }
}
