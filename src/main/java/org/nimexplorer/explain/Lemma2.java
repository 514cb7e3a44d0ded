package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Position;

/**
 * Bouton's second lemma on one position: when the nim-sum s is not 0, take its leftmost 1 (bit d,
 * worth 2^d). Every heap x_k with a 1 in bit d can go to y_k = s xor x_k, which is smaller: the
 * bits above d stay as they are, bit d drops from 1 to 0, and the bits below d can add back at most
 * 2^d - 1. After that move the nim-sum is 0.
 *
 * @param bit        d, or -1 when the nim-sum is 0
 * @param candidates every heap with a 1 in bit d, with its y_k and the nim-sum after the move
 */
public record Lemma2(Position position, long nimSum, int bit, List<Candidate> candidates, boolean applies) implements Derivation {

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.lemma2(this);
    }

    /** Heap {@code heap} (0-based) from x_k = {@code from} to y_k = {@code to}. */
    public record Candidate(int heap, long from, long to, long nimSumAfter) {

        /** The highest bit where x_k and y_k differ: bit d, where x_k has 1 and y_k has 0. */
        public int firstDifference() {
            return 63 - Long.numberOfLeadingZeros(from ^ to);
        }
    }

    public Lemma2 {
        candidates = List.copyOf(candidates);
    }

    public static Lemma2 of(Position position) {
        long s = Engine.nimSum(position, MoveSet.NIM);
        if (s == 0) {
            return new Lemma2(position, 0, -1, List.of(), false);
        }
        int d = 63 - Long.numberOfLeadingZeros(s);
        List<Candidate> candidates = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            long x = position.heap(i);
            if ((x >>> d & 1) == 1) {
                long y = s ^ x;
                candidates.add(new Candidate(i, x, y, Engine.nimSum(position.with(i, y), MoveSet.NIM)));
            }
        }
        return new Lemma2(position, s, d, candidates, true);
    }

    /** 2^d, the value of the nim-sum's leading bit. */
    public long bitValue() {
        return 1L << bit;
    }
}
