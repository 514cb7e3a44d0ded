package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a move in a sum of games. Besides Nim's notations ({@code take 2 from B}, {@code B-2},
 * {@code B=3}), a move that splits a heap names the two heaps it leaves: {@code B-2=1+2} or
 * {@code take 2 from B leaving 1 and 2}; {@code B=1+2} leaves heaps of 1 and 2, taking what is
 * missing. In a row of pins, {@code knock down pins 2-3 of B} names the pins, counted from 1 at the
 * row's left end. A take without a split leaves one heap, taken from an end.
 */
public final class SumMoveParser {

    private static final String HEAP = "(?:heap\\s+|row\\s+)?([a-z]+|[0-9]+)";
    private static final String LEAVING = "(?:\\s*,?\\s*leaving\\s+(?:(?:rows|heaps)\\s+of\\s+|(?:a\\s+)?(?:row|heap)\\s+of\\s+)?"
            + "(\\S+?)(?:\\s*(?:and|\\+)\\s*(\\S+))?)?";
    private static final Pattern TAKE = Pattern.compile("take\\s+(\\S+)\\s+from\\s+" + HEAP + LEAVING);
    private static final Pattern TAKE_AWAY = Pattern.compile(HEAP + "\\s*-\\s*([^\\s=,]+)"
            + "(?:\\s*=\\s*(\\S+?)\\s*\\+\\s*(\\S+))?" + LEAVING);
    private static final Pattern REDUCE = Pattern.compile("(?:reduce\\s+|shrink\\s+)?" + HEAP + "\\s*(?:=|\\s+to\\s+)\\s*(\\S+?)(?:\\s*\\+\\s*(\\S+))?");
    private static final Pattern SPLIT = Pattern.compile("split\\s+" + HEAP + "\\s+into\\s+(\\S+)\\s+and\\s+(\\S+)");
    private static final Pattern PINS = Pattern.compile(
            "(?:knock\\s+(?:down\\s+)?)?pins?\\s+([0-9]+)(?:\\s*(-|and|,)\\s*([0-9]+))?\\s+(?:of|from|in)\\s+" + HEAP);
    private static final Pattern BARE = Pattern.compile("[+-]?[0-9]+");

    private SumMoveParser() {}

    public static Result<SumMove> parse(String input, GameSum sum) {
        if (input == null || input.isBlank()) {
            return Result.problem("no move given: " + notations(sum));
        }
        String line = input.strip().toLowerCase(Locale.ROOT);
        Matcher m;
        if ((m = TAKE.matcher(line)).matches()) {
            return taking(m.group(2), m.group(1), m.group(3), m.group(4), sum);
        }
        if ((m = TAKE_AWAY.matcher(line)).matches()) {
            String left = m.group(3) != null ? m.group(3) : m.group(5);
            String right = m.group(3) != null ? m.group(4) : m.group(6);
            return taking(m.group(1), m.group(2), left, right, sum);
        }
        if ((m = SPLIT.matcher(line)).matches()) {
            return leavingTwo(m.group(1), m.group(2), m.group(3), sum);
        }
        if ((m = REDUCE.matcher(line)).matches()) {
            return m.group(3) == null ? reducing(m.group(1), m.group(2), sum) : leavingTwo(m.group(1), m.group(2), m.group(3), sum);
        }
        if ((m = PINS.matcher(line)).matches()) {
            if (m.group(2) != null && !m.group(2).equals("-") && !neighbours(m.group(1), m.group(3))) {
                // "pins 3 and 5" names two pins apart, not the run 3-5; no move knocks down pins apart.
                return Result.problem("pins " + m.group(1) + " and " + m.group(3) + " are not next to each other, and one"
                        + " move knocks down only pins side by side: write one pin as 'knock down pin " + m.group(1)
                        + " of " + m.group(4).toUpperCase(Locale.ROOT) + "' or neighbours as 'knock down pins 2-3 of "
                        + m.group(4).toUpperCase(Locale.ROOT) + "'");
            }
            return knocking(m.group(4), m.group(1), m.group(3), sum);
        }
        if (BARE.matcher(line).matches() && sum.size() == 1) {
            return taking("a", line, null, null, sum);
        }
        return Result.problem("cannot read '" + Text.clip(input.strip()) + "' as a move: " + notations(sum));
    }

