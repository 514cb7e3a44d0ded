package org.nimexplorer.render;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;

/**
 * Output to a terminal, every line broken between words to fit the terminal's width as it is when
 * the line ends. Text is laid out for 80 columns and most of it is wrapped to the painter's width
 * already; this catches the rest (tables of names, messages, help), which a narrow terminal would
 * otherwise cut in the middle of a word.
 */
public final class FittedWriter extends Writer {

    private final Writer screen;
    private final IntSupplier width;
    private final StringBuilder line = new StringBuilder();
    /** Columns of the current screen line written before a flush, before the line had ended. */
    private int column;

    public FittedWriter(Writer screen, IntSupplier width) {
        this.screen = screen;
        this.width = width;
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
        for (int i = offset; i < offset + length; i++) {
            char c = chars[i];
            if (c == '\n') {
                screen.write(String.join("\n", fit(line.toString(), width.getAsInt(), column)));
                screen.write('\n');
                line.setLength(0);
                column = 0;
            } else if (c == '\r') {
                writePending();
                screen.write('\r');
                column = 0;
            } else {
                line.append(c);
            }
        }
    }

    /** A line that has not ended yet (a progress bar, a question waiting for its answer) goes out as it is. */
    @Override
    public void flush() throws IOException {
        writePending();
        screen.flush();
    }

    @Override
    public void close() throws IOException {
        flush();
        screen.close();
    }

    private void writePending() throws IOException {
        screen.write(line.toString());
        column += Wrap.visibleLength(line.toString());
        line.setLength(0);
    }

    /**
     * The line as screen lines of at most {@code width} columns, the first starting at {@code column}:
     * breaks go between words, and later lines hang under the text beside a label ("name   text")
     * or two columns in from the line's indent. Spaces inside the first screen line are kept, so
     * aligned columns stay aligned when they fit.
     */
    static List<String> fit(String text, int width, int column) {
        // A line that sets its own line size (a big drawing, laid out for the whole window) is not broken.
        if (column + Wrap.visibleLength(text) <= width || text.startsWith(BigPosition.LINE_SIZE)) {
            return List.of(text);
        }
        int hang = hangingIndent(text, width);
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int used = column;
        int indent = column;
        for (String token : text.split("(?<= )(?=[^ ])|(?<=[^ ])(?= )")) {
            boolean spaces = token.isBlank();
            int length = Wrap.visibleLength(token);
            if (spaces) {
                current.append(token);
                used += length;
                continue;
            }
            if (used + length > width && used > indent) {
                out.add(current.toString().stripTrailing());
                current = new StringBuilder(" ".repeat(hang));
                used = hang;
                indent = hang;
            }
            while (used + Wrap.visibleLength(token) > width && token.indexOf('\u001b') < 0) {
                String piece = Wrap.fittingStart(token, width - used);
                current.append(piece);
                out.add(current.toString());
                token = token.substring(piece.length());
                current = new StringBuilder(" ".repeat(hang));
                used = hang;
            }
            current.append(token);
            used += Wrap.visibleLength(token);
        }
        out.add(current.toString().stripTrailing());
        return out;
    }

    /** Where continuation lines start: under the text after a label's gap, else the indent (two when there is none). */
    private static int hangingIndent(String text, int width) {
        int lead = text.length() - text.stripLeading().length();
        int gap = text.indexOf("  ", lead);
        if (gap > lead) {
            int after = gap;
            while (after < text.length() && text.charAt(after) == ' ') {
                after++;
            }
            if (after <= width / 2 && text.indexOf('\u001b') < 0) {
                return after;
            }
        }
        return Math.min(lead == 0 ? 2 : lead, width / 2);
    }
}
