package org.nimexplorer.explain;

import java.util.List;
import java.util.Set;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/**
 * What a lesson checkpoint or a quiz asks. Every kind but {@link Choice} names only the position or
 * numbers: the engine computes the answer, so no question can carry a wrong one.
 */
public sealed interface Question {

    /** The word lesson files use for this kind: "move", "nim-sum", ... */
    String kind();

    /** The question as it is put to the learner. */
    String prompt();

    /** A question about one position under some rules. */
    sealed interface AboutPosition extends Question permits FindMove, PorN, NimSum {
        Position position();

        Rules rules();
    }

    /** The engine's answer, as a learner would type it (for a move, any winning move is as good). */
    String answer();

    /** The idea the question rests on, for a learner who knows {@code known}. */
    Idea idea(Set<Idea> known);

    /** What an answer looks like, for a learner who typed something else. */
    String form();

    /** Judges a non-empty answer; {@link Grading#grade} is the entry point. */
    Verdict judge(String text, Idea idea, Set<Idea> known);

    /** The options to show under the prompt: only a choice has any. */
    default List<String> options() {
        return List.of();
    }

    /** Find a winning move, or answer "none" when every move loses. */
    record FindMove(Position position, Rules rules) implements AboutPosition {
        public String prompt() {
            return "Find a winning move from " + position + rules.note() + ", or answer 'none' if every move loses.";
        }

        public String kind() {
            return "move";
        }

        public String answer() {
            return Grading.analysis(position, rules).winningMoves().stream().findFirst().map(Move::shortForm).orElse("none");
        }

        public Idea idea(Set<Idea> known) {
            return Grading.positionIdea(position, rules, known, false);
        }

        public String form() {
            return "answer with a move, written 'take N from H', 'H-N' or 'H=N' (H a heap letter, N a number), or 'none' if every move loses";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            return Grading.gradeMove(this, text, idea, known);
        }
    }

    /** P or N? */
    record PorN(Position position, Rules rules) implements AboutPosition {
        public String prompt() {
            return "Is " + position + rules.note() + " a P-position or an N-position?";
        }

        public String kind() {
            return "outcome";
        }

        public String answer() {
            return Grading.analysis(position, rules).outcome().name();
        }

        public Idea idea(Set<Idea> known) {
            return Grading.positionIdea(position, rules, known, true);
        }

        public String form() {
            return "answer P or N";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            return Grading.gradeOutcome(this, text, idea, known);
        }
    }

    /** The nim-sum (of Grundy values, in a subtraction game). */
    record NimSum(Position position, Rules rules) implements AboutPosition {
        public String prompt() {
            return "What is the nim-sum of " + position + rules.note() + "?";
        }

        public String kind() {
            return "nim-sum";
        }

        public String answer() {
            return Long.toString(Engine.nimSum(position, rules.moves()));
        }

        public Idea idea(Set<Idea> known) {
            return rules.isNim() ? Idea.NIM_SUM : Idea.GRUNDY;
        }

        public String form() {
            return "answer with a whole number";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            return Grading.gradeNumber(this, text, Engine.nimSum(position, rules.moves()), idea, known,
                    Columns.of(position, rules.moves()));
        }
    }

    /** A number in binary. */
    record ToBinary(long number) implements Question {
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
            return Grading.gradeBinary(this, text, idea, known);
        }
    }

    /** The ones in each binary column, highest column first. */
    record ColumnSums(Position position) implements Question {
        public String prompt() {
            return "Write " + position + " in binary columns: how many ones in each column, highest column first?";
        }

        public String kind() {
            return "column-sums";
        }

        public String answer() {
            return String.join(" ", Grading.sums(Columns.of(position, MoveSet.NIM)));
        }

        public Idea idea(Set<Idea> known) {
            return Idea.NIM_SUM;
        }

        public String form() {
            return "answer with the number of ones in each column, highest column first, separated by spaces";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            return Grading.gradeColumnSums(this, text, idea, known);
        }
    }

    /** a xor b. */
    record XorOf(long a, long b) implements Question {
        public String prompt() {
            return "What is " + a + " xor " + b + "?";
        }

        public String kind() {
            return "xor";
        }

        public String answer() {
            return Long.toString(a ^ b);
        }

        public Idea idea(Set<Idea> known) {
            return Idea.XOR;
        }

        public String form() {
            return "answer with a whole number";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            return Grading.gradeNumber(this, text, a ^ b, idea, known, new Derivation.Xor(a, b));
        }
    }

    /** The kernel of a one-heap subtraction game, heaps 0 to max. */
    record KernelUpTo(Rules rules, long max) implements Question {
        public String prompt() {
            return "List the kernel of the game '" + rules.moves().describe() + "' for heaps 0 to " + max + ".";
        }

        public String kind() {
            return "kernel";
        }

        public String answer() {
            return String.join(" ", Grading.kernel(this).stream().map(String::valueOf).toList());
        }

        public Idea idea(Set<Idea> known) {
            return Idea.KERNEL;
        }

        public String form() {
            return "answer with the heap sizes in the kernel, smallest first, separated by spaces";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            return Grading.gradeKernel(this, text, idea, known);
        }
    }

    /** Lemma 2 by hand: the bit d, a heap k with a 1 there, and y_k. */
    record Lemma2Step(Position position) implements Question {
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
            return Grading.gradeLemma2(this, text, idea, known);
        }
    }

    /** The Grundy values g(0) to g(max) of a one-heap subtraction game, worked out by the mex rule. */
    record GrundyValues(MoveSet.Subtraction set, int max) implements Question {
        /** Above this a table by hand is no longer an exercise. */
        public static final int MAX = 30;

        public String prompt() {
            return "Write the Grundy values g(0) to g(" + max + ") of the game '" + set.describe() + "', in order.";
        }

        public String kind() {
            return "grundy";
        }

        public String answer() {
            return String.join(" ", values().stream().map(String::valueOf).toList());
        }

        /** g(0) … g(max), by the mex rule. */
        public List<Integer> values() {
            return java.util.Arrays.stream(org.nimexplorer.engine.GrundySequence.byMex(set, max + 1)).boxed().toList();
        }

        public Idea idea(Set<Idea> known) {
            return Idea.GRUNDY;
        }

        public String form() {
            return "answer with " + (max + 1) + " whole numbers, g(0) first, separated by spaces";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            return Grading.gradeGrundy(this, text, idea);
        }
    }

    /**
     * A multiple-choice question about the argument, the one kind whose answer the author writes.
     *
     * @param correct the index of the right option
     */
    record Choice(List<String> options, int correct, String explanation) implements Question {
        public String prompt() {
            return "Choose one option.";
        }

        public Choice {
            options = List.copyOf(options);
        }

        /** Options that are all numbers are answered with the number itself, never with its place in the list. */
        public boolean numeric() {
            return options.stream().allMatch(o -> o.strip().matches("-?[0-9]{1,18}"));
        }

        public String kind() {
            return "choice";
        }

        public String answer() {
            return numeric() ? options.get(correct).strip() : Character.toString('a' + correct);
        }

        /** Without a label from the lesson, the latest idea the learner has met. */
        public Idea idea(Set<Idea> known) {
            return known.stream().max(Enum::compareTo).orElse(Idea.RULES);
        }

        public String form() {
            return numeric() ? "answer with one of the numbers listed, or its letter"
                    : "answer with the letter of an option, or its text";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            return Grading.gradeChoice(this, text, idea, known);
        }
    }
}
