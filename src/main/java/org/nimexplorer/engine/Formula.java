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
        public String describe() {
            return "P exactly when the nim-sum of the heaps' Grundy values is 0 (Sprague-Grundy)";
        }
    }
}
