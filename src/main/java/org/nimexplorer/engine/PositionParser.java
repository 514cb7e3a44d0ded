package org.nimexplorer.engine;

import java.util.Arrays;
import java.util.List;

/** Reads heap sizes from words such as {@code 3 4 5} or {@code 3,4,5}. */
public final class PositionParser {

    private PositionParser() {}

    public static Result<Position> parse(List<String> words) {
        long[] heaps = new long[Math.max(4, words.size())];
        int n = 0;
        // A comma with no heap size since the last one (or since the start) marks a size left out, as in 3,,4.
        boolean sizeExpected = true;
        for (String word : words) {
            int start = 0;
            while (start < word.length()) {
                int end = start;
                while (end < word.length() && !isSeparator(word.charAt(end))) {
                    end++;
                }
                if (end == start && word.charAt(end) == ',') {
                    if (sizeExpected) {
                        return Result.problem("a heap size is missing before a comma in '" + Text.clip(word)
                                + "': write heap sizes like 3 4 5 or 3,4,5");
                    }
                    sizeExpected = true;
                }
                if (end > start) {
                    sizeExpected = end < word.length() && word.charAt(end) == ',';
                    String piece = word.substring(start, end);
                    if (GameNotation.namesGame(piece)) {
                        return Result.problem("'" + Text.clip(piece) + "' gives a heap its own game, which is not"
                                + " taken here: write heap sizes only, like 3 4 5");
                    }
                    Result<Long> size = Numbers.parseNonNegative(piece, "heap size");
                    if (!size.isOk()) {
                        return Result.problem(size.problemOrNull());
                    }
                    if (n == heaps.length) {
                        heaps = Arrays.copyOf(heaps, n * 2);
                    }
                    heaps[n++] = size.orThrow();
                }
                start = end + 1;
            }
        }
        if (n == 0) {
            return Result.problem("no heaps given: name at least one heap size, like 3 4 5");
        }
        return Result.ok(new Position(Arrays.copyOf(heaps, n)));
    }

    private static boolean isSeparator(char c) {
        return c == ',' || Character.isWhitespace(c);
    }
}
