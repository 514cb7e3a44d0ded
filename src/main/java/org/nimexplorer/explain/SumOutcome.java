package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.Outcome;

/** P or N, for a sum of games. */
public record SumOutcome(GameSum sum) implements AboutSum {
    public String prompt() {
        return "Is " + sum.notation() + " a P-position or an N-position?";
    }

    public String kind() {
        return "outcome";
    }

    public String answer() {
        return analysis().outcome().name();
    }

    public String form() {
        return "answer P or N";
    }

    public Verdict judge(String text, Idea idea, Set<Idea> known) {
        Optional<Outcome> read = Answers.outcome(text);
        if (read.isEmpty()) {
            return Answers.notPorN(text, idea);
        }
        Outcome truth = analysis().outcome();
        Outcome given = read.get();
        if (given == truth) {
            return VerdictWords.outcomeRight(sum.notation(), truth, report(), idea, known);
        }
        String heap = SumWords.word(sum);
        String again = " Work out each " + heap + "'s value" + (sum.games().size() == 1 ? "" : " in its own game")
                + " again.";
        String why = given == Outcome.P ? "For P, the " + heap + "s' Grundy values must XOR to 0." + again
                : "For N, some move must make the XOR of the " + heap + "s' Grundy values 0." + again;
        return VerdictWords.outcomeWrong(sum.notation(), given, why, Diagnose.sumOutcome(this, given, known), report(),
                idea, known);
    }

    public Derivation derivation(Set<Idea> known) {
        return report();
    }

    @Override
    public Solution solution(Set<Idea> known, Idea idea) {
        Outcome o = analysis().outcome();
        return VerdictWords.outcomeSolution(sum.notation(), o, report(), idea, known);
    }

    public List<String> hints(Set<Idea> known) {
        return List.of("Find each heap's Grundy value in its own game: the sum is P exactly when the values XOR"
                + " to 0.");
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.outcome(this);
    }
}
