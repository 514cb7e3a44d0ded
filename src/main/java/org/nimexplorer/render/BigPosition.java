package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/**
 * A position drawn for a class to read from the back of the room: each heap a row of objects in
 * groups of five, spaced out, with its label first and its size at the end of the row ({@code ●} in
 * colour, {@code o} in plain text). A heap too large to draw shows its size alone; a heap wider than
 * the window goes on over more rows. In accessible mode, a sentence per heap.
 */
public final class BigPosition {

    /** Heaps larger than this show their size instead of their objects: they would not fit one screen. */
    public static final int MAX_DRAWN = 40;
    /** Objects come in groups of this many, so that a room can count them at a glance. */
    public static final int GROUP = 5;
    /** The most objects on one row; fewer when the window is narrow. */
    public static final int MAX_PER_ROW = 20;
    /** Heaps drawn; the others are counted. */
    public static final int MAX_HEAPS = ColumnsText.MAX_ROWS;
    /** What stands in the place of a heap's objects when it has too many. */
    public static final String TOO_MANY = "(too many to draw)";

    private static final String INDENT = "  ";
    private static final String GAP = "   ";
    private static final String GROUP_GAP = "   ";
    /** Lines of a drawing beyond which heaps are no longer set apart by blank lines. */
    private static final int SPACED_LINES = 20;

    private BigPosition() {}

    /** The drawing, every line at most {@code width} columns wide (given 30 or more). */
    public static List<String> lines(Position position, Rules rules, Painter painter, int width) {
        int shown = Math.min(position.size(), MAX_HEAPS);
        List<String> out = new ArrayList<>();
        if (painter.accessible()) {
            out.addAll(Wrap.lines(title(position) + ", " + rules.describe() + ".", 0, 0, width));
            for (int i = 0; i < shown; i++) {
                long heap = position.heap(i);
                out.add("Heap " + HeapLabels.of(i) + ": " + heap + (heap == 1 ? " object." : " objects."));
            }
            more(position, shown).ifPresent(out::add);
            return out;
        }
        Wrap.lines(title(position) + rules.note(), 0, 2, width).stream()
                .map(painter::strong).forEach(out::add);
        out.add("");
        int labels = 1;
        int counts = 1;
        for (int i = 0; i < shown; i++) {
            labels = Math.max(labels, HeapLabels.of(i).length());
            counts = Math.max(counts, Long.toString(position.heap(i)).length());
        }
        int perRow = MAX_PER_ROW;
        while (perRow > GROUP && INDENT.length() + labels + 2 * GAP.length() + drawnWidth(perRow) + counts > width) {
            perRow -= GROUP;
        }
        int area = 1;
        int rows = 0;
        for (int i = 0; i < shown; i++) {
            long heap = position.heap(i);
            area = Math.max(area, heap > MAX_DRAWN ? TOO_MANY.length() : drawnWidth((int) Math.min(heap, perRow)));
            rows += heap > MAX_DRAWN || heap == 0 ? 1 : (int) ((heap + perRow - 1) / perRow);
        }
        boolean spaced = out.size() + rows + shown - 1 <= SPACED_LINES;
        String glyph = painter.colour() ? "\u25CF" : "o";
        for (int i = 0; i < shown; i++) {
            if (spaced && i > 0) {
                out.add("");
            }
            out.addAll(heapRows(HeapLabels.of(i), position.heap(i), labels, counts, area, perRow, glyph, painter));
        }
        more(position, shown).ifPresent(out::add);
        return out;
    }

    /** "Position 3 4 5", or "A position of 1,000 heaps" when they are too many to draw. */
    private static String title(Position position) {
        return position.size() <= MAX_HEAPS ? "Position " + position
                : String.format("A position of %,d heaps", position.size());
    }

    /** One heap: its label, its objects over as many rows as they need, and its size at the end of the first. */
    private static List<String> heapRows(String label, long heap, int labels, int counts, int area, int perRow,
            String glyph, Painter painter) {
        List<String> pieces = new ArrayList<>();
        if (heap > MAX_DRAWN) {
            pieces.add(TOO_MANY);
        } else if (heap == 0) {
            pieces.add("-");
        } else {
            for (int drawn = 0; drawn < heap; drawn += perRow) {
                pieces.add(objects((int) Math.min(perRow, heap - drawn), glyph));
            }
        }
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < pieces.size(); r++) {
            String piece = pieces.get(r);
            String shown = heap > MAX_DRAWN || heap == 0 ? piece : painter.objects(piece);
            String start = INDENT + ColumnsText.padRight(r == 0 ? label : "", labels) + GAP + shown;
            rows.add(r > 0 ? start : start + " ".repeat(area - piece.length()) + GAP
                    + painter.strong(ColumnsText.pad(Long.toString(heap), counts)));
        }
        return rows;
    }

    /** {@code n} objects, a space between two, three between groups of five. */
    private static String objects(int n, String glyph) {
        StringBuilder row = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                row.append(i % GROUP == 0 ? GROUP_GAP : " ");
            }
            row.append(glyph);
        }
        return row.toString();
    }

    /** Columns that {@code n} objects take (each glyph one column wide). */
    static int drawnWidth(int n) {
        return n <= 0 ? 1 : 2 * n - 1 + (GROUP_GAP.length() - 1) * ((n - 1) / GROUP);
    }

    private static Optional<String> more(Position position, int shown) {
        return shown < position.size()
                ? Optional.of(String.format("  ... and %,d more heaps", position.size() - shown))
                : Optional.empty();
    }
}
