package org.nimexplorer.explain;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Position;

/**
 * Bouton's first lemma on one position: when the nim-sum s is 0, every move makes it non-zero.
 * A move changes one heap x_k to y_k, so the new nim-sum is t = s xor x_k xor y_k = x_k xor y_k,
 * which is not 0 because x_k != y_k. Each checked move carries its t, computed from all the heaps.
 *
 * @param moves   how many legal moves the position has (the sum of its heaps)
 * @param checked every move, or an even sample of them when there are more than {@link #MAX_LISTED}
 */
public record Lemma1(Position position, long nimSum, boolean applies, BigInteger moves, List<Step> checked) {

    public static final int MAX_LISTED = 48;

    /** One move: heap {@code heap} (0-based) from {@code from} to {@code to}, and the nim-sum after it. */
    public record Step(int heap, long from, long to, long nimSumAfter) {}

    public Lemma1 {
        checked = List.copyOf(checked);
    }

    public static Lemma1 of(Position position) {
        long s = Engine.nimSum(position, MoveSet.NIM);
        BigInteger moves = BigInteger.ZERO;
        for (int i = 0; i < position.size(); i++) {
            moves = moves.add(BigInteger.valueOf(position.heap(i)));
        }
        if (s != 0) {
            return new Lemma1(position, s, false, moves, List.of());
        }
        List<Step> steps = new ArrayList<>();
        boolean all = moves.compareTo(BigInteger.valueOf(MAX_LISTED)) <= 0;
        int perHeap = Math.max(1, MAX_LISTED / Math.max(1, position.size()));
        for (int i = 0; i < position.size() && steps.size() < MAX_LISTED; i++) {
            long x = position.heap(i);
            for (long to : all ? everyTarget(x) : sampleTargets(x, perHeap)) {
                steps.add(new Step(i, x, to, Engine.nimSum(position.with(i, to), MoveSet.NIM)));
            }
        }
        return new Lemma1(position, s, true, moves, steps);
    }

    /** True when the list holds every move, not a sample. */
    public boolean complete() {
        return BigInteger.valueOf(checked.size()).equals(moves);
    }

    /** True when the lemma applies and the moves listed are a sample of them. */
    public boolean sampled() {
        return applies && !complete();
    }

    private static List<Long> everyTarget(long x) {
        List<Long> targets = new ArrayList<>();
        for (long to = x - 1; to >= 0; to--) {
            targets.add(to);
        }
        return targets;
    }

    /**
     * Up to {@code count} targets spread evenly from x-1 down to 0. With n targets, n at most x, they are
     * (x-1)/(n-1) >= 1 apart before rounding, so no two round to the same heap; only the last can round
     * past 0, when x-1 is too large for a double to hold exactly.
     */
    private static List<Long> sampleTargets(long x, int count) {
        List<Long> targets = new ArrayList<>();
        long n = Math.min(count, x);
        for (long j = 0; j < n; j++) {
            targets.add(n == 1 ? 0 : Math.max(0, x - 1 - Math.round((double) (x - 1) * j / (n - 1))));
        }
        return targets;
    }
}
