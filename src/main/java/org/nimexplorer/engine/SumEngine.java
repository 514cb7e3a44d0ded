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

    public static Result<SumAnalysis> analyze(GameSum sum, Play play) {
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
            return misere(sum, values, nimSum);
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

    private static Result<SumAnalysis> misere(GameSum sum, long[] values, long nimSum) {
        SumSearch search = new SumSearch(Play.MISERE, Engine.SEARCH_LIMIT);
        Optional<Outcome> outcome = search.outcome(sum);
        Optional<List<SumMove>> winning = outcome.flatMap(o -> search.winningMoves(sum));
        if (winning.isEmpty()) {
            return Result.problem("misère sums have no formula, so they are decided by searching every follower;"
                    + " that search is limited to " + String.format("%,d", Engine.SEARCH_LIMIT)
                    + " positions, and this one needs more");
        }
        return Result.ok(new SumAnalysis(sum, Play.MISERE, values, nimSum, outcome.get(), winning.get(),
                BigInteger.valueOf(winning.get().size())));
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
