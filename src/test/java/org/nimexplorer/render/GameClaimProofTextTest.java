package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Play;
import org.nimexplorer.explain.GameClaimProof;
import org.nimexplorer.explain.GameClaimProof.Box;
import org.nimexplorer.explain.GameClaimProof.Example;
import org.nimexplorer.explain.GameClaimProof.NoWayIn;
import org.nimexplorer.explain.GameClaimProof.Property;
import org.nimexplorer.explain.GameClaimProof.Spot;
import org.nimexplorer.explain.GameClaimProof.StaysIn;
import org.nimexplorer.explain.GameClaimProof.Step;
import org.nimexplorer.explain.GameClaimProof.WrongEnd;
import org.nimexplorer.explain.GameConjecture;

/**
 * Claims proved over other games, told word for word: what the letters stand for in each kind of
 * box, every property holding, failing or empty, singular and plural, interrupted checks, moves short
 * and in words, and the JSON of both the proof and a conjecture about a whole-position game.
 */
class GameClaimProofTextTest {

    /** One paragraph a line, so each sentence can be read whole. */
    private static final Marked WIDE = new Marked(1000, false);
    private static final Marked SPOKEN = new Marked(1000, true);

    private static Spot spot(String... parts) {
        return new Spot(List.of(parts));
    }

    private static final Step KNOCK = new Step("C-1=2+2", "knock down pin 3 of C, leaving rows of 2 and 2", spot("1",
            "4", "2+2"));

    private static Property holds(int n, long checked, long moves) {
        return new Property(n, true, checked, moves, Optional.empty());
    }

    private static Property fails(int n, GameClaimProof.Failure f) {
        return new Property(n, false, 5, 9, Optional.of(f));
    }

    private static GameClaimProof proof(Box box, int heaps, Play play, Property p1, Property p2, Property p3,
            Optional<Example> example, boolean complete, long positions, long inSet) {
        return new GameClaimProof("g(a) xor g(b) xor g(c) == 0", List.of("kayles"), "Kayles", play, box, heaps, 8,
                positions, inSet, p1, p2, p3, example, complete);
    }

    private static GameClaimProof proved(Box box, int heaps) {
        return proof(box, heaps, Play.NORMAL, holds(1, 1, 0), holds(2, 10, 40), holds(3, 20, 70),
                Optional.of(new Example(spot("1", "4", "5"), KNOCK)), true, 31, 11);
    }

    @Test
    void aProvedClaimOverPartsSaysWhatALetterIsAndWhyTheGameEnds() {
        assertThat(GameClaimProofText.render(proved(Box.PARTS, 3), WIDE)).containsExactly(
                "Your set K: the positions where g(a) xor g(b) xor g(c) == 0, among 3 parts a to c, each a row of 0 to"
                        + " 8 or the rows a move makes of it, under normal play (the last move wins), in Kayles.",
                "A move may split a row in two, so each letter stands for a part: a row, or the rows it has become"
                        + " (2+2). In the claim a letter is its part's number of objects, and g(a) is the Grundy value of the"
                        + " whole part, the mex of its moves' values; g of any other number, even g(a + 0), is the value"
                        + " of a single row that long.",
                "Checked on all 31 positions from the moves alone, with no search: 11 of them are in K.",
                "",
                "Property 1, the end: <holds>. The end position (no move left) is in K, as it must be: the player to"
                        + " move there has no move left, and has lost.",
                "Property 2, lemma 1's shape (from K every move leaves K): <holds> on all 10 positions of K that are"
                        + " not ends, and all 40 of their moves.",
                "Property 3, lemma 2's shape (from outside K some move enters K): <holds> on all 20 positions outside"
                        + " K that are not ends. For example, from 1 4 5, C-1=2+2 leaves 1 4 2+2.",
                "",
                "All three hold, so K is exactly the set of P-positions in this box. The proof is Bouton's induction:"
                        + " in K every move leads outside K, to an N-position, so the position is P; outside K some"
                        + " move leads into K, to a P-position, so it is N. It needs two facts about the game: it"
                        + " always ends (every move takes objects away or splits a row, so twice the objects less"
                        + " the rows falls), and the box is closed under moves (each letter ranges over every row up"
                        + " to 8 and all that moves make of it), so every follower was checked too.");
    }

