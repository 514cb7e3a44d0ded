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

    /**
     * How a line of a DEC terminal says what size it is drawn at; a line that begins so was laid out for the whole
     * window, and output fitted to the text's 80 columns leaves it whole.
     */
    public static final String LINE_SIZE = "\u001b#";
    /** DEC single-width line: the default, said by a centred drawing so that its lines stay whole. */
    private static final String SINGLE = LINE_SIZE + "5";
    /** DEC double-height, double-width line: its top half, then its bottom half (the same text on both). */
    private static final String DOUBLE_TOP = LINE_SIZE + "3";
    private static final String DOUBLE_BOTTOM = LINE_SIZE + "4";

    private static final String INDENT = "  ";
    private static final String GAP = "   ";
    private static final String GROUP_GAP = "   ";
    /** Lines of a drawing beyond which heaps are no longer set apart by blank lines. */
    private static final int SPACED_LINES = 20;

    private BigPosition() {}

    /** The drawing, every line at most {@code width} columns wide (given 30 or more). */
    public static List<String> lines(Position position, Rules rules, Painter painter, int width) {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < Math.min(position.size(), MAX_HEAPS); i++) {
            labels.add((painter.accessible() ? "heap " : "") + HeapLabels.of(i));
        }
        return lines(title(position) + (painter.accessible() ? ", " + rules.describe() : rules.note()), labels, position,
                painter, width);
    }

    /**
     * Any game's heaps drawn so: {@code title} over them, then each heap a row under its own label ("A kayles",
     * "step 3"); in accessible mode a sentence a heap, its label first.
     */
    public static List<String> lines(String title, List<String> labels, Position position, Painter painter,
            int width) {
        int shown = Math.min(position.size(), MAX_HEAPS);
        if (!painter.accessible()) {
            return drawing(title, labels.subList(0, shown), position, painter, width);
        }
        List<String> out = new ArrayList<>(Wrap.lines(title + ".", 0, 0, width));
        for (int i = 0; i < shown; i++) {
            long heap = position.heap(i);
            String label = labels.get(i);
            out.add(Character.toUpperCase(label.charAt(0)) + label.substring(1) + ": " + heap
                    + (heap == 1 ? " object." : " objects."));
        }
        more(position, shown).ifPresent(out::add);
        return out;
    }

    /** The heaps named by {@code labels}, one a row, under {@code title}. */
    private static List<String> drawing(String title, List<String> labels, Position position, Painter painter,
            int width) {
        int shown = labels.size();
        List<String> out = new ArrayList<>();
        Wrap.lines(title, 0, 2, width).stream()
                .map(painter::strong).forEach(out::add);
        out.add("");
        int widest = 1;
        int counts = 1;
        for (int i = 0; i < shown; i++) {
            widest = Math.max(widest, labels.get(i).length());
            counts = Math.max(counts, Long.toString(position.heap(i)).length());
        }
        int perRow = MAX_PER_ROW;
        while (perRow > GROUP && INDENT.length() + widest + 2 * GAP.length() + drawnWidth(perRow) + counts > width) {
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
            out.addAll(heapRows(labels.get(i), position.heap(i), widest, counts, area, perRow, glyph, painter));
        }
        more(position, shown).ifPresent(out::add);
        return out;
    }

    /**
     * The drawing centred in a window {@code width} columns wide: all its lines moved right by the same amount, so
     * that the heaps stay lined up.
     */
    public static List<String> centred(List<String> lines, int width) {
        int widest = lines.stream().mapToInt(Wrap::visibleLength).max().orElse(0);
        String pad = " ".repeat(Math.max(0, (width - widest) / 2));
        return lines.stream().map(line -> line.isEmpty() ? line : pad + line).toList();
    }

    /** Lines said to be single-size, as they are drawn anyway, so that output fitted to 80 columns leaves them whole. */
    public static List<String> whole(List<String> lines) {
        return lines.stream().map(line -> line.isEmpty() ? line : SINGLE + line).toList();
    }

    /**
     * The drawing in DEC double-size lines, for a terminal that draws them: each line twice, as the top and the
     * bottom half of letters twice as wide and twice as tall. It must have been laid out for half the window.
     */
    public static List<String> doubleSize(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            if (line.isEmpty()) {
                out.add(line);
            } else {
                out.add(DOUBLE_TOP + line);
                out.add(DOUBLE_BOTTOM + line);
            }
        }
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
