package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.Numbers;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Text;

/**
 * A question answered with one whole number. Open, like {@link Question}: a new kind answered with a
 * number implements it and needs no list of kinds extended.
 */
public interface WholeNumber extends Question {

    /** The number asked for. */
    long value();

    /** What is asked, as the subject of a sentence: "the nim-sum of 3 4 5". */
    String asked();

    /**
     * Wrong numbers that a common misconception gives here (a sum for a XOR, the heaps' XOR in a
     * subtraction game), for a course platform that lists telling wrong answers with their feedback.
     */
    List<Long> telltales();

    /**
     * The wrong ideas that give {@code given}, a number other than the right one, each put as the
     * learner's misconception; {@link Diagnose#number} names one only when it is the sole reading.
     */
    List<Diagnosis> readings(long given);

    /** Why {@code given} is not the number, without giving the number away. */
    String whyNot(long given);

    default String answer() {
        return Long.toString(value());
    }

    default String form() {
        return "answer with a whole number";
    }

    default Verdict judge(String typed, Idea idea, Set<Idea> known) {
        String text = Answers.afterLastEquals(typed);
        boolean binary = looksLikeBinary(text);
        if (binary && !bitwise()) {
            // Before the answer is looked at: what the guard says must never hint at what the answer is.
            return Verdict.unreadable("'" + Text.clip(text) + "' looks like binary: " + form() + " in decimal", idea);
        }
        Result<Long> n = binary ? binary(text) : Numbers.parseNonNegative(text, "number");
        if (!n.isOk()) {
            return Verdict.unreadable(n.problemOrNull(), idea);
        }
        long given = n.orThrow();
        long expected = value();
        String asRead = !bitwise() ? "" : binary ? " (" + text.strip() + " read as binary: " + given + ".)"
                : decimalNote(text);
        if (given == expected) {
            return Verdict.right("Right: " + asked() + " is " + expected + "." + asRead, derivation(known), idea);
        }
        Optional<Diagnosis> diagnosis = Diagnose.number(this, given, known);
        return Verdict.wrong("Not quite: " + asked() + " is not " + given + "." + asRead, whyNot(given), diagnosis,
                derivation(known), idea);
    }

    /** Whether the number is worked out bit by bit (a XOR), so that a learner may well write it in binary. */
    default boolean bitwise() {
        return false;
    }

    /**
     * For an answer of three or more 0s and 1s after a leading 1 ("110"), which the binary guard reads as
     * the decimal number it is, a note on how to write binary. It depends on the input alone, right or
     * wrong, never on the right answer: a note given only when the binary reading is right would give that
     * answer away. Two digits ("10", "11") are too common as decimal numbers to deserve it.
     */
    static String decimalNote(String text) {
        String t = text.strip();
        return t.matches("1[01]{2,}") ? " (" + t + " is read as a decimal number; if you meant binary, write 0" + t
                + " or 0b" + t + ".)" : "";
    }

    /**
     * A XOR written in binary, as its bits are worked out: "0110" or "0b110" (see {@link #looksLikeBinary}),
     * the reading the note on a decimal-looking "110" offers.
     */
    static Result<Long> binary(String text) {
        String bits = text.strip().replaceFirst("^0[bB]", "");
        return bits.length() > 62 ? Result.problem("'" + Text.clip(text.strip()) + "' has too many bits for a heap")
                : Result.ok(Long.parseLong(bits, 2));
    }

    /**
     * Whether {@code text} can only be meant as binary: "0b101", or 0s and 1s after a leading 0 ("0101",
     * "010"), which no one writes for a decimal number. Read from the answer as typed alone, never from
     * the question's answer, so that the same input gets the same reply whatever is asked. "01" and "001"
     * are 1 either way, and "11" may well mean eleven: those are judged as numbers.
     */
    static boolean looksLikeBinary(String text) {
        String t = text.strip();
        return t.matches("0[bB][01]+|0+1[01]+");
    }

    /**
     * The highest column where the learner's number and the right one differ, as something to check.
     * When no number has a 1 there, neither has the right one, so the learner's number has.
     */
    static String wrongColumn(long given, long expected, long largest) {
        int bit = 63 - Long.numberOfLeadingZeros(given ^ expected);
        if (largest >> bit == 0) {
            return given + " has a 1 in the " + (1L << bit) + "s column, but no number here does: XOR never makes a"
                    + " column that none of its numbers has.";
        }
        return "Check the " + (1L << bit) + "s column: count the ones there; an odd count gives a 1"
                + " in the answer, an even count a 0.";
    }
}
