package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/** P or N? */
public record PorN(Position position, Rules rules) implements AboutPosition {
    public String prompt() {
        return "Is " + position + rules.note() + " a P-position or an N-position?";
    }

    public String kind() {
        return "outcome";
    }

    public String answer() {
        return analysis().outcome().name();
    }

    public Idea idea(Set<Idea> known) {
        return OutcomeExplanation.idea(position, rules, known, true);
    }

    public String form() {
        return "answer P or N";
    }

    public Verdict judge(String text, Idea idea, Set<Idea> known) {
        Optional<Outcome> read = Answers.outcome(text);
        if (read.isEmpty()) {
            return Answers.notPorN(text, idea);
        }
        Analysis a = analysis();
        Outcome given = read.get();
        if (given == a.outcome()) {
            return VerdictWords.outcomeRight(position.toString(), given, OutcomeExplanation.of(a, known), idea, known);
        }
        return VerdictWords.outcomeWrong(position.toString(), given, followerWitness(a, given, known), Optional.empty(),
                OutcomeExplanation.of(a, known), idea, known);
    }

    public Derivation derivation(Set<Idea> known) {
        return OutcomeExplanation.of(analysis(), known);
    }

    @Override
    public Solution solution(Set<Idea> known, Idea idea) {
        Analysis a = analysis();
        return VerdictWords.outcomeSolution(position.toString(), a.outcome(), OutcomeExplanation.of(a, known), idea, known);
    }

    /**
     * A follower that shows the learner's label cannot be right, put as something to check; in the words
     * of a game tree only once the learner has met them.
     */
    private static String followerWitness(Analysis a, Outcome given, Set<Idea> known) {
        boolean named = known.contains(Idea.GAME_TREE);
        Position p = a.position();
        if (given == Outcome.P && a.winningMoves().isEmpty()) {
            // Only the end of a misère game is N with no move: the last move was the opponent's, and it lost.
            return "For P, the player to move must lose. From " + p + " there is no move left: under these rules"
                    + " whoever made the last move has lost, so the player to move here has already won.";
        }
        if (given == Outcome.P) {
            Move m = a.winningMoves().get(0);
            return named ? "For P, every follower must be N. Look at the follower " + m.applyTo(p) + " (after "
                    + m.shortForm() + "): who wins from there?"
                    : "For P, every move must leave your opponent winning. Look at " + m.shortForm() + ", which"
                    + " leaves " + m.applyTo(p) + ": who wins from there?";
        }
        List<Move> moves = a.rules().legalMoves(p);
        if (moves.isEmpty()) {
            return "For N, the player to move needs a move, and from " + p + " there is none.";
        }
        Move m = moves.get(0);
        Position after = m.applyTo(p);
        Optional<Move> reply = Engine.bestMove(Engine.analyze(after, a.rules()).orThrow());
        String forN = named ? "For N, some move must leave your opponent a P-position."
                : "For N, some move must leave your opponent losing.";
        if (reply.isEmpty()) {
            // The move ends the game: under misère play whoever made it has lost.
            return forN + " Try " + m.shortForm() + ": it leaves "
                    + after + ", with no move left for your opponent. Who has won then, under these rules?";
        }
        return forN + " Try " + m.shortForm() + ": your opponent"
                + " answers " + reply.get().shortForm() + ". Does any move do better?";
    }

    public List<String> hints(Set<Idea> known) {
        return List.of(known.contains(Idea.THEOREM) && rules.isNim() && !rules.isMisere()
                ? "Work out the nim-sum: the position is P exactly when it is 0."
                : "A position is P when every move from it leads to an N-position, and N when some move leads to"
                + " a P-position. Label the smallest followers first.");
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.outcome(this);
    }
}
