package org.nimexplorer.explain;

import java.util.List;
import java.util.function.IntPredicate;
import org.nimexplorer.explain.GameClaimProof.Spot;
import org.nimexplorer.explain.GameClaimProof.Step;

/**
 * The box a {@link GameClaim} is checked on, numbered from 0: its positions, each one's letters for
 * the claim, and its moves as the numbers of the positions they leave. Every move from a position of
 * the box leaves a position of the box, so the three properties decide it on their own.
 */
sealed interface ClaimSpace permits PartsSpace, WholeSpace {

    int heaps();

    /** How many numbers the box spans; {@link #inBox} says which of them are positions. */
    int size();

    boolean inBox(int index);

    /** Objects in all: the first measure of "smallest" for a counterexample. */
    long objects(int index);

    /** What the claim reads at this position: the letters, then whatever else its kind of claim needs. */
    long[] letters(int index);

    /**
     * Hands the number of each move's result to {@code stop} until it says true; how many moves it
     * handed over.
     */
    long moves(int index, IntPredicate stop);

    /** Every move from the position, as it is shown, whose result {@code wanted} accepts; at most {@code most}. */
    List<Step> steps(int index, IntPredicate wanted, int most);

    Spot spot(int index);

    /** Whether every letter is a single row or heap, so that an example there reads at a glance. */
    boolean plain(int index);

    /** How many moves the whole box has, to refuse a box too large to check before checking it. */
    double moveCount();
}
