package org.nimexplorer.explain;

import java.util.List;
import java.util.Set;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Text;

/** A number in binary. */
public record ToBinary(long number) implements Question {
    public String prompt() {
        return "Write " + number + " in binary.";
    }

    public String kind() {
        return "binary";
    }

    public String answer() {
        return Long.toBinaryString(number);
    }

    public Idea idea(Set<Idea> known) {
        return Idea.BINARY;
    }

    public String form() {
        return "answer with 0s and 1s, highest bit first";
    }

    public Verdict judge(String text, Idea idea, Set<Idea> known) {
        String bits = text.replace(" ", "").replace("_", "");
        if (bits.startsWith("0b")) {
            bits = bits.substring(2);
        }
        if (bits.isEmpty() || bits.length() > 64 || !bits.chars().allMatch(c -> c == '0' || c == '1')) {
            String problem = "'" + Text.clip(text) + "' is not written in binary: use only 0s and 1s, highest bit first";
            return Diagnose.binary(this, text, known).map(d -> Verdict.unreadable(problem, d, idea))
                    .orElseGet(() -> Verdict.unreadable(problem, idea));
        }
        long value = Long.parseUnsignedLong(bits, 2);
        if (value == number) {
            return Verdict.right("Right: " + number + " is " + Long.toBinaryString(number) + " in binary.",
                    derivation(known), idea);
        }
        return Verdict.wrong("Not quite: " + bits + " is " + value + " in binary, not " + number + ".",
                "Write " + number + " as a sum of different powers of two, largest first; each power used is a 1.",
                Diagnose.binary(this, text, known), derivation(known), idea);
    }

    public Derivation derivation(Set<Idea> known) {
        return new Derivation.Binary(number);
    }

    public List<String> hints(Set<Idea> known) {
        return List.of("Take the largest power of two (1, 2, 4, 8, 16, ...) that fits, subtract it, and repeat;"
                + " each power used is a 1, each power skipped a 0.");
    }

    /** A binary question from its lesson lines: {@code number:}. */
    static Result<Question> ask(Fields f) {
        return f.number("number").map(ToBinary::new);
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.written(this);
    }
}
