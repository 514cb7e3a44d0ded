package org.nimexplorer.command;

import java.util.ArrayList;
import java.util.List;

/**
 * Heap words where {@code @FILE} stands for what the file holds: heap sizes, or heaps with their
 * games ({@code nim:3 kayles:5}), separated by spaces, commas or new lines. Every command that takes
 * heaps reads them through here, whatever game they are played in. The file is read here rather than
 * by picocli, whose per-word parsing is far too slow for the million heaps such a file may hold.
 */
final class HeapFiles {

    /** A heap file larger than this is refused rather than read into memory. */
    private static final long MAX_HEAP_FILE = 64L << 20;

    private HeapFiles() {}

    /** The words with each {@code @FILE} replaced by the file's text, kept as one word however many heaps it holds. */
    static List<String> expand(List<String> words) {
        List<String> expanded = new ArrayList<>(words.size());
        for (String word : words) {
            expanded.add(word.startsWith("@") ? read(word.substring(1)) : word);
        }
        return expanded;
    }

    private static String read(String name) {
        return BaseCommand.readTextFile(name, MAX_HEAP_FILE, "the heap file", "@FILE needs a readable text file of"
                + " heap sizes (or heaps with their games, like nim:3 kayles:5) separated by spaces, commas or new lines");
    }
}
