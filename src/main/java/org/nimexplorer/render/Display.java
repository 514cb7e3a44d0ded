package org.nimexplorer.render;

import java.util.function.IntSupplier;

/**
 * What an interactive session knows about its screen, so that commands run inside it paint for that
 * terminal rather than for the process's standard output.
 *
 * @param colourTerminal the session's terminal shows colour
 * @param noColor        colour was turned off when the session started
 * @param accessible     the session is in accessible mode
 * @param width          the terminal's width now, asked again at each call; 0 when the session has no
 *                       terminal that a line can be redrawn on
 */
public record Display(boolean colourTerminal, boolean noColor, boolean accessible, IntSupplier width) {

    /** A session without a terminal to redraw on. */
    public Display(boolean colourTerminal, boolean noColor, boolean accessible) {
        this(colourTerminal, noColor, accessible, () -> 0);
    }
}
