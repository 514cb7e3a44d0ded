package org.nimexplorer.engine;

/** Small helpers for quoting learner input safely inside messages. */
public final class Text {

    private static final int CLIP = 24;

    private static final int LINE = 300;

    private Text() {}

    /** A whole message made safe for one terminal line: no control characters, at most 300 characters. */
    public static String oneLine(String message) {
        StringBuilder out = new StringBuilder();
        message.codePoints().limit(LINE + 1L).forEach(cp -> out.appendCodePoint(Character.isISOControl(cp)
                || Character.getType(cp) == Character.FORMAT ? '?' : cp));
        return out.length() > LINE ? out.substring(0, LINE) + "..." : out.toString();
    }

    /**
     * The input as it may be echoed back: control characters shown as '?', and cut short,
     * so a hostile line can never put escape sequences or pages of text on the terminal.
     */
    public static String clip(String input) {
        StringBuilder out = new StringBuilder();
        input.codePoints().limit(CLIP + 1L).forEach(cp -> out.appendCodePoint(Character.isISOControl(cp)
                || Character.getType(cp) == Character.FORMAT ? '?' : cp));
        return out.length() > CLIP ? out.substring(0, CLIP) + "..." : out.toString();
    }
}