    @Test
    void sInAClaimIsSaidToBeTheXorOfTheLettersThemselves() {
        GameClaimProof p = new GameClaimProof("s == 0", List.of("kayles"), "Kayles", Play.NORMAL, Box.HEAPS, 2, 8, 4,
                1, holds(1, 1, 0), holds(2, 0, 0), holds(3, 3, 3), Optional.empty(), true);
        assertThat(GameClaimProofText.render(p, WIDE).get(1)).isEqualTo("Here s is the XOR of the letters themselves"
                + " (a xor b), not of their Grundy values as the nim-sum of 'analyze' is.");
        GameClaimProof steps = new GameClaimProof("s == 0", List.of("staircase"), "Staircase Nim", Play.NORMAL,
                Box.STEPS, 2, 8, 4, 1, holds(1, 1, 0), holds(2, 0, 0), holds(3, 3, 3), Optional.empty(), true);
        assertThat(GameClaimProofText.render(steps, WIDE)).noneMatch(l -> l.startsWith("Here s is"));
        assertThat(GameClaimProofText.render(proved(Box.HEAPS, 2), WIDE)).noneMatch(l -> l.startsWith("Here s is"));
    }

    @Test
    void eachBoxIsToldInItsOwnWords() {
        assertThat(GameClaimProofText.render(proved(Box.HEAPS, 1), WIDE).get(0))
                .contains("among one heap a of 0 to 8, under normal play");
        assertThat(GameClaimProofText.render(proved(Box.HEAPS, 2), WIDE).get(0))
                .contains("among 2 heaps a and b of 0 to 8 each, under");
        assertThat(GameClaimProofText.render(proved(Box.PARTS, 1), WIDE).get(0))
                .contains("among one part a, a row of 0 to 8 or the rows a move makes of it, under");
        assertThat(GameClaimProofText.render(proved(Box.PARTS, 2), WIDE).get(0))
                .contains("among 2 parts a and b, each a row of 0 to 8 or");
        assertThat(GameClaimProofText.render(proved(Box.STEPS, 1), WIDE).get(0))
                .contains("among one step a (a the lowest, next to the ground), with at most 8 coins in all, under");
        assertThat(GameClaimProofText.render(proved(Box.STEPS, 4), WIDE).get(0))
                .contains("among 4 steps a to d (a the lowest");
        assertThat(GameClaimProofText.render(proved(Box.HEAPS, 3), WIDE)).noneMatch(l -> l.startsWith("A move may"));
        assertThat(GameClaimProofText.render(proved(Box.STEPS, 4), WIDE).get(7))
                .contains("it always ends (every move carries coins down and none ever climbs, so the sum of each"
                        + " coin's step falls), and the box is closed under moves (a move never adds coins)");
        assertThat(GameClaimProofText.render(proved(Box.HEAPS, 3), WIDE).get(7))
                .contains("it always ends (every move takes objects away), and the box is closed under moves (a move"
                        + " only makes heaps smaller)");
    }

    @Test
    void misereEndsAndOnePositionAreToldAsSuch() {
        GameClaimProof p = proof(Box.HEAPS, 3, Play.MISERE, holds(1, 3, 0), holds(2, 1, 1), holds(3, 1, 2),
                Optional.empty(), true, 5, 1);
        List<String> text = GameClaimProofText.render(p, WIDE);
        assertThat(text.get(0)).contains("under misère play (the last move loses), in Kayles.");
        assertThat(text.get(1)).isEqualTo("Checked on all 5 positions from the moves alone, with no search: 1 of"
                + " them is in K.");
        assertThat(text.get(3)).isEqualTo("Property 1, the end: <holds>. The 3 end positions (no move left) are"
                + " outside K, as they must be: under misère play the player to move there has won: the opponent"
                + " made the last move, and the last move loses.");
        assertThat(text.get(4)).endsWith("<holds> on the one position of K that is not an end, and its one move.");
        assertThat(text.get(5)).endsWith("<holds> on the one position outside K that is not an end.");
    }

