package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;

/**
 * A proposed move judged: the position before and after (with its columns), whether the move keeps
 * or throws away a win, the better moves that were available, and the opponent's reply.
 *
 * @param before    the analysis of the position the move was made in
 * @param move      the (legal) move
 * @param after     the report on the position the move leaves, from the opponent's side
 * @param reply     the engine's answer: a winning reply to a mistake, otherwise a move that prolongs the game;
 *                  empty when the game is over
 */
public record MoveCheck(Analysis before, Move move, PositionReport after, Optional<Move> reply) implements Derivation {

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.check(this);
    }

    public static Result<MoveCheck> of(Position position, Rules rules, Move move) {
        return Engine.analyze(position, rules).flatMap(before -> PositionReport.of(move.applyTo(position), rules)
                .map(after -> new MoveCheck(before, move, after, Engine.bestMove(after.analysis()))));
    }

    /** The move leaves the opponent a P-position. */
    public boolean winning() {
        return after.analysis().outcome() == Outcome.P;
    }

    /** The mover had a win and this move gave it away. */
    public boolean mistake() {
        return !winning() && before.outcome() == Outcome.N;
    }

    /** The moves that would have won instead (empty if none existed). */
    public List<Move> betterMoves() {
        return winning() ? List.of() : before.winningMoves();
    }

    public boolean gameOver() {
        return after.analysis().rules().isOver(after.analysis().position());
    }
}
