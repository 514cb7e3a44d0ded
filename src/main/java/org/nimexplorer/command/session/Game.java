package org.nimexplorer.command.session;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.Outcome;

/**
 * A game against the engine as it stands: the table it started from, whether the coach explains each
 * move, and every turn so far. Immutable, so that undo can keep earlier games whole.
 */
record Game(Table start, boolean coach, List<Turn> turns) {

    Game {
        turns = List.copyOf(turns);
    }

    /**
     * One move of the game.
     *
     * @param byLearner the learner made it (otherwise the engine)
     * @param before    the table it was made on
     * @param step      the move, the table it left and the outcomes before and after
     */
    record Turn(boolean byLearner, Table before, Table.Step step) {

        Table after() {
            return step.after();
        }

        /** The mover has a winning strategy after this move. */
        boolean moverWinningAfter() {
            return step.left() == Outcome.P;
        }

        /** The mover had a win before this move and not after it. */
        boolean gaveAwayWin() {
            return step.before() == Outcome.N && step.left() == Outcome.N;
        }
    }

    Table table() {
        return turns.isEmpty() ? start : turns.get(turns.size() - 1).after();
    }

    Game with(Turn turn) {
        List<Turn> next = new ArrayList<>(turns);
        next.add(turn);
        return new Game(start, coach, next);
    }

    boolean over() {
        return table().over();
    }

    /** Who made the last move; only meaningful once the game is over. */
    boolean learnerMovedLast() {
        return !turns.isEmpty() && turns.get(turns.size() - 1).byLearner();
    }

    /** The learner won: made the last move under normal play, or avoided it under misère play. */
    boolean learnerWon() {
        return learnerMovedLast() != start.misere();
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