    @Test
    void emptyPropertiesSayWhyThereIsNothingToCheck() {
        GameClaimProof empty = proof(Box.HEAPS, 2, Play.NORMAL, holds(1, 1, 0), holds(2, 0, 0), holds(3, 0, 0),
                Optional.empty(), true, 4, 0);
        assertThat(GameClaimProofText.render(empty, WIDE).subList(4, 6)).containsExactly(
                "Property 2, lemma 1's shape (from K every move leaves K): <holds>: K is empty, so there is nothing"
                        + " to check.",
                "Property 3, lemma 2's shape (from outside K some move enters K): <holds>: every position outside K"
                        + " is an end, where no move is left.");
        GameClaimProof onlyEnds = proof(Box.HEAPS, 2, Play.NORMAL, holds(1, 1, 0), holds(2, 0, 0), holds(3, 2, 2),
                Optional.empty(), true, 4, 1);
        assertThat(GameClaimProofText.render(onlyEnds, WIDE).get(4)).endsWith("<holds>: every position of K is an"
                + " end, where no move is left.");
        GameClaimProof oneOfK = proof(Box.HEAPS, 2, Play.NORMAL, holds(1, 1, 0), holds(2, 2, 1), holds(3, 2, 2),
                Optional.empty(), true, 4, 3);
        assertThat(GameClaimProofText.render(oneOfK, WIDE).get(4)).endsWith("<holds> on all 2 positions of K that"
                + " are not ends, and their one move.");
    }

    @Test
    void eachFailureShowsWhereAndTheMoveThatBreaksIt() {
        GameClaimProof p = proof(Box.PARTS, 3, Play.NORMAL, fails(1, new WrongEnd(spot("0", "0", "0"), false)),
                fails(2, new StaysIn(spot("1", "4", "5"), KNOCK)),
                fails(3, new NoWayIn(spot("0", "0", "1+1"), List.of(new Step("C-1", "knock down pin 1 of C",
                        spot("0", "0", "1"))), 2)), Optional.empty(), true, 31, 11);
        List<String> text = GameClaimProofText.render(p, WIDE);
        assertThat(text.subList(4, 9)).containsExactly(
                "Property 1, the end: !fails! at 0 0 0: no move is left there, and it is not in your set, but the"
                        + " player to move there has no move left, and has lost, so it must be in K.",
                "Property 2, lemma 1's shape (from K every move leaves K): !fails! at 1 4 5: C-1=2+2 leaves 1 4 2+2,"
                        + " still in your set (g(a) xor g(b) xor g(c) == 0 holds there).",
                "Property 3, lemma 2's shape (from outside K some move enters K): !fails! at 0 0 1+1: no move enters"
                        + " your set (C-1 leaves 0 0 1 and 1 more move; neither has g(a) xor g(b) xor g(c) == 0).",
                "",
                "So K is not the set of P-positions: the P-positions have all three properties, and only they do."
                        + " Look at the smallest counterexample, change your set, and try again.");
        assertThat(GameClaimProofText.render(p, SPOKEN).get(5)).contains("at 1 4 5: knock down pin 3 of C, leaving"
                + " rows of 2 and 2 leaves 1 4 2+2");
        GameClaimProof misere = proof(Box.PARTS, 3, Play.MISERE, fails(1, new WrongEnd(spot("0", "0", "0"), true)),
                holds(2, 1, 1), holds(3, 1, 1), Optional.empty(), true, 3, 1);
        assertThat(GameClaimProofText.render(misere, WIDE).get(4)).isEqualTo("Property 1, the end: !fails! at 0 0"
                + " 0: no move is left there, and it is in your set, but under misère play the player to move there"
                + " has won: the opponent made the last move, and the last move loses, so it must not be in K.");
    }

    @Test
    void aPositionWithOneOrManyMovesOutsideKListsThem() {
        Step one = new Step("A-1", "take 1 from A", spot("0", "1"));
        GameClaimProof single = proof(Box.HEAPS, 2, Play.NORMAL, holds(1, 1, 0), holds(2, 1, 1),
                fails(3, new NoWayIn(spot("1", "1"), List.of(one), 1)), Optional.empty(), true, 4, 1);
        assertThat(GameClaimProofText.render(single, WIDE).get(5)).endsWith("at 1 1: no move enters your set (A-1"
                + " leaves 0 1, and that does not have g(a) xor g(b) xor g(c) == 0).");
        GameClaimProof many = proof(Box.HEAPS, 2, Play.NORMAL, holds(1, 1, 0), holds(2, 1, 1),
                fails(3, new NoWayIn(spot("1", "1"), List.of(one, one), 7)), Optional.empty(), true, 4, 1);
        assertThat(GameClaimProofText.render(many, WIDE).get(5)).endsWith("(A-1 leaves 0 1, A-1 leaves 0 1 and 5"
                + " more moves; none has g(a) xor g(b) xor g(c) == 0).");
        GameClaimProof three = proof(Box.HEAPS, 2, Play.NORMAL, holds(1, 1, 0), holds(2, 1, 1),
                fails(3, new NoWayIn(spot("1", "1"), List.of(one, one, one), 3)), Optional.empty(), true, 4, 1);
        assertThat(GameClaimProofText.render(three, WIDE).get(5)).endsWith("A-1 leaves 0 1, and none has g(a) xor"
                + " g(b) xor g(c) == 0).");
    }

