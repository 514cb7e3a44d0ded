package org.nimexplorer.server;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.nimexplorer.explain.Misconception;
import org.nimexplorer.server.ClassData.LiveAnswer;

/**
 * The class's answers to one live question, as the teacher sees them: how many answered and how many
 * are right, the commonest wrong answer with the mistake the engine read in it, and the spread of
 * answers, of both votes side by side once the class has voted twice.
 *
 * @param answers   every answer kept, of both rounds
 * @param round     the round open now (or last open)
 * @param following the students following the walkthrough
 */
record LiveTally(List<LiveAnswer> answers, int round, int following) {

    /** Widest a bar is drawn. */
    private static final int BAR = 16;

    LiveTally {
        answers = List.copyOf(answers);
    }

    static LiveTally of(List<LiveAnswer> answers, int round, int following) {
        return new LiveTally(answers, round, following);
    }

    /** One answer, however each student spaced or capitalised it, and how many gave it. */
    record Group(String key, String answer, boolean correct, Optional<String> mistake, int count) {}

    /**
     * The answers of {@code inRound}, the most given first (right before wrong when as many gave each).
     * Every right answer is one bar, however it was written (110, 0110, 1 1 0): the engine judged them
     * all the answer; wrong ones are one bar when they differ only in spaces, case or leading zeros.
     */
    List<Group> groups(int inRound) {
        Map<String, List<LiveAnswer>> same = new LinkedHashMap<>();
        for (LiveAnswer a : answers) {
            if (a.round() == inRound) {
                same.computeIfAbsent(key(a), k -> new ArrayList<>()).add(a);
            }
        }
        List<Group> groups = new ArrayList<>();
        for (List<LiveAnswer> alike : same.values()) {
            LiveAnswer first = alike.get(0);
            groups.add(new Group(key(first), first.answer(), first.correct(), first.mistake(), alike.size()));
        }
        groups.sort(Comparator.comparingInt(Group::count).reversed().thenComparing(g -> !g.correct()));
        return groups;
    }

    /** What makes two answers one bar: being right, or being the same wrong answer however it was spaced. */
    static String key(LiveAnswer a) {
        if (a.correct()) {
            return "";
        }
        String plain = a.answer().toLowerCase(Locale.ROOT).replaceAll("\\s+", "").replaceAll("[).]+$", "");
        return plain.matches("[0-9]+") ? plain.replaceFirst("^0+(?=.)", "") : plain;
    }

    int answered(int inRound) {
        return (int) answers.stream().filter(a -> a.round() == inRound).count();
    }

    int right(int inRound) {
        return (int) answers.stream().filter(a -> a.round() == inRound && a.correct()).count();
    }

    /** "answers 18/25 · 12 right · most common wrong: 17 (added-not-xored)", for the round open now. */
    String status(String separator) {
        StringBuilder line = new StringBuilder(round > 1 ? "second vote: " : "").append("answers ")
                .append(answered(round)).append('/').append(Math.max(following, answered(round)))
                .append(separator).append(right(round)).append(" right");
        groups(round).stream().filter(g -> !g.correct()).findFirst().ifPresent(wrong -> line.append(separator)
                .append("most common wrong: ").append(wrong.answer()).append(wrong.mistake().flatMap(LiveTally::brief)
                        .map(m -> " (" + m + ")").orElse("")));
        return line.toString();
    }

    /**
     * The spread as bars, one row an answer: the first vote's alone, or both votes side by side once
     * the second is open. {@code bar} draws the bars ('█', or '#' where the terminal cannot show it).
     */
    List<String> spread(char bar) {
        List<String> rows = new ArrayList<>();
        if (answers.isEmpty()) {
            rows.add("No answers yet (" + following + (following == 1 ? " student" : " students") + " following).");
            return rows;
        }
        List<String> order = new ArrayList<>();
        Map<String, Group> every = new LinkedHashMap<>();
        for (int r = round; r >= 1; r--) {
            for (Group g : groups(r)) {
                if (every.putIfAbsent(g.key(), g) == null) {
                    order.add(g.key());
                }
            }
        }
        int widest = order.stream().mapToInt(k -> label(every.get(k)).length()).max().orElse(0);
        int most = 1;
        for (int r = 1; r <= round; r++) {
            most = Math.max(most, groups(r).stream().mapToInt(Group::count).max().orElse(0));
        }
        StringBuilder head = new StringBuilder(" ".repeat(widest + 4));
        int column = BAR + 8;
        for (int r = 1; r <= round; r++) {
            String title = (r == 1 ? "first vote" : "second vote") + " (" + right(r) + "/" + answered(r) + " right)";
            head.append(pad(title, column));
        }
        rows.add(head.toString().stripTrailing());
        for (String key : order) {
            StringBuilder row = new StringBuilder("  ").append(pad(label(every.get(key)), widest + 2));
            for (int r = 1; r <= round; r++) {
                int count = count(r, key);
                int length = count == 0 ? 0 : Math.max(1, Math.round((float) count * BAR / most));
                row.append(pad(String.valueOf(bar).repeat(length) + " " + count, column));
            }
            rows.add(row.toString().stripTrailing());
        }
        return rows;
    }

    private int count(int inRound, String key) {
        return groups(inRound).stream().filter(g -> g.key().equals(key)).mapToInt(Group::count).sum();
    }

    /** The mistake an answer shows, in a word or two for the teacher's status row: "added", "decimal". */
    static Optional<String> brief(String mistake) {
        return Misconception.fromKey(mistake).map(m -> switch (m) {
            case ADDED_NOT_XORED -> "added";
            case DECIMAL_FOR_BINARY -> "decimal";
            case HEAP_WITHOUT_LEADING_BIT -> "wrong heap";
            case MIRROR_OUT_OF_PLACE -> "mirrored";
            case NORMAL_RULE_IN_MISERE_END -> "normal-play end";
            case COLUMN_VALUE_FOR_BIT -> "column value";
            case KERNEL_MULTIPLES_OF_K -> "multiples of k";
            case PLAIN_NIM_SUM_IN_SUBTRACTION, SIZES_XORED_IN_SUM -> "sizes XORed";
            case EMPTIED_LARGEST_HEAP -> "emptied largest";
            case LARGEST_PLUS_ONE -> "largest + 1";
            case SPLIT_NOT_XORED -> "split not XORed";
            case EVEN_STEPS_COUNTED -> "even steps";
            case MOD_TWO_NOT_K_PLUS_ONE -> "mod 2";
            case MORE_THAN_K_HEAPS -> "too many heaps";
        });
    }

    /** "6  right", "17  wrong (added)". */
    private static String label(Group g) {
        return g.answer() + "  " + (g.correct() ? "right" : "wrong" + g.mistake().flatMap(LiveTally::brief)
                .map(m -> " (" + m + ")").orElse(""));
    }

    private static String pad(String text, int width) {
        return text.length() >= width ? text + " " : text + " ".repeat(width - text.length());
    }
}
