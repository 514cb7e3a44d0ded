package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.Claim;
import org.nimexplorer.explain.ClaimProof;
import org.nimexplorer.explain.ClaimWords;

/**
 * A learner's set proved (or not) to be the P-positions by the three properties of a kernel: each
 * property's verdict with what it was checked on, the smallest counterexample and the move that shows
 * it, then what follows. In accessible mode the same sentences, with moves in words ("taking 1 from A")
 * and no indentation to read past.
 */
public final class ClaimProofText {

    private ClaimProofText() {}

    public static List<String> render(ClaimProof p, Painter painter) {
        List<String> out = new ArrayList<>();
        int indent = painter.accessible() ? 0 : 2;
        char last = (char) ('a' + p.heaps() - 1);
        out.add(painter.paragraph("Your set K: the positions where " + p.claim() + ", among " + (p.heaps() == 1
                ? "one heap a of 0 to " + p.max() : p.heaps() + " heaps a " + (p.heaps() == 2 ? "and " : "to ") + last + " of 0 to " + p.max() + " each")
                + ", under " + p.rules().describe() + ".", 0));
        if (!p.rules().isNim() && mentionsS(p)) {
            out.add(painter.paragraph("Here s is " + String.join(" xor ", Claim.letters(p.heaps())) + ", the XOR of the heaps themselves;"
                    + " in this game that is not the nim-sum of Grundy values that 'analyze' shows.", 0));
        }
        if (!p.complete() && p.positions() == 0) {
            out.add(painter.paragraph(painter.bad("Interrupted") + ": the check stopped while it was still working out"
                    + " which positions are in K, before any property was checked. Run it again to the end.", 0));
            return out;
        }
        if (!p.complete()) {
            out.add(painter.paragraph(painter.bad("Interrupted") + String.format(": the check stopped after %,d of the"
                    + " %,d positions; what follows holds for those only.", p.positions(), total(p)), 0));
        }
        out.add(painter.paragraph(p.complete() && p.positions() == 1
                ? "Checked on the one position from the moves alone, with no search: it is" + (p.inSet() == 1 ? ""
                : " not") + " in K."
                : String.format("Checked on %s %,d positions from the moves alone, with no search: %,d of them %s in"
                + " K.", p.complete() ? "all" : "the first", p.positions(), p.inSet(), p.inSet() == 1 ? "is" : "are"),
                0));
        out.add("");
        out.addAll(hanging(ends(p, painter), indent, painter));
        out.addAll(hanging(stable(p, painter), indent, painter));
        out.addAll(hanging(absorbing(p, painter), indent, painter));
        p.rule().ifPresent(r -> {
            out.add("");
            out.addAll(hanging(rule(p, r, painter), indent, painter));
        });
        out.add("");
        out.add(painter.paragraph(conclusion(p), 0));
        return out;
    }

    /** Whether the claim or the rule reads s, the letter for the XOR of the heaps. */
    private static boolean mentionsS(ClaimProof p) {
        String pattern = "(?i).*\\bs\\b.*";
        return p.claim().matches(pattern) || p.rule().map(r -> r.text().matches(pattern)).orElse(false);
    }

    private static List<String> hanging(String text, int indent, Painter painter) {
        return Wrap.lines(text, 0, indent, painter.width());
    }

    private static long total(ClaimProof p) {
        return Math.round(Math.pow(p.max() + 1.0, p.heaps()));
    }

    /** The ends of the game: one position for Nim, every position with heaps below the smallest take otherwise. */
    private static String endsWords(ClaimProof p) {
        if (p.rules().moves() instanceof MoveSet.Subtraction s && s.smallest() > 1) {
            return String.format("the %,d end positions (every heap below %d, the smallest take)", p.ends().checked(),
                    s.smallest());
        }
        return "the end position " + new Position(new long[p.heaps()]);
    }

    private static String ends(ClaimProof p, Painter painter) {
        ClaimProof.Property e = p.ends();
        boolean misere = p.rules().isMisere();
        String head = ClaimWords.property(1) + ": ";
        if (e.holds()) {
            return head + holds(p, painter) + ". " + capital(endsWords(p)) + (e.checked() == 1 ? " is " : " are ")
                    + (misere ? "outside K" : "in K") + ", as " + (e.checked() == 1 ? "it" : "they") + " must be: "
                    + ClaimWords.endReason(misere) + ".";
        }
        return head + painter.bad("fails") + ClaimWords.failure(p, e.counterexample().orElseThrow(), painter.accessible());
    }

