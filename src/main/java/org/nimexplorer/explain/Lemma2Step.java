package org.nimexplorer.explain;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Numbers;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Text;

/** Lemma 2 by hand: the bit d, a heap k with a 1 there, and y_k. */
public record Lemma2Step(Position position) implements Question {
    public String prompt() {
        return "For " + position + ": the bit d of the nim-sum's leftmost 1, a heap with a 1 there, and its new size y.";
    }

    public String kind() {
        return "lemma2";
    }

    public String answer() {
        Lemma2 lemma = Lemma2.of(position);
        if (!lemma.applies()) {
            return "none";
        }
        Lemma2.Candidate first = lemma.candidates().get(0);
        return lemma.bit() + " " + HeapLabels.of(first.heap()) + " " + first.to();
    }

    public Idea idea(Set<Idea> known) {
        return Idea.LEMMA_2;
    }

    public String form() {
        return "answer in the form 'd H y': the bit d of the leftmost 1 (bit 0 is the 1s column; the column's value is read too), a heap letter H and its new size y, or 'none' when the nim-sum is 0";
    }

    public Verdict judge(String text, Idea idea, Set<Idea> known) {
        Lemma2 l = derivation(known);
        if (text.equalsIgnoreCase("none")) {
            return l.applies()
                    ? Verdict.wrong("Not quite: the nim-sum of " + position + " is not 0, so lemma 2 gives a move.",
                            "Write the nim-sum in binary and find its leftmost 1.", Optional.empty(), l, idea)
                    : Verdict.right("Right: the nim-sum is 0, so there is no such move.", l, idea);
        }
        Optional<Step> step = read(text);
        if (step.isEmpty()) {
            return Verdict.unreadable("'" + Text.clip(text) + "': " + form(), idea);
        }
        if (!l.applies()) {
            return Verdict.wrong("Not quite: the nim-sum of " + position + " is 0.", "Lemma 2 needs a non-zero"
                    + " nim-sum; here every column is even.", Optional.empty(), l, idea);
        }
        return judgeStep(step.get(), l, idea, known);
    }

    public Lemma2 derivation(Set<Idea> known) {
        return Lemma2.of(position);
    }

    /** A 'd H y' answer, read: heap {@code heap} (0-based) is written {@code label}. */
    private record Step(long d, int heap, String label, long y) {}

    private Optional<Step> read(String text) {
        String[] words = text.replace(",", " ").trim().split("\\s+");
        if (words.length != 3) {
            return Optional.empty();
        }
        Result<Long> d = Numbers.parseNonNegative(words[0], "bit");
        Result<Long> y = Numbers.parseNonNegative(words[2], "new size");
        String label = words[1].toUpperCase(Locale.ROOT);
        OptionalInt k = HeapLabels.indexOf(label);
        if (!d.isOk() || !y.isOk() || k.isEmpty() || k.getAsInt() >= position.size()) {
            return Optional.empty();
        }
        return Optional.of(new Step(d.orThrow(), k.getAsInt(), label, y.orThrow()));
    }

    /** A column's value for d is read as its bit number too, and said so unless a misconception says more. */
    private Verdict judgeStep(Step s, Lemma2 l, Idea idea, Set<Idea> known) {
        boolean asColumn = s.d() != l.bit() && s.d() == 1L << l.bit();
        boolean bitRight = s.d() == l.bit() || asColumn;
        Optional<Diagnosis> columnValue = asColumn ? Diagnose.lemma2Bit(this, s.d(), known) : Optional.empty();
        String reading = asColumn && columnValue.isEmpty() ? " (You gave " + s.d() + ", the value of the column;"
                + " its bit number counts from 0 at the 1s column. Both are read.)" : "";
        Optional<Lemma2.Candidate> candidate = l.candidates().stream().filter(c -> c.heap() == s.heap()).findFirst();
        if (!bitRight) {
            return Verdict.wrong("Not quite: the leftmost 1 of the nim-sum is not in bit " + s.d() + ".",
                    // The nim-sum is the learner's to work out: naming it would do half the step for them.
                    "Work out the nim-sum of " + position + " and write it in binary; bit 0 is the 1s column, bit 1"
                    + " the 2s, bit 2 the 4s.",
                    Optional.empty(), l, idea);
        }
        if (candidate.isEmpty()) {
            return Verdict.wrong("Not quite: heap " + s.label() + " has no 1 in that column." + reading,
                    "Write heap " + s.label() + " (" + position.heap(s.heap()) + ") in binary: changing it to the"
                    + " nim-sum xor its size would make it larger, and a heap can only shrink.", columnValue, l, idea);
        }
        if (candidate.get().to() != s.y()) {
            return Verdict.wrong("Not quite: heap " + s.label() + " does not go to " + s.y() + "." + reading,
                    "The new size is the nim-sum xor the heap's size, worked out column by column.", columnValue,
                    l, idea);
        }
        return new Verdict(true, true, "Right: bit " + l.bit() + ", heap " + s.label() + " goes to " + s.y() + "."
                + reading, "", columnValue, l, idea);
    }

    public List<String> hints(Set<Idea> known) {
        return List.of("Write the nim-sum in binary: its leftmost 1 is bit d. Pick a heap with a 1 in that"
                + " column; its new size is the nim-sum xor its size.");
    }

    /** A lemma 2 question from its lesson lines: {@code position:}. */
    static Result<Question> ask(Fields f) {
        return f.position().map(Lemma2Step::new);
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.written(this);
    }
}
