package org.nimexplorer.explain;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.Census;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.ExhaustiveSolver;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;

/**
 * A claim checked against the brute-force classification of every position in the bounds, with
 * the smallest counterexample of each kind (fewest objects, then first in order).
 *
 * @param claimedPButN the claim calls it P, but it is N: with a winning move that shows it
 * @param claimedNButP the claim calls it N, but it is P
 */
public record Conjecture(String claim, Rules rules, int heaps, long max, long positions, long pPositions,
        Optional<Counterexample> claimedPButN, Optional<Position> claimedNButP) {

    /** The most positions a claim is checked on. */
    public static final long MAX_POSITIONS = 1L << 24;
    /** The most heaps a claim is checked on. */
    public static final int MAX_HEAPS = 8;

    /** A position the claim gets wrong, and (for an N-position) one winning move from it. */
    public record Counterexample(Position position, Optional<Move> winningMove) {}

    public boolean holds() {
        return claimedPButN.isEmpty() && claimedNButP.isEmpty();
    }

    public static Result<Conjecture> check(String text, Rules rules, int heaps, long max, BooleanSupplier cancelled) {
        if (heaps < 1 || heaps > MAX_HEAPS) {
            return Result.outOfBounds(new Bound(Bound.Name.HEAPS, 1, MAX_HEAPS, heaps));
        }
        if (max < 0) {
            return Result.outOfBounds(new Bound(Bound.Name.MAX, 0, Bound.NO_MOST, max));
        }
        if (Math.pow(max + 1.0, heaps) > MAX_POSITIONS) {
            return Result.problem(String.format("%d heaps up to %d are %.3g positions; a claim is checked on at most %,d:"
                    + " choose fewer heaps or smaller ones", heaps, max, Math.pow(max + 1.0, heaps), MAX_POSITIONS));
        }
        return Claim.parse(text, heaps, GameFamily.heapGame(rules)).flatMap(claim -> run(claim, rules, heaps, max, cancelled));
    }

    private static Result<Conjecture> run(Claim claim, Rules rules, int heaps, long max, BooleanSupplier cancelled) {
        long[][] smallest = new long[2][];
        String[] failure = new String[1];
        Census.Visitor visitor = (position, isP) -> {
            if (failure[0] != null) {
                return;
            }
            Result<Boolean> said = claim.test(position);
            if (!said.isOk()) {
                failure[0] = "the claim cannot be computed at " + new Position(position) + ": it makes "
                        + said.problemOrNull();
                return;
            }
            if (said.orThrow() != isP) {
                int kind = isP ? 1 : 0;
                if (smallest[kind] == null || smaller(position, smallest[kind])) {
                    smallest[kind] = position.clone();
                }
            }
        };
        // At most 8 heaps and 2^24 positions: well inside the census's own bounds and memory.
        Budget budget = new Budget(Budget.Limits.BOX, cancelled);
        Census.Report report = Census.run(heaps, max, rules, budget::stopAsked, done -> { }, visitor).orThrow();
        if (failure[0] != null) {
            return Result.problem(failure[0]);
        }
        if (!report.complete()) {
            budget.stopIfAsked();
        }
        Optional<Counterexample> pButN = Optional.ofNullable(smallest[0]).map(Position::new)
                .map(p -> new Counterexample(p, winningMove(p, rules, budget)));
        return Result.ok(new Conjecture(claim.text(), rules, heaps, max, report.positions(), report.pPositions(),
                pButN, Optional.ofNullable(smallest[1]).map(Position::new)));
    }

    private static Optional<Move> winningMove(Position position, Rules rules, Budget budget) {
        return Engine.whyUndecidable(position, rules).isPresent()
                ? new ExhaustiveSolver(rules, budget).winningMoves(position).stream().findFirst()
                : Engine.analyze(position, rules).orThrow().winningMoves().stream().findFirst();
    }

    /** Fewer objects first, then the first in heap order. */
    private static boolean smaller(long[] a, long[] b) {
        long ta = 0;
        long tb = 0;
        for (int i = 0; i < a.length; i++) {
            ta += a[i];
            tb += b[i];
        }
        if (ta != tb) {
            return ta < tb;
        }
        return java.util.Arrays.compare(a, b) < 0;
    }
}
