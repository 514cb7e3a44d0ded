package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * Every position of a box of Moore's Nim or the staircase decided twice: by the game's theorem and
 * by {@link GameTreeSearch}, which knows only the moves.
 */
public final class WholeCensus {

    /**
     * The most work a census takes on: positions times the moves from each (up to heaps times max),
     * about ten seconds of search; a box of 5 heaps up to 5 is a fiftieth of it.
     */
    public static final long MOST_WORK = 10_000_000;

    private static final int KEPT = 10;

    private WholeCensus() {}

    public record Report(WholeGame game, int heaps, long max, long positions, long pPositions, long mismatchCount,
            List<Position> mismatches, boolean complete) {
        public Report {
            mismatches = List.copyOf(mismatches);
        }
    }

    public static long positions(int heaps, long max) {
        return (long) Math.min(Math.pow(max + 1, heaps), Long.MAX_VALUE);
    }

    public static Result<Report> run(WholeGame game, int heaps, long max, BooleanSupplier stop, LongConsumer progress) {
        double work = Math.pow(max + 1, heaps) * heaps * Math.max(max, 1);
        if (work > MOST_WORK) {
            return Result.problem(String.format("a box of %d heaps up to %d is %,.0f positions, each with up to %d"
                    + " moves to search, more than this census takes on (%,d positions times moves): use fewer or"
                    + " smaller heaps", heaps, max, Math.pow(max + 1, heaps), heaps * max, MOST_WORK));
        }
        GameTreeSearch<Position> search = new GameTreeSearch<>(new Budget(Budget.Limits.BOX, stop), game::followers);
        long[] sizes = new long[heaps];
        long positions = 0;
        long pPositions = 0;
        long mismatchCount = 0;
        List<Position> mismatches = new ArrayList<>();
        while (true) {
            if (stop.getAsBoolean()) {
                return Result.ok(new Report(game, heaps, max, positions, pPositions, mismatchCount, mismatches, false));
            }
            Position p = new Position(sizes);
            boolean searched;
            try {
                searched = search.isP(p);
            } catch (Budget.Exceeded e) {
                if (!e.stopped()) {
                    return Result.problem("the search behind this census " + e.getMessage() + ": use fewer or smaller"
                            + " heaps");
                }
                return Result.ok(new Report(game, heaps, max, positions, pPositions, mismatchCount, mismatches, false));
            }
            positions++;
            pPositions += searched ? 1 : 0;
            if (searched != game.isP(p)) {
                mismatchCount++;
                if (mismatches.size() < KEPT) {
                    mismatches.add(p);
                }
            }
            progress.accept(positions);
            int i = heaps - 1;
            while (i >= 0 && sizes[i] == max) {
                sizes[i--] = 0;
            }
            if (i < 0) {
                break;
            }
            sizes[i]++;
        }
        return Result.ok(new Report(game, heaps, max, positions, pPositions, mismatchCount, mismatches, true));
    }
}
