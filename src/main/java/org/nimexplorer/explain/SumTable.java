package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.SumSearch;

/**
 * The grid of {@link OutcomeTable} for another heap game (Kayles, Lasker's Nim, an octal game):
 * rows y and columns z from 1 to max, two heaps of the game or three with a first heap fixed,
 * which may follow a game of its own (a Nim heap of 3 beside two rows of Kayles). Every cell is
 * decided by {@link SumSearch}, which knows no Grundy value, so the grid shows what the values
 * predict without taking them on trust.
 *
 * @param fixed the first heap with its game, or empty for two heaps
 */
public record SumTable(HeapGame game, Play play, Optional<Component> fixed, int max, List<OutcomeTable.Row> rows) {

    public SumTable {
        rows = List.copyOf(rows);
    }

    /**
     * The grid, or a problem when its search is estimated or found past {@link Budget.Limits#BOX};
     * {@code stop} ends it with {@link Budget.Exceeded}; {@code progress} hears how many cells are decided.
     */
    public static Result<SumTable> of(HeapGame game, Play play, Optional<Component> fixed, int max,
            BooleanSupplier stop, LongConsumer progress) {
        if (max < 1 || max > OutcomeTable.MAX) {
            return Result.outOfBounds(new Bound(Bound.Name.MAX, 1, OutcomeTable.MAX, max));
        }
        if (fixed.isPresent() && fixed.get().size() > OutcomeTable.MAX_FIXED) {
            return Result.outOfBounds(new Bound(Bound.Name.FIX, 0, OutcomeTable.MAX_FIXED, fixed.get().size()));
        }
        Budget budget = new Budget(Budget.Limits.BOX, stop);
        Optional<String> tooLarge = budget.whyTooLarge(SumSearch.estimate(sum(game, fixed, max, max), play));
        if (tooLarge.isPresent()) {
            return Result.problem(tooLarge(game, play, fixed, max, tooLarge.get()));
        }
        SumSearch search = new SumSearch(play, budget);
        List<OutcomeTable.Row> rows = new ArrayList<>();
        long done = 0;
        for (long y = 1; y <= max; y++) {
            List<OutcomeTable.Cell> cells = new ArrayList<>();
            for (long z = 1; z <= max; z++) {
                budget.stopIfAsked();
                try {
                    cells.add(new OutcomeTable.Cell(z, search.outcome(sum(game, fixed, y, z))));
                } catch (Budget.Exceeded e) {
                    if (e.stopped()) {
                        throw e;
                    }
                    return Result.problem(tooLarge(game, play, fixed, max, e.getMessage()));
                }
                progress.accept(++done);
            }
            rows.add(new OutcomeTable.Row(y, cells));
        }
        return Result.ok(new SumTable(game, play, fixed, max, rows));
    }

    /** The heaps of one cell: the fixed heap, if any, then y and z of the grid's game. */
    public static GameSum sum(HeapGame game, Optional<Component> fixed, long y, long z) {
        List<Component> parts = new ArrayList<>();
        fixed.ifPresent(parts::add);
        parts.add(new Component(game, y));
        parts.add(new Component(game, z));
        return new GameSum(parts);
    }

    private static String tooLarge(HeapGame game, Play play, Optional<Component> fixed, long max, String why) {
        String playWords = play == Play.MISERE ? "misère " : "";
        return String.format("the grid of %s%s is decided by searching every line of play, and up to %s %s: choose a"
                + " smaller grid%s", playWords, game.notation(), sum(game, fixed, max, max).toString().replace(' ', '-'),
                why, fixed.isPresent() ? " or a smaller first heap" : "");
    }

    /** True when the fixed heap follows another game than the grid's heaps. */
    public boolean mixed() {
        return fixed.isPresent() && !fixed.get().game().equals(game);
    }

    /** The P-positions of the grid, as heap sizes, row by row. */
    public List<Position> pPositions() {
        List<Position> ps = new ArrayList<>();
        for (OutcomeTable.Row row : rows) {
            for (OutcomeTable.Cell cell : row.cells()) {
                if (cell.outcome() == Outcome.P) {
                    ps.add(fixed.isPresent() ? Position.of(fixed.get().size(), row.y(), cell.z())
                            : Position.of(row.y(), cell.z()));
                }
            }
        }
        return ps;
    }
}
