package org.nimexplorer.explain;

import java.util.List;
import java.util.Set;

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
}
