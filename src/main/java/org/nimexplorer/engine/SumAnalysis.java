package org.nimexplorer.engine;

import java.util.List;

/**
 * What the engine knows of a sum of games: each heap's Grundy value, their XOR, who wins, and the
 * winning moves. {@code allListed} is false when a split of a very long heap was left out of the
 * list (its smaller part is past {@link HeapGame#SPLITS_LISTED}).
 */
public record SumAnalysis(GameSum sum, Play play, long[] values, long nimSum, Outcome outcome,
        List<SumMove> winningMoves, boolean allListed) {

    public SumAnalysis {
        values = values.clone();
        winningMoves = List.copyOf(winningMoves);
    }

    @Override
    public long[] values() {
        return values.clone();
    }
}
