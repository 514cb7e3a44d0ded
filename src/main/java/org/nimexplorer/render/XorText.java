package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.Columns;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.explain.XorTable;

/** XOR as text: two numbers XORed column by column, and the table of XOR on a few bits. */
public final class XorText {

    private XorText() {}

    /** Two numbers one under the other in binary, and their XOR under a rule, column by column. */
    public static List<String> xor(Derivation.Xor x, Painter painter) {
        long a = x.a();
        long b = x.b();
        int width = Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(a, b)));
        int label = Long.toString(Math.max(a, b)).length();
        List<String> out = new ArrayList<>();
        out.add(a + " xor " + b + " = " + painter.good(Long.toString(x.result())));
        out.add("");
        StringBuilder header = new StringBuilder(" ".repeat(label + 2));
        for (int bit = width - 1; bit >= 0; bit--) {
            header.append(' ').append(1L << bit);
        }
        if (header.length() > painter.width()) {
            out.addAll(ColumnsText.render(Columns.of(Position.of(a, b), MoveSet.NIM), painter));
            return out;
        }
        out.add(header.toString());
        out.add(bitsRow(a, width, label, false, painter));
        out.add(bitsRow(b, width, label, false, painter));
        out.add(" ".repeat(label + 2) + "-".repeat(header.length() - label - 2));
        out.add(bitsRow(x.result(), width, label, true, painter));
        out.add("");
        out.add(painter.paragraph("Column by column: the result has a 1 where exactly one of the two numbers has a 1"
                + " (an odd column) and a 0 where both or neither have one (an even column). No carrying.", 0));
        return out;
    }

    /** A number's bits under the column header, each right-aligned under its column's value. */
    private static String bitsRow(long n, int width, int label, boolean result, Painter painter) {
        String name = Long.toString(n);
        StringBuilder row = new StringBuilder(" ".repeat(label - name.length() + 2)).append(name);
        for (int bit = width - 1; bit >= 0; bit--) {
            String digit = Long.toString(n >>> bit & 1);
            row.append(" ".repeat(Long.toString(1L << bit).length())).append(result && digit.equals("1")
                    ? painter.bad(digit) : digit);
        }
        return row.toString();
    }

    public static List<String> table(XorTable t, Painter painter) {
        int width = Integer.toString(t.size() - 1).length();
        List<String> out = new ArrayList<>();
        if (t.bits() == 1) {
            out.add("The truth table of xor (exclusive or) on one bit:");
            for (XorTable.Row row : t.rows()) {
                for (int y = 0; y < t.size(); y++) {
                    out.add("  " + row.x() + " xor " + y + " = " + row.xor().get(y)
                            + (row.x() == y ? "   (the same: 0)" : "   (different: 1)"));
                }
            }
            out.add("");
        }
        StringBuilder head = new StringBuilder(ColumnsText.pad("xor", width + 2) + " |");
        for (int y = 0; y < t.size(); y++) {
            head.append(' ').append(ColumnsText.pad(Integer.toString(y), width));
        }
        out.add(head.toString());
        out.add("-".repeat(width + 3) + "+" + "-".repeat(t.size() * (width + 1)));
        for (XorTable.Row row : t.rows()) {
            StringBuilder line = new StringBuilder(ColumnsText.pad(Integer.toString(row.x()), width + 2) + " |");
            for (int y = 0; y < t.size(); y++) {
                String cell = ColumnsText.pad(Integer.toString(row.xor().get(y)), width);
                line.append(' ').append(row.x() == y ? painter.odd(cell) : cell);
            }
            out.add(line.toString());
        }
        out.add("");
        out.add(painter.paragraph("Things to see: the diagonal is all 0 (x xor x = 0); the row and column of 0 repeat"
                + " the other number (x xor 0 = x); the table is symmetric (x xor y = y xor x); and each row holds"
                + " every value exactly once, so x xor y = 0 only when y = x.", 0));
        return out;
    }
}
