package org.nimexplorer.render;

import java.io.PrintWriter;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.stream.Stream;

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
 * @param doubleSize     the terminal draws DEC double-size lines (twice as wide and as tall), which a position drawn
 *                       big for a class uses (see {@link BigPosition#doubleSize})
 * @param theme          the shades its colours are painted in, unless a line asks for others
 */
public record Display(boolean colourTerminal, boolean noColor, boolean accessible, IntSupplier width,
        IntSupplier columns, Optional<PrintWriter> redraw, boolean doubleSize, Theme theme) {

    /** A session's terminal, with no double-size lines, in the terminal's own colours. */
    public Display(boolean colourTerminal, boolean noColor, boolean accessible, IntSupplier width,
            IntSupplier columns, Optional<PrintWriter> redraw) {
        this(colourTerminal, noColor, accessible, width, columns, redraw, false, Theme.AUTO);
    }

    /** The same screen, drawing double-size lines or not. */
    public Display withDoubleSize(boolean drawn) {
        return new Display(colourTerminal, noColor, accessible, width, columns, redraw, drawn, theme);
    }

    /** The same screen, painted in the shades of {@code shades}. */
    public Display withTheme(Theme shades) {
        return new Display(colourTerminal, noColor, accessible, width, columns, redraw, doubleSize, shades);
    }

    /**
     * Whether the terminal the environment {@code env} describes draws DEC double-size lines: {@code
     * NIM_EXPLORER_BIG=double} or {@code plain} decides; otherwise yes in xterm, VTE terminals (GNOME Terminal and
     * others), Konsole and Windows Terminal, each of which names itself in the environment, and no inside tmux or
     * screen, which draw such a line twice at its normal size, and anywhere not known.
     */
    public static boolean doubleSizeIn(Function<String, String> env) {
        String asked = Optional.ofNullable(env.apply("NIM_EXPLORER_BIG")).orElse("");
        if (asked.equals("double") || asked.equals("plain")) {
            return asked.equals("double");
        }
        String term = Optional.ofNullable(env.apply("TERM")).orElse("");
        if (env.apply("TMUX") != null || env.apply("STY") != null || term.startsWith("screen")
                || term.startsWith("tmux")) {
            return false;
        }
        return Stream.of("XTERM_VERSION", "VTE_VERSION", "KONSOLE_VERSION", "WT_SESSION")
                .anyMatch(name -> env.apply(name) != null);
    }

    /** A session whose output reaches its terminal as it is printed. */
    public Display(boolean colourTerminal, boolean noColor, boolean accessible, IntSupplier width,
            IntSupplier columns) {
        this(colourTerminal, noColor, accessible, width, columns, Optional.empty());
    }

    /** A session without a terminal to redraw on, its text at the full 80 columns. */
    public Display(boolean colourTerminal, boolean noColor, boolean accessible) {
        this(colourTerminal, noColor, accessible, () -> 0, () -> 0);
    }

    /** The painter for one line that asked for no shades of its own: see {@link #painter(boolean, boolean, Optional)}. */
    public Painter painter(boolean noColorFlag, boolean accessibleFlag) {
        return painter(noColorFlag, accessibleFlag, Optional.empty());
    }

    /**
     * The painter for one line of the session: its colours unless the line's flags turn them off
     * ({@code noColorFlag}, {@code accessibleFlag}) or ask for other shades ({@code themeFlag}), fitted to its
     * window.
     */
    public Painter painter(boolean noColorFlag, boolean accessibleFlag, Optional<Theme> themeFlag) {
        return Painter.of(noColorFlag || noColor, accessibleFlag || accessible, colourTerminal, themeFlag.orElse(theme))
                .fittedTo(columns);
    }
}
