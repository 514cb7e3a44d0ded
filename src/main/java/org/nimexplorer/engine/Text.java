package org.nimexplorer.engine;

import java.util.List;

/** Small helpers for quoting learner input safely inside messages, and for listing words in a sentence. */
public final class Text {

    private static final int CLIP = 24;

    private static final int LINE = 300;

    /** A path is shown whole up to this many characters, and past it cut in the middle, never in its file name. */
    public static final int PATH = 160;

    private Text() {}

    /** "a, b and c": the items as a sentence lists them; one item alone, and nothing for none. */
    public static String and(List<String> items) {
        if (items.size() < 2) {
            return items.isEmpty() ? "" : items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /** A whole message made safe for one terminal line: no control characters, at most 300 characters. */
    public static String oneLine(String message) {
        StringBuilder out = new StringBuilder();
        message.codePoints().limit(LINE + 1L).forEach(cp -> out.appendCodePoint(shownAsQuestionMark(cp) ? '?' : cp));
        return out.length() > LINE ? out.substring(0, LINE) + "..." : out.toString();
    }

    /**
     * The input as it may be echoed back: control characters shown as '?', and cut short,
     * so a hostile line can never put escape sequences or pages of text on the terminal.
     */
    public static String clip(String input) {
        StringBuilder out = new StringBuilder();
        input.codePoints().limit(CLIP + 1L).forEach(cp -> out.appendCodePoint(shownAsQuestionMark(cp) ? '?' : cp));
        return out.length() > CLIP ? out.substring(0, CLIP) + "..." : out.toString();
    }

    /**
     * The text with every control and format character shown as '?', at any length: for a web page or a
     * spreadsheet cell, where such a character is invisible, rings a bell or reorders what follows it.
     */
    public static String visible(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> out.appendCodePoint(shownAsQuestionMark(cp) ? '?' : cp));
        return out.toString();
    }

    /**
     * Control and format characters, and the Unicode line and paragraph separators (U+2028, U+2029):
     * Unicode counts them as line breaks (Java's \R matches them), and so do some viewers.
     */
    private static boolean shownAsQuestionMark(int cp) {
        int type = Character.getType(cp);
        return Character.isISOControl(cp) || type == Character.FORMAT || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR;
    }

    /**
     * A file's name as a message shows it: whole, so the reader can tell which file is meant, with
     * control characters shown as '?'; past {@value #PATH} characters the folders in the middle give
     * way to "..." and the file name is kept ("/home/me/.../week3-ada-lovelace.json").
     */
    public static String path(String path) {
        int[] cps = path.codePoints().map(cp -> shownAsQuestionMark(cp) ? '?' : cp).toArray();
        if (cps.length <= PATH) {
            return new String(cps, 0, cps.length);
        }
        int nameStart = cps.length;
        while (nameStart > 0 && cps[nameStart - 1] != '/' && cps[nameStart - 1] != '\\') {
            nameStart--;
        }
        int name = cps.length - nameStart;
        if (name + 4 > PATH - 8) {
            // A file name too long to keep whole: its start and its end, which holds the extension.
            int head = (PATH - 3) / 2;
            return new String(cps, 0, head) + "..." + new String(cps, cps.length - (PATH - 3 - head), PATH - 3 - head);
        }
        int head = PATH - 3 - (name + 1);
        return new String(cps, 0, head) + "..." + new String(cps, nameStart - 1, name + 1);
    }
}
