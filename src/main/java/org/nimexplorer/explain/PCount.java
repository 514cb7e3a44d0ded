package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.nimexplorer.engine.Census;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;

/**
 * How many P-positions lie in a box: every position of {@code heaps} heaps, each from 0 to {@code max}.
 * The engine classifies each position of the box by its followers, and the count is the answer.
 */
public record PCount(Rules rules, int heaps, int max) implements WholeNumber {

    public String prompt() {
        return "How many P-positions are there among the positions of " + box() + ", under " + rules.describe()
                + "?";
    }

    /** "3 heaps of 0 to 7". */
    private String box() {
        return heaps + (heaps == 1 ? " heap" : " heaps") + " of 0 to " + max;
    }

    public String kind() {
        return "p-count";
    }

    /** The P-positions of the box, counted by the engine's classification of every position in it. */
    public long value() {
        return Census.run(heaps, max, rules, () -> false, done -> { }).orThrow().pPositions();
    }

    /** Every position in the box, P or N. */
    public long positions() {
        long total = 1;
        for (int i = 0; i < heaps; i++) {
            total *= max + 1;
        }
        return total;
    }

    public String asked() {
        return "the number of P-positions of " + box();
    }

    public Idea idea(Set<Idea> known) {
        if (!rules.isNim()) {
            return rules.isMisere() ? Idea.GAME_TREE : Idea.GRUNDY;
        }
        return rules.isMisere() ? Idea.MISERE : Idea.THEOREM;
    }

    public String whyNot(long given) {
        if (given > positions()) {
            return "The box holds only " + positions() + " positions in all, P and N: " + (max + 1)
                    + " sizes for each of " + heaps + (heaps == 1 ? " heap." : " heaps.");
        }
        return given > value() ? "You counted too many: " + whatIsNotP() : "You counted too few: " + whatIsP();
    }

    /** Why a position counted wrongly as P is not P, for this game. */
    private String whatIsNotP() {
        if (rules.isNim() && !rules.isMisere()) {
            return "a position with nim-sum other than 0 is not P, since some move from it leaves nim-sum 0.";
        }
        if (rules.isNim()) {
            return "under misère play a position is P only when " + MISERE_NIM_P + ".";
        }
        if (!rules.isMisere()) {
            return "a position is P only when the XOR of its heaps' Grundy values is 0, not of their sizes.";
        }
        return "a position from which some move reaches a P-position is N, and under misère play so is a position"
                + " with no move left.";
    }

    /** What makes a position P that a learner who counted too few may have missed, for this game. */
    private String whatIsP() {
        if (rules.isNim() && !rules.isMisere()) {
            return "every position with nim-sum 0 is P, the one with every heap empty among them.";
        }
        if (rules.isNim()) {
            return "under misère play a position is P when " + MISERE_NIM_P + ".";
        }
        if (!rules.isMisere()) {
            return "every position whose heaps' Grundy values XOR to 0 is P, the one with every heap empty among"
                    + " them.";
        }
        return "a position is P when it has a move and every move from it reaches an N-position.";
    }

    /** Bouton's rule for misère Nim, as a condition on a position. */
    private static final String MISERE_NIM_P = "its nim-sum is 0 and some heap has 2 or more, or every heap has at"
            + " most 1 and the nim-sum is 1";

    public List<String> hints(Set<Idea> known) {
        if (rules.isNim() && !rules.isMisere()) {
            return List.of("The P-positions of Nim are exactly those with nim-sum 0.", heaps == 2
                    ? "With two heaps, nim-sum 0 means the two heaps are equal."
                    : "Choose every heap but the last freely: exactly one size of the last heap, the XOR of the"
                            + " others, makes the nim-sum 0. Count the choices where that size is at most " + max
                            + ".");
        }
        if (rules.isNim()) {
            return List.of("Under misère play a position of Nim is P when " + MISERE_NIM_P + ".",
                    "Count the two kinds apart and add them.");
        }
        if (!rules.isMisere()) {
            return List.of("A position is P when the XOR of its heaps' Grundy values is 0: work out g(0) to g("
                    + max + ") first, then count the positions whose values XOR to 0.");
        }
        return List.of("Go up from the empty position: a position is P when it has a move and every move from it"
                + " reaches an N-position; under misère play a position with no move left is N.");
    }

