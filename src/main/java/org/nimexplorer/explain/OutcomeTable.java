package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.BoxSearch;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;

/**
 * P and N laid out in a grid, found by searching every position (not by a formula): rows y and
 * columns z from 1 to max, for the two-heap positions y-z or, with a first heap fixed at x, the
 * three-heap positions x-y-z. The search covers every position below the grid: at most
 * 1001 x 25 x 25, a byte each (well under 1 MiB).
 *
 * @param fixed the first heap, or empty for two heaps
 */
public record OutcomeTable(Rules rules, Optional<Long> fixed, int max, List<Row> rows) {

    /** The widest grid that fits 80 columns. */
    public static final int MAX = 24;
    /** The largest first heap a three-heap grid is searched for. */
    public static final long MAX_FIXED = 1000;

    public record Row(long y, List<Cell> cells) {
        public Row {
            cells = List.copyOf(cells);
        }
    }

    public record Cell(long z, Outcome outcome) {}

    public OutcomeTable {
        rows = List.copyOf(rows);
    }

    public static Result<OutcomeTable> of(Rules rules, Optional<Long> fixed, int max) {
        if (max < 1 || max > MAX) {
            return Result.outOfBounds(new Bound(Bound.Name.MAX, 1, MAX, max));
        }
        if (fixed.isPresent() && (fixed.get() < 0 || fixed.get() > MAX_FIXED)) {
            return Result.outOfBounds(new Bound(Bound.Name.FIX, 0, MAX_FIXED, fixed.get()));
        }
        BoxSearch search = (fixed.isPresent() ? BoxSearch.of(rules, fixed.get(), max, max)
                : BoxSearch.of(rules, max, max)).orThrow();
        List<Row> rows = new ArrayList<>();
        for (long y = 1; y <= max; y++) {
            List<Cell> cells = new ArrayList<>();
            for (long z = 1; z <= max; z++) {
                cells.add(new Cell(z, fixed.isPresent() ? search.outcome(fixed.get(), y, z) : search.outcome(y, z)));
            }
            rows.add(new Row(y, cells));
        }
        return Result.ok(new OutcomeTable(rules, fixed, max, rows));
    }

    /** The P-positions of the grid, as heap lists, row by row. */
    public List<Position> pPositions() {
        List<Position> ps = new ArrayList<>();
        for (Row row : rows) {
            for (Cell cell : row.cells()) {
                if (cell.outcome() == Outcome.P) {
                    ps.add(fixed.isPresent() ? Position.of(fixed.get(), row.y(), cell.z()) : Position.of(row.y(), cell.z()));
                }
            }
        }
        return ps;
    }
}
