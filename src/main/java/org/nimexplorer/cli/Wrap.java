package org.nimexplorer.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Word wrapping for 80-column terminals. */
public final class Wrap {

    public static final int WIDTH = 80;
    private static final Pattern ANSI = Pattern.compile("\u001B\\[[0-9;]*m");

    private Wrap() {}

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

    /** Characters a word takes on screen: colour codes take none. */
    static int visibleLength(String word) {
        return word.indexOf('\u001b') < 0 ? word.length() : ANSI.matcher(word).replaceAll("").length();
    }

    /** The text wrapped beside a label padded to {@code column}, like a field in a form. */
    public static List<String> labelled(String label, int column, String text) {
        List<String> lines = new ArrayList<>();
        for (String line : lines(text, 0, 0, WIDTH - column)) {
            lines.add((lines.isEmpty() ? ColumnsText.padRight(label, column) : " ".repeat(column)) + line);
        }
        return lines;
    }

    public static String paragraph(String text, int indent) {
        return String.join("\n", lines(text, indent, indent, WIDTH));
    }
}
