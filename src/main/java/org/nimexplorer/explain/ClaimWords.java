package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Position;

/**
 * What fails in a {@link ClaimProof}, in the words a learner reads: the same sentence in the proof's
 * text and in a lesson's feedback. Each says where ("at 1 1 0") and why (the move that breaks the
 * property), never what the right set or rule is.
 */
public final class ClaimWords {

    private ClaimWords() {}

    /** The property's name and shape: "Property 3, lemma 2's shape (from outside K some move enters K)". */
    public static String property(int number) {
        return switch (number) {
            case 1 -> "Property 1, the end";
            case 2 -> "Property 2, lemma 1's shape (from K every move leaves K)";
            default -> "Property 3, lemma 2's shape (from outside K some move enters K)";
        };
    }

    /** Why the end is where it must be: who has won or lost there. */
    public static String endReason(boolean misere) {
        return misere ? "under misère play the player to move there has won: the opponent made the last move, and the"
                + " last move loses" : "the player to move there has no move left, and has lost";
    }

    /** What follows "fails" for a property: " at 1 1 0: no move enters your set (...)." */
    public static String failure(ClaimProof p, ClaimProof.Failure failure) {
        return failure(p, failure, false);
    }

    /** A move as it is read: "A-2", or for a screen reader "taking 2 from A". */
    public static String move(Move m, boolean spoken) {
        return spoken ? "taking " + m.take() + " from " + HeapLabels.of(m.heap()) : m.shortForm();
    }

    /** The same, with moves in words for a screen reader when {@code spoken}. */
    public static String failure(ClaimProof p, ClaimProof.Failure failure, boolean spoken) {
        Position at = failure.position();
        if (failure instanceof ClaimProof.WrongEnd w) {
            boolean misere = p.rules().isMisere();
            return " at " + at + ": it is " + (w.inSet() ? "in" : "not in") + " your set, but " + endReason(misere)
                    + ", so it must " + (misere ? "not be" : "be") + " in K.";
        }
        if (failure instanceof ClaimProof.StaysIn s) {
            Move m = s.move();
            return " at " + at + ": " + move(m, spoken) + " leaves " + m.applyTo(at) + ", still in your set ("
                    + p.claim() + " holds there).";
        }
        if (failure instanceof ClaimProof.NoWayIn n) {
            List<String> listed = new ArrayList<>();
            for (Move m : n.moves()) {
                listed.add(move(m, spoken) + " leaves " + m.applyTo(at));
            }
            long more = n.moveCount() - n.moves().size();
            String none = n.moveCount() == 1 ? "that does not have " : n.moveCount() == 2 ? "neither has " : "none has ";
            String moves = more > 0 ? String.join(", ", listed) + String.format(" and %,d more moves; %s", more, none)
                    : String.join(", ", listed) + ", and " + none;
            return " at " + at + ": no move enters your set (" + moves + p.claim() + ").";
        }
        return rule(p, (ClaimProof.RuleMiss) failure, spoken);
    }

    /** What follows "fails" for a rule: " at 0 1 2: it takes heap B from 1 to 2, ... A move into K does exist there: ...". */
    public static String rule(ClaimProof p, ClaimProof.RuleMiss m) {
        return rule(p, m, false);
    }

    /** The same, with moves in words for a screen reader when {@code spoken}. */
    public static String rule(ClaimProof p, ClaimProof.RuleMiss m, boolean spoken) {
        Position at = m.position();
        String heap = m.heap() >= 0 ? HeapLabels.of(m.heap()) : "";
        long size = m.heap() >= 0 ? at.heap(m.heap()) : 0;
        String condition = p.rule().map(ClaimProof.RuleCheck::condition).orElse("");
        String what = switch (m.miss()) {
            case NO_HEAP -> "no heap meets its condition " + condition + ", so it names no move";
            case NO_SUCH_HEAP -> "it names heap " + m.newSize() + ", which does not exist: the heaps are numbered 1"
                    + (p.heaps() == 1 ? " (A)" : " to " + p.heaps() + " (A to " + HeapLabels.of(p.heaps() - 1) + ")");
            case CANNOT_COMPUTE -> "it cannot be computed there: it makes " + m.problem();
            case BELOW_ZERO -> "it takes heap " + heap + " to " + m.newSize() + ", and a heap cannot go below 0";
            case GROWS -> "it takes heap " + heap + " from " + size + " to " + m.newSize() + ", so the heap would grow:"
                    + " a move only takes objects away";
            case STAYS -> "it leaves heap " + heap + " at " + size + ", and a move must take at least one object";
            case NOT_ALLOWED -> "it takes " + (size - m.newSize()) + " from " + heap + ", which this game does not"
                    + " allow (" + p.rules().moves().describe() + ")";
            case MISSES -> {
                Move move = new Move(m.heap(), size - m.newSize());
                yield "it plays " + move(move, spoken) + ", leaving " + move.applyTo(at) + ", which is not in your set";
            }
        };
        String another = m.another().map(x -> " A move into K does exist there: " + move(x, spoken) + " leaves "
                + x.applyTo(at) + ".").orElse(" No move enters K there at all.");
        return " at " + at + ": " + what + "." + another;
    }
}