    @Test
    void anInterruptedCheckSaysHowFarItGot() {
        GameClaimProof early = proof(Box.PARTS, 3, Play.NORMAL, holds(1, 0, 0), holds(2, 0, 0), holds(3, 0, 0),
                Optional.empty(), false, 0, 7);
        List<String> text = GameClaimProofText.render(early, WIDE);
        assertThat(text).hasSize(3);
        assertThat(text.get(2)).isEqualTo("!Interrupted!: the check stopped while it was still working out which"
                + " positions are in K, before any property was checked. Run it again to the end.");
        GameClaimProof later = proof(Box.HEAPS, 3, Play.NORMAL, holds(1, 1, 0), holds(2, 3, 9), holds(3, 5, 5),
                Optional.empty(), false, 9, 3);
        List<String> partial = GameClaimProofText.render(later, WIDE);
        assertThat(partial.get(1)).isEqualTo("!Interrupted!: the check stopped after 9 positions; what follows holds"
                + " for those only.");
        assertThat(partial.get(2)).startsWith("Checked on the first 9 positions");
        assertThat(partial.get(4)).startsWith("Property 1, the end: <holds so far>.");
        assertThat(partial.get(partial.size() - 1)).isEqualTo("The check was stopped, so nothing follows yet: run it"
                + " again to the end.");
    }

    @Test
    void atEightyColumnsTheVerdictsHangUnderTheirProperty() {
        List<String> lines = String.join("\n", GameClaimProofText.render(proved(Box.PARTS, 3), Marked.AT_80))
                .lines().toList();
        assertThat(lines).allMatch(l -> l.length() <= 80);
        assertThat(lines).contains("  must be: the player to move there has no move left, and has lost.");
        assertThat(String.join("\n", GameClaimProofText.render(proved(Box.PARTS, 3), new Marked(80, true))))
                .doesNotContain("\n  ");
    }

    @Test
    void theProofAndAWholeGameConjectureAreWrittenAsJson() {
        GameClaimProof p = proof(Box.PARTS, 3, Play.MISERE, holds(1, 1, 0), fails(2, new StaysIn(spot("1", "4",
                "5"), KNOCK)), fails(3, new NoWayIn(spot("0", "0", "1+1"), List.of(KNOCK), 2)),
                Optional.of(new Example(spot("1", "4", "5"), KNOCK)), true, 31, 11);
        StringWriter out = new StringWriter();
        Json.gameClaimProof(new PrintWriter(out), p, 12);
        assertThat(out.toString().strip()).isEqualTo("{\"claim\":\"g(a) xor g(b) xor g(c) == 0\",\"games\":[\"kayles\"],"
                + "\"play\":\"misere\",\"box\":\"parts\",\"heaps\":3,\"max\":8,\"positions\":31,\"inSet\":11,"
                + "\"holds\":false,\"properties\":[{\"property\":1,\"shape\":\"end\",\"holds\":true,\"checked\":1,"
                + "\"moves\":0,\"counterexample\":null},{\"property\":2,\"shape\":\"lemma1\",\"holds\":false,"
                + "\"checked\":5,\"moves\":9,\"counterexample\":{\"heaps\":[\"1\",\"4\",\"5\"],\"move\":{\"move\":"
                + "\"C-1=2+2\",\"words\":\"knock down pin 3 of C, leaving rows of 2 and 2\",\"leaves\":[\"1\",\"4\","
                + "\"2+2\"]}}},{\"property\":3,\"shape\":\"lemma2\",\"holds\":false,\"checked\":5,\"moves\":9,"
                + "\"counterexample\":{\"heaps\":[\"0\",\"0\",\"1+1\"],\"moves\":[{\"move\":\"C-1=2+2\",\"words\":"
                + "\"knock down pin 3 of C, leaving rows of 2 and 2\",\"leaves\":[\"1\",\"4\",\"2+2\"]}],"
                + "\"moveCount\":2}}],\"example\":{\"heaps\":[\"1\",\"4\",\"5\"],\"move\":{\"move\":\"C-1=2+2\","
                + "\"words\":\"knock down pin 3 of C, leaving rows of 2 and 2\",\"leaves\":[\"1\",\"4\",\"2+2\"]}},"
                + "\"complete\":true,\"millis\":12}");
        GameConjecture c = new GameConjecture("a == b", List.of("moore[2]"), "Moore's Nim", Box.HEAPS, 3, 7, 512, 8,
                Optional.of(new GameConjecture.Counterexample(spot("0", "0", "1"), Optional.of(new Step("C-1",
                        "take 1 from C", spot("0", "0", "0"))))), Optional.empty());
        StringWriter json = new StringWriter();
        Json.write(new PrintWriter(json), c);
        assertThat(json.toString().strip()).isEqualTo("{\"claim\":\"a == b\",\"games\":[\"moore[2]\"],\"rules\":"
                + "\"Moore's Nim\",\"box\":\"heaps\",\"heaps\":3,\"max\":7,\"positions\":512,\"pPositions\":8,"
                + "\"claimedPButN\":{\"position\":[\"0\",\"0\",\"1\"],\"winningMove\":{\"move\":\"C-1\",\"words\":"
                + "\"take 1 from C\",\"leaves\":[\"0\",\"0\",\"0\"]}},\"claimedNButP\":null}");
    }

