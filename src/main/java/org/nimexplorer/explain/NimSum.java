package org.nimexplorer.explain;

import java.util.List;
import java.util.Set;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/** The nim-sum (of Grundy values, in a subtraction game). */
public record NimSum(Position position, Rules rules) implements AboutPosition, WholeNumber {

    /** A XOR, worked out column by column: an answer may be meant as binary. */
    @Override
    public boolean bitwise() {
        return true;
    }

    public String prompt() {
        return "What is the nim-sum of " + position + rules.note() + "?";
    }

    public String kind() {
        return "nim-sum";
    }

    public long value() {
        return Engine.nimSum(position, rules.moves());
    }

    public String asked() {
        if (rules.isNim()) {
            return "the nim-sum of " + position;
        }
        return position.size() == 1 ? "the Grundy value of a heap of " + position
                : "the XOR of the Grundy values of " + position;
    }

    public String whyNot(long given) {
        if (!rules.isNim()) {
            return "Find each heap's Grundy value first, by the mex rule"
                    + (position.size() == 1 ? "." : ", then XOR those values, not the heap sizes.");
        }
        return WholeNumber.wrongColumn(given, value(), position.largest());
    }

    public Idea idea(Set<Idea> known) {
        return rules.isNim() ? Idea.NIM_SUM : Idea.GRUNDY;
    }

    public Derivation derivation(Set<Idea> known) {
        return Columns.of(position, rules.moves());
    }

    public List<String> hints(Set<Idea> known) {
        return List.of(rules.isNim() ? "Write each heap in binary, one under the other, and count the ones in"
                + " each column: an odd count gives a 1 in the nim-sum, an even count a 0."
                : "Find each heap's Grundy value first, then XOR those values column by column.");
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.number(this);
    }

    /** The heaps added, their Grundy values added, and the heaps XORed where values count. */
    public List<Long> telltales() {
        return List.of(position.total(), position.stream().map(h -> Engine.grundy(h, rules.moves())).sum(),
                position.stream().reduce(0, (x, y) -> x ^ y));
    }

    /** The heaps (or their Grundy values) added, or the heap sizes XORed in a subtraction game. */
    public List<Diagnosis> readings(long given) {
        return Diagnose.nimSumReadings(position, rules.moves(), given, value());
    }
}
