package org.nimexplorer.engine;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The splits of a heap of Lasker's Nim into two heaps whose values XOR to a target, counted and the
 * first listed in time that does not grow with the heap. A heap n = 4q + s is worth 4q' + s', where
 * only s = 0 (worth 4(q - 1) + 3) and s = 3 (worth 4(q + 1)) move q. So for each remainder of the
 * smaller heap a, the split's value fixes s'a XOR s'b, and the quarters x = q'a, y = q'b must have a
 * known sum and the XOR t / 4: then x AND y = (sum - XOR) / 2, and each bit of the XOR goes to x or to
 * y, so there are 2^(bits of the XOR) of them, and in order of a they are the subsets of its bits in
 * increasing order.
 */
final class LaskerSplits {

    private LaskerSplits() {}

    /** Adds to the tally each split of {@code heap} into two non-empty heaps that leaves the target value. */
    static void into(long heap, long target, OptionTally tally) {
        BigInteger ordered = BigInteger.ZERO;
        List<Long> smaller = new ArrayList<>();
        for (int sa = 0; sa < 4; sa++) {
            Quarters q = Quarters.of(heap, sa, target);
            if (q != null) {
                ordered = ordered.add(BigInteger.valueOf(q.count()));
                q.firstSmaller(heap / 2, tally.room(), smaller);
            }
        }
        // Each split a < b was counted as (a, b) and as (b, a); a split into equal halves once.
        boolean halves = target == 0 && heap >= 2 && heap % 2 == 0;
        BigInteger count = ordered.add(halves ? BigInteger.ONE : BigInteger.ZERO).shiftRight(1);
        smaller.sort(Comparator.naturalOrder());
        int listed = 0;
        for (long a : smaller.subList(0, Math.min(smaller.size(), tally.room()))) {
            tally.add(0, a, heap - a);
            listed++;
        }
        tally.addUnlisted(count.subtract(BigInteger.valueOf(listed)));
    }

    /**
     * The splits (a, b), in that order, with a = sa (mod 4): x = q'a and y = q'b are A plus each subset
     * of the bits of T, where A has no bit of T; {@code xAtLeastOne} and {@code yAtLeastOne} say that a
     * quarter of 0 there would be a heap of -1 (a remainder of 3 adds one to the quarter).
     */
    private record Quarters(int sa, int da, long and, long xor, boolean xAtLeastOne, boolean yAtLeastOne) {

        static Quarters of(long heap, int sa, long target) {
            int sb = (int) Math.floorMod(heap - sa, 4L);
            long q = (heap - sa - sb) / 4;
            if (heap - sa - sb < 0 || (value(sa) ^ value(sb)) != (target & 3)) {
                return null;
            }
            int da = shift(sa);
            long sum = q + da + shift(sb);
            long xor = target >>> 2;
            if (sum < xor || (sum - xor) % 2 != 0 || (((sum - xor) / 2) & xor) != 0) {
                return null;
            }
            return new Quarters(sa, da, (sum - xor) / 2, xor, sa == 3, sb == 3);
        }

        /** A heap's remainder modulo 4 becomes this in its value. */
        private static int value(int s) {
            return s == 0 ? 3 : s == 3 ? 0 : s;
        }

        /** What the remainder adds to the quarter. */
        private static int shift(int s) {
            return s == 0 ? -1 : s == 3 ? 1 : 0;
        }

        long count() {
            // T is at most the quarters' sum, below 2^61, so 2^(bits of T) fits a long.
            long all = 1L << Long.bitCount(xor);
            // x = 0 is A = 0 with no bit of T; y = 0 is A = 0 with every bit; the same one when T = 0.
            long lost = and != 0 ? 0 : (xAtLeastOne ? 1 : 0) + (yAtLeastOne ? 1 : 0)
                    - (xAtLeastOne && yAtLeastOne && xor == 0 ? 1 : 0);
            return all - lost;
        }

        /** Adds the first {@code room} heaps a, at most {@code half}, to {@code out}, smallest first. */
        void firstSmaller(long half, int room, List<Long> out) {
            int added = 0;
            long subset = 0;
            do {
                long x = and | subset;
                boolean zeroX = x == 0 && xAtLeastOne;
                boolean zeroY = (and | (xor ^ subset)) == 0 && yAtLeastOne;
                long qa = x - da;
                if (qa > half / 4) {
                    return;
                }
                long a = 4 * qa + sa;
                if (a > half) {
                    return;
                }
                if (!zeroX && !zeroY && a >= 1) {
                    out.add(a);
                    added++;
                }
                subset = (subset - xor) & xor;
            } while (subset != 0 && added < room);
        }
    }
}
