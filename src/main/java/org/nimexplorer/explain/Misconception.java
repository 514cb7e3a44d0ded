package org.nimexplorer.explain;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A wrong idea a Nim learner often has, recognisable from a wrong answer alone (see {@link Diagnose}).
 * Naming it tells the learner what to change, where the right number alone would not; tallied in the
 * progress file, it shows which habits persist.
 */
public enum Misconception {
    /** The ordinary sum given where the nim-sum or an XOR was asked. */
    ADDED_NOT_XORED("you often add numbers where their XOR (the nim-sum) is asked", Idea.XOR),
    /** A decimal numeral given where binary was asked. */
    DECIMAL_FOR_BINARY("you sometimes write the decimal number where binary is asked", Idea.BINARY),
    /** A Nim move from a heap with no 1 in the column of the nim-sum's leftmost 1. */
    HEAP_WITHOUT_LEADING_BIT("you often play from a heap with no 1 in the nim-sum's leftmost column",
            Idea.NIM_SUM, Idea.LEMMA_2),
    /** Two heaps made equal (the mirror strategy) while an unpaired heap is still in play. */
    MIRROR_OUT_OF_PLACE("you copy heaps (the mirror strategy) while other heaps are still in play", Idea.MIRROR),
    /** Misère Nim: only heaps of one left, an even number of them, as normal play would want. */
    NORMAL_RULE_IN_MISERE_END("at the end of misère games you leave an even number of heaps of one, as in normal play",
            Idea.MISERE),
    /** The value of a binary column (8) given where its bit number (3) was asked. */
    COLUMN_VALUE_FOR_BIT("you give a column's value (like 8) where its bit number (like 3) is asked",
            Idea.BINARY, Idea.LEMMA_2),
    /** Takes 1 to k: the kernel given as the multiples of k rather than of k + 1. */
    KERNEL_MULTIPLES_OF_K("for 'take 1 to k' you list multiples of k as the kernel, not multiples of k + 1",
            Idea.KERNEL),
    /** Subtraction game: the XOR of the heap sizes given instead of the XOR of their Grundy values. */
    PLAIN_NIM_SUM_IN_SUBTRACTION("in subtraction games you XOR the heap sizes instead of their Grundy values",
            Idea.GRUNDY),
    /** A losing move that empties the largest heap, when no winning move is made from that heap. */
    EMPTIED_LARGEST_HEAP("you empty the largest heap when the winning move is elsewhere", Idea.RULES),
    /** A value or a mex given as the largest value seen plus one, where a smaller number is missing. */
    LARGEST_PLUS_ONE("you take the largest value plus one where the mex, the smallest missing value, is asked",
            Idea.GRUNDY),
    /** A sum of different games: the XOR of the heap sizes used instead of the XOR of their Grundy values. */
    SIZES_XORED_IN_SUM("in a sum of different games you XOR the heap sizes, but the sum is won on their Grundy values",
            Idea.SPRAGUE_GRUNDY),
    /** A game whose moves split a row: the two rows left were left out, or their values added, not XORed. */
    SPLIT_NOT_XORED("in Kayles you forget that a move from the middle leaves two rows, whose values XOR",
            Idea.SPRAGUE_GRUNDY),
    /** Staircase Nim: the coins on every step XORed, where only the odd steps count. */
    EVEN_STEPS_COUNTED("in Staircase Nim you count the coins on the even steps too, but only the odd steps count",
            Idea.DISGUISE),
    /** Moore's Nim: each column's count of ones taken modulo 2 (the nim-sum), not modulo k + 1. */
    MOD_TWO_NOT_K_PLUS_ONE("in Moore's Nim you count each column modulo 2, as for the nim-sum, not modulo k + 1",
            Idea.MOORE),
    /** Moore's Nim: a move that lowers more heaps than k allows. */
    MORE_THAN_K_HEAPS("in Moore's Nim you lower more heaps than k allows", Idea.MOORE);

    private final String habit;
    private final Set<Idea> needs;

    Misconception(String habit, Idea first, Idea... rest) {
        this.habit = habit;
        this.needs = Set.copyOf(EnumSet.of(first, rest));
    }

    /** The key used in files: "added-not-xored". */
    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Plain words for the progress page, completing "Watch out: ...". */
    public String habit() {
        return habit;
    }

    public static Optional<Misconception> fromKey(String key) {
        return Arrays.stream(values()).filter(m -> m.key().equals(key)).findFirst();
    }

    /** The ideas the diagnosis sentence relies on: it is given only to a learner who has met them all. */
    public Set<Idea> needs() {
        return needs;
    }
}
