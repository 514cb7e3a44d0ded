package org.nimexplorer.engine;

/**
 * The splits of an octal game's heap into two heaps whose values XOR to a target, counted and the
 * first of them listed in time that does not grow with the heap. A split a + b (a at most b) is tried
 * one by one only while a is in the preperiod; from there on both values repeat with the period, so
 * whether a split matches depends on a modulo the period alone, and the matches are counted by
 * residue: a row of 2^62 Kayles pins costs a few dozen steps, not 2^61.
 */
final class OctalSplits {

    private OctalSplits() {}

    /** Adds to the tally each split of {@code rest} (after taking {@code take}) that leaves the target value. */
    static void into(OctalValues values, long take, long rest, long target, OptionTally tally) {
        long half = rest / 2;
        long periodic = values.periodicity().map(OctalValues.Periodicity::preperiod).orElse(Integer.MAX_VALUE);
        long last = Math.min(half, periodic - 1);
        for (long a = 1; a <= last; a++) {
            if ((values.valueOf(a) ^ values.valueOf(rest - a)) == target) {
                tally.add(take, a, rest - a);
            }
        }
        if (half >= periodic) {
            periodicPart(values, values.periodicity().orElseThrow(), take, rest, target, tally);
        }
    }

    /** The splits with a from the preperiod e to half of rest: b = rest - a is past e too. */
    private static void periodicPart(OctalValues values, OctalValues.Periodicity period, long take, long rest,
            long target, OptionTally tally) {
        long e = period.preperiod();
        int p = period.period();
        long half = rest / 2;
        // matches[r]; the total stays below half of rest, so within a long.
        // matches[r]: a = e + r (mod p) leaves the target; b - e is then (rest - 2e - r) mod p.
        boolean[] matches = new boolean[p];
        long total = 0;
        for (int r = 0; r < p; r++) {
            matches[r] = (values.valueOf(e + r) ^ values.valueOf(e + Math.floorMod(rest - 2 * e - r, p))) == target;
            if (matches[r] && e + r <= half) {
                total += (half - e - r) / p + 1;
            }
        }
        long listed = 0;
        for (long a = e; a <= half && listed < total && tally.room() > 0; a++) {
            if (matches[(int) ((a - e) % p)]) {
                tally.add(take, a, rest - a);
                listed++;
            }
        }
        tally.addUnlisted(total - listed);
    }
}
