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

    /** Positions in a box, at most. */
    public static final long MOST_POSITIONS = 2_000_000;

    private static final int KEPT = 10;

    private WholeCensus() {}

    public record Report(WholeGame game, int heaps, long max, long positions, long pPositions, long mismatchCount,
            List<Position> mismatches, boolean complete) {
        public Report {
            mismatches = List.copyOf(mismatches);
        }
    }

    public static long positions(int heaps, long max) {
        double n = Math.pow(max + 1, heaps);
        return n > MOST_POSITIONS ? MOST_POSITIONS + 1 : (long) n;
    }

    public static Result<Report> run(WholeGame game, int heaps, long max, BooleanSupplier stop, LongConsumer progress) {
        if (positions(heaps, max) > MOST_POSITIONS) {
            return Result.problem("a box of " + heaps + " heaps up to " + max + " holds more than "
                    + String.format("%,d", MOST_POSITIONS) + " positions: use fewer or smaller heaps");
        }
        GameTreeSearch<Position> search = new GameTreeSearch<>(game::followers);
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
            boolean searched = search.isP(p);
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
