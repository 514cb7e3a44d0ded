package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A game played on the whole position rather than heap by heap, so not a sum of heap games:
 * Moore's Nim (a move may lower up to k heaps) and the staircase (coins move down a step). Each has
 * its own theorem for P-positions, checked against a search of its followers.
 */
public sealed interface WholeGame extends Game permits MooreNim, StaircaseNim {

    /** The theorem's answer. */
    boolean isP(Position position);

    /** Every legal move; only for positions whose moves can be listed. */
    List<? extends WholeMove> legalMoves(Position position);

    /** How many legal moves there are, capped at Long.MAX_VALUE. */
    long legalMoveCount(Position position);

    /** Every winning move, or a problem when there are too many moves to list. */
    Result<? extends List<? extends WholeMove>> winningMoves(Position position);

    /** One winning move by the theorem's own rule, however large the position. */
    Optional<? extends WholeMove> winningMove(Position position);

    /** A learner's move read and checked against the position. */
    Result<? extends WholeMove> parseMove(String line, Position position);

    /** The notations a move may be written in, for messages. */
    String notations();

    /** Why the position cannot be played, if it cannot. */
    default Optional<String> whyUnplayable(Position position) {
        return Optional.empty();
    }

    /** The positions one move away, for a search that knows nothing of the theorem. */
    default List<Position> followers(Position position) {
        List<Position> out = new ArrayList<>();
        for (WholeMove m : legalMoves(position)) {
            out.add(m.applyTo(position));
        }
        return out;
    }

    /**
     * The engine's move: a winning one when there is one, otherwise the least that can be moved
     * from the largest heap or highest step, so the game lasts; empty when no move is left.
     */
    Optional<? extends WholeMove> engineMove(Position position);

    /** The engine's answer to a move: its own move in the position the move leaves. */
    default Optional<? extends WholeMove> replyTo(Position before, WholeMove theirs) {
        return engineMove(theirs.applyTo(before));
    }
}
