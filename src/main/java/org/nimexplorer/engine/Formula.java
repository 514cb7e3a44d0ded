package org.nimexplorer.engine;

import java.util.Optional;

/**
 * The closed rule that says whether a position is P, for the games that have one: Bouton's nim-sum
 * for normal Nim, his endgame exception for misère Nim, and the nim-sum of Grundy values for normal
 * subtraction games. Misère subtraction games have none.
 */
public sealed interface Formula {

    /** Whether the heaps (a position under this formula's rules) are a P-position. */
    boolean isP(long[] heaps);

    /** One sentence naming the rule, for reports. */
    String describe();

    /**
     * A whole row at once, for a census: bit x of {@code row} is set exactly when the heaps
     * {@code prefix}, x are a P-position, for x from 0 to {@code max}; {@code row} has at least
     * {@code max / 64 + 1} words and is overwritten.
     */
    void pRow(long[] prefix, int max, long[] row);

    static Optional<Formula> forRules(Rules rules) {
        if (rules.isNim()) {
            return Optional.of(rules.isMisere() ? new MisereNim() : new NormalNim());
        }
        if (rules.isMisere()) {
            return Optional.empty();
        }
        return Optional.of(new GrundyNimSum((MoveSet.Subtraction) rules.moves()));
    }

    record NormalNim() implements Formula {
        @Override
        public boolean isP(long[] heaps) {
            long sum = 0;
            for (long h : heaps) {
                sum ^= h;
            }
            return sum == 0;
        }

        /** The row's one P-position is where the last heap equals the nim-sum of the others. */
        @Override
        public void pRow(long[] prefix, int max, long[] row) {
            java.util.Arrays.fill(row, 0);
            long sum = 0;
            for (long h : prefix) {
                sum ^= h;
            }
            if (sum <= max) {
                row[(int) (sum >>> 6)] |= 1L << (sum & 63);
            }
        }

        @Override
        public String describe() {
            return "P exactly when the nim-sum is 0 (Bouton)";
        }
    }

    record MisereNim() implements Formula {
        @Override
        public boolean isP(long[] heaps) {
            long sum = 0;
            boolean big = false;
            int ones = 0;
            for (long h : heaps) {
                sum ^= h;
                big |= h >= 2;
                ones += h == 1 ? 1 : 0;
            }
            return big ? sum == 0 : ones % 2 == 1;
        }

        /**
         * With a heap of 2 or more among the others, the normal rule; otherwise a last heap of 2 or
         * more is never P (it would need a nim-sum of 0 with heaps of 0 and 1), and a last heap of
         * 0 or 1 is P when it leaves an odd number of 1-heaps.
         */
        @Override
        public void pRow(long[] prefix, int max, long[] row) {
            java.util.Arrays.fill(row, 0);
            long sum = 0;
            boolean big = false;
            int ones = 0;
            for (long h : prefix) {
                sum ^= h;
                big |= h >= 2;
                ones += h == 1 ? 1 : 0;
            }
            if (big) {
                if (sum <= max) {
                    row[(int) (sum >>> 6)] |= 1L << (sum & 63);
                }
            } else {
                row[0] = ones % 2 == 1 ? 1L : max >= 1 ? 2L : 0L;
            }
        }

        @Override
        public String describe() {
            return "with a heap of 2 or more, P exactly when the nim-sum is 0; otherwise P exactly when"
                    + " the number of 1-heaps is odd (Bouton's misère rule)";
        }
    }

    record GrundyNimSum(MoveSet.Subtraction set) implements Formula {
        @Override
        public boolean isP(long[] heaps) {
            long sum = 0;
            for (long h : heaps) {
                sum ^= Engine.grundy(h, set);
            }
            return sum == 0;
        }

        @Override
        public void pRow(long[] prefix, int max, long[] row) {
            java.util.Arrays.fill(row, 0);
            long sum = 0;
            for (long h : prefix) {
                sum ^= Engine.grundy(h, set);
            }
            // The sequence is looked up once for the row, not once per heap.
            GrundySequence values = GrundySequence.of(set);
            for (int x = 0; x <= max; x++) {
                if (values.valueOf(x) == sum) {
                    row[x >>> 6] |= 1L << (x & 63);
                }
            }
        }

        @Override
        public String describe() {
            return "P exactly when the nim-sum of the heaps' Grundy values is 0 (Sprague-Grundy)";
        }
    }
}
