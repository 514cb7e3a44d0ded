package org.nimexplorer.engine;

import java.util.Arrays;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** How many objects a single move may take from one heap. */
public sealed interface MoveSet {

    /** The largest take a subtraction set may contain; keeps Grundy tables small. */
    int MAX_TAKE = 1000;

    /** Nim: any positive number, up to the whole heap. */
    record AnyAmount() implements MoveSet {
        @Override
        public boolean allows(long take) {
            return take > 0;
        }

        @Override
        public String describe() {
            return "any number from one heap";
        }
    }

    /** A subtraction game: only the listed amounts, sorted ascending and distinct. */
    record Subtraction(int[] takes) implements MoveSet {
        public Subtraction {
            takes = takes.clone();
            Arrays.sort(takes);
            if (takes.length == 0 || takes[0] <= 0 || takes[takes.length - 1] > MAX_TAKE) {
                throw new IllegalArgumentException("a subtraction set holds takes from 1 to " + MAX_TAKE);
            }
            for (int i = 1; i < takes.length; i++) {
                if (takes[i] == takes[i - 1]) {
                    throw new IllegalArgumentException("duplicate take " + takes[i]);
                }
            }
        }

        @Override
        public int[] takes() {
            return takes.clone();
        }

        public int smallest() {
            return takes[0];
        }

        public int largest() {
            return takes[takes.length - 1];
        }

        /** True when the set is 1, 2, …, k. */
        public boolean isRangeFromOne() {
            return takes[takes.length - 1] == takes.length;
        }

        @Override
        public boolean allows(long take) {
            return take > 0 && take <= MAX_TAKE && Arrays.binarySearch(takes, (int) take) >= 0;
        }

        @Override
        public String describe() {
            return "take " + listTakes() + " from one heap";
        }

        /** "1, 2 or 3". */
        public String listTakes() {
            String[] words = Arrays.stream(takes).mapToObj(Integer::toString).toArray(String[]::new);
            if (words.length == 1) {
                return words[0];
            }
            return String.join(", ", Arrays.copyOf(words, words.length - 1)) + " or " + words[words.length - 1];
        }

        /** The compact notation that {@link MoveSet#parse} reads back: "1-3" or "1,3,4". */
        public String notation() {
            if (isRangeFromOne() && takes.length > 1) {
                return "1-" + takes.length;
            }
            return Arrays.stream(takes).mapToObj(Integer::toString).collect(Collectors.joining(","));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Subtraction s && Arrays.equals(takes, s.takes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(takes);
        }

        @Override
        public String toString() {
            return "Subtraction{" + notation() + "}";
        }
    }

    boolean allows(long take);

    String describe();

    MoveSet NIM = new AnyAmount();

    /**
     * Reads a subtraction set: ranges and single takes separated by commas, such as
     * {@code 1-3}, {@code 1,3,4} or {@code 1-3,5}.
     */
    static Result<MoveSet> parse(String text) {
        String accepted = "a subtraction set is takes from 1 to " + MAX_TAKE
                + " written like 1-3 or 1,3,4 or 1-3,6";
        if (text == null || text.isBlank()) {
            return Result.problem("empty subtraction set: " + accepted);
        }
        TreeSet<Integer> takes = new TreeSet<>();
        for (String part : text.trim().split("\\s*,\\s*", -1)) {
            String[] ends = part.split("\\s*-\\s*", -1);
            if (ends.length > 2 || part.isEmpty()) {
                return Result.problem("cannot read '" + Text.clip(part) + "' in subtraction set: " + accepted);
            }
            Integer low = smallInt(ends[0]);
            Integer high = ends.length == 2 ? smallInt(ends[1]) : low;
            if (low == null || high == null) {
                return Result.problem("'" + Text.clip(part) + "' is not a take from 1 to " + MAX_TAKE + ": " + accepted);
            }
            if (low > high) {
                return Result.problem("range " + low + "-" + high + " runs backwards: write it " + high + "-" + low);
            }
            for (int t = low; t <= high; t++) {
                takes.add(t);
            }
        }
        return Result.ok(new Subtraction(takes.stream().mapToInt(Integer::intValue).toArray()));
    }

    private static Integer smallInt(String word) {
        String w = word.trim();
        if (!w.matches("[0-9]{1,4}")) {
            return null;
        }
        int value = Integer.parseInt(w);
        return value >= 1 && value <= MAX_TAKE ? value : null;
    }
}
