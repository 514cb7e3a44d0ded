package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.WholeMove;

/**
 * A learner's move in Moore's Nim or the staircase judged by the game's theorem: the outcome before
 * and after, the winning moves there were, and the opponent's reply.
 */
public record WholeGameCheck(WholeGame game, Position before, WholeMove move, Position after, Outcome outcomeBefore,
        Outcome outcomeAfter, Optional<WholeMove> reply, List<WholeMove> better) {

    public static WholeGameCheck of(WholeGame game, Position before, WholeMove move) {
        Position after = move.applyTo(before);
        Outcome was = game.isP(before) ? Outcome.P : Outcome.N;
        Outcome now = game.isP(after) ? Outcome.P : Outcome.N;
        List<WholeMove> better = List.of();
        if (was == Outcome.N && now == Outcome.N) {
            var all = game.winningMoves(before);
            better = all.isOk() ? List.copyOf(all.orThrow())
                    : game.winningMove(before).<List<WholeMove>>map(List::of).orElse(List.of());
        }
        return new WholeGameCheck(game, before, move, after, was, now, game.replyTo(before, move)
                .map(m -> (WholeMove) m), better);
    }

    public boolean winning() {
        return outcomeAfter == Outcome.P;
    }

    public boolean mistake() {
        return outcomeBefore == Outcome.N && !winning();
    }
}
