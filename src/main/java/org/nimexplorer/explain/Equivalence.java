package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.SumSearch;

/**
 * Whether two heaps are equivalent, that is, can replace each other in any sum: exactly when their
 * sum is a P-position, which a search of the sum decides without Grundy values. For two games, heap
 * n of one against heap n of the other, for every n up to a bound; {@code differs} is the first heap
 * where they part, if any.
 */
public sealed interface Equivalence {

    /** The largest heap compared when two games are compared heap by heap. */
    long MOST_COMPARED = 1000;

    /** Two heaps: their sum's outcome, found by search when small enough, and their values. */
    record Heaps(Component first, Component second, Outcome sumOutcome, boolean searched) implements Equivalence {
        public boolean equivalent() {
            return sumOutcome == Outcome.P;
        }
    }

    /** Two games heap by heap up to {@code max}: the first heap where the sum is N, if any. */
    record Games(HeapGame first, HeapGame second, long max, Optional<Long> differs, boolean searched)
            implements Equivalence {}

    static Result<Equivalence> ofHeaps(Component a, Component b) {
        for (Component c : List.of(a, b)) {
            Optional<String> why = c.game().whyUnknown(c.size());
            if (why.isPresent()) {
                return Result.problem(why.get());
            }
        }
        GameSum sum = new GameSum(List.of(a, b));
        Optional<Outcome> searched = search(new SumSearch(Play.NORMAL, budget()), sum);
        Outcome byValues = a.grundy() == b.grundy() ? Outcome.P : Outcome.N;
        return Result.ok(new Heaps(a, b, searched.orElse(byValues), searched.isPresent()));
    }

    static Result<Equivalence> ofGames(HeapGame a, HeapGame b, long max) {
        if (max < 0 || max > MOST_COMPARED) {
            return Result.problem("the largest heap compared must be from 0 to " + MOST_COMPARED + ", not " + max);
        }
        for (HeapGame g : List.of(a, b)) {
            Optional<String> why = g.whyUnknown(max);
            if (why.isPresent()) {
                return Result.problem(why.get());
            }
        }
        SumSearch search = new SumSearch(Play.NORMAL, budget());
        boolean searched = true;
        for (long n = 0; n <= max; n++) {
            GameSum sum = new GameSum(List.of(new Component(a, n), new Component(b, n)));
            Optional<Outcome> o = searched ? search(search, sum) : Optional.empty();
            searched &= o.isPresent();
            Outcome outcome = o.orElse(a.grundy(n) == b.grundy(n) ? Outcome.P : Outcome.N);
            if (outcome == Outcome.N) {
                return Result.ok(new Games(a, b, max, Optional.of(n), searched));
            }
        }
        return Result.ok(new Games(a, b, max, Optional.empty(), searched));
    }

    /**
     * The search's budget: {@link Budget.Limits#BOX}, stopped by an interrupt. Past it the Grundy
     * values answer instead, and {@code searched} says so.
     */
    private static Budget budget() {
        return Budget.interruptible(Budget.Limits.BOX);
    }

    /** The sum's outcome by the search, or empty when the search would pass its budget (estimated or found). */
    private static Optional<Outcome> search(SumSearch search, GameSum sum) {
        if (!budget().fits(SumSearch.estimate(sum, Play.NORMAL))) {
            return Optional.empty();
        }
        try {
            return Optional.of(search.outcome(sum));
        } catch (Budget.Exceeded e) {
            if (e.stopped()) {
                throw e;
            }
            return Optional.empty();
        }
    }
}
