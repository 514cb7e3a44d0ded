package org.nimexplorer.explain;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.SumCensus;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.SumSearch;

/**
 * A claim about the P-positions of sums of one heap game (rows of Kayles, heaps of Lasker's Nim),
 * checked as {@link Conjecture} checks a claim about Nim: on every position of the box, against
 * {@link SumSearch}, which knows no Grundy value. In the claim {@code g(x)} is the Grundy value of a
 * heap of x in the game, so {@code g(a) xor g(b) == 0} states the Sprague-Grundy theorem for two
 * heaps, and the search judges it.
 *
 * @param claimedPButN the claim calls it P, but it is N: with a winning move that shows it
 * @param claimedNButP the claim calls it N, but it is P
 */
public record SumConjecture(String claim, HeapGame game, Play play, int heaps, long max, long positions,
        long pPositions, Optional<Counterexample> claimedPButN, Optional<Position> claimedNButP) {

    /** A position the claim gets wrong, and (for an N-position) one winning move from it. */
    public record Counterexample(Position position, Optional<SumMove> winningMove) {}

    public boolean holds() {
        return claimedPButN.isEmpty() && claimedNButP.isEmpty();
    }

    /** How many heap multisets the check searches: what its progress counts. */
    public static double work(int heaps, long max) {
        return SumCensus.sortedPositions(Math.max(heaps, 0), Math.max(max, 0));
    }

    /**
     * Checks the claim on every position of {@code heaps} heaps of 0 to {@code max}; a problem when the
     * box is too large, the claim cannot be read or computed, or the search is estimated or found past
     * {@link Budget.Limits#BOX}; {@code cancelled} ends it with {@link Budget.Exceeded}. {@code progress} hears how many multisets are done.
     */
    public static Result<SumConjecture> check(String text, HeapGame game, Play play, int heaps, long max,
            BooleanSupplier cancelled, LongConsumer progress) {
        if (heaps < 1 || heaps > Conjecture.MAX_HEAPS) {
            return Result.outOfBounds(new Bound(Bound.Name.HEAPS, 1, Conjecture.MAX_HEAPS, heaps));
        }
        if (max < 0 || max > SumCensus.MOST_MAX) {
            return Result.outOfBounds(new Bound(Bound.Name.MAX, 0, SumCensus.MOST_MAX, max));
        }
        if (Math.pow(max + 1.0, heaps) > Conjecture.MAX_POSITIONS) {
            return Result.problem(String.format("%d heaps up to %d are %.3g positions; a claim is checked on at most %,d:"
                    + " choose fewer heaps or smaller ones", heaps, max, Math.pow(max + 1.0, heaps),
                    Conjecture.MAX_POSITIONS));
        }
        Budget budget = new Budget(Budget.Limits.BOX, cancelled);
        long[] largest = new long[heaps];
        Arrays.fill(largest, max);
        Optional<String> tooLarge = budget.whyTooLarge(SumSearch.estimate(GameSum.of(game, largest), play));
        if (tooLarge.isPresent()) {
            return Result.problem(tooLarge(game, play, heaps, max, tooLarge.get()));
        }
        return Claim.parse(text, heaps, game).flatMap(claim -> {
            try {
                return run(claim, game, play, heaps, max, budget, progress);
            } catch (Budget.Exceeded e) {
                if (e.stopped()) {
                    throw e;
                }
                return Result.problem(tooLarge(game, play, heaps, max, e.getMessage()));
            }
        });
    }

    private static Result<SumConjecture> run(Claim claim, HeapGame game, Play play, int heaps, long max,
            Budget budget, LongConsumer progress) {
        SumSearch search = new SumSearch(play, budget);
        long[] sorted = new long[heaps];
        long[][] smallest = new long[2][];
        long positions = 0;
        long pPositions = 0;
        long done = 0;
        do {
            budget.stopIfAsked();
            boolean isP = search.outcome(GameSum.of(game, sorted)) == Outcome.P;
            long[] order = sorted.clone();
            do {
                Result<Boolean> said = claim.test(order);
                if (!said.isOk()) {
                    return Result.problem("the claim cannot be computed at " + new Position(order) + ": it makes "
                            + said.problemOrNull());
                }
                if (said.orThrow() != isP) {
                    int kind = isP ? 1 : 0;
                    if (smallest[kind] == null || smaller(order, smallest[kind])) {
                        smallest[kind] = order.clone();
                    }
                }
                positions++;
                pPositions += isP ? 1 : 0;
            } while (nextOrder(order));
            progress.accept(++done);
        } while (SumCensus.nextMultiset(sorted, max));
        Optional<Counterexample> pButN = Optional.ofNullable(smallest[0]).map(Position::new)
                .map(p -> new Counterexample(p, search.winningMoves(GameSum.of(game, p.heaps())).stream().findFirst()));
        return Result.ok(new SumConjecture(claim.text(), game, play, heaps, max, positions, pPositions, pButN,
                Optional.ofNullable(smallest[1]).map(Position::new)));
    }

    private static String tooLarge(HeapGame game, Play play, int heaps, long max, String why) {
        return String.format("%s%s is decided by searching every line of play, and for %d %s up to %d %s: choose"
                + " fewer heaps or smaller ones", play == Play.MISERE ? "misère " : "", game.notation(), heaps,
                heaps == 1 ? "heap" : "heaps", max, why);
    }

    /** The next order of the same heaps in lexicographic order, each distinct order once; false after the last. */
    private static boolean nextOrder(long[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        int j = a.length - 1;
        while (a[j] <= a[i]) {
            j--;
        }
        long t = a[i];
        a[i] = a[j];
        a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            t = a[l];
            a[l] = a[r];
            a[r] = t;
        }
        return true;
    }

    /** Fewer objects first, then the first in heap order. */
    private static boolean smaller(long[] a, long[] b) {
        long ta = Arrays.stream(a).sum();
        long tb = Arrays.stream(b).sum();
        return ta != tb ? ta < tb : Arrays.compare(a, b) < 0;
    }
}
