package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Columns;

/**
 * Draws {@link Columns}: one row per heap in binary under a header of place values (8 4 2 1), the
 * column sums added without carrying, a {@code *} under each odd column, and the nim-sum. Values too
 * wide for 80 columns switch to a compact layout without per-column sums; positions with many heaps
 * show their first rows and say how many more were counted.
 */
public final class ColumnsText {

    /** Rows drawn before the rest are summarised. */
    public static final int MAX_ROWS = 16;
    /** Binary columns up to this many are also shown as sums of powers of two. */
    private static final int POWERS_WIDTH = 12;

    private ColumnsText() {}

    /** "4s column", "2^40s column". */
    public static String columnName(int bit) {
        return (bit <= 16 ? Long.toString(1L << bit) : "2^" + bit) + "s column";
    }

    /**
     * The columns, and below them the same sum as powers of two that cancel in pairs, when the values
     * are few and narrow enough to read that way (not for Grundy values, which are not the heaps).
     */
    public static List<String> withPowers(Columns c, Painter painter) {
        List<String> out = new ArrayList<>(render(c, painter));
        if (c.width() > POWERS_WIDTH || c.heaps().length > MAX_ROWS || c.grundy()) {
            return out;
        }
        out.add("");
        out.add("The same sum, cancelling equal powers of two:");
        for (int i = 0; i < c.heaps().length; i++) {
            List<Long> powers = c.powers(i);
            out.add("  " + padRight(HeapLabels.of(i), 3) + c.values()[i] + " = "
                    + (powers.isEmpty() ? "0" : join(powers, " + ")));
        }
        for (Columns.Column column : c.columns()) {
            if (column.ones() > 0) {
                out.add("  " + column.value() + " appears " + times(column.ones())
                        + (column.odd() ? ": one is left." : ": the pairs cancel."));
            }
        }
        List<Long> left = c.columns().stream().filter(Columns.Column::odd).map(Columns.Column::value).toList();
        out.add("  What is left: " + (left.isEmpty() ? "nothing" : join(left, " + ")) + " = nim-sum "
                + painter.odd(Long.toString(c.nimSum())) + ".");
        return out;
    }

    private static String times(int n) {
        return n == 1 ? "once" : n == 2 ? "twice" : n + " times";
    }

    static String join(List<Long> numbers, String separator) {
        return String.join(separator, numbers.stream().map(String::valueOf).toList());
    }

    public static List<String> render(Columns c, Painter painter) {
        if (painter.accessible()) {
            return sentences(c);
        }
        int rows = Math.min(c.heaps().length, MAX_ROWS);
        int labelWidth = HeapLabels.of(c.heaps().length - 1).length();
        int decimalWidth = 1;
        int grundyWidth = 0;
        for (int i = 0; i < rows; i++) {
            decimalWidth = Math.max(decimalWidth, Long.toString(c.heaps()[i]).length());
            grundyWidth = Math.max(grundyWidth, c.grundy() ? ("g=" + c.values()[i]).length() : 0);
        }
        int[] widths = new int[c.width()];
        int bitsWidth = 0;
        for (int bit = 0; bit < c.width(); bit++) {
            widths[bit] = Math.max(Long.toString(1L << bit).length(), Integer.toString(c.sums()[bit]).length());
            bitsWidth += widths[bit] + 1;
        }
        int leftWidth = 2 + labelWidth + 1 + decimalWidth + (c.grundy() ? 1 + grundyWidth : 0);
        if (leftWidth < "  sums".length()) {
            decimalWidth += "  sums".length() - leftWidth;
        }
        String lead = "  " + " ".repeat(labelWidth) + " " + " ".repeat(decimalWidth)
                + (c.grundy() ? " " + " ".repeat(grundyWidth) : "") + " ";
        if (lead.length() + bitsWidth > painter.width()) {
            return compact(c, painter, rows, labelWidth);
        }
        Set<Integer> odd = new HashSet<>(c.oddColumns());
        List<String> out = new ArrayList<>();
        out.add(lead + cells(widths, bit -> Long.toString(1L << bit), (bit, s) -> s));
        for (int i = 0; i < rows; i++) {
            int heap = i;
            String left = "  " + pad(HeapLabels.of(i), labelWidth) + " " + pad(Long.toString(c.heaps()[i]), decimalWidth)
                    + (c.grundy() ? " " + pad("g=" + c.values()[i], grundyWidth) : "") + " ";
            out.add(left + cells(widths, bit -> c.hasBit(heap, bit) ? "1" : "0", (bit, s) -> s));
        }
        if (rows < c.heaps().length) {
            out.add("  ... " + String.format("%,d", c.heaps().length - rows) + " more heaps, counted in the sums");
        }
        out.add(lead + "-".repeat(Math.max(bitsWidth - 1, 1)));
        String sumsLead = padRight("  sums", lead.length());
        out.add(sumsLead + cells(widths, bit -> Integer.toString(c.sums()[bit]),
                (bit, s) -> odd.contains(bit) ? painter.odd(s) : s) + "  (ones per column, no carrying)");
        if (!odd.isEmpty()) {
            out.add((padRight("  odd", lead.length()) + cells(widths, bit -> odd.contains(bit) ? "*" : "", (bit, s) -> s))
                    .stripTrailing());
        }
        out.addAll(nimSumLines(c, painter));
        return out;
    }