    private static String stable(ClaimProof p, Painter painter) {
        ClaimProof.Property s = p.stable();
        String head = ClaimWords.property(2) + ": ";
        if (s.holds() && s.checked() == 0) {
            return head + holds(p, painter) + ": " + onlyEndsInK(p) + ".";
        }
        if (s.holds()) {
            return head + holds(p, painter) + " on " + positions(s.checked(), "of K", theEnds(p)) + ", and "
                    + (s.moves() == 1 ? "the one move from " + (s.checked() == 1 ? "it" : "them")
                    : String.format("all %,d of %s moves", s.moves(), s.checked() == 1 ? "its" : "their")) + ".";
        }
        return head + painter.bad("fails") + ClaimWords.failure(p, s.counterexample().orElseThrow(), painter.accessible());
    }

    /** "all 12 positions of K that are not 0 0", or for one "the one position of K that is not 0 0". */
    private static String positions(long count, String where, String ends) {
        return count == 1 ? "the one position " + where + " that is not " + ends
                : String.format("all %,d positions %s that are not %s", count, where, ends);
    }

    private static String absorbing(ClaimProof p, Painter painter) {
        ClaimProof.Property a = p.absorbing();
        String head = ClaimWords.property(3) + ": ";
        if (a.holds() && a.checked() == 0) {
            return head + holds(p, painter) + ": " + onlyEndsOutsideK(p) + ".";
        }
        if (a.holds()) {
            String example = p.example().filter(x -> p.rule().isEmpty()).map(x -> " For example, from " + x.position()
                    + ", " + ClaimWords.move(x.move(), painter.accessible()) + " leaves " + x.move().applyTo(x.position()) + ".").orElse("");
            return head + holds(p, painter) + " on " + positions(a.checked(), "outside K", theEnds(p)) + "." + example;
        }
        return head + painter.bad("fails") + ClaimWords.failure(p, a.counterexample().orElseThrow(), painter.accessible());
    }

    /**
     * Why property 2 has nothing to check: every position of K is an end. K is then its ends in the box
     * (all of them, some, or none), so the count of K says which.
     */
    private static String onlyEndsInK(ClaimProof p) {
        long ends = p.ends().checked();
        if (p.inSet() == 0) {
            return "K is empty, so there is nothing to check";
        }
        if (p.inSet() == ends) {
            return "K has no position other than " + theEnds(p);
        }
        return p.inSet() == 1 ? "the one position of K is an end, where no move is left"
                : "every position of K is an end, where no move is left";
    }

    /** Why property 3 has nothing to check: every position outside K is an end, or there is none. */
    private static String onlyEndsOutsideK(ClaimProof p) {
        long outside = p.positions() - p.inSet();
        if (outside == 0) {
            return p.positions() == 1 ? "the one position of the box is in K" : "every position of the box is in K";
        }
        if (outside == p.ends().checked()) {
            return "the box has no position outside K other than " + theEnds(p);
        }
        return outside == 1 ? "the one position outside K is an end, where no move is left"
                : "every position outside K is an end, where no move is left";
    }

    private static String rule(ClaimProof p, ClaimProof.RuleCheck r, Painter painter) {
        String head = "Your rule, " + r.text() + ": ";
        if (r.holds()) {
            String example = r.example().map(x -> " For example, from " + x.position() + " it plays "
                    + ClaimWords.move(x.move(), painter.accessible()) + ", leaving " + x.move().applyTo(x.position()) + ".").orElse("");
            return head + holds(p, painter) + String.format(": at all %,d positions outside K that are not %s it"
                    + " names a legal move into K.", r.checked(), theEnds(p)) + example;
        }
        return head + painter.bad("fails") + ClaimWords.rule(p, r.counterexample().orElseThrow(), painter.accessible());
    }

    private static String conclusion(ClaimProof p) {
        if (!p.complete()) {
            return "The check was stopped, so nothing follows yet: run it again to the end.";
        }
        if (!p.holds()) {
            return "So K is not the set of P-positions: the P-positions have all three properties, and only they do."
                    + " Look at the smallest counterexample, change your set, and try again.";
        }
        String proved = "All three hold, so K is exactly the set of P-positions in this box. By induction on the"
                + " number of objects: the end" + (p.ends().checked() == 1 ? " is" : "s are") + " settled by property 1."
                + " At any other position, suppose every position with fewer objects is P exactly when it is in K;"
                + " every move removes an object. In K, every move leads outside K (property 2), to an N-position, so"
                + " the position is P; outside K, some move leads into K (property 3), to a P-position, so it is N."
                + " The box is closed under moves: a move only makes a heap smaller, so every follower of a position"
                + " in the box lies in the box and was checked too.";
        return p.rule().map(r -> proved + (r.holds() ? " And your rule is a winning strategy: from outside K it always"
                + " moves into K, and from K your opponent can only move out again." : " Your rule is not yet a"
                + " winning strategy: fix it at the position above.")).orElse(proved);
    }

    /** "holds", or "holds so far" for a check that was stopped. */
    private static String holds(ClaimProof p, Painter painter) {
        return painter.good(p.complete() ? "holds" : "holds so far");
    }

    private static String theEnds(ClaimProof p) {
        return p.ends().checked() == 1 ? "the end" : "the ends";
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