    public Derivation derivation(Set<Idea> known) {
        long count = value();
        if (rules.isNim() && !rules.isMisere()) {
            return new Derivation.Note(nimCount(count));
        }
        if (rules.isNim()) {
            long big = count(p -> xor(p) == 0 && largest(p) >= 2);
            long small = count(p -> largest(p) <= 1 && xor(p) == 1);
            return new Derivation.Note("Under misère play a position is P when " + MISERE_NIM_P + ". The box holds "
                    + big + " of the first kind and " + small + " of the second (an odd number of heaps of 1, the"
                    + " rest empty): " + big + " + " + small + " = " + count + ".");
        }
        if (!rules.isMisere()) {
            return new Derivation.Note("A position is P when the XOR of its heaps' Grundy values is 0. The values"
                    + " of the heap sizes 0 to " + max + " are " + grundyValues() + "; " + count + " of the "
                    + positions() + " positions have values that XOR to 0.");
        }
        return new Derivation.Note("Going up from the empty position, a position is P when it has a move and every"
                + " move from it reaches an N-position (with no move left it is N under misère play). Classified"
                + " this way, " + count + " of the " + positions() + " positions are P.");
    }

    /** Normal Nim: the last heap is forced by the others, and the count of choices where it fits. */
    private String nimCount(long count) {
        String rule = "The P-positions of Nim are those with nim-sum 0. ";
        if (heaps == 1) {
            return rule + "With one heap only the empty heap has nim-sum 0: " + count + ".";
        }
        if (heaps == 2) {
            return rule + "With two heaps, nim-sum 0 means equal heaps: one for each size 0 to " + max + ", "
                    + (max + 1) + " = " + count + ".";
        }
        String forced = "Choose the first " + (heaps - 1) + " heaps freely; the nim-sum is then 0 for exactly one"
                + " size of the last heap, the XOR of the others, and the position counts when that size is at most "
                + max + ". ";
        if (Long.bitCount(max + 1L) == 1) {
            return rule + forced + "Here max + 1 = " + (max + 1) + " is a power of two, so a XOR of sizes up to " + max
                    + " is again at most " + max + ": every choice counts, " + (max + 1) + "^" + (heaps - 1) + " = "
                    + count + ".";
        }
        return rule + forced + "Counting the choices where it is: " + count + ".";
    }

    /** "0 1 2 0 1 2 0 1" for a box small enough to list, or the first 31 values and "...". */
    private String grundyValues() {
        List<String> values = new ArrayList<>();
        for (long h = 0; h <= Math.min(max, 30); h++) {
            values.add(Long.toString(Engine.grundy(h, rules.moves())));
        }
        return String.join(" ", values) + (max > 30 ? " ..." : "");
    }

    /** The positions of the box that satisfy {@code test}, counted one by one. */
    private long count(Predicate<long[]> test) {
        long[] heap = new long[heaps];
        long found = 0;
        for (long i = 0; i < positions(); i++) {
            long rest = i;
            for (int h = 0; h < heaps; h++) {
                heap[h] = rest % (max + 1);
                rest /= max + 1;
            }
            found += test.test(heap) ? 1 : 0;
        }
        return found;
    }

    private static long xor(long[] heaps) {
        long x = 0;
        for (long h : heaps) {
            x ^= h;
        }
        return x;
    }

    private static long largest(long[] heaps) {
        long m = 0;
        for (long h : heaps) {
            m = Math.max(m, h);
        }
        return m;
    }

    /**
     * Numbers a common misconception gives: the count of positions with nim-sum 0 under misère Nim (the
     * normal-play rule at the end), or with heap sizes XORing to 0 in a subtraction game (sizes for values).
     */
    public List<Long> telltales() {
        return misreading().stream().filter(n -> n != value()).toList();
    }

    /** The count by the plain nim-sum where the rules need something else, if they do. */
    private List<Long> misreading() {
        boolean misereNim = rules.isNim() && rules.isMisere();
        boolean normalSubtraction = !rules.isNim() && !rules.isMisere();
        return misereNim || normalSubtraction ? List.of(count(p -> xor(p) == 0)) : List.of();
    }

    public List<Diagnosis> readings(long given) {
        if (!telltales().contains(given)) {
            return List.of();
        }
        return List.of(rules.isNim()
                ? new Diagnosis(Misconception.NORMAL_RULE_IN_MISERE_END, "You counted the positions with nim-sum 0,"
                        + " as in normal play; under misère play, heaps of at most 1 are P when their nim-sum is 1.")
                : new Diagnosis(Misconception.PLAIN_NIM_SUM_IN_SUBTRACTION, "You counted the positions whose heap"
                        + " sizes XOR to 0; in a subtraction game it is the heaps' Grundy values that XOR to 0."));
    }

    /**
     * A count question from its lesson lines: the box ({@code heaps:}, {@code max:}, as small as a claim's)
     * and the rules ({@code subtract:}, {@code misere:}).
     */
    static Result<Question> ask(Fields f) {
        return ProveSet.box(f).flatMap(box -> f.rules().map(rules -> new PCount(rules, box[0], box[1])));
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.number(this);
    }
}
