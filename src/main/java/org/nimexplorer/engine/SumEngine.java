package org.nimexplorer.engine;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Sums of heap games by the Sprague-Grundy theorem: a heap is worth a Nim heap of its Grundy value,
 * the sum is P exactly when the values' XOR is 0, and a winning move changes one heap to the value
 * that makes the XOR 0. Misère sums have no such rule and are searched, within a limit.
 */
public final class SumEngine {

    private SumEngine() {}

    /** The analysis; a misère sum is searched within {@link Budget.Limits#ONE_POSITION}, stopped by an interrupt. */
    public static Result<SumAnalysis> analyze(GameSum sum, Play play) {
        return analyze(sum, play, Budget.interruptible(Budget.Limits.ONE_POSITION));
    }

    /**
     * The analysis; a misère sum is searched within {@code budget}, refused at once when its estimate
     * is over. A stop signal raised during the search comes out as {@link Budget.Exceeded}.
     */
    public static Result<SumAnalysis> analyze(GameSum sum, Play play, Budget budget) {
        for (int i = 0; i < sum.size(); i++) {
            Component c = sum.part(i);
            Optional<String> why = c.game().whyUnknown(c.size());
            if (why.isPresent()) {
                return Result.problem("heap " + HeapLabels.of(i) + ": " + why.get());
            }
        }
        long[] values = sum.parts().stream().mapToLong(Component::grundy).toArray();
        long nimSum = 0;
        for (long v : values) {
            nimSum ^= v;
        }
        if (play == Play.MISERE) {
            return misere(sum, values, nimSum, budget);
        }
        List<SumMove> winning = new ArrayList<>();
        BigInteger count = BigInteger.ZERO;
        for (int i = 0; i < sum.size() && nimSum != 0; i++) {
            Component c = sum.part(i);
            HeapOptions found = c.game().optionsTo(c.size(), nimSum ^ values[i], SumAnalysis.LISTED - winning.size());
            for (HeapOption o : found.first()) {
                winning.add(new SumMove(i, o));
            }
            count = count.add(found.count());
        }
        return Result.ok(new SumAnalysis(sum, play, values, nimSum, nimSum == 0 ? Outcome.P : Outcome.N, winning,
                count));
    }

    private static Result<SumAnalysis> misere(GameSum sum, long[] values, long nimSum, Budget budget) {
        Optional<String> tooLarge = budget.whyTooLarge(SumSearch.estimate(sum, Play.MISERE));
        if (tooLarge.isPresent()) {
            return Result.problem(misereTooLarge(sum, tooLarge.get()));
        }
        SumSearch search = new SumSearch(Play.MISERE, budget);
        try {
            Outcome outcome = search.outcome(sum);
            List<SumMove> winning = search.winningMoves(sum);
            return Result.ok(new SumAnalysis(sum, Play.MISERE, values, nimSum, outcome, winning,
                    BigInteger.valueOf(winning.size())));
        } catch (Budget.Exceeded e) {
            if (e.stopped()) {
                throw e;
            }
            return Result.problem(misereTooLarge(sum, e.getMessage()));
        }
    }

    /** Why a misère sum is not searched, and the largest heap of each of its games that would be. */
    private static String misereTooLarge(GameSum sum, String why) {
        StringBuilder fits = new StringBuilder();
        for (HeapGame game : sum.games()) {
            long largest = largestSearched(game, Play.MISERE, Budget.Limits.ONE_POSITION);
            fits.append(fits.length() == 0 ? "" : ", ").append(String.format("%,d", largest)).append(" in ")
                    .append(game.notation());
        }
        return "misère play has no formula, so the position is searched, and " + why
                + ": the largest heap searched alone is " + fits;
    }

    /** The largest single heap of this game whose search fits these limits. */
    public static long largestSearched(HeapGame game, Play play, Budget.Limits limits) {
        Budget budget = new Budget(limits, () -> false);
        long low = 0;
        long high = 1;
        while (high < (1L << 40) && budget.fits(SumSearch.estimate(GameSum.of(game, high), play))) {
            low = high;
            high *= 2;
        }
        while (high - low > 1) {
            long mid = (low + high) >>> 1;
            if (budget.fits(SumSearch.estimate(GameSum.of(game, mid), play))) {
                low = mid;
            } else {
                high = mid;
            }
        }
        return low;
    }

    /**
     * A move that makes the game last when none wins: the smallest take from the largest heap, so the
     * learner gets more chances to go wrong; empty when no move is left.
     */
    public static Optional<SumMove> prolongingMove(GameSum sum) {
        int best = -1;
        HeapOption bestOption = null;
        for (int i = 0; i < sum.size(); i++) {
            Component c = sum.part(i);
            if (best >= 0 && c.size() <= sum.part(best).size()) {
                continue;
            }
            Optional<HeapOption> smallest = smallestTake(c);
            if (smallest.isPresent()) {
                best = i;
                bestOption = smallest.get();
            }
        }
        return best < 0 ? Optional.empty() : Optional.of(new SumMove(best, bestOption));
    }

    /** The option taking least from this heap, leaving one heap where it can; found without listing a long heap. */
    private static Optional<HeapOption> smallestTake(Component c) {
        HeapGame game = c.game();
        long size = c.size();
        for (long take = 1; take <= Math.min(size, OctalCode.MAX_DIGITS + MoveSet.MAX_TAKE); take++) {
            for (HeapOption o : List.of(new HeapOption(take, size - take, 0), new HeapOption(take, 0, 0))) {
                if (game.whyIllegal(size, o).isEmpty()) {
                    return Optional.of(o);
                }
            }
            if (size - take >= 2 && game.whyIllegal(size, new HeapOption(take, 1, size - take - 1)).isEmpty()) {
                return Optional.of(new HeapOption(take, 1, size - take - 1));
            }
        }
        return Optional.empty();
    }
}
