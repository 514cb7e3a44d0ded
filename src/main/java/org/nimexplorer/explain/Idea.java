package org.nimexplorer.explain;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * An idea the course teaches. Questions rest on one, so feedback can name it and a learner's misses
 * can be tallied by idea; a lesson says which ideas it teaches, so feedback draws only on those the
 * learner has met.
 */
public enum Idea {
    RULES("the rules of Nim: one heap, at least one object, no passing"),
    GAME_TREE("P and N from the followers: P when every move leads to N"),
    MIRROR("the mirror strategy: two equal heaps lose for the player to move"),
    KERNEL("the kernel: the safe positions, which every move leaves and some move enters"),
    BINARY("writing numbers in binary"),
    XOR("XOR, bit by bit"),
    NIM_SUM("the nim-sum: XOR of the heaps, column sums without carrying"),
    LEMMA_1("lemma 1: from nim-sum 0 every move makes it non-zero"),
    LEMMA_2("lemma 2: from a non-zero nim-sum some move makes it 0"),
    THEOREM("Bouton's theorem: P exactly when the nim-sum is 0"),
    MISERE("misère play: near the end, leave an odd number of 1-heaps"),
    GRUNDY("Grundy values: each heap acts as a Nim heap of its value"),
    SPRAGUE_GRUNDY("the Sprague-Grundy theorem: any impartial game is worth a Nim heap of its value, so a sum of"
            + " different games is won on the XOR of their values"),
    OCTAL("octal games such as Kayles: a move may split a row in two; values by the mex, and a period checked far"
            + " enough is proved"),
    DISGUISE("games in disguise: the staircase is Nim on its odd steps, a move that can be undone changes nothing,"
            + " and Lasker's Nim has values in fours"),
    MOORE("Moore's Nim: when a move may lower up to k heaps, every binary column's count of ones must be a"
            + " multiple of k + 1");

    private final String description;

    Idea(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    /** The key used in files: "lemma-1". */
    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Optional<Idea> fromKey(String key) {
        return Arrays.stream(values()).filter(i -> i.key().equals(key)).findFirst();
    }

    /** The keys, for messages: "rules, game-tree, ...". */
    public static String keys() {
        return String.join(", ", Arrays.stream(values()).map(Idea::key).toList());
    }

    /** Every idea: what feedback may use outside the course (quizzes, one-shot commands). */
    public static Set<Idea> all() {
        return EnumSet.allOf(Idea.class);
    }
}
