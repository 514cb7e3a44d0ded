package org.nimexplorer.explain;

import java.util.List;
import java.util.Set;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameSum;

/**
 * The Grundy value of one heap of any game, or the nim-sum of a sum of different games: the XOR of
 * the heaps' Grundy values, each in its own game.
 */
public record SumValue(GameSum sum) implements AboutSum, WholeNumber {

    /** A XOR, worked out column by column: an answer may be meant as binary. */
    @Override
    public boolean bitwise() {
        return true;
    }

    public String prompt() {
        return sum.size() == 1 ? "What is the Grundy value of " + sum.notation() + "?"
                : "What is the nim-sum of " + sum.notation() + ", the XOR of its heaps' Grundy values?";
    }

    public String kind() {
        return "nim-sum";
    }

    public long value() {
        return analysis().nimSum();
    }

    public String asked() {
        return sum.size() == 1 ? "the Grundy value of " + sum.notation()
                : "the XOR of the Grundy values of " + sum.notation();
    }

    public String whyNot(long given) {
        if (sum.size() == 1) {
            Component c = sum.part(0);
            return "List what each move from " + SumWords.component(c) + " leaves, find the value of each, and"
                    + " take the mex of those values.";
        }
        String word = SumWords.word(sum);
        return "Find each " + word + "'s Grundy value in its own game first, then XOR those values, not the "
                + word + " sizes.";
    }

    /** One small heap: its game's table up to its size; otherwise each heap's value and their XOR. */
    public Derivation derivation(Set<Idea> known) {
        if (sum.size() == 1 && sum.part(0).size() <= GrundyValues.MAX) {
            return new GrundyValues(sum.part(0).game(), (int) sum.part(0).size()).derivation(known);
        }
        return report();
    }

    public List<String> hints(Set<Idea> known) {
        if (sum.size() == 1) {
            return List.of("Work up from the smallest sizes: the value of a heap is the mex of the values of what"
                    + " its moves leave" + (SumWords.splits(sum) ? ", and two heaps left side by side are worth"
                    + " the XOR of their values." : "."));
        }
        return List.of("Find each heap's Grundy value in its own game (a Nim heap is worth its size), then XOR"
                + " the values column by column.");
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.number(this);
    }

    /** None listed: a platform gives this kind no telling wrong numbers. */
    public List<Long> telltales() {
        return List.of();
    }

    /** A single heap's mex misread, or the heaps' sizes XORed or values added in a sum. */
    public List<Diagnosis> readings(long given) {
        return Diagnose.sumValueReadings(sum, given, value());
    }
}
