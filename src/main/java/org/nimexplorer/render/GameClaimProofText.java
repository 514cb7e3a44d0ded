package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.Play;
import org.nimexplorer.explain.ClaimWords;
import org.nimexplorer.explain.GameClaimProof;
import org.nimexplorer.explain.GameClaimProof.Box;
import org.nimexplorer.explain.GameClaimProof.Failure;
import org.nimexplorer.explain.GameClaimProof.NoWayIn;
import org.nimexplorer.explain.GameClaimProof.Property;
import org.nimexplorer.explain.GameClaimProof.StaysIn;
import org.nimexplorer.explain.GameClaimProof.Step;
import org.nimexplorer.explain.GameClaimProof.WrongEnd;

/**
 * A learner's set proved (or not) to be the P-positions of another game, told as {@link
 * ClaimProofText} tells it for Nim: what the letters stand for, each property's verdict with its
 * smallest counterexample and the move that shows it, then what follows, with the reason this game
 * always ends. Moves are shown short ("C-1=2+2") or, in accessible mode, in the game's words.
 */
public final class GameClaimProofText {

    private GameClaimProofText() {}

    public static List<String> render(GameClaimProof p, Painter painter) {
        List<String> out = new ArrayList<>();
        int indent = painter.accessible() ? 0 : 2;
        out.add(painter.paragraph("Your set K: the positions where " + p.claim() + ", " + box(p) + ", under "
                + (p.play() == Play.MISERE ? "misère play (the last move loses)" : "normal play (the last move wins)")
                + ", in " + p.rules() + ".", 0));
        if (p.box() == Box.PARTS) {
            out.add(painter.paragraph("A move may split a row in two, so each letter stands for a part: a row, or"
                    + " the rows it has become (2+2). In the claim a letter is its part's number of objects, and g(a) is the"
                    + " Grundy value of the whole part, the mex of its moves' values; g of any other number, even"
                    + " g(a + 0), is the value of a single row that long.", 0));
        }
        if (p.box() != Box.STEPS && p.claim().matches("(?i).*\\bs\\b.*")) {
            out.add(painter.paragraph("Here s is the XOR of the letters themselves (" + String.join(" xor ",
                    java.util.stream.IntStream.range(0, p.heaps()).mapToObj(i -> String.valueOf((char) ('a' + i)))
                            .toList()) + "), not of their Grundy values as the nim-sum of 'analyze' is.", 0));
        }
        if (!p.complete() && p.positions() == 0) {
            out.add(painter.paragraph(painter.bad("Interrupted") + ": the check stopped while it was still working out"
                    + " which positions are in K, before any property was checked. Run it again to the end.", 0));
            return out;
        }
        if (!p.complete()) {
            out.add(painter.paragraph(painter.bad("Interrupted") + String.format(": the check stopped after %,d"
                    + " positions; what follows holds for those only.", p.positions()), 0));
        }
        out.add(painter.paragraph(String.format("Checked on %s %,d positions from the moves alone, with no search:"
                + " %,d of them %s in K.", p.complete() ? "all" : "the first", p.positions(), p.inSet(),
                p.inSet() == 1 ? "is" : "are"), 0));
        out.add("");
        out.addAll(Wrap.lines(ends(p, painter), 0, indent, painter.width()));
        out.addAll(Wrap.lines(stable(p, painter), 0, indent, painter.width()));
        out.addAll(Wrap.lines(absorbing(p, painter), 0, indent, painter.width()));
        out.add("");
        out.add(painter.paragraph(conclusion(p), 0));
        return out;
    }

    private static String box(GameClaimProof p) {
        return "among " + box(p.box(), p.heaps(), p.max());
    }

    /** "3 parts a to c, each a row of 0 to 8 or the rows a move makes of it", "4 steps a to d (a the lowest...". */
    static String box(Box box, int h, long max) {
        String letters = h == 1 ? "a" : h == 2 ? "a and b" : "a to " + (char) ('a' + h - 1);
        return switch (box) {
            case PARTS -> (h == 1 ? "one part a" : h + " parts " + letters) + ", " + (h == 1 ? "a row" : "each a row")
                    + " of 0 to " + max + " or the rows a move makes of it";
            case HEAPS -> (h == 1 ? "one heap a" : h + " heaps " + letters) + " of 0 to " + max + (h == 1 ? "" : " each");
            case STEPS -> (h == 1 ? "one step a" : h + " steps " + letters) + " (a the lowest, next to the ground), with"
                    + " at most " + max + " coins in all";
        };
    }

    private static String ends(GameClaimProof p, Painter painter) {
        Property e = p.ends();
        boolean misere = p.play() == Play.MISERE;
        String head = ClaimWords.property(1) + ": ";
        if (e.holds()) {
            String ends = e.checked() == 1 ? "The end position (no move left) is" : String.format("The %,d end"
                    + " positions (no move left) are", e.checked());
            return head + holds(p, painter) + ". " + ends + " " + (misere ? "outside K" : "in K") + ", as "
                    + (e.checked() == 1 ? "it" : "they") + " must be: " + ClaimWords.endReason(misere) + ".";
        }
        return head + painter.bad("fails") + failure(p, e.counterexample().orElseThrow(), painter.accessible());
    }

