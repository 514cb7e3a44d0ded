package org.nimexplorer.explain;

import java.util.List;
import java.util.Set;
import org.nimexplorer.engine.PositionParser;
import org.nimexplorer.engine.Result;

/** a xor b. */
public record XorOf(long a, long b) implements WholeNumber {

    /** A XOR, worked out column by column: an answer may be meant as binary. */
    @Override
    public boolean bitwise() {
        return true;
    }

    public String prompt() {
        return "What is " + a + " xor " + b + "?";
    }

    public String kind() {
        return "xor";
    }

    public long value() {
        return a ^ b;
    }

    public String asked() {
        return a + " xor " + b;
    }

    public String whyNot(long given) {
        return WholeNumber.wrongColumn(given, value(), Math.max(a, b));
    }

    public Idea idea(Set<Idea> known) {
        return Idea.XOR;
    }

    public Derivation derivation(Set<Idea> known) {
        return new Derivation.Xor(a, b);
    }

    public List<String> hints(Set<Idea> known) {
        return List.of("Write both numbers in binary, one under the other: a column gives 1 when exactly one of"
                + " its two bits is 1, and 0 when they are equal.");
    }

    /** A XOR question from its lesson lines: {@code numbers:}, exactly two. */
    static Result<Question> ask(Fields f) {
        return f.required("numbers").flatMap(text -> PositionParser.parse(List.of(text)).flatMap(p -> p.size() == 2
                ? Result.ok((Question) new XorOf(p.heap(0), p.heap(1)))
                : Result.problem("numbers: give exactly two, like 'numbers: 13 6'")));
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.number(this);
    }

    /** The two numbers added. */
    public List<Long> telltales() {
        return List.of(a + b);
    }

    /** The two numbers added. */
    public List<Diagnosis> readings(long given) {
        return given == a + b ? List.of(Diagnose.added("You added: " + a + " + " + b + " = " + given + ".",
                "XOR works bit by bit: ")) : List.of();
    }
}
