package org.nimexplorer.engine;

import java.math.BigInteger;
import java.util.List;

/**
 * What the engine knows of a sum of games: each heap's Grundy value, their XOR, who wins, and the
 * winning moves: the first {@link #LISTED} of them, by heap and then in the order of each game's
 * options, and how many there are in all.
 */
public record SumAnalysis(GameSum sum, Play play, long[] values, long nimSum, Outcome outcome,
        List<SumMove> winningMoves, BigInteger winningMoveCount) {

    /**
     * The winning moves an analysis keeps: a sum of a hundred rows of 2^62 Kayles pins has some 2^68
     * winning moves, and a script or a learner reads the first ones.
     */
    public static final int LISTED = 1_000;

    public SumAnalysis {
        values = values.clone();
        winningMoves = List.copyOf(winningMoves);
        if (winningMoveCount.compareTo(BigInteger.valueOf(winningMoves.size())) < 0) {
            throw new IllegalArgumentException("the count of winning moves covers those listed");
        }
    }

    @Override
    public long[] values() {
        return values.clone();
    }

    /** True when {@link #winningMoves} holds every winning move. */
    public boolean allListed() {
        return winningMoveCount.equals(BigInteger.valueOf(winningMoves.size()));
    }
}
