package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Optional;
import java.util.List;

/**
 * The kernel of a one-heap game: the heap sizes from which the player to move loses. It is kept
 * as a bit per heap, so the largest kernel asked for takes 1.25 MB however many heaps it holds,
 * and found in one pass upwards.
 */
public final class Kernel {

    public static final long MAX = 10_000_000;

    private Kernel() {}

    /** The P-positions among heaps 0..max, ascending. */
    public static Result<List<Long>> of(Rules rules, long max) {
        return bits(rules, max).map(p -> {
            List<Long> kernel = new ArrayList<>();
            p.stream().forEach(n -> kernel.add((long) n));
            return kernel;
        });
    }

    /** The P-positions among heaps 0..max: bit n is set when a heap of n is P. */
    public static Result<BitSet> bits(Rules rules, long max) {
        if (max < 0 || max > MAX) {
            return Result.outOfBounds(new Bound(Bound.Name.MAX, 0, MAX, max));
        }
        if (rules.isMisere() && !rules.isNim()) {
            return Result.ok(oneHeapSearch((MoveSet.Subtraction) rules.moves(), (int) max));
        }
        long[] row = new long[(int) max / 64 + 1];
        Formula.forRules(rules).orElseThrow().pRow(new long[0], (int) max, row);
        return Result.ok(BitSet.valueOf(row));
    }

    /**
     * The kernel of a heap game on one heap: under normal play the heaps of Grundy value 0; under
     * misère play the heaps a search finds P, within {@code budget}: refused at once when the search
     * up to {@code max} is estimated over it.
     */
    public static Result<BitSet> bits(HeapGame game, Play play, long max, Budget budget) {
        if (max < 0 || max > MAX) {
            return Result.outOfBounds(new Bound(Bound.Name.MAX, 0, MAX, max));
        }
        Optional<String> unknown = game.whyUnknown(max);
        if (unknown.isPresent()) {
            return Result.problem(unknown.get());
        }
        BitSet kernel = new BitSet();
        if (play == Play.NORMAL) {
            for (int n = 0; n <= max; n++) {
                kernel.set(n, game.grundy(n) == 0);
            }
            return Result.ok(kernel);
        }
        Optional<String> tooLarge = budget.whyTooLarge(SumSearch.estimate(GameSum.of(game, max), play));
        if (tooLarge.isPresent()) {
            return Result.problem(misereTooLarge(game, max, tooLarge.get(), budget));
        }
        SumSearch search = new SumSearch(play, budget);
        try {
            for (int n = 0; n <= max; n++) {
                kernel.set(n, search.outcome(GameSum.of(game, n)) == Outcome.P);
            }
        } catch (Budget.Exceeded e) {
            if (e.stopped()) {
                throw e;
            }
            return Result.problem(misereTooLarge(game, max, e.getMessage(), budget));
        }
        return Result.ok(kernel);
    }

    private static String misereTooLarge(HeapGame game, long max, String why, Budget budget) {
        return "misère " + game.notation() + " is decided by searching every line of play, and up to heap " + max + " "
                + why + ": that search takes heaps up to " + SumEngine.largestSearched(game, Play.MISERE,
                budget.limits());
    }

    /**
     * Misère play on one heap, heap by heap upwards: P exactly when some move exists and none
     * leads to P. Each P-position marks the heaps an allowed take above it, so a heap is decided
     * by reading one bit.
     */
    private static BitSet oneHeapSearch(MoveSet.Subtraction set, int max) {
        TakeMask takes = new TakeMask(set);
        long[] p = new long[max / 64 + 1];
        long[] followsP = new long[p.length + takes.reach()];
        // Below the smallest take there is no move, and the player to move has won.
        for (int n = set.smallest(); n <= max; n++) {
            if ((followsP[n >>> 6] & (1L << (n & 63))) == 0) {
                p[n >>> 6] |= 1L << (n & 63);
                takes.markAbove(followsP, n);
            }
        }
        return BitSet.valueOf(p);
    }
}
