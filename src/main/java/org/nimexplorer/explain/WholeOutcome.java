package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.WholeGame;

/** P or N, in Moore's Nim or the staircase. */
public record WholeOutcome(WholeGame game, Position position) implements AboutWholeGame {
    public String prompt() {
        return "Is " + WholeWords.named(game, position) + " a P-position or an N-position?";
    }

    public String kind() {
        return "outcome";
    }

    public String answer() {
        return truth().name();
    }

    private Outcome truth() {
        return game.isP(position) ? Outcome.P : Outcome.N;
    }

    public String form() {
        return "answer P or N";
    }

    public Verdict judge(String text, Idea idea, Set<Idea> known) {
        Optional<Outcome> read = Answers.outcome(text);
        if (read.isEmpty()) {
            return Answers.notPorN(text, idea);
        }
        Outcome given = read.get();
        if (given == truth()) {
            return VerdictWords.outcomeRight(position.toString(), given, derivation(known), idea, known);
        }
        String why;
        if (game instanceof MooreNim m) {
            why = given == Outcome.P ? "For P, every binary column's count of ones must be a multiple of "
                    + (m.k() + 1) + ". Count the ones in each column again."
                    : "For N, some column's count of ones must not be a multiple of " + (m.k() + 1)
                    + ", so that a move can put it right. Count the ones in each column again.";
        } else {
            why = given == Outcome.P ? "For P, the coins on the odd steps (1, 3, 5, ...) must XOR to 0. Work out"
                    + " that XOR again."
                    : "For N, some move must leave a P-position, so the coins on the odd steps (1, 3, 5, ...) must"
                    + " not XOR to 0. Work out that XOR again.";
        }
        return VerdictWords.outcomeWrong(position.toString(), given, why, WholeWords.outcome(game, position, given,
                known), derivation(known), idea, known);
    }

    @Override
    public Solution solution(Set<Idea> known, Idea idea) {
        return VerdictWords.outcomeSolution(position.toString(), truth(), derivation(known), idea, known);
    }

    public List<String> hints(Set<Idea> known) {
        return List.of(game instanceof MooreNim ? "Write the heaps in binary and count the ones in each column:"
                + " the player to move loses exactly when every count is a multiple of k + 1."
                : "Only the odd steps count: XOR the coins on steps 1, 3, 5, ...; the player to move loses exactly"
                + " when that XOR is 0.");
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.written(this);
    }
}
