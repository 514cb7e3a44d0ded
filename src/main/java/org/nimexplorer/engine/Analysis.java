package org.nimexplorer.engine;

import java.util.List;

/**
 * What the engine knows about a position: its nim-sum (of Grundy values in a subtraction game),
 * who wins, and every winning move, sorted by heap then take.
 */
public record Analysis(Position position, Rules rules, long nimSum, Outcome outcome, List<Move> winningMoves) {

    public Analysis {
        winningMoves = List.copyOf(winningMoves);
    }

    public boolean isWinningMove(Move move) {
        return winningMoves.contains(move);
    }
}
