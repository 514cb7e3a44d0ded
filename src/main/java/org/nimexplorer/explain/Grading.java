package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Kernel;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveParser;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Numbers;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.Text;

/**
 * Judges answers to {@link Question}s against the engine, and gives the right answer with its
 * derivation. An answer that cannot be read is not counted as an attempt: the learner is told what
 * form is expected and may try again.
 */
public final class Grading {

    private Grading() {}

    static Idea positionIdea(Position position, Rules rules) {
        if (!rules.isNim()) {
            return position.size() == 1 ? Idea.KERNEL : Idea.GRUNDY;
        }
        Analysis a = analysis(position, rules);
        if (rules.isMisere() && misereEndgame(a)) {
            return Idea.MISERE;
        }
        return a.outcome() == Outcome.P ? Idea.LEMMA_1 : Idea.LEMMA_2;
    }

    /** The position or its winning move lies where misère play departs from normal play. */
    private static boolean misereEndgame(Analysis a) {
        Position p = a.position();
        if (p.largest() <= 1) {
            return true;
        }
        return a.winningMoves().stream().anyMatch(m -> m.applyTo(p).largest() <= 1);
    }

    public static Verdict grade(Question question, String answer) {
        String text = answer == null ? "" : answer.strip();
        Idea idea = question.idea();
        if (text.isEmpty()) {
            return Verdict.unreadable("no answer given: " + question.form(), idea);
        }
        return question.judge(text, idea);
    }

    static Verdict gradeMove(Question.FindMove q, String text, Idea idea) {
        Analysis a = analysis(q.position(), q.rules());
        Derivation report = explanation(a);
        if (text.equalsIgnoreCase("none")) {
            return a.outcome() == Outcome.P
                    ? new Verdict(true, true, "Right: every move from " + q.position() + " loses, so there is none.",
                            report, idea)
                    : new Verdict(false, true, "There is a winning move from " + q.position() + ": "
                            + a.winningMoves().get(0).shortForm() + ".", report, idea);
        }
        Result<Move> move = MoveParser.parse(text, q.position(), q.rules());
        if (!move.isOk()) {
            return Verdict.unreadable(move.problemOrNull(), idea);
        }
        MoveCheck check = MoveCheck.of(q.position(), q.rules(), move.orThrow()).orThrow();
        if (check.winning()) {
            return new Verdict(true, true, "Right: " + move.orThrow().shortForm() + " leaves your opponent a P-position.",
                    check, idea);
        }
        return new Verdict(false, true, a.outcome() == Outcome.P
                ? "Every move from " + q.position() + " loses: the answer is 'none'."
                : move.orThrow().shortForm() + " leaves your opponent a winning position.", check, idea);
    }

    /** Above this, a one-heap subtraction game is explained by its Grundy values rather than its tree. */
    private static final long SMALL_HEAP = 30;

    /** Nim positions with at most this many objects are explained by their followers, not by nim-sums. */
    private static final long TINY_POSITION = 6;

    /**
     * Why a position is P or N: for a tiny position, or one small heap of a subtraction game, the tree
     * of its followers (which needs neither nim-sums nor Grundy values, so it serves the first lessons);
     * otherwise the columns and the verdict.
     */
    private static Derivation explanation(Analysis a) {
        Position p = a.position();
        boolean oneSmallHeap = !a.rules().isNim() && p.size() == 1 && p.heap(0) <= SMALL_HEAP;
        if (oneSmallHeap || p.total() <= TINY_POSITION) {
            Result<GameTree> tree = GameTree.of(p, a.rules(), 2);
            if (tree.isOk()) {
                return new Derivation.Followers(tree.orThrow(), a.rules());
            }
        }
        return PositionReport.of(a);
    }

