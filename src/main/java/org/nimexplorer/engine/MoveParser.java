package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

/**
 * Reads a move in any notation of the design: {@code take 2 from A}, {@code take 2 from 1},
 * {@code A-2}, {@code A=1}, {@code A to 1} (also {@code reduce A to 1}), or {@code take 3} or a bare {@code 3} when there is one heap; then checks
 * it against the position and rules. Every failure is one line saying what is wrong and what
 * would be accepted.
 */
public final class MoveParser {

    public static final String NOTATIONS =
            "write a move as 'take 2 from A', 'A-2' (take 2 from A), 'A=1' or 'A to 1' (reduce A to 1)";

    private static final Pattern TAKE = Pattern.compile("take\\s+(\\S+)\\s+from\\s+(?:heap\\s+)?(\\S+)");
    private static final Pattern TAKE_SOME = Pattern.compile("take\\s+(\\S+)");
    private static final Pattern TAKE_AWAY = Pattern.compile("([a-z]+|[0-9]+)\\s*-\\s*(\\S+)");
    private static final Pattern REDUCE = Pattern.compile("(?:reduce\\s+|shrink\\s+)?(?:heap\\s+)?([a-z]+|[0-9]+)\\s*(?:=|\\s+to\\s+)\\s*(\\S+)");
    private static final Pattern BARE = Pattern.compile("[+-]?[0-9]+");

    private MoveParser() {}

    public static Result<Move> parse(String input, Position position, Rules rules) {
        if (input == null || input.isBlank()) {
            return Result.problem("no move given: " + NOTATIONS);
        }
        String line = input.strip().toLowerCase(Locale.ROOT);
        Matcher m;
        if ((m = TAKE.matcher(line)).matches()) {
            return takeFrom(m.group(2), m.group(1), position, rules);
        }
        if ((m = TAKE_SOME.matcher(line)).matches()) {
            String take = m.group(1);
            if (position.size() != 1) {
                return amount(take).flatMap(n -> Result.problem(whichHeap(n, position, rules)));
            }
            return takeFrom("a", take, position, rules);
        }
        if ((m = TAKE_AWAY.matcher(line)).matches()) {
            return takeFrom(m.group(1), m.group(2), position, rules);
        }
        if ((m = REDUCE.matcher(line)).matches()) {
            return reduceTo(m.group(1), m.group(2), position, rules);
        }
        if (BARE.matcher(line).matches()) {
            if (position.size() != 1) {
                return amount(line).flatMap(n -> Result.problem("a bare number means 'take that many' only when there"
                        + " is one heap; this position has " + position.size() + ": " + whichHeap(n, position, rules)));
            }
            return takeFrom("a", line, position, rules);
        }
        return Result.problem("cannot read '" + Text.clip(input.strip()) + "' as a move: " + NOTATIONS);
    }

    /**
     * Every way {@link #parse} reads {@code move} from {@code position}, the short form first, for a
     * grader that compares answers as text (a course platform's short answer): the heap by letter and
     * by number, with and without spaces around '-' and '='.
     */
    public static List<String> spellings(Move move, Position position) {
        long take = move.take();
        long left = move.leavesHeapAt(position);
        List<String> out = new ArrayList<>();
        for (String heap : List.of(HeapLabels.of(move.heap()), Integer.toString(move.heap() + 1))) {
            out.addAll(List.of(heap + "-" + take, heap + " - " + take, "take " + take + " from " + heap,
                    "take " + take + " from heap " + heap, heap + "=" + left, heap + " = " + left, heap + " to " + left));
        }
        if (position.size() == 1) {
            out.addAll(List.of("take " + take, Long.toString(take)));
        }
        return out;
    }