    /** The columns read aloud: for each, which heaps have a one there, how many ones, odd or even. */
    static List<String> sentences(Columns c) {
        List<String> out = new ArrayList<>();
        out.add((c.grundy() ? "Grundy values in binary: " : "In binary: ") + listOfValues(c) + ".");
        for (int bit = c.width() - 1; bit >= 0; bit--) {
            List<String> holders = new ArrayList<>();
            for (int i = 0; i < c.heaps().length && holders.size() <= MAX_ROWS; i++) {
                if (c.hasBit(i, bit)) {
                    holders.add(HeapLabels.of(i));
                }
            }
            int ones = c.sums()[bit];
            String who = ones == 0 ? "no heap has a one"
                    : ones == 1 ? "heap " + holders.get(0) + " has a one"
                    : ones <= MAX_ROWS ? "heaps " + Text.and(holders) + " have a one"
                    : String.format("%,d heaps have a one", ones);
            out.add(columnName(bit) + ": " + who + "; " + (ones == 1 ? "one one" : String.format("%,d ones", ones))
                    + ", " + (ones % 2 == 1 ? "odd." : "even."));
        }
        out.add("Nim-sum " + c.nimSum() + ", " + binary(c.nimSum(), 1) + " in binary" + (c.allEven() ? ": every column is even." : ": a one for each odd column."));
        return out;
    }

    private static String listOfValues(Columns c) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < Math.min(c.heaps().length, MAX_ROWS); i++) {
            parts.add(HeapLabels.of(i) + " is " + binary(c.values()[i], 1));
        }
        if (c.heaps().length > MAX_ROWS) {
            parts.add(String.format("and %,d more", c.heaps().length - MAX_ROWS));
        }
        return String.join(", ", parts);
    }

    private static List<String> compact(Columns c, Painter painter, int rows, int labelWidth) {
        List<String> out = new ArrayList<>();
        out.add("  " + c.width() + " binary columns (2^" + (c.width() - 1) + " down to 1), too wide for sums;"
                + " * marks odd ones.");
        for (int i = 0; i < rows; i++) {
            out.add("  " + pad(HeapLabels.of(i), labelWidth) + " " + (c.grundy() ? "g=" : "")
                    + c.values()[i] + (c.grundy() ? " (heap " + c.heaps()[i] + ")" : ""));
        }
        for (int i = 0; i < rows; i++) {
            out.add("  " + pad(HeapLabels.of(i), labelWidth) + " " + binary(c.values()[i], c.width()));
        }
        if (rows < c.heaps().length) {
            out.add("  ... " + String.format("%,d", c.heaps().length - rows) + " more heaps, counted in the sums");
        }
        StringBuilder marks = new StringBuilder();
        for (int bit = c.width() - 1; bit >= 0; bit--) {
            marks.append(c.sums()[bit] % 2 == 1 ? "*" : " ");
        }
        out.add("  " + " ".repeat(labelWidth) + " " + painter.odd(marks.toString().stripTrailing()));
        out.addAll(nimSumLines(c, painter));
        return out;
    }

    private static List<String> nimSumLines(Columns c, Painter painter) {
        String binary = binary(c.nimSum(), c.width());
        String explain = c.allEven() ? "every column is even" : "a 1 under each odd column";
        String decimal = Long.toString(c.nimSum());
        String oneLine = "  nim-sum " + decimal + " = " + binary + " in binary (" + explain + ")";
        if (oneLine.length() <= painter.width()) {
            String value = decimal + " = " + binary + " in binary";
            return List.of("  nim-sum " + (c.allEven() ? value : painter.odd(value)) + " (" + explain + ")");
        }
        return List.of("  nim-sum " + (c.allEven() ? decimal : painter.odd(decimal)) + " (" + explain + "), in binary",
                "    " + binary);
    }

    public static String binary(long value, int width) {
        String bits = Long.toBinaryString(value);
        return bits.length() >= width ? bits : "0".repeat(width - bits.length()) + bits;
    }

    private interface Cell {
        String at(int bit);
    }

    private interface Style {
        String apply(int bit, String padded);
    }

    private static String cells(int[] widths, Cell cell, Style style) {
        StringBuilder line = new StringBuilder();
        for (int bit = widths.length - 1; bit >= 0; bit--) {
            line.append(style.apply(bit, pad(cell.at(bit), widths[bit])));
            if (bit > 0) {
                line.append(' ');
            }
        }
        return line.toString();
    }

    /** The text cut to at most {@code width} characters, ending in "~" when cut. */
    public static String clipTo(String text, int width) {
        return text.length() <= width ? text : text.substring(0, width - 1) + "~";
    }

    public static String padRight(String text, int width) {
        return text.length() >= width ? text : text + " ".repeat(width - text.length());
    }

    static String pad(String text, int width) {
        return text.length() >= width ? text : " ".repeat(width - text.length()) + text;
    }
}
