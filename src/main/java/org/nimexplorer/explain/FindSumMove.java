package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.HeapOption;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.SumMoveParser;

/** Find a winning move in a sum of games, or answer "none" when every move loses. */
public record FindSumMove(GameSum sum) implements AboutSum {
    public String prompt() {
        return "Find a winning move in " + sum.notation() + " (" + SumWords.letters(sum) + "), or answer 'none'"
                + " if every move loses.";
    }

    public String kind() {
        return "move";
    }

    public String answer() {
        return analysis().winningMoves().stream().findFirst().map(SumMove::shortForm).orElse("none");
    }

    public String form() {
        String word = SumWords.splits(sum) ? sum.games().stream().filter(HeapGame::splits).findFirst()
                .orElseThrow().heapWord() : "heap";
        String h = sum.size() == 1 ? "A" : "B";
        // Lasker's Nim splits without taking anything: its example split takes nothing.
        boolean takesNothing = sum.games().stream().filter(HeapGame::splits)
                .allMatch(g -> g instanceof HeapGame.Lasker);
        String split = takesNothing ? "'" + h + "=1+2' or 'split " + h + " into 1 and 2'"
                : "'" + h + "-1=1+2' or 'take 1 from " + h + " leaving 1 and 2'";
        return "answer with a move such as '" + h + "-2' or 'take 2 from " + h + "'" + (SumWords.splits(sum)
                ? "; a move that splits a " + word + " names the two " + word + "s it leaves, like " + split : "")
                + "; or 'none' if every move loses";
    }

    public Verdict judge(String text, Idea idea, Set<Idea> known) {
        SumAnalysis a = analysis();
        if (FindMove.saysNone(text)) {
            if (a.outcome() == Outcome.P) {
                return VerdictWords.noneIsRight(sum.notation(), report(), idea);
            }
            return Verdict.wrong("Not quite: there is a winning move in " + sum.notation() + ".",
                    "The heaps' Grundy values do not XOR to 0, and then some heap can move to a value that makes"
                    + " the XOR 0.", Optional.empty(), report(), idea);
        }
        // A sentence's full stop is no part of the move; on a single heap, "knock down pins 4-5" needs no "of A".
        String typed = text.strip().replaceAll("[.!]+$", "");
        Result<SumMove> parsed = SumMoveParser.parse(typed, sum);
        if (!parsed.isOk() && sum.size() == 1 && SumMoveParser.parse(typed + " of A", sum).isOk()) {
            parsed = SumMoveParser.parse(typed + " of A", sum);
        }
        if (!parsed.isOk()) {
            return Verdict.unreadable(parsed.problemOrNull(), idea);
        }
        SumMove move = parsed.orThrow();
        GameSum after = move.applyTo(sum);
        SumAnalysis next = SumEngine.analyze(after, Play.NORMAL).orThrow();
        String leaves = move.shortForm() + " leaves " + after.notation() + (after.size() == 1 ? ", whose value is "
                : ", whose values " + SumWords.list(next.values()) + " XOR to ");
        if (next.nimSum() == 0) {
            return Verdict.right("Right: " + leaves + "0.", report(), idea);
        }
        return Verdict.wrong("Not quite: " + leaves + next.nimSum() + ", not 0.", refutation(next),
                Diagnose.sumMove(this, move, known), report(), idea);
    }

    /** The reply that wins against the learner's move, and what it leaves. */
    private static String refutation(SumAnalysis next) {
        GameSum after = next.sum();
        if (next.winningMoves().isEmpty()) {
            return "Your opponent can move to a position whose values XOR to 0, and from there every move you"
                    + " make loses.";
        }
        SumMove reply = next.winningMoves().get(0);
        GameSum then = reply.applyTo(after);
        String replyWords = reply.describe(after);
        if (then.parts().stream().allMatch(c -> c.size() == 0)) {
            return "Your opponent answers " + reply.shortForm() + " (" + replyWords + "), taking the last object.";
        }
        return "Your opponent answers " + reply.shortForm() + " (" + replyWords + "), leaving you "
                + then.notation() + ": its values XOR to 0, and every move you make loses.";
    }

    public Derivation derivation(Set<Idea> known) {
        return report();
    }

    @Override
    public Solution solution(Set<Idea> known, Idea idea) {
        List<SumMove> wins = analysis().winningMoves();
        String answer = VerdictWords.workedMove(wins.stream().limit(2).map(w -> w.shortForm() + " ("
                + w.describe(sum) + ")").toList(), "every move in " + sum.notation());
        return new Solution(answer, report(), idea);
    }

    public List<String> hints(Set<Idea> known) {
        return List.of("Find each heap's Grundy value in its own game and XOR them to s. Take a heap whose value v"
                + " has a 1 in the leftmost column of s, and move it to a position of value v xor s.");
    }

    /**
     * Every winning move in the spellings the session reads (the heap by letter and by number; a split
     * with the heaps it leaves either way round, and pins by number in a row). Each spelling is judged
     * by this question and kept only when it reads it as the winning move, so none is listed that the
     * session would not accept.
     */
    public <R> R accept(Visitor<R> visitor) {
        Set<String> texts = new LinkedHashSet<>();
        for (SumMove m : analysis().winningMoves()) {
            texts.add(m.shortForm());
            for (String heap : List.of(HeapLabels.of(m.part()), Integer.toString(m.part() + 1))) {
                texts.addAll(spellings(m, heap, sum.part(m.part()).game()));
            }
            if (sum.part(m.part()).game().heapWord().equals("row")) {
                texts.addAll(m.knockDowns(sum.part(m.part()).size()));
            }
        }
        return visitor.move(this, texts.stream().filter(t -> Grading.grade(this, t).correct()).toList());
    }

    private static List<String> spellings(SumMove m, String heap, HeapGame game) {
        HeapOption o = m.option();
        long take = o.take();
        String a = Long.toString(o.left());
        String b = Long.toString(o.right());
        List<String> out = new ArrayList<>();
        if (take == 0) {
            out.addAll(List.of(heap + "=" + a + "+" + b, heap + " = " + a + " + " + b, heap + "=" + b + "+" + a,
                    "split " + heap + " into " + a + " and " + b, "split " + heap + " into " + b + " and " + a));
            return out;
        }
        if (!o.splits()) {
            out.addAll(List.of(heap + "-" + take, heap + " - " + take, "take " + take + " from " + heap,
                    "take " + take + " from heap " + heap, heap + "=" + a, heap + " = " + a, heap + " to " + a));
            if (game.splits()) {
                out.add("take " + take + " from " + heap + " leaving " + a);
            }
            return out;
        }
        for (String[] pair : List.of(new String[] {a, b}, new String[] {b, a})) {
            out.addAll(List.of(heap + "-" + take + "=" + pair[0] + "+" + pair[1],
                    heap + " - " + take + " = " + pair[0] + " + " + pair[1],
                    "take " + take + " from " + heap + " leaving " + pair[0] + " and " + pair[1],
                    "take " + take + " from heap " + heap + " leaving " + pair[0] + " and " + pair[1]));
        }
        return out;
    }

}
