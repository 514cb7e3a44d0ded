package org.nimexplorer.explain;

import org.nimexplorer.engine.Move;

/** Why a particular move wins: which rule of the theory it follows. */
public sealed interface MoveReason {

    Move move();

    /** The heap holds the nim-sum's leading bit {@code bit}; reducing it to {@code from XOR nimSum} zeroes the nim-sum. */
    record ZeroNimSum(Move move, long from, long to, long nimSum, int bit) implements MoveReason {}

    /** Misère endgame: the move leaves only heaps of 0 and 1, an odd number ({@code onesLeft}) of 1-heaps. */
    record OddOnesLeft(Move move, long from, long to, long onesLeft) implements MoveReason {}

    /** Subtraction game: the heap's Grundy value goes from {@code grundyFrom} to {@code grundyTo}, zeroing the nim-sum. */
    record ZeroGrundySum(Move move, long from, long to, long grundyFrom, long grundyTo) implements MoveReason {}

    /** Misère subtraction game: found by searching every follower, since no formula exists. */
    record FoundBySearch(Move move, long from, long to) implements MoveReason {}
}
