package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Reads a move of Moore's Nim as a learner writes it: {@code take 2 from A and 3 from C},
 * {@code take 1 from B and C} (1 from each), {@code A-2 C-3}, {@code A=1 C=0}, {@code A to 1 and C to 0}, or a mix, case-insensitive, parts
 * apart by spaces, commas or "and"; heaps by letter or by number from 1, as in {@link MoveParser}.
 * Then checks it against the position and the game. Every failure is one line saying what is wrong
 * and what would be accepted.
 */
public final class MultiMoveParser {

    public static final String NOTATIONS = "write a move as 'A-2 C-3' (take 2 from A and 3 from C), 'A=1 C=0'"
            + " (leave 1 in A and 0 in C) or 'take 2 from A and 3 from C'";

    private static final Pattern PARTS = Pattern.compile("\\s*(?:,|\\band\\b)\\s*");
    private static final Pattern TAKE = Pattern.compile("(?:take\\s+)?(\\S+)\\s+from\\s+(?:heap\\s+)?(\\S+)");
    private static final Pattern TAKE_AWAY = Pattern.compile("([a-z]+|[0-9]+)-(\\S+)");
    private static final Pattern REDUCE = Pattern.compile("([a-z]+|[0-9]+)=(\\S+)");

    /** "take 1 from B and C": one amount from each of two or more heaps named by letter. */
    private static final Pattern SAME_FROM_EACH = Pattern.compile("(?:take\\s+)?(\\S+)\\s+(?:each\\s+)?from\\s+"
            + "(?:each\\s+of\\s+|both\\s+)?(?:heaps\\s+)?([a-z]{1,2}(?:\\s*(?:,|\\band\\b)\\s*[a-z]{1,2})+)");

    private MultiMoveParser() {}

    /** A heap and how much it loses, as read, before the move as a whole is checked. */
    private record Take(int heap, long take) {}

    public static Result<MultiMove> parse(String input, Position position, MooreNim game) {
        if (input == null || input.isBlank()) {
            return Result.problem("no move given: " + NOTATIONS);
        }
        List<Take> takes = new ArrayList<>();
        String line = input.strip().toLowerCase(Locale.ROOT);
        Matcher same = SAME_FROM_EACH.matcher(line);
        if (same.matches()) {
            // The amount said once stands for each heap: "take 1 from B and C" is "take 1 from B and 1 from C".
            String amount = same.group(1);
            line = PARTS.splitAsStream(same.group(2)).map(heap -> amount + " from " + heap.strip())
                    .collect(Collectors.joining(" and "));
        }
        // A limit of -1 keeps empty parts, so that a stray comma or "and" is said, not skipped.
        for (String part : PARTS.split(line, -1)) {
            Result<List<Take>> read = readPart(part, position);
            if (!read.isOk()) {
                return Result.problem(read.problemOrNull());
            }
            takes.addAll(read.orThrow());
        }
        Set<Integer> named = new HashSet<>();
        for (Take t : takes) {
            if (!named.add(t.heap())) {
                return Result.problem("heap " + HeapLabels.of(t.heap()) + " is named twice: name each heap once,"
                        + " with all that it loses");
            }
        }
        List<MultiMove.Lowering> lowerings = takes.stream()
                .map(t -> new MultiMove.Lowering(t.heap(), position.heap(t.heap()), position.heap(t.heap()) - t.take()))
                .toList();
        MultiMove move = new MultiMove(lowerings);
        return game.whyIllegal(position, move).<Result<MultiMove>>map(Result::problem).orElseGet(() -> Result.ok(move));
    }

    /** One "take 2 from A", or one or more short forms apart by spaces ("A-2 C=0"). */
    private static Result<List<Take>> readPart(String part, Position position) {
        if (part.isEmpty()) {
            return Result.problem("a part of the move is missing between commas or 'and': " + NOTATIONS);
        }
        Matcher m = TAKE.matcher(part);
        if (m.matches()) {
            return readTake(m.group(2), m.group(1), position).map(List::of);
        }
        // "A - 2" and "A to 1" become "A-2" and "A=1", so that spaces can part the short forms.
        String tight = part.replaceAll("\\s*-\\s*", "-").replaceAll("\\s*=\\s*|\\s+to\\s+", "=");
        List<Take> takes = new ArrayList<>();
        for (String word : tight.split("\\s+")) {
            Result<Take> read;
            if ((m = TAKE_AWAY.matcher(word)).matches()) {
                read = readTake(m.group(1), m.group(2), position);
            } else if ((m = REDUCE.matcher(word)).matches()) {
                read = readLeaves(m.group(1), m.group(2), position);
            } else {
                return Result.problem("cannot read '" + Text.clip(part) + "' as a move: " + NOTATIONS);
            }
            if (!read.isOk()) {
                return Result.problem(read.problemOrNull());
            }
            takes.add(read.orThrow());
        }
        return Result.ok(takes);
    }

    private static Result<Take> readTake(String heapWord, String takeWord, Position position) {
        return MoveParser.heapIndex(heapWord, position).flatMap(heap -> MoveParser.amount(takeWord)
                .flatMap(take -> fits(heap, take, position)));
    }

    private static Result<Take> readLeaves(String heapWord, String sizeWord, Position position) {
        return MoveParser.heapIndex(heapWord, position).flatMap(heap -> Numbers.parseNonNegative(sizeWord,
                "new heap size").flatMap(size -> MoveParser.takeToReduce(heap, size, position))
                .flatMap(take -> fits(heap, take, position)));
    }

    /** One heap's take on its own, checked as a move of Nim: at least one, no more than the heap has. */
    private static Result<Take> fits(int heap, long take, Position position) {
        return Rules.NIM.whyIllegal(position, heap, take).<Result<Take>>map(Result::problem)
                .orElseGet(() -> Result.ok(new Take(heap, take)));
    }
}