    @Test
    void aConjectureAboutAWholePositionGameIsJudgedInItsOwnWords() {
        GameConjecture holds = new GameConjecture("a xor c == 0", List.of("staircase"), "Staircase Nim", Box.STEPS, 4, 8,
                495, 95, Optional.empty(), Optional.empty());
        assertThat(ConjectureText.render(holds, WIDE)).containsExactly(
                "Claim: the P-positions are those where a xor c == 0 (4 steps a to d (a the lowest, next to the"
                        + " ground), with at most 8 coins in all; Staircase Nim).",
                "Checked on all 495 positions against a search of every line of play, which uses no formula (95 of"
                        + " them are P-positions).",
                "",
                "<The claim holds>: it calls every P-position P and every N-position N in these bounds.");
        GameConjecture fails = new GameConjecture("b xor d == 0", List.of("staircase"), "Staircase Nim", Box.STEPS, 2, 8,
                45, 9, Optional.of(new GameConjecture.Counterexample(spot("1", "0"), Optional.of(new Step("S1-1",
                        "move 1 coin from step 1 to the ground", spot("0", "0"))))),
                Optional.of(new GameConjecture.Missed(spot("0", "0"), true)));
        assertThat(ConjectureText.render(fails, WIDE)).containsExactly(
                "Claim: the P-positions are those where b xor d == 0 (2 steps a and b (a the lowest, next to the"
                        + " ground), with at most 8 coins in all; Staircase Nim).",
                "Checked on all 45 positions against a search of every line of play, which uses no formula (9 of"
                        + " them are P-positions).",
                "",
                "!The claim fails.!",
                "  Smallest position it calls P that is N: 1 0, where the player to move wins with S1-1 (move 1 coin"
                        + " from step 1 to the ground), leaving 0 0.",
                "  Smallest P-position it misses: 0 0 (the player to move there has no move left, and has lost).");
        GameConjecture moore = new GameConjecture("a == 0", List.of("moore[2]"), "Moore's Nim", Box.HEAPS, 1, 3, 4, 1,
                Optional.of(new GameConjecture.Counterexample(spot("0"), Optional.empty())),
                Optional.of(new GameConjecture.Missed(spot("2"), false)));
        assertThat(ConjectureText.render(moore, WIDE)).contains(
                "Claim: the P-positions are those where a == 0 (one heap a of 0 to 3; Moore's Nim).",
                "  Smallest position it calls P that is N: 0.",
                "  Smallest P-position it misses: 2 (every move from it leaves the opponent a win).");
        GameConjecture parts = new GameConjecture("a == b", List.of("nim", "kayles"), "a sum of games: a in nim, b in"
                + " kayles", Box.PARTS, 2, 5, 100, 20, Optional.empty(), Optional.empty());
        assertThat(ConjectureText.render(parts, WIDE).get(0)).isEqualTo("Claim: the P-positions are those where a =="
                + " b (2 parts a and b, each a row of 0 to 5 or the rows a move makes of it; a sum of games: a in nim,"
                + " b in kayles).");
        GameConjecture one = new GameConjecture("a == 0", List.of("staircase"), "Staircase Nim", Box.STEPS, 1, 0, 1, 1,
                Optional.empty(), Optional.empty());
        assertThat(ConjectureText.render(one, WIDE).get(0)).contains("(one step a (a the lowest, next to the ground), with at most 0 coins");
        assertThat(ConjectureText.render(one, WIDE).get(1)).contains("the one position against");
    }
}
