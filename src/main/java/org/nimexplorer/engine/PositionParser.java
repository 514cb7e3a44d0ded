package org.nimexplorer.engine;

import java.util.List;

/** Reads heap sizes from words such as {@code 3 4 5} or {@code 3,4,5}. */
public final class PositionParser {

    private PositionParser() {}

    public static Result<Position> parse(List<String> words) {
        long[] heaps = new long[countNumbers(words)];
        int n = 0;
        for (String word : words) {
            for (String part : word.split("[\\s,]+")) {
                if (part.isEmpty()) {
                    continue;
                }
                Result<Long> size = Numbers.parseNonNegative(part, "heap size");
                if (!size.isOk()) {
                    return Result.problem(size.problemOrNull());
                }
                heaps[n++] = size.orThrow();
            }
        }
        if (n == 0) {
            return Result.problem("no heaps given: name at least one heap size, like 3 4 5");
        }
        return Result.ok(new Position(heaps));
    }

    private static int countNumbers(List<String> words) {
        int count = 0;
        for (String word : words) {
            for (String part : word.split("[\\s,]+")) {
                if (!part.isEmpty()) {
                    count++;
                }
            }
        }
        return count;
    }
}
