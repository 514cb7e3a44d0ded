package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Conjecture;
import org.nimexplorer.explain.SumConjecture;

/** Claims about the P-positions of Nim and of Kayles sums: holding, wrong both ways, wrong one way only. */
class ConjectureTextTest {

    private static final HeapGame KAYLES = GameNotation.heapGame("kayles").orThrow();

    private static List<String> nim(String claim, int heaps, long max) {
        return ConjectureText.render(Conjecture.check(claim, Rules.NIM, heaps, max, () -> false).orThrow(),
                Marked.AT_80);
    }

    private static List<String> kayles(String claim, Play play) {
        return ConjectureText.render(SumConjecture.check(claim, KAYLES, play, 2, 4, () -> false, done -> { })
                .orThrow(), Marked.AT_80);
    }

    @Test
    void equalPairsAreTheNimPPositions() {
        assertThat(nim("a == b", 2, 4)).containsExactly(
                "Claim: the P-positions are those where a == b (heaps a and b, each 0 to 4;\nnormal play (the last move"
                        + " wins), any number from one heap).",
                "Checked on all 25 positions against brute force (5 of them are P-positions).",
                "",
                "<The claim holds>: it calls every P-position P and every N-position N in these\nbounds.");
    }

    @Test
    void oneHeapIsNamedAloneAndOnePPositionIsOne() {
        assertThat(nim("a == 0", 1, 3).subList(0, 2)).containsExactly(
                "Claim: the P-positions are those where a == 0 (heap a, 0 to 3; normal play (the\nlast move wins), any"
                        + " number from one heap).",
                "Checked on all 4 positions against brute force (1 of them is a P-position).");
        assertThat(ConjectureText.render(SumConjecture.check("g(a) == 0", KAYLES, Play.NORMAL, 1, 3, () -> false,
                done -> { }).orThrow(), Marked.AT_80).get(1)).isEqualTo("Checked on all 4 positions against a search"
                + " of every line of play, which uses no\nGrundy values (1 of them is a P-position).");
    }

    @Test
    void aPlusBIsCWrongBothWays() {
        assertThat(nim("a + b == c", 3, 3)).containsExactly(
                "Claim: the P-positions are those where a + b == c (heaps a to c, each 0 to 3;\nnormal play (the last"
                        + " move wins), any number from one heap).",
                "Checked on all 64 positions against brute force (16 of them are P-positions).",
                "",
                "!The claim fails.!",
                "  Smallest position it calls P that is N: 1 1 2, where the player to move wins\n  with C-2 (take 2 from C),"
                        + " leaving 1 1 0.",
                "  Smallest P-position it misses: 1 1 0 (every move from it leaves the opponent a\n  win).");
    }

    @Test
    void aClaimTooWideCallsAnNPositionPButMissesNone() {
        assertThat(nim("a == b or a == 1", 2, 3).subList(3, 6)).containsExactly(
                "!The claim fails.!",
                "  Smallest position it calls P that is N: 1 0, where the player to move wins\n  with A-1 (take 1 from A),"
                        + " leaving 0 0.",
                "  It misses no P-position.");
    }

    @Test
    void aClaimTooNarrowOnlyMisses() {
        assertThat(nim("a == b and a < 2", 2, 3).subList(3, 6)).containsExactly(
                "!The claim fails.!",
                "  It calls no N-position P: every position it calls P is one.",
                "  Smallest P-position it misses: 2 2 (every move from it leaves the opponent a\n  win).");
    }

    @Test
    void equalKaylesValuesAreTheKaylesPPositions() {
        assertThat(kayles("g(a) == g(b)", Play.NORMAL)).containsExactly(
                "Claim: the P-positions are those where g(a) == g(b) (rows a and b, each 0 to 4;\nnormal play (the last"
                        + " move wins), Kayles (octal game 0.77): take 1 or 2: the\nwhole heap, from an end or from"
                        + " the middle, splitting it in two). In a claim,\ng(x) is the Grundy value of a row of x in"
                        + " kayles.",
                "Checked on all 25 positions against a search of every line of play, which uses\nno Grundy values (7 of"
                        + " them are P-positions).",
                "",
                "<The claim holds>: it calls every P-position P and every N-position N in these\nbounds.");
    }

    @Test
    void inMisereKaylesTheEmptyPositionIsNotP() {
        assertThat(kayles("a == b", Play.MISERE)).containsExactly(
                "Claim: the P-positions are those where a == b (rows a and b, each 0 to 4; misère\nplay (the last move"
                        + " loses), Kayles (octal game 0.77): take 1 or 2: the whole\nheap, from an end or from the"
                        + " middle, splitting it in two). In a claim, g(x) is\nthe Grundy value of a row of x in"
                        + " kayles.",
                "Checked on all 25 positions against a search of every line of play, which uses\nno Grundy values (6 of"
                        + " them are P-positions).",
                "",
                "!The claim fails.!",
                "  Smallest position it calls P that is N: 0 0.",
                "  Smallest P-position it misses: 0 1 (every move from it leaves the opponent a\n  win).");
    }

    @Test
    void aKaylesClaimCallingAnNPositionPGivesTheWinningMoveInTheGame() {
        List<String> text = kayles("a == b or a == 1", Play.NORMAL);
        assertThat(text.get(4)).startsWith("  Smallest position it calls P that is N: 1 0, where the player to move");
        assertThat(text.get(4)).contains("moving to");
    }

    @Test
    void aBoxOfOnePositionIsCheckedOnTheOnePosition() {
        assertThat(nim("a == 0", 1, 0).get(1)).isEqualTo(
                "Checked on the one position against brute force (it is a P-position).");
        assertThat(ConjectureText.render(Conjecture.check("a == 0", new Rules(Play.MISERE,
                org.nimexplorer.engine.MoveSet.NIM), 2, 0, () -> false).orThrow(), Marked.AT_80).get(1)).isEqualTo(
                "Checked on the one position against brute force (it is an N-position).");
        assertThat(ConjectureText.render(SumConjecture.check("g(a) == 0", KAYLES, Play.NORMAL, 1, 0, () -> false,
                done -> { }).orThrow(), Marked.AT_80).get(1)).isEqualTo(
                "Checked on the one position against a search of every line of play, which uses\nno Grundy values"
                        + " (it is a P-position).");
    }

    @Test
    void anEndItMissesIsPBecauseThePlayerToMoveHasNoMoveLeft() {
        assertThat(nim("a == 1", 1, 3).subList(3, 6)).containsExactly(
                "!The claim fails.!",
                "  Smallest position it calls P that is N: 1, where the player to move wins with\n  A-1 (take 1 from A),"
                        + " leaving 0.",
                "  Smallest P-position it misses: 0 (the player to move there has no move left,\n  and has lost).");
        assertThat(ConjectureText.render(Conjecture.check("a == 0 and b == 0", new Rules(Play.NORMAL,
                org.nimexplorer.engine.MoveSet.parse("2,3").orThrow()), 2, 3, () -> false).orThrow(), Marked.AT_80)
                .get(5)).as("under 2,3 a heap of 1 is an end too").isEqualTo(
                "  Smallest P-position it misses: 0 1 (the player to move there has no move left,\n  and has lost).");
        assertThat(ConjectureText.render(SumConjecture.check("a == 7", KAYLES, Play.NORMAL, 2, 3, () -> false,
                done -> { }).orThrow(), Marked.AT_80).get(5)).isEqualTo(
                "  Smallest P-position it misses: 0 0 (the player to move there has no move left,\n  and has lost).");
    }
}
