package org.nimexplorer.render;

/**
 * Text measured in terminal columns rather than in characters, so a table stays in line whatever
 * names it holds: an East Asian wide or fullwidth character ("李") takes two columns, a combining
 * mark (the accent in "e\u0301") none, and colour codes none.
 */
public final class Width {

    private Width() {}

    /** The columns {@code text} takes on screen. */
    public static int of(String text) {
        return Wrap.visibleLength(text);
    }

    /** The text followed by spaces up to {@code columns} columns; as it is when it is that wide already. */
    public static String padRight(String text, int columns) {
        int width = of(text);
        return width >= columns ? text : text + " ".repeat(columns - width);
    }

    /** The text cut to at most {@code columns} columns, ending in "~" when cut; never half a wide character. */
    public static String clip(String text, int columns) {
        if (of(text) <= columns) {
            return text;
        }
        return Wrap.fittingStart(text, columns - 1) + "~";
    }
}
