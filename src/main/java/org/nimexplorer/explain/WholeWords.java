package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Staircase;
import org.nimexplorer.engine.Text;
import org.nimexplorer.engine.WholeGame;

/**
 * Moore's Nim and the staircase in the words of lessons 14 and 15: how a position is named, what its
 * theorem says of it, and the misconceptions a wrong answer about one can show (the even steps
 * counted; the columns counted modulo 2, as for the nim-sum, rather than modulo k + 1).
 */
final class WholeWords {

    private WholeWords() {}

    /** "the staircase 3 0 4 2 (coins on steps 1 to 4)", "3 4 5 6 in Moore's Nim with k = 2". */
    static String named(WholeGame game, Position position) {
        if (game instanceof MooreNim m) {
            return position + " in Moore's Nim with k = " + m.k();
        }
        return "the staircase " + position + " (coins on steps 1 to " + position.size() + ")";
    }

    /** What a player's move should aim at, as the end of a sentence. */
    static String goal(WholeGame game) {
        if (game instanceof MooreNim m) {
            return "every binary column's count of ones a multiple of " + (m.k() + 1);
        }
        return "the coins on the odd steps XOR to 0";
    }

    /**
     * The theorem's reading of a position the learner has reached (after their move, or the reply to
     * it), so never of the question's own position: "the odd steps' coins 3 and 3 XOR to 0".
     */
    static String state(WholeGame game, Position position) {
        if (game instanceof MooreNim m) {
            long[] sums = m.columnSums(position);
            for (int bit = sums.length - 1; bit >= 0; bit--) {
                if (sums[bit] % (m.k() + 1) != 0) {
                    return "the " + (1L << bit) + "s column has " + sums[bit] + (sums[bit] == 1 ? " one" : " ones")
                            + ", not a multiple of " + (m.k() + 1);
                }
            }
            return "every column's count of ones is a multiple of " + (m.k() + 1);
        }
        Position odd = Staircase.oddSteps(position);
        long s = Staircase.oddStepNimSum(position);
        List<String> coins = new ArrayList<>();
        odd.stream().forEach(c -> coins.add(Long.toString(c)));
        String which = coins.size() == 1 ? "the coins on step 1, " + coins.get(0) + ", are" : "the odd steps' coins "
                + Text.and(coins) + " XOR to";
        return coins.size() == 1 ? which + (s == 0 ? " 0" : " not 0") : which + " " + s + (s == 0 ? "" : ", not 0");
    }

    /** The coins on every step XORed, odd and even: what a learner who counts the even steps computes. */
    static long allSteps(Position position) {
        long x = 0;
        for (long c : position.heaps()) {
            x ^= c;
        }
        return x;
    }

    /** P or N given for a position whose every-step XOR (staircase) or nim-sum (Moore) says so, wrongly. */
    static Optional<Diagnosis> outcome(WholeGame game, Position position, Outcome given, Set<Idea> known) {
        boolean p = game.isP(position);
        if (given == (p ? Outcome.P : Outcome.N)) {
            return Optional.empty();
        }
        boolean naiveP = allSteps(position) == 0;
        if (naiveP != (given == Outcome.P)) {
            return Optional.empty();
        }
        Diagnosis d;
        if (game instanceof MooreNim m) {
            int base = m.k() + 1;
            d = new Diagnosis(Misconception.MOD_TWO_NOT_K_PLUS_ONE, naiveP
                    ? "Every column has an even number of ones: the test for plain Nim. With k = " + m.k()
                            + " a column's count must be a multiple of " + base + "."
                    : "A column with an odd number of ones decides plain Nim. With k = " + m.k()
                            + " a column is fine when its count is a multiple of " + base + ".");
        } else {
            d = new Diagnosis(Misconception.EVEN_STEPS_COUNTED, (naiveP ? "The coins on all the steps XOR to 0"
                    : "The coins on all the steps do not XOR to 0") + ", but only the odd steps count: a move from an"
                    + " even step can be undone at once.");
        }
        return known.containsAll(d.misconception().needs()) ? Optional.of(d) : Optional.empty();
    }

    /** A losing move that would win if every step (staircase) or Nim's even columns (Moore) were the test. */
    static Optional<Diagnosis> move(WholeGame game, Position after, Set<Idea> known) {
        if (game.isP(after) || allSteps(after) != 0) {
            return Optional.empty();
        }
        Diagnosis d;
        if (game instanceof MooreNim m) {
            d = new Diagnosis(Misconception.MOD_TWO_NOT_K_PLUS_ONE, "Your move leaves every column with an even"
                    + " number of ones, which wins in plain Nim. With k = " + m.k() + " each count must be a multiple"
                    + " of " + (m.k() + 1) + ".");
        } else {
            d = new Diagnosis(Misconception.EVEN_STEPS_COUNTED, "Your move leaves the coins on all the steps XORing"
                    + " to 0, as if every step were a Nim heap. Only the odd steps count.");
        }
        return known.containsAll(d.misconception().needs()) ? Optional.of(d) : Optional.empty();
    }
}
