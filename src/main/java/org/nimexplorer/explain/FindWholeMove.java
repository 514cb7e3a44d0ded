package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.MultiMove;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.WholeMove;

/** A winning move in Moore's Nim or the staircase, or "none" when every move loses. */
public record FindWholeMove(WholeGame game, Position position) implements AboutWholeGame {
    public String prompt() {
        return "Find a winning move in " + WholeWords.named(game, position) + ", or answer 'none' if every move"
                + " loses.";
    }

    public String kind() {
        return "move";
    }

    public String answer() {
        return game.winningMove(position).map(WholeMove::shortForm).orElse("none");
    }

    public String form() {
        if (game instanceof MooreNim m) {
            String[] e = example(new String[][] {{"A-2 D-1", "take 2 from A and 1 from D"},
                    {"A-1 C-2", "take 1 from A and 2 from C"}, {"B-2 C-1", "take 2 from B and 1 from C"}});
            return "answer with a move such as '" + e[0] + "' or '" + e[1] + "', lowering at most " + m.k()
                    + (m.k() == 1 ? " heap" : " heaps") + "; or 'none' if every move loses";
        }
        String[] e = example(new String[][] {{"S3-2", "move 2 from step 3"}, {"S2-1", "move 1 from step 2"},
                {"S4-3", "move 3 from step 4"}});
        return "answer with a move such as '" + e[0] + "' or '" + e[1] + "' (the coins go down one step), or"
                + " 'none' if every move loses";
    }

    /** The first example move that is not a winning move here, so that the form never gives one away. */
    private String[] example(String[][] candidates) {
        Set<Position> winning = new java.util.HashSet<>();
        Result<? extends List<? extends WholeMove>> all = game.winningMoves(position);
        if (all.isOk()) {
            all.orThrow().forEach(w -> winning.add(w.applyTo(position)));
        }
        for (String[] c : candidates) {
            Result<? extends WholeMove> m = game.parseMove(c[0], position);
            if (!m.isOk() || !winning.contains(m.orThrow().applyTo(position))) {
                return c;
            }
        }
        return candidates[candidates.length - 1];
    }

    public Verdict judge(String text, Idea idea, Set<Idea> known) {
        if (FindMove.saysNone(text)) {
            if (game.isP(position)) {
                return VerdictWords.noneIsRight(position.toString(), derivation(known), idea);
            }
            return Verdict.wrong("Not quite: there is a winning move from " + position + ".",
                    "A winning move leaves " + WholeWords.goal(game) + ", and from here one does.",
                    Optional.empty(), derivation(known), idea);
        }
        String typed = text.strip().replaceAll("[.!]+$", "");
        Result<? extends WholeMove> parsed = game.parseMove(typed, position);
        if (!parsed.isOk()) {
            Optional<Diagnosis> tooMany = tooManyHeaps(typed, known);
            return tooMany.isPresent() ? Verdict.unreadable(parsed.problemOrNull(), tooMany.get(), idea)
                    : Verdict.unreadable(parsed.problemOrNull(), idea);
        }
        WholeMove move = parsed.orThrow();
        Position after = move.applyTo(position);
        if (game.isP(after)) {
            return Verdict.right("Right: " + move.shortForm() + " leaves " + after + ": "
                    + WholeWords.state(game, after) + ".", derivation(known), idea);
        }
        return Verdict.wrong("Not quite: " + move.shortForm() + " leaves " + after + ", where "
                + WholeWords.state(game, after) + ".", refutation(after), WholeWords.move(game, after, known),
                derivation(known), idea);
    }

    /** A Moore move that would be legal but for lowering more than k heaps. */
    private Optional<Diagnosis> tooManyHeaps(String typed, Set<Idea> known) {
        if (!(game instanceof MooreNim m) || position.size() <= m.k() || !known.contains(Idea.MOORE)) {
            return Optional.empty();
        }
        Result<? extends WholeMove> loose = new MooreNim(position.size()).parseMove(typed, position);
        if (!loose.isOk() || !(loose.orThrow() instanceof MultiMove multi) || multi.heapCount() <= m.k()) {
            return Optional.empty();
        }
        return Optional.of(new Diagnosis(Misconception.MORE_THAN_K_HEAPS, "You lowered " + multi.heapCount()
                + " heaps, but with k = " + m.k() + " a move lowers at most " + m.k() + ". Fix the top columns"
                + " first: a heap lowered there is free below."));
    }

    /** The reply that wins against the learner's move, and what it leaves. */
    private String refutation(Position after) {
        WholeMove reply = game.winningMove(after).orElseThrow();
        Position then = reply.applyTo(after);
        if (then.total() == 0) {
            return "Your opponent answers " + reply.shortForm() + " (" + reply.describe() + "), making the last"
                    + " move.";
        }
        return "Your opponent answers " + reply.shortForm() + " (" + reply.describe() + "), leaving you " + then
                + ", where " + WholeWords.state(game, then) + ": every move you make loses.";
    }

    @Override
    public Solution solution(Set<Idea> known, Idea idea) {
        Optional<? extends WholeMove> win = game.winningMove(position);
        String answer = VerdictWords.workedMove(win.stream().map(w -> w.shortForm() + " (" + w.describe() + ")")
                .toList(), "every move from " + position);
        return new Solution(answer, derivation(known), idea);
    }

    public List<String> hints(Set<Idea> known) {
        return List.of(game instanceof MooreNim ? "Work from the top column down: make each column's count of"
                + " ones a multiple of k + 1, lowering at most k heaps. A heap lowered in a higher column may"
                + " take any bits below it."
                : "Play Nim on the odd steps: make their coins XOR to 0, by moving coins off an odd step, or by"
                + " moving coins down from an even step onto the odd step below it.");
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.written(this);
    }
}
