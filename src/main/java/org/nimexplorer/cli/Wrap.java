package org.nimexplorer.cli;

import java.util.ArrayList;
import java.util.List;

/** Word wrapping for 80-column terminals. */
public final class Wrap {

    public static final int WIDTH = 80;

    private Wrap() {}

    /** The text as lines of at most {@code width} characters, every line after the first indented. */
    public static List<String> lines(String text, int firstIndent, int indent, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(" ".repeat(firstIndent));
        int lineStart = firstIndent;
        for (String word : text.split(" +")) {
            if (line.length() > lineStart && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line = new StringBuilder(" ".repeat(indent));
                lineStart = indent;
            }
            if (line.length() > lineStart) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
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
