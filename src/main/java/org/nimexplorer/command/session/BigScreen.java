package org.nimexplorer.command.session;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
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

    /**
     * The most lines a drawing may have to be drawn double size, each then two rows: more would not fit a window of
     * 24 rows with the question under it.
     */
    static final int DOUBLED_LINES = 9;

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

    /**
     * The position drawn big and centred in the window: in double-size letters where the session's terminal draws
     * them, laid out for half its width, when that is 30 columns or more and the drawing short enough to be doubled;
     * a sentence a heap in accessible mode; at the left in a pipe.
     */
    static void draw(Session session, Optional<Display> screen, Table table, Painter painter) {
        // The whole window, wider than the 80 columns text keeps to; in a pipe or a file the drawing starts at the left.
        int window = screen.map(d -> d.width().getAsInt()).orElse(0);
        int width = window > 0 ? window : painter.width();
        boolean doubled = !painter.accessible() && window / 2 >= Wrap.MIN_WIDTH && screen.get().doubleSize();
        List<String> half = doubled ? table.big(painter, width / 2) : List.of();
        List<String> lines;
        if (doubled && half.size() <= DOUBLED_LINES) {
            lines = BigPosition.doubleSize(BigPosition.centred(half, width / 2));
        } else {
            List<String> drawn = table.big(painter, width);
            lines = window > 0 && !painter.accessible() ? BigPosition.whole(BigPosition.centred(drawn, width)) : drawn;
        }
        lines.forEach(session.out()::println);
    }
}
