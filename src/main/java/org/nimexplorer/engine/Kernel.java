package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/** The kernel of a one-heap game: the heap sizes from which the player to move loses. */
public final class Kernel {

    public static final long MAX = 10_000_000;

    private Kernel() {}

    public static Optional<String> whyOutOfBounds(long max) {
        return max < 0 || max > MAX ? Optional.of("--max must be from 0 to " + MAX + ", not " + max) : Optional.empty();
    }

    /** The P-positions among heaps 0..max, ascending. */
    public static Result<List<Long>> of(Rules rules, long max) {
        Optional<String> why = whyOutOfBounds(max);
        if (why.isPresent()) {
            return Result.problem(why.get());
        }
        List<Long> kernel = new ArrayList<>();
        if (rules.isMisere() && !rules.isNim()) {
            BitSet p = oneHeapSearch((MoveSet.Subtraction) rules.moves(), (int) max);
            p.stream().forEach(n -> kernel.add((long) n));
            return Result.ok(kernel);
        }
        Formula formula = Formula.forRules(rules).orElseThrow();
        long[] heap = new long[1];
        for (long n = 0; n <= max; n++) {
            heap[0] = n;
            if (formula.isP(heap)) {
                kernel.add(n);
            }
        }
        return Result.ok(kernel);
    }

    /** Misère play on one heap, heap by heap upwards: P exactly when some move exists and all lead to N. */
    private static BitSet oneHeapSearch(MoveSet.Subtraction set, int max) {
        BitSet p = new BitSet(max + 1);
        for (int n = 0; n <= max; n++) {
            boolean anyMove = false;
            boolean followerP = false;
            for (int t : set.takes()) {
                if (t > n) {
                    break;
                }
                anyMove = true;
                followerP |= p.get(n - t);
            }
            if (anyMove && !followerP) {
                p.set(n);
            }
        }
        return p;
    }
}
