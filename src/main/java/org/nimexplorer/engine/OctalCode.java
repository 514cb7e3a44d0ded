package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The code of an octal game, such as {@code 0.77}: digit k after the point says what a move that
 * takes k objects from a heap may leave. Its bit 1 allows taking the whole heap, bit 2 leaving one
 * heap, bit 4 leaving two non-empty heaps (a split). Kayles is 0.77: knock down one pin or two
 * neighbours, leaving a row, two rows, or nothing.
 */
public record OctalCode(String digits) {

    /** Codes are read up to this many digits after the point: takes up to 30. */
    public static final int MAX_DIGITS = 30;

    private static final Map<String, String> NAMES = Map.of(
            "77", "Kayles", "07", "Dawson's Kayles", "137", "Dawson's chess");

    private static final Map<String, String> NICKNAMES = Map.of(
            "77", "kayles", "07", "dawsons-kayles", "137", "dawsons-chess");

    public OctalCode {
        if (!digits.matches("[0-7]{0," + MAX_DIGITS + "}") || digits.isEmpty() || digits.endsWith("0")) {
            throw new IllegalArgumentException("an octal code has 1 to " + MAX_DIGITS + " digits 0-7, the last not 0");
        }
    }

    /**
     * Reads a code such as {@code 0.77}, {@code .137} or {@code 0.07}; only codes starting 0 are
     * taken (a first digit other than 0 would allow moves that take nothing).
     */
    public static Result<OctalCode> parse(String text) {
        String t = text.strip();
        String accepted = "an octal game is written 0. and up to " + MAX_DIGITS + " digits 0 to 7, like 0.77 (Kayles)"
                + " or 0.137";
        if (!t.matches("0?\\.[0-9]*")) {
            return Result.problem("'" + Text.clip(text) + "' is not an octal code: " + accepted);
        }
        String d = t.substring(t.indexOf('.') + 1).replaceAll("0+$", "");
        if (d.isEmpty()) {
            return Result.problem("'" + Text.clip(text) + "' allows no move at all: " + accepted);
        }
        if (!d.matches("[0-7]+")) {
            return Result.problem("'" + Text.clip(text) + "' has a digit 8 or 9, and octal digits run 0 to 7: "
                    + accepted);
        }
        if (d.length() > MAX_DIGITS) {
            return Result.problem("'" + Text.clip(text) + "' has " + d.length() + " digits after the point: "
                    + accepted);
        }
        return Result.ok(new OctalCode(d));
    }

    /** Digit k (from 1), or 0 past the end. */
    public int digit(int take) {
        return take >= 1 && take <= digits.length() ? digits.charAt(take - 1) - '0' : 0;
    }

    /** The largest take any digit allows. */
    public int largestTake() {
        return digits.length();
    }

    public boolean splits() {
        return digits.chars().anyMatch(c -> ((c - '0') & 4) != 0);
    }

    /** The games' names in the literature, for the codes that have one. */
    public Optional<String> name() {
        return Optional.ofNullable(NAMES.get(digits));
    }

    /** The word {@link GameNotation} also reads, like "kayles". */
    public Optional<String> nickname() {
        return Optional.ofNullable(NICKNAMES.get(digits));
    }

    /** The subtraction set this code is, when every digit is 0 or 3 (take k from anywhere, no split). */
    public Optional<MoveSet.Subtraction> asSubtraction() {
        if (!digits.chars().allMatch(c -> c == '0' || c == '3')) {
            return Optional.empty();
        }
        int[] takes = new int[(int) digits.chars().filter(c -> c == '3').count()];
        int n = 0;
        for (int k = 1; k <= digits.length(); k++) {
            if (digit(k) == 3) {
                takes[n++] = k;
            }
        }
        return Optional.of(new MoveSet.Subtraction(takes));
    }

    public List<HeapOption> options(long heap) {
        List<HeapOption> all = new ArrayList<>();
        for (int k = 1; k <= digits.length() && k <= heap; k++) {
            int d = digit(k);
            long rest = heap - k;
            if ((d & 1) != 0 && rest == 0) {
                all.add(new HeapOption(k, 0, 0));
            }
            if ((d & 2) != 0 && rest >= 1) {
                all.add(new HeapOption(k, rest, 0));
            }
            if ((d & 4) != 0) {
                for (long a = 1; a <= rest / 2; a++) {
                    all.add(new HeapOption(k, a, rest - a));
                }
            }
        }
        return all;
    }

    /** "take 1 or 2: the whole heap, from an end, or from the middle, splitting it", takes of one digit together. */
    public String describeMoves() {
        List<String> parts = new ArrayList<>();
        int k = 1;
        while (k <= digits.length()) {
            int d = digit(k);
            int end = k;
            while (end < digits.length() && digit(end + 1) == d) {
                end++;
            }
            if (d != 0) {
                parts.add("take " + takes(k, end) + ": " + leaves(d));
            }
            k = end + 1;
        }
        return String.join("; ", parts);
    }

    /** The takes that digit k allows none of, with what is accepted instead. */
    public String allowedTakes() {
        List<String> takes = new ArrayList<>();
        for (int k = 1; k <= digits.length(); k++) {
            if (digit(k) != 0) {
                takes.add(Integer.toString(k));
            }
        }
        return takes.size() == 1 ? takes.get(0)
                : String.join(", ", takes.subList(0, takes.size() - 1)) + " or " + takes.get(takes.size() - 1);
    }

    /** What digit d allows a take to leave, in words. */
    public static String leaves(int d) {
        List<String> ways = new ArrayList<>();
        if ((d & 1) != 0) {
            ways.add("the whole heap");
        }
        if ((d & 2) != 0) {
            ways.add("from an end");
        }
        if ((d & 4) != 0) {
            ways.add("from the middle, splitting it in two");
        }
        return ways.size() == 1 ? ways.get(0)
                : String.join(", ", ways.subList(0, ways.size() - 1)) + " or " + ways.get(ways.size() - 1);
    }

    private static String takes(int from, int to) {
        return from == to ? Integer.toString(from) : to == from + 1 ? from + " or " + to : from + " to " + to;
    }

    @Override
    public String toString() {
        return "0." + digits;
    }
}
