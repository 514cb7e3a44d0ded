package org.nimexplorer.explain;

/** The idea a question rests on, so feedback can name it and a learner's misses can be tallied by idea. */
public enum Idea {
    LEMMA_1("lemma 1: from nim-sum 0 every move makes it non-zero"),
    LEMMA_2("lemma 2: from a non-zero nim-sum some move makes it 0"),
    NIM_SUM("the nim-sum: XOR of the heaps, column sums without carrying"),
    MISERE_EXCEPTION("the misère exception: near the end, leave an odd number of 1-heaps"),
    SUBTRACTION_PERIOD("subtraction games: Grundy values and their period"),
    BINARY("writing numbers in binary"),
    XOR("XOR, bit by bit"),
    KERNEL("the kernel: P-positions of a one-heap game"),
    ARGUMENT("the argument of the proof");

    private final String description;

    Idea(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    /** The key used in files: "lemma-1". */
    public String key() {
        return name().toLowerCase().replace('_', '-');
    }
}