    static Verdict gradeOutcome(Question.PorN q, String text, Idea idea) {
        String word = text.toUpperCase(Locale.ROOT).replace("-POSITION", "").strip();
        if (!word.equals("P") && !word.equals("N")) {
            return Verdict.unreadable("'" + Text.clip(text) + "' is not P or N: answer P (the player to move loses)"
                    + " or N (the player to move wins)", idea);
        }
        Analysis a = analysis(q.position(), q.rules());
        boolean right = word.equals(a.outcome().name());
        return new Verdict(right, true, (right ? "Right: " : "Not quite: ") + q.position() + " is a" + (a.outcome()
                == Outcome.N ? "n N" : " P") + "-position.", explanation(a), idea);
    }

    static Verdict gradeNumber(String text, long expected, Idea idea, Derivation derivation, String what) {
        Result<Long> n = Numbers.parseNonNegative(text, "number");
        if (!n.isOk()) {
            return Verdict.unreadable(n.problemOrNull(), idea);
        }
        boolean right = n.orThrow() == expected;
        return new Verdict(right, true, right ? "Right: the " + what + " is " + expected + "."
                : "Not quite: the " + what + " is " + expected + ", not " + n.orThrow() + ".", derivation, idea);
    }

    static Verdict gradeBinary(Question.ToBinary q, String text, Idea idea) {
        String bits = text.replace(" ", "").replace("_", "");
        if (bits.startsWith("0b")) {
            bits = bits.substring(2);
        }
        if (bits.isEmpty() || bits.length() > 64 || !bits.chars().allMatch(c -> c == '0' || c == '1')) {
            return Verdict.unreadable("'" + Text.clip(text) + "' is not written in binary: use only 0s and 1s,"
                    + " highest bit first", idea);
        }
        boolean right = Long.parseUnsignedLong(bits, 2) == q.number();
        return new Verdict(right, true, right ? "Right: " + q.number() + " is " + Long.toBinaryString(q.number())
                + " in binary." : "Not quite: " + bits + " is " + Long.parseUnsignedLong(bits, 2) + ", and "
                + q.number() + " is " + Long.toBinaryString(q.number()) + ".", new Derivation.Binary(q.number()), idea);
    }

    static Verdict gradeColumnSums(Question.ColumnSums q, String text, Idea idea) {
        Columns c = Columns.of(q.position(), MoveSet.NIM);
        Optional<List<Long>> given = numbers(text);
        if (given.isEmpty()) {
            return Verdict.unreadable("'" + Text.clip(text) + "' is not a list of numbers: " + q.form(), idea);
        }
        List<Long> g = new ArrayList<>(given.get());
        while (g.size() > c.width() && g.get(0) == 0) {
            g.remove(0);
        }
        List<String> expected = sums(c);
        boolean right = g.stream().map(String::valueOf).toList().equals(expected);
        return new Verdict(right, true, right ? "Right: the column sums are " + String.join(" ", expected) + "."
                : "Not quite: from the " + (1L << (c.width() - 1)) + "s column down to the 1s, the sums are "
                + String.join(" ", expected) + ".", c, idea);
    }

    static Verdict gradeKernel(Question.KernelUpTo q, String text, Idea idea) {
        Optional<List<Long>> given = numbers(text);
        if (given.isEmpty()) {
            return Verdict.unreadable("'" + Text.clip(text) + "' is not a list of numbers: " + q.form(), idea);
        }
        List<Long> expected = kernel(q);
        List<Long> sorted = given.get().stream().distinct().sorted().toList();
        boolean right = sorted.equals(expected);
        KernelProof proof = KernelProof.of((MoveSet.Subtraction) q.rules().moves(), q.max()).orThrow();
        return new Verdict(right, true, right ? "Right: the kernel up to " + q.max() + " is " + q.answer() + "."
                : "Not quite: the kernel up to " + q.max() + " is " + q.answer() + ".", proof, idea);
    }

