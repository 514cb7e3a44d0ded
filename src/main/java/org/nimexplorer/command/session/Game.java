package org.nimexplorer.command.session;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/**
 * A game against the engine as it stands: the rules, whether the coach explains each move, and
 * every turn so far. Immutable, so that undo can keep earlier games whole.
 */
record Game(Position start, Rules rules, boolean coach, List<Turn> turns) {

    Game {
        turns = List.copyOf(turns);
    }

    /**
     * One move of the game.
     *
     * @param byLearner     the learner made it (otherwise the engine)
     * @param before        the position it was made in
     * @param outcomeBefore the outcome of {@code before} for the mover
     * @param outcomeAfter  the outcome of the position it left, for the other player
     */
    record Turn(boolean byLearner, Position before, Move move, Outcome outcomeBefore, Outcome outcomeAfter) {

        Position after() {
            return move.applyTo(before);
        }

        /** The mover has a winning strategy after this move. */
        boolean moverWinningAfter() {
            return outcomeAfter == Outcome.P;
        }

        /** The mover had a win before this move and not after it. */
        boolean gaveAwayWin() {
            return outcomeBefore == Outcome.N && outcomeAfter == Outcome.N;
        }
    }

    Position position() {
        return turns.isEmpty() ? start : turns.get(turns.size() - 1).after();
    }

    Game with(Turn turn) {
        List<Turn> next = new ArrayList<>(turns);
        next.add(turn);
        return new Game(start, rules, coach, next);
    }

    boolean over() {
        return rules.isOver(position());
    }

    /** Who made the last move; only meaningful once the game is over. */
    boolean learnerMovedLast() {
        return !turns.isEmpty() && turns.get(turns.size() - 1).byLearner();
    }

    /** The learner won: made the last move under normal play, or avoided it under misère play. */
    boolean learnerWon() {
        return learnerMovedLast() != rules.isMisere();
    }

    /** The first move by which the learner threw away a win, if any. */
    int firstLearnerSlip() {
        for (int i = 0; i < turns.size(); i++) {
            if (turns.get(i).byLearner() && turns.get(i).gaveAwayWin()) {
                return i;
            }
        }
        return -1;
    }
}
