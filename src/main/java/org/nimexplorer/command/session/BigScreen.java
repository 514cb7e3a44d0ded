package org.nimexplorer.command.session;

import java.io.PrintWriter;
import java.util.Optional;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.render.BigPosition;
import org.nimexplorer.render.Display;
import org.nimexplorer.render.Painter;
import org.nimexplorer.render.Wrap;

/**
 * Positions drawn big, one to a screen, for an instructor in front of a class: {@code show --big} and
 * {@code source FILE --step --big}.
 */
public final class BigScreen {

    /**
     * Cursor home, then erase the screen (the scrollback is kept). A session's terminal keeps its status row:
     * it erases only the rows above it, in place of this.
     */
    public static final String CLEAR = "\u001b[H\u001b[2J";
    /** Blank lines that push the last screen out of sight on a terminal that cannot be cleared. */
    static final int ROWS = 24;

    private BigScreen() {}

    /**
     * Starts a new screen: a terminal that can be cleared is; a dumb one is pushed up with blank lines;
     * in a pipe or a file a separator line parts the screens. In accessible mode nothing is redrawn:
     * a blank line.
     */
    static void newScreen(Session session, Optional<Display> screen, Painter painter) {
        PrintWriter out = session.out();
        if (painter.accessible()) {
            out.println();
        } else if (screen.map(Display::colourTerminal).orElse(false)) {
            out.print(CLEAR);
        } else if (session.input() != null && session.input().interactive()) {
            out.print("\n".repeat(ROWS));
        } else {
            out.println("-".repeat(painter.width()));
        }
    }

    /** The position drawn big, fitted to the window. */
    static void draw(Session session, Position position, Rules rules, Painter painter) {
        BigPosition.lines(position, rules, painter, painter.width()).forEach(session.out()::println);
    }
}
