package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.jline.utils.AttributedString;

/**
 * Word wrapping for the screen the text goes to: 80 columns, or fewer when the terminal is narrower,
 * since a terminal that breaks a line itself breaks it in the middle of a word. The width is always
 * given: each session's {@link Painter} knows its own window.
 */
public final class Wrap {

    /** The widest text we write: wider terminals still get 80-column lines, which read best. */
    public static final int MAX_WIDTH = 80;
    /** Narrower than this and no layout is readable; lines are made for this many columns then. */
    public static final int MIN_WIDTH = 30;

    /** A terminal's control sequences (colour, clearing the screen): they take no columns. */
    /** A colour or cursor sequence, or a DEC line size ({@code ESC # 3} to {@code 6}): none takes a column. */
    private static final Pattern ANSI = Pattern.compile("\u001B\\[[0-9;?]*[ -/]*[@-~]|\u001B#[3-6]");

    private Wrap() {}

    /** The width text is wrapped to in a window {@code terminal} columns wide; 0 or less: not known, 80. */
    public static int fit(int terminal) {
        return terminal <= 0 ? MAX_WIDTH : Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, terminal));
    }

    /** The text as lines of at most {@code width} characters, every line after the first indented. */
    public static List<String> lines(String text, int firstIndent, int indent, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(" ".repeat(firstIndent));
        int lineStart = firstIndent;
        int visible = firstIndent;
        for (String word : text.split(" +")) {
            int length = visibleLength(word);
            if (line.length() > lineStart && visible + 1 + length > width) {
                lines.add(line.toString());
                line = new StringBuilder(" ".repeat(indent));
                lineStart = indent;
                visible = indent;
            }
            if (line.length() > lineStart) {
                line.append(' ');
                visible++;
            }
            line.append(word);
            visible += length;
        }
        lines.add(line.toString());
        return lines;
    }

    /** Columns a word takes on screen: colour codes take none, a wide character (an emoji) two, a joiner none. */
    public static int visibleLength(String word) {
        String shown = word.indexOf('\u001b') < 0 ? word : ANSI.matcher(word).replaceAll("");
        return isAscii(shown) ? shown.length() : new AttributedString(shown).columnLength();
    }

    /** The longest start of {@code word} (no colour codes in it) that takes at most {@code columns} columns. */
    static String fittingStart(String word, int columns) {
        int end = 0;
        int used = 0;
        while (end < word.length()) {
            int next = word.offsetByCodePoints(end, 1);
            int width = visibleLength(word.substring(end, next));
            if (used + width > columns && end > 0) {
                break;
            }
            used += width;
            end = next;
        }
        return word.substring(0, end);
    }

    private static boolean isAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** The text wrapped to {@code width} beside a label padded to {@code column}, like a field in a form. */
    static List<String> labelled(String label, int column, String text, int width) {
        List<String> lines = new ArrayList<>();
        for (String line : lines(text, 0, 0, Math.max(MIN_WIDTH / 2, width - column))) {
            lines.add((lines.isEmpty() ? ColumnsText.padRight(label, column) : " ".repeat(column)) + line);
        }
        return lines;
    }

    /** The text as lines of at most {@code width} characters, every line indented by {@code indent}. */
    public static String paragraph(String text, int indent, int width) {
        return String.join("\n", lines(text, indent, indent, width));
    }
}
