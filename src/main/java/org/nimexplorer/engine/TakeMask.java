package org.nimexplorer.engine;

/**
 * A subtraction set as bits (bit t for each allowed take t), so that a P-position at x can mark
 * every heap an allowed take above it, x + t, as N in a few word operations rather than one per
 * take: searching upwards then costs a step per heap, however many takes the set holds.
 */
final class TakeMask {

    private final long[] words;

    TakeMask(MoveSet.Subtraction set) {
        words = new long[set.largest() / 64 + 1];
        for (int t : set.takes()) {
            words[t >>> 6] |= 1L << (t & 63);
        }
    }

    /** How many words past the last heap's word {@link #markAbove} may touch. */
    int reach() {
        return words.length + 1;
    }

    /** Sets in {@code blocked} the bit of x + t for every allowed take t. */
    void markAbove(long[] blocked, int x) {
        int word = x >>> 6;
        int shift = x & 63;
        for (int k = 0; k < words.length; k++) {
            blocked[word + k] |= words[k] << shift;
            if (shift != 0) {
                blocked[word + k + 1] |= words[k] >>> (64 - shift);
            }
        }
    }
}
