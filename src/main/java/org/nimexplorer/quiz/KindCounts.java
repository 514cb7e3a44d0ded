package org.nimexplorer.quiz;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Text;

/**
 * How many questions of each kind a quiz asks (as its kinds' counts say, {@code move=4,outcome=3,nim-sum=3}, or
 * shared evenly among kinds named without counts), and which of them are P-positions: half the P-or-N questions
 * (rounded down), and a quarter (rounded to the nearest) of the others, so that "P", "none" and a nim-sum of 0
 * are each the answer now and then, never most of the time, and a student cannot score by always
 * giving one answer.
 */
public record KindCounts(Map<String, Integer> counts) {

    public KindCounts {
        counts = Collections.unmodifiableMap(new LinkedHashMap<>(counts));
    }

    /**
     * The counts in {@code kinds} ("move=4"), empty when the kinds carry none ("move"); a problem, in words
     * that follow "--kinds: ", when some carry counts and some not, a count is not a number from 1 to the
     * most questions a quiz asks, a kind is unknown, or one is named twice.
     */
    public static Result<Optional<KindCounts>> parse(List<String> kinds) {
        long counted = kinds.stream().filter(k -> k.contains("=")).count();
        if (counted == 0) {
            for (String kind : kinds) {
                if (!QuizGenerator.KINDS.contains(kind.strip())) {
                    return Result.problem(notAKind(kind));
                }
            }
            return Result.ok(Optional.empty());
        }
        if (counted < kinds.size()) {
            return Result.problem("give a count to every kind or to none, as in move=4,outcome=3,nim-sum=3");
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String entry : kinds) {
            String[] parts = entry.split("=", 2);
            String kind = parts[0].strip();
            String number = parts[1].strip();
            if (!QuizGenerator.KINDS.contains(kind)) {
                return Result.problem(notAKind(kind));
            }
            if (!number.matches("\\d{1,4}") || Integer.parseInt(number) < 1
                    || Integer.parseInt(number) > Assignment.MAX_COUNT) {
                return Result.problem("'" + Text.clip(entry) + "': a count is a number from 1 to " + Assignment.MAX_COUNT);
            }
            if (counts.put(kind, Integer.parseInt(number)) != null) {
                return Result.problem("'" + kind + "' is given twice");
            }
        }
        int total = counts.values().stream().mapToInt(Integer::intValue).sum();
        if (total > Assignment.MAX_COUNT) {
            return Result.problem("the counts add up to " + total + " questions; a quiz asks at most "
                    + Assignment.MAX_COUNT);
        }
        return Result.ok(Optional.of(new KindCounts(counts)));
    }

    private static String notAKind(String kind) {
        return "'" + Text.clip(kind) + "' is not a kind; the kinds are " + String.join(", ", QuizGenerator.KINDS);
    }

    /**
     * {@code count} questions shared evenly among {@code kinds}: each kind the same number, and the questions left
     * over one each to kinds drawn from {@code random}.
     */
    static KindCounts even(List<String> kinds, int count, Random random) {
        List<String> distinct = kinds.stream().map(String::strip).distinct().toList();
        List<String> extra = new ArrayList<>(distinct);
        Collections.shuffle(extra, random);
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String kind : distinct) {
            int n = count / distinct.size() + (extra.indexOf(kind) < count % distinct.size() ? 1 : 0);
            if (n > 0) {
                counts.put(kind, n);
            }
        }
        return new KindCounts(counts);
    }

    /** All the questions: the counts added up. */
    public int total() {
        return counts.values().stream().mapToInt(Integer::intValue).sum();
    }

    /**
     * How many of {@code n} questions of {@code kind} are about P-positions: half the P-or-N ones (rounded down), and
     * a quarter of the others, rounded to the nearest (halves up) in the draw of now, so that two or three move
     * questions already hold a 'none', and down in draw 1 (see {@link QuizGenerator#DRAW}).
     */
    static int pCount(String kind, int n, int draw) {
        return kind.equals("outcome") ? n / 2 : draw == 1 ? n / 4 : (n + 2) / 4;
    }

    /** Each question's kind, in an order drawn from {@code random}. */
    List<String> order(Random random) {
        List<String> slots = new ArrayList<>();
        counts.forEach((kind, n) -> slots.addAll(Collections.nCopies(n, kind)));
        Collections.shuffle(slots, random);
        return slots;
    }

    /** The questions (indices into {@code order}) about P-positions, drawn kind by kind from {@code random}. */
    static Set<Integer> pQuestions(List<String> order, Random random, int draw) {
        Map<String, List<Integer>> byKind = new LinkedHashMap<>();
        for (int i = 0; i < order.size(); i++) {
            byKind.computeIfAbsent(order.get(i), k -> new ArrayList<>()).add(i);
        }
        Set<Integer> p = new HashSet<>();
        byKind.forEach((kind, slots) -> {
            List<Integer> drawn = new ArrayList<>(slots);
            Collections.shuffle(drawn, random);
            p.addAll(drawn.subList(0, pCount(kind, slots.size(), draw)));
        });
        return p;
    }
}
