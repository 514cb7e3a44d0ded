package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The closed formulas: Bouton's nim-sum rule for normal Nim, his modification for misère Nim,
 * and the nim-sum of Grundy values for subtraction games. Misère subtraction games have no such
 * formula and are searched exhaustively, within a stated limit.
 */
public final class Engine {

    /** Misère subtraction positions are searched only when at most this many positions lie below them. */
    public static final long SEARCH_LIMIT = Budget.Limits.ONE_POSITION.positions();

    private Engine() {}

    /** The Grundy value of one heap: the heap itself in Nim, the mex sequence in a subtraction game. */
    public static long grundy(long heap, MoveSet moves) {
        if (moves instanceof MoveSet.Subtraction s) {
            return s.isRangeFromOne() ? heap % (s.largest() + 1) : GrundySequence.of(s).valueOf(heap);
        }
        return heap;
    }

    /** XOR of the heaps' Grundy values. */
    public static long nimSum(Position position, MoveSet moves) {
        long sum = 0;
        for (int i = 0; i < position.size(); i++) {
            sum ^= grundy(position.heap(i), moves);
        }
        return sum;
    }

    /** Why a position cannot be decided, if it cannot. */
    public static Optional<String> whyUndecidable(Position position, Rules rules) {
        if (rules.isMisere() && !rules.isNim() && ExhaustiveSolver.reachableCount(position, SEARCH_LIMIT) > SEARCH_LIMIT) {
            return Optional.of("misère subtraction games have no known formula, so they are decided by searching"
                    + " every follower; that search is limited to " + String.format("%,d", SEARCH_LIMIT)
                    + " positions (heaps in any order count once), and this one has more");
        }
        return Optional.empty();
    }

    public static Result<Analysis> analyze(Position position, Rules rules) {
        Optional<String> why = whyUndecidable(position, rules);
        if (why.isPresent()) {
            return Result.problem(why.get());
        }
        long nimSum = nimSum(position, rules.moves());
        if (rules.isMisere() && !rules.isNim()) {
            ExhaustiveSolver solver = new ExhaustiveSolver(rules, Budget.interruptible(Budget.Limits.ONE_POSITION));
            return Result.ok(new Analysis(position, rules, nimSum, solver.outcome(position),
                    solver.winningMoves(position)));
        }
        List<Move> winning = rules.isNim()
                ? (rules.isMisere() ? misereNimWinningMoves(position, nimSum) : nimWinningMoves(position, nimSum))
                : subtractionWinningMoves(position, (MoveSet.Subtraction) rules.moves(), nimSum);
        Outcome outcome = Formula.forRules(rules).orElseThrow().isP(position.heaps()) ? Outcome.P : Outcome.N;
        return Result.ok(new Analysis(position, rules, nimSum, outcome, winning));
    }

    /** Reduce a heap to x XOR s wherever that makes it smaller. */
    private static List<Move> nimWinningMoves(Position position, long nimSum) {
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            long x = position.heap(i);
            long y = x ^ nimSum;
            if (y < x) {
                moves.add(new Move(i, x - y));
            }
        }
        return moves;
    }

    /**
     * With a heap of 2 or more, misère Nim is won like normal Nim until the move that would leave
     * only heaps of 0 and 1: then leave an odd number of 1-heaps instead of an even one.
     */
    private static List<Move> misereNimWinningMoves(Position position, long nimSum) {
        long big = position.stream().filter(h -> h >= 2).count();
        long ones = position.stream().filter(h -> h == 1).count();
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            long x = position.heap(i);
            long bigOthers = big - (x >= 2 ? 1 : 0);
            long onesOthers = ones - (x == 1 ? 1 : 0);
            // With another heap of 2 or more, the normal rule: nim-sum 0. Without one, the move leaves only
            // 0s and 1s (the others are all 0 or 1, and so is their nim-sum): leave an odd number of 1-heaps.
            long y = bigOthers > 0 ? nimSum ^ x : onesOthers % 2 == 1 ? 0 : 1;
            if (y < x) {
                moves.add(new Move(i, x - y));
            }
        }
        return moves;
    }

    private static List<Move> subtractionWinningMoves(Position position, MoveSet.Subtraction set, long nimSum) {
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            long x = position.heap(i);
            long target = nimSum ^ grundy(x, set);
            for (int t : set.takes()) {
                if (t <= x && grundy(x - t, set) == target) {
                    moves.add(new Move(i, t));
                }
            }
        }
        return moves;
    }

    /**
     * The engine's move when it cannot win: take the smallest allowed amount from the largest heap
     * that allows it, so the game lasts and the learner gets more chances to go wrong.
     */
    public static Optional<Move> prolongingMove(Position position, Rules rules) {
        long smallest = rules.moves() instanceof MoveSet.Subtraction s ? s.smallest() : 1;
        int best = -1;
        for (int i = 0; i < position.size(); i++) {
            if (position.heap(i) >= smallest && (best < 0 || position.heap(i) > position.heap(best))) {
                best = i;
            }
        }
        return best < 0 ? Optional.empty() : Optional.of(new Move(best, smallest));
    }

    /** The engine's move: the first winning move when there is one, otherwise a prolonging move. */
    public static Optional<Move> bestMove(Analysis analysis) {
        if (!analysis.winningMoves().isEmpty()) {
            return Optional.of(analysis.winningMoves().get(0));
        }
        return prolongingMove(analysis.position(), analysis.rules());
    }
}
