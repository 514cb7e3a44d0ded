package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.ClaimWords;
import org.nimexplorer.explain.Conjecture;
import org.nimexplorer.explain.SumConjecture;
import org.nimexplorer.explain.GameConjecture;

/** A learner's claim about the P-positions, judged, with its smallest counterexamples. */
public final class ConjectureText {

    private ConjectureText() {}

    public static List<String> render(Conjecture c, Painter painter) {
        List<String> out = new ArrayList<>();
        out.add(painter.paragraph("Claim: the P-positions are those where " + c.claim() + " ("
                + bounds("heap", c.heaps(), c.max()) + "; " + c.rules().describe() + ").", 0));
        out.add(painter.paragraph(String.format("Checked on %s against brute force (%s).", all(c.positions()),
                pPositions(c.positions(), c.pPositions())), 0));
        out.addAll(verdict(c.holds(), c.claimedPButN().map(ex -> ex.position() + ex.winningMove().map(m
                -> ", where the player to move wins with " + m.shortForm() + " (" + m.describe() + "), leaving "
                + m.applyTo(ex.position())).orElse("")), c.claimedNButP().map(p -> missed(p, c.rules().isOver(p))),
                painter));
        return out;
    }

    /** "heaps a to c, each 0 to 7" for several, "heaps a and b, each 0 to 7" for two, "heap a, 0 to 7" for one. */
    private static String bounds(String word, int heaps, long max) {
        return (heaps == 1 ? word + " a, " : word + "s a " + (heaps == 2 ? "and" : "to") + " "
                + (char) ('a' + heaps - 1) + ", each ") + "0 to " + max;
    }

    /** A P-position the claim misses, and why it is P: no move at all, or no move that wins. */
    private static String missed(Position p, boolean over) {
        return p + " (" + (over ? ClaimWords.endReason(false) : "every move from it leaves the opponent a win") + ")";
    }

    /** "all 16 positions", or "the one position". */
    private static String all(long positions) {
        return positions == 1 ? "the one position" : String.format("all %,d positions", positions);
    }

    private static String pPositions(long positions, long count) {
        if (positions == 1) {
            return count == 1 ? "it is a P-position" : "it is an N-position";
        }
        return count == 1 ? "1 of them is a P-position" : String.format("%,d of them are P-positions", count);
    }

    /** Whether the claim holds, and if not its smallest mistakes either way. */
    private static List<String> verdict(boolean holds, Optional<String> claimedPButN, Optional<String> missed,
            Painter painter) {
        List<String> out = new ArrayList<>();
        out.add("");
        if (holds) {
            out.add(painter.paragraph(painter.good("The claim holds") + ": it calls every P-position P and every"
                    + " N-position N in these bounds.", 0));
            return out;
        }
        out.add(painter.bad("The claim fails."));
        out.add(painter.paragraph(claimedPButN.map(p -> "Smallest position it calls P that is N: " + p + ".")
                .orElse("It calls no N-position P: every position it calls P is one."), 2));
        out.add(painter.paragraph(missed.map(p -> "Smallest P-position it misses: " + p + ".")
                .orElse("It misses no P-position."), 2));
        return out;
    }

    /**
     * A claim about sums of another game: the same verdict, with the game's moves, what g(x) means
     * there, and the winning move told inside the game (for Kayles, the pins knocked down).
     */
    public static List<String> render(SumConjecture c, Painter painter) {
        List<String> out = new ArrayList<>();
        String word = c.game().heapWord();
        String convention = c.play() == Play.MISERE ? "misère play (the last move loses)"
                : "normal play (the last move wins)";
        out.add(painter.paragraph("Claim: the P-positions are those where " + c.claim() + " ("
                + bounds(word, c.heaps(), c.max()) + "; " + convention + ", " + c.game().describe() + "). In a claim, g(x) is"
                + " the Grundy value of a " + word + " of x in " + c.game().notation() + ".", 0));
        out.add(painter.paragraph(String.format("Checked on %s against a search of every line of play, which uses no"
                + " Grundy values (%s).", all(c.positions()), pPositions(c.positions(), c.pPositions())), 0));
        out.addAll(verdict(c.holds(), c.claimedPButN().map(ex -> {
            GameSum sum = GameSum.of(c.game(), ex.position().heaps());
            return ex.position() + ex.winningMove().map(m -> ", where the player to move wins with " + m.shortForm()
                    + " (" + m.describe(sum) + "), moving to " + m.applyTo(sum)).orElse("");
        }), c.claimedNButP().map(p -> missed(p, GameSum.of(c.game(), p.heaps()).moves().isEmpty())), painter));
        return out;
    }

    /**
     * A claim about Moore's Nim, the staircase or a sum of different games: the same verdict, the box
     * told as a proof of the claim tells it, and the winning move in the game's own words.
     */
    public static List<String> render(GameConjecture c, Painter painter) {
        List<String> out = new ArrayList<>();
        out.add(painter.paragraph("Claim: the P-positions are those where " + c.claim() + " (" + GameClaimProofText.box(
                c.box(), c.heaps(), c.max()) + "; " + c.rules() + ").", 0));
        out.add(painter.paragraph(String.format("Checked on %s against a search of every line of play, which uses no"
                + " formula (%s).", all(c.positions()), pPositions(c.positions(), c.pPositions())), 0));
        out.addAll(verdict(c.holds(), c.claimedPButN().map(ex -> ex.position() + ex.winningMove().map(m
                -> ", where the player to move wins with " + m.shortForm() + " (" + m.words() + "), leaving "
                + m.after()).orElse("")), c.claimedNButP().map(m -> m.position() + " (" + (m.over()
                ? ClaimWords.endReason(false) : "every move from it leaves the opponent a win") + ")"), painter));
        return out;
    }
}
