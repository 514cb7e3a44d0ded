package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.Outcome;

/**
 * What a learner is told about "none" and about P or N, in words shared by the move and outcome kinds
 * of every family (a position, a sum of games, a whole-position game), so that each is said one way.
 * {@code where} is the position or sum as the question names it.
 */
final class VerdictWords {

    private VerdictWords() {}

    /** "none", rightly: every move from {@code where} loses. */
    static Verdict noneIsRight(String where, Derivation derivation, Idea idea) {
        return Verdict.right("Right: every move from " + where + " loses, so there is none.", derivation, idea);
    }

    /**
     * The worked answer to a move question: the first of {@code wins} (each written "A-1 (take 1 from
     * A)"), saying so when there are others, or "none" when {@code everyMove} ("every move from 3 4 5")
     * loses.
     */
    static String workedMove(List<String> wins, String everyMove) {
        if (wins.isEmpty()) {
            return "none: " + everyMove + " loses";
        }
        return wins.get(0) + (wins.size() > 1 ? ", or another winning move" : "");
    }

    /** P or N, rightly. */
    static Verdict outcomeRight(String where, Outcome truth, Derivation derivation, Idea idea, Set<Idea> known) {
        return Verdict.right("Right: " + where + " is " + outcomeWords(truth, known) + ".", derivation, idea);
    }

    /**
     * P or N, wrongly: {@code why} says what to check. With two answers to choose from, "it is not N"
     * would be the answer itself, so the summary sends the learner back to the position instead and
     * the worked answer waits for the last rung.
     */
    static Verdict outcomeWrong(String where, Outcome given, String why, Optional<Diagnosis> diagnosis,
            Derivation derivation, Idea idea, Set<Idea> known) {
        return Verdict.wrong("Not quite: work out again who wins from " + where + ".", why, diagnosis,
                derivation, idea);
    }

    /** The worked answer to P or N. */
    static Solution outcomeSolution(String where, Outcome truth, Derivation derivation, Idea idea, Set<Idea> known) {
        return new Solution(truth + ": " + where + " is " + outcomeWords(truth, known), derivation, idea);
    }

    /** P or N in words; their names only once the learner has met them, with the labels of a game tree. */
    static String outcomeWords(Outcome outcome, Set<Idea> known) {
        if (!known.contains(Idea.GAME_TREE)) {
            return outcome == Outcome.P ? "a loss for the player to move" : "a win for the player to move";
        }
        // "one where": read alone, "is not an N-position (the player to move wins)" says the opposite.
        return outcome == Outcome.P ? "a P-position (one where the player to move loses)"
                : "an N-position (one where the player to move wins)";
    }
}