    private static String stable(GameClaimProof p, Painter painter) {
        Property s = p.stable();
        String head = ClaimWords.property(2) + ": ";
        if (s.holds() && s.checked() == 0) {
            return head + holds(p, painter) + ": " + (p.inSet() == 0 ? "K is empty, so there is nothing to check"
                    : "every position of K is an end, where no move is left") + ".";
        }
        if (s.holds()) {
            return head + holds(p, painter) + String.format(" on %s, and %s.", s.checked() == 1
                    ? "the one position of K that is not an end" : String.format("all %,d positions of K that are not"
                    + " ends", s.checked()), s.moves() == 1 ? (s.checked() == 1 ? "its" : "their") + " one move" : String.format("all %,d of %s moves",
                    s.moves(), s.checked() == 1 ? "its" : "their"));
        }
        return head + painter.bad("fails") + failure(p, s.counterexample().orElseThrow(), painter.accessible());
    }

    private static String absorbing(GameClaimProof p, Painter painter) {
        Property a = p.absorbing();
        String head = ClaimWords.property(3) + ": ";
        if (a.holds() && a.checked() == 0) {
            return head + holds(p, painter) + ": every position outside K is an end, where no move is left.";
        }
        if (a.holds()) {
            String example = p.example().map(x -> " For example, from " + x.position() + ", " + move(x.move(),
                    painter.accessible()) + " leaves " + x.move().after() + ".").orElse("");
            return head + holds(p, painter) + (a.checked() == 1 ? " on the one position outside K that is not an end."
                    : String.format(" on all %,d positions outside K that are not ends.", a.checked())) + example;
        }
        return head + painter.bad("fails") + failure(p, a.counterexample().orElseThrow(), painter.accessible());
    }

    /** What follows "fails": where, and the move or moves that show it. */
    private static String failure(GameClaimProof p, Failure f, boolean spoken) {
        String at = " at " + f.position() + ": ";
        if (f instanceof WrongEnd w) {
            boolean misere = p.play() == Play.MISERE;
            return at + "no move is left there, and it is " + (w.inSet() ? "in" : "not in") + " your set, but "
                    + ClaimWords.endReason(misere) + ", so it must " + (misere ? "not be" : "be") + " in K.";
        }
        if (f instanceof StaysIn s) {
            return at + move(s.move(), spoken) + " leaves " + s.move().after() + ", still in your set (" + p.claim()
                    + " holds there).";
        }
        NoWayIn n = (NoWayIn) f;
        List<String> listed = n.moves().stream().map(m -> move(m, spoken) + " leaves " + m.after()).toList();
        long more = n.moveCount() - n.moves().size();
        String none = n.moveCount() == 1 ? "that does not have " : n.moveCount() == 2 ? "neither has " : "none has ";
        String moves = more > 0 ? String.join(", ", listed) + (more == 1 ? " and 1 more move; " : String.format(" and %,d more moves; ", more)) + none
                : String.join(", ", listed) + ", and " + none;
        return at + "no move enters your set (" + moves + p.claim() + ").";
    }

    private static String move(Step step, boolean spoken) {
        return spoken ? step.words() : step.shortForm();
    }

    private static String conclusion(GameClaimProof p) {
        if (!p.complete()) {
            return "The check was stopped, so nothing follows yet: run it again to the end.";
        }
        if (!p.holds()) {
            return "So K is not the set of P-positions: the P-positions have all three properties, and only they do."
                    + " Look at the smallest counterexample, change your set, and try again.";
        }
        return "All three hold, so K is exactly the set of P-positions in this box. The proof is Bouton's induction:"
                + " in K every move leads outside K, to an N-position, so the position is P; outside K some move leads"
                + " into K, to a P-position, so it is N. It needs two facts about the game: it always ends ("
                + measure(p) + "), and the box is closed under moves (" + closed(p) + "), so every follower was"
                + " checked too.";
    }

    /** Why every line of play ends: what each move makes smaller. */
    private static String measure(GameClaimProof p) {
        return switch (p.box()) {
            case STEPS -> "every move carries coins down and none ever climbs, so the sum of each coin's step falls";
            case PARTS -> "every move takes objects away or splits a row, so twice the objects less the rows falls";
            case HEAPS -> "every move takes objects away";
        };
    }

    /** Why no move leaves the box. */
    private static String closed(GameClaimProof p) {
        return switch (p.box()) {
            case STEPS -> "a move never adds coins";
            case PARTS -> "each letter ranges over every row up to " + p.max() + " and all that moves make of it";
            case HEAPS -> "a move only makes heaps smaller";
        };
    }

    private static String holds(GameClaimProof p, Painter painter) {
        return painter.good(p.complete() ? "holds" : "holds so far");
    }
}
