package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.engine.SumMove;

/**
 * A learner's move in a sum of games judged: the position before and after, whether it wins, and
 * the opponent's best reply (a winning one when the move was a mistake).
 */
public record SumCheck(SumAnalysis before, SumMove move, SumAnalysis after, Optional<SumMove> reply) {

    public static Result<SumCheck> of(SumAnalysis before, SumMove move) {
        return SumEngine.analyze(move.applyTo(before.sum()), before.play()).map(after -> new SumCheck(before, move,
                after, after.winningMoves().isEmpty() ? SumEngine.prolongingMove(after.sum()) : Optional.of(
                        after.winningMoves().get(0))));
    }

    /** The move leaves a P-position. */
    public boolean winning() {
        return after.outcome() == Outcome.P;
    }

    /** There was a winning move, and this was not one. */
    public boolean mistake() {
        return !winning() && !before.winningMoves().isEmpty();
    }

    /** The winning moves there were, when this move was a mistake. */
    public List<SumMove> betterMoves() {
        return mistake() ? before.winningMoves() : List.of();
    }
}