    static Verdict gradeLemma2(Question.Lemma2Step q, String text, Idea idea) {
        Lemma2 l = Lemma2.of(q.position());
        if (text.equalsIgnoreCase("none")) {
            return new Verdict(!l.applies(), true, l.applies() ? "The nim-sum is " + l.nimSum() + ", not 0, so lemma 2"
                    + " gives a move." : "Right: the nim-sum is 0, so there is no such move.", l, idea);
        }
        String[] words = text.replace(",", " ").trim().split("\\s+");
        if (words.length != 3) {
            return Verdict.unreadable("'" + Text.clip(text) + "': " + q.form(), idea);
        }
        Result<Long> d = Numbers.parseNonNegative(words[0], "bit");
        Result<Long> y = Numbers.parseNonNegative(words[2], "new size");
        OptionalInt k = HeapLabels.indexOf(words[1].toUpperCase(Locale.ROOT));
        if (!d.isOk() || !y.isOk() || k.isEmpty() || k.getAsInt() >= q.position().size()) {
            return Verdict.unreadable("'" + Text.clip(text) + "': " + q.form(), idea);
        }
        if (!l.applies()) {
            return new Verdict(false, true, "The nim-sum is 0 here: lemma 2 does not apply, and the answer is 'none'.",
                    l, idea);
        }
        boolean bitRight = d.orThrow() == l.bit();
        Optional<Lemma2.Candidate> candidate = l.candidates().stream().filter(c -> c.heap() == k.getAsInt()).findFirst();
        boolean right = bitRight && candidate.isPresent() && candidate.get().to() == y.orThrow();
        String why = right ? "Right: bit " + l.bit() + ", heap " + words[1].toUpperCase(Locale.ROOT) + " goes to "
                + y.orThrow() + "."
                : !bitRight ? "Not quite: the leftmost 1 of the nim-sum " + l.nimSum() + " is bit " + l.bit() + "."
                : candidate.isEmpty() ? "Not quite: heap " + words[1].toUpperCase(Locale.ROOT) + " has no 1 in bit "
                        + l.bit() + "."
                : "Not quite: heap " + words[1].toUpperCase(Locale.ROOT) + " goes to " + candidate.get().to()
                        + " (nim-sum xor its size).";
        return new Verdict(right, true, why, l, idea);
    }

    static Verdict gradeChoice(Question.Choice q, String text, Idea idea) {
        String t = text.toLowerCase(Locale.ROOT).replace(")", "").replace(".", "").strip();
        int index = t.length() == 1 && t.charAt(0) >= 'a' && t.charAt(0) < 'a' + q.options().size() ? t.charAt(0) - 'a'
                : t.matches("[0-9]{1,2}") ? Integer.parseInt(t) - 1 : -1;
        if (index < 0 || index >= q.options().size()) {
            return Verdict.unreadable("'" + Text.clip(text) + "' is not one of the options: answer a to "
                    + (char) ('a' + q.options().size() - 1), idea);
        }
        boolean right = index == q.correct();
        return new Verdict(right, true, (right ? "Right: " : "Not quite: the answer is ")
                + (char) ('a' + q.correct()) + ") " + q.options().get(q.correct()), new Derivation.Note(q.explanation()), idea);
    }

    private static Optional<List<Long>> numbers(String text) {
        List<Long> out = new ArrayList<>();
        for (String word : text.replace(",", " ").trim().split("\\s+")) {
            Result<Long> n = Numbers.parseNonNegative(word, "number");
            if (!n.isOk()) {
                return Optional.empty();
            }
            out.add(n.orThrow());
        }
        return Optional.of(out);
    }

    static List<String> sums(Columns c) {
        List<String> out = new ArrayList<>();
        for (int bit = c.width() - 1; bit >= 0; bit--) {
            out.add(Integer.toString(c.sums()[bit]));
        }
        return out;
    }

    static List<Long> kernel(Question.KernelUpTo q) {
        return Kernel.of(q.rules(), q.max()).orThrow();
    }

    static Analysis analysis(Position position, Rules rules) {
        return Engine.analyze(position, rules).orThrow();
    }
}