    /**
     * Asks for the heap a take of {@code n} comes from, with an example that is itself a legal move: from
     * the first heap that allows it, or, when none does (0, more than any heap holds, a take the game does
     * not allow), why not and a legal move instead, so that the learner is never sent to a refused move.
     */
    private static String whichHeap(long n, Position position, Rules rules) {
        for (int heap = 0; heap < position.size(); heap++) {
            if (rules.whyIllegal(position, heap, n).isEmpty()) {
                return "say which heap, as in " + spelled(new Move(heap, n));
            }
        }
        // The largest heap's reason is the one that names what a heap can give at most.
        int largest = IntStream.range(0, position.size()).reduce((a, b) -> position.heap(b) > position.heap(a) ? b : a)
                .orElseThrow();
        String why = rules.whyIllegal(position, largest, n).orElseThrow();
        return "no heap can give " + n + " (" + why + ")" + rules.legalMoves(position).stream().findFirst()
                .map(m -> "; a move is written as in " + spelled(m)).orElse("");
    }

    private static String spelled(Move m) {
        String heap = HeapLabels.of(m.heap());
        return "'take " + m.take() + " from " + heap + "' or '" + heap + "-" + m.take() + "'";
    }

    private static Result<Move> takeFrom(String heapWord, String takeWord, Position position, Rules rules) {
        return heapIndex(heapWord, position).flatMap(heap -> amount(takeWord)
                .flatMap(take -> legal(heap, take, position, rules)));
    }

    /** How many to take; words and negative numbers get a message showing what to write instead. */
    static Result<Long> amount(String word) {
        if (word.chars().allMatch(Character::isLetter)) {
            return Result.problem("'" + Text.clip(word) + "' is not a number: write the amount in digits, like"
                    + " 'take 1 from A'");
        }
        if (word.matches("-[0-9]+")) {
            return Result.problem("cannot take a negative amount (" + Text.clip(word) + "): take at least 1, like"
                    + " 'take 1 from A'");
        }
        return Numbers.parseNonNegative(word, "number to take");
    }

    private static Result<Move> reduceTo(String heapWord, String sizeWord, Position position, Rules rules) {
        return heapIndex(heapWord, position).flatMap(heap -> Numbers.parseNonNegative(sizeWord, "new heap size")
                .flatMap(size -> takeToReduce(heap, size, position))
                .flatMap(take -> legal(heap, take, position, rules)));
    }

    /** What reducing a heap to {@code size} takes, or why it does not make the heap smaller. */
    static Result<Long> takeToReduce(int heap, long size, Position position) {
        long now = position.heap(heap);
        String label = HeapLabels.of(heap);
        if (size >= now) {
            return Result.problem(label + "=" + size + " does not make heap " + label + " smaller: it has " + now
                    + (now == 0 ? " and cannot shrink" : ", so write " + label + "=0 to " + label + "=" + (now - 1)));
        }
        return Result.ok(now - size);
    }

    private static Result<Move> legal(int heap, long take, Position position, Rules rules) {
        return rules.whyIllegal(position, heap, take)
                .<Result<Move>>map(Result::problem)
                .orElseGet(() -> Result.ok(new Move(heap, take)));
    }

    /** A heap named by letter (A, B, …) or by number from 1. */
    static Result<Integer> heapIndex(String word, Position position) {
        OptionalInt index;
        if (word.chars().allMatch(Character::isDigit)) {
            long number = word.length() > 9 ? Long.MAX_VALUE : Long.parseLong(word);
            if (number == 0) {
                return Result.problem("heaps are numbered from 1 (or named A, B, C, ...), so there is no heap 0");
            }
            // A number past the largest int is past the last heap too: the check below refuses both.
            index = OptionalInt.of((int) Math.min(number - 1, Integer.MAX_VALUE));
        } else {
            index = HeapLabels.indexOf(word);
            if (index.isEmpty() && !word.chars().allMatch(Character::isLetter)) {
                return Result.problem("'" + Text.clip(word) + "' is not a heap: name heaps by letter (A, B, C, ...)"
                        + " or by number from 1");
            }
        }
        if (index.isEmpty() || index.getAsInt() >= position.size()) {
            return Result.problem("there is no heap " + Text.clip(word.toUpperCase(Locale.ROOT)) + ": this position has "
                    + (position.size() == 1 ? "one heap, A" : "heaps A to " + HeapLabels.of(position.size() - 1)));
        }
        return Result.ok(index.getAsInt());
    }
}
