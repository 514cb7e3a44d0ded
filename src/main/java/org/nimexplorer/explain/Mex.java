package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.nimexplorer.engine.Numbers;
import org.nimexplorer.engine.Result;

/** The mex of a set of whole numbers. */
public record Mex(List<Long> set) implements WholeNumber {
    public Mex {
        set = List.copyOf(set);
    }

    /** The smallest whole number missing from {@code values}. */
    static long mex(java.util.Collection<Long> values) {
        Set<Long> set = new java.util.HashSet<>(values);
        long m = 0;
        while (set.contains(m)) {
            m++;
        }
        return m;
    }

    /** "{0, 1, 3}", as the set was written. */
    public String written() {
        return "{" + String.join(", ", set.stream().map(String::valueOf).toList()) + "}";
    }

    public String prompt() {
        return "What is the mex of " + written() + "?";
    }

    public String kind() {
        return "mex";
    }

    public long value() {
        return mex(set);
    }

    public String asked() {
        return "the mex of " + written();
    }

    public String whyNot(long given) {
        if (set.contains(given)) {
            return given + " is in the set, and the mex is a number missing from it.";
        }
        return given + " is not in the set, but it is not the smallest number missing from it.";
    }

    public Idea idea(Set<Idea> known) {
        return Idea.GRUNDY;
    }

    public Derivation derivation(Set<Idea> known) {
        return new Derivation.Mex(set, value());
    }

    public List<String> hints(Set<Idea> known) {
        return List.of("Count up from 0: 0, 1, 2, ... and stop at the first number that is not in the set.");
    }

    /** A mex question lists at most this many numbers, each at most {@link #MAX_NUMBER}. */
    private static final int MAX_SET = 30;
    private static final long MAX_NUMBER = 1000;

    /** A mex question from its lesson lines: {@code set:}. */
    static Result<Question> ask(Fields f) {
        return f.required("set").flatMap(Mex::read).map(Mex::new);
    }

    /** The numbers of a mex question, written "0 1 3", "0, 1, 3" or "{0, 1, 3}"; "{}" is the empty set. */
    private static Result<List<Long>> read(String text) {
        String inner = text.strip();
        if (inner.startsWith("{") && inner.endsWith("}")) {
            inner = inner.substring(1, inner.length() - 1);
        }
        List<Long> numbers = new ArrayList<>();
        for (String word : inner.replace(",", " ").strip().split("\\s+")) {
            if (word.isEmpty()) {
                continue;
            }
            Result<Long> n = Numbers.parseNonNegative(word, "number");
            if (!n.isOk()) {
                return Result.problem("set: " + n.problemOrNull());
            }
            if (n.orThrow() > MAX_NUMBER) {
                return Result.problem("set: numbers up to " + MAX_NUMBER + ", not " + n.orThrow());
            }
            numbers.add(n.orThrow());
        }
        if (numbers.size() > MAX_SET) {
            return Result.problem("set: at most " + MAX_SET + " numbers, not " + numbers.size());
        }
        if (numbers.isEmpty() && !text.strip().equals("{}")) {
            return Result.problem("set: list whole numbers, like 'set: 0 1 3' (write {} for the empty set)");
        }
        return Result.ok(numbers);
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.number(this);
    }

    /** None listed: a platform gives this kind no telling wrong numbers. */
    public List<Long> telltales() {
        return List.of();
    }

    /** The largest number in the set plus one. */
    public List<Diagnosis> readings(long given) {
        return Diagnose.largestPlusOne(set, given, value(), "the largest number in the set").stream().toList();
    }
}