    /**
     * How a move is written in this sum: a split and pins only where one of its games has them, a split
     * in the form its game plays (Lasker's Nim splits without taking), and the heap named one the sum has.
     */
    public static String notations(GameSum sum) {
        String h = sum.size() == 1 ? "A" : "B";
        List<HeapGame> splitting = sum.games().stream().filter(HeapGame::splits).toList();
        List<String> forms = new ArrayList<>(List.of("'" + h + "-2' or 'take 2 from " + h + "'"
                + (splitting.isEmpty() ? "" : " (leaving one heap)"), "'" + h + "=3' (reduce " + h + " to 3)"));
        if (splitting.stream().anyMatch(g -> !(g instanceof HeapGame.Lasker))) {
            forms.add("'" + h + "-1=1+3' or 'take 1 from " + h + " leaving 1 and 3' (a split)");
        }
        if (splitting.stream().anyMatch(g -> g instanceof HeapGame.Lasker)) {
            forms.add("'" + h + "=1+3' or 'split " + h + " into 1 and 3' (a split, taking nothing)");
        }
        if (sum.games().stream().anyMatch(g -> g.heapWord().equals("row"))) {
            forms.add("'knock down pins 2-3 of " + h + "'");
        }
        return "write a move as " + String.join(", ", forms.subList(0, forms.size() - 1)) + ", or "
                + forms.get(forms.size() - 1);
    }

    private static Result<SumMove> taking(String heapWord, String takeWord, String leftWord, String rightWord,
            GameSum sum) {
        return heap(heapWord, sum).flatMap(i -> number(takeWord, "number to take").flatMap(take -> {
            long rest = Math.max(0, sum.part(i).size() - take);
            if (leftWord == null) {
                return legal(i, new HeapOption(take, rest, 0), sum);
            }
            return number(leftWord, "heap left").flatMap(left -> rightWord == null
                    ? legal(i, ordered(take, left, 0), sum)
                    : number(rightWord, "heap left").flatMap(right -> legal(i, ordered(take, left, right), sum)));
        }));
    }

    private static Result<SumMove> reducing(String heapWord, String sizeWord, GameSum sum) {
        Position sizes = sizes(sum);
        return heap(heapWord, sum).flatMap(i -> number(sizeWord, "new heap size")
                .flatMap(size -> MoveParser.takeToReduce(i, size, sizes))
                .flatMap(take -> legal(i, new HeapOption(take, sizes.heap(i) - take, 0), sum)));
    }

    private static Result<SumMove> leavingTwo(String heapWord, String leftWord, String rightWord, GameSum sum) {
        return heap(heapWord, sum).flatMap(i -> number(leftWord, "heap left").flatMap(left -> number(rightWord,
                "heap left").flatMap(right -> {
                    long now = sum.part(i).size();
                    if (left + right > now || left + right < 0) {
                        return Result.problem("heap " + HeapLabels.of(i) + " has only " + now + ", so it cannot leave "
                                + left + " and " + right);
                    }
                    return legal(i, ordered(now - left - right, left, right), sum);
                })));
    }

    /** Whether two pin numbers are side by side ("3 and 4"); numbers too long to read are left to {@link #number}. */
    private static boolean neighbours(String first, String second) {
        if (first.length() > 9 || second.length() > 9) {
            return true;
        }
        return Math.abs(Long.parseLong(first) - Long.parseLong(second)) == 1;
    }

    /** Pins are counted from 1 at the left end; knocking down pins a to b leaves the rows on either side. */
    private static Result<SumMove> knocking(String heapWord, String firstWord, String lastWord, GameSum sum) {
        return heap(heapWord, sum).flatMap(i -> number(firstWord, "pin").flatMap(first -> number(
                lastWord == null ? firstWord : lastWord, "pin").flatMap(last -> {
                    long row = sum.part(i).size();
                    long a = Math.min(first, last);
                    long b = Math.max(first, last);
                    if (a < 1 || b > row) {
                        return Result.problem("row " + HeapLabels.of(i) + " has pins 1 to " + row + ", so there is no pin "
                                + (a < 1 ? a : b));
                    }
                    return legal(i, ordered(b - a + 1, a - 1, row - b), sum);
                })));
    }

    /** The heaps left in the order options use: the smaller first, a lone heap as {@code left}. */
    private static HeapOption ordered(long take, long a, long b) {
        return new HeapOption(take, Math.min(a, b) == 0 ? Math.max(a, b) : Math.min(a, b),
                Math.min(a, b) == 0 ? 0 : Math.max(a, b));
    }

    private static Result<SumMove> legal(int part, HeapOption option, GameSum sum) {
        Component c = sum.part(part);
        Optional<String> why = c.game().whyIllegal(c.size(), option);
        return why.<Result<SumMove>>map(w -> Result.problem("heap " + HeapLabels.of(part) + " (" + c.notation() + "): "
                + w)).orElseGet(() -> Result.ok(new SumMove(part, option)));
    }

    private static Result<Integer> heap(String word, GameSum sum) {
        return MoveParser.heapIndex(word, sizes(sum));
    }

    private static Position sizes(GameSum sum) {
        return sum.sizes();
    }

    private static Result<Long> number(String word, String what) {
        if (word.matches("-[0-9]+")) {
            return Result.problem(what + " '" + Text.clip(word) + "' is negative: write a whole number from 0 up");
        }
        return Numbers.parseNonNegative(word, what);
    }
}
