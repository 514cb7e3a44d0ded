package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.Lemma1;
import org.nimexplorer.explain.Lemma2;
import org.nimexplorer.explain.Theorem;

/** Bouton's lemmas and theorem on positions where they apply and where they do not, at 80 and 40 columns. */
class BoutonTextTest {

    private static final String LEMMA1_AT_80 = "Lemma 1 on 1 1: the nim-sum s is 0. A move changes one heap x_k into a"
            + " smaller\ny_k and leaves the others alone, so the new nim-sum is t = s xor x_k xor y_k =\nx_k xor y_k."
            + " That is 0 only when x_k = y_k, and a move always takes something: t\nis never 0.";

    @Test
    void lemmaOneOnOneOneChecksEveryMove() {
        assertThat(BoutonText.lemma1(Lemma1.of(Position.of(1, 1)), Marked.AT_80)).containsExactly(
                LEMMA1_AT_80,
                "",
                "Every move (2), checked on all the heaps:",
                "  A   1 -> 0   t = 1 xor 0 = [1]",
                "  B   1 -> 0   t = 1 xor 0 = [1]",
                "",
                "No move keeps the nim-sum at 0, so whoever moves from here hands the opponent a\nnon-zero nim-sum.");
    }

    @Test
    void lemmaOneOnTwoHundredMovesChecksASample() {
        List<String> text = BoutonText.lemma1(Lemma1.of(Position.of(100, 100)), Marked.AT_40);
        assertThat(text).hasSize(1 + 1 + 1 + 48 + 1 + 1);
        assertThat(text.subList(1, 4)).containsExactly(
                "",
                "A sample of 48 of the 200 moves, spread\nover the heaps, checked on all the\nheaps:",
                "  A   100 -> 99   t = 100 xor 99 = [7]");
        assertThat(text.get(text.size() - 3)).isEqualTo("  B   100 -> 0   t = 100 xor 0 = [100]");
    }

    @Test
    void lemmaOneOnANonZeroNimSumPointsToLemmaTwo() {
        assertThat(BoutonText.lemma1(Lemma1.of(Position.of(1, 2, 4)), Marked.AT_80)).containsExactly(
                "Lemma 1 starts from a nim-sum of 0, but the nim-sum of 1 2 4 is 7. Lemma 2 is\nthe one for this"
                        + " position; try:",
                "  prove lemma2 1 2 4");
    }

    @Test
    void lemmaTwoOnAZeroNimSumPointsToLemmaOne() {
        assertThat(BoutonText.lemma2(Lemma2.of(Position.of(1, 2, 3)), Marked.AT_80)).containsExactly(
                "Lemma 2 starts from a non-zero nim-sum, but the nim-sum of 1 2 3 is 0: no move\ncan give nim-sum 0"
                        + " (that is lemma 1: every move makes it non-zero). Try:",
                "  prove lemma1 1 2 3");
    }

    @Test
    void lemmaTwoWithOneHeapInTheTopBitNamesOnlyIt() {
        assertThat(BoutonText.lemma2(Lemma2.of(Position.of(1, 2, 4)), Marked.AT_80)).containsExactly(
                "Lemma 2 on 1 2 4: the nim-sum is s = 7 = 111 in binary. Its leftmost 1 is bit d\n= 2, the 4s column"
                        + " (worth 2^2 = 4).",
                "Only heap C has a 1 in bit 2; it gives the winning move:",
                "",
                "  C: y = s xor x = 7 xor 4 = <3>",
                "     x = 100  (4)",
                "     y = 011  (3)",
                "     Above bit 2 x and y agree; at bit 2 x has 1 and y has 0; below it y can",
                "     gain at most 2^2 - 1 = 3. So y < x (3 < 4), and taking 1 from C is a legal",
                "     move. After it the nim-sum is 0.");
    }

    @Test
    void lemmaTwoWithThreeHeapsInTheTopBitGivesEachItsMove() {
        List<String> text = BoutonText.lemma2(Lemma2.of(Position.of(5, 6, 7)), Marked.AT_40);
        assertThat(text.subList(0, 6)).containsExactly(
                "Lemma 2 on 5 6 7: the nim-sum is s = 4 =\n100 in binary. Its leftmost 1 is bit d =\n2, the 4s"
                        + " column (worth 2^2 = 4).",
                "Heaps with a 1 in bit 2: A, B, C. Each\ngives a winning move:",
                "",
                "  A: y = s xor x = 4 xor 5 = <1>",
                "     x = 101  (5)",
                "     y = 001  (1)");
        assertThat(text).hasSize(2 + 3 * 10).contains("  B: y = s xor x = 4 xor 6 = <2>",
                "  C: y = s xor x = 4 xor 7 = <3>", "     (3 < 7), and taking 4 from C is a");
    }

    @Test
    void aBinaryLineExactlyFortyWideKeepsItsDecimalBesideIt() {
        List<String> text = BoutonText.lemma2(Lemma2.of(Position.of(1_000_000, 1)), Marked.AT_40);
        assertThat(text.subList(3, 6)).containsExactly(
                "  A: y = s xor x = 1000001 xor 1000000 = <1>",
                "     x = 11110100001001000000  (1000000)",
                "     y = 00000000000000000001  (1)");
        assertThat(text.get(4)).hasSize(40);
    }

    @Test
    void aBinaryLineOneTooWidePutsItsDecimalBelow() {
        List<String> text = BoutonText.lemma2(Lemma2.of(Position.of(2_000_000, 1)), Marked.AT_40);
        assertThat(text.subList(3, 7)).containsExactly(
                "  A: y = s xor x = 2000001 xor 2000000 = <1>",
                "     x = 111101000010010000000",
                "        (2000000)",
                "     y = 000000000000000000001  (1)");
        assertThat(text).contains("     can gain at most 2^20 - 1 =", "     1048575. So y < x (1 < 2000000),",
                "     and taking 1999999 from A is a");
    }

    private static final List<String> STEPS_AT_80 = List.of(
            "",
            "1. The game is finite: every move removes at least one object and there are 6,",
            "   so it ends after at most that many moves, in the empty position, where the",
            "   player to move has lost.",
            "2. Lemma 1: from nim-sum 0, every move leads to a non-zero nim-sum.",
            "3. Lemma 2: from a non-zero nim-sum, some move leads to nim-sum 0.",
            "4. So the player who can hand over nim-sum 0 can do it again after every reply",
            "   (3), while the other can never do it (2). The empty position has nim-sum 0,",
            "   so it is the other player who meets it and cannot move: by induction on the",
            "   number of objects, nim-sum 0 is a P-position and every other position is an",
            "   N-position.",
            "");

    @Test
    void theTheoremOnAPPositionSaysTheMoverLoses() {
        List<String> text = BoutonText.theorem(Theorem.of(Position.of(1, 2, 3)), Marked.AT_80);
        assertThat(text.get(0)).isEqualTo("Bouton's theorem on 1 2 3 (normal play: the last move wins).");
        assertThat(text.subList(1, text.size() - 1)).isEqualTo(STEPS_AT_80);
        assertThat(text.get(text.size() - 1)).isEqualTo("Here the nim-sum is 0: #P-position#. The player to move loses"
                + " against perfect\nplay: whatever they do (lemma 1), the opponent restores 0 (lemma 2).");
    }

    @Test
    void theTheoremOnAnNPositionGivesAWinningMoveAtFortyColumns() {
        assertThat(BoutonText.theorem(Theorem.of(Position.of(1, 2, 4)), Marked.AT_40)).containsExactly(
                "Bouton's theorem on 1 2 4 (normal play:\nthe last move wins).",
                "",
                "1. The game is finite: every move",
                "   removes at least one object and there",
                "   are 7, so it ends after at most that",
                "   many moves, in the empty position,",
                "   where the player to move has lost.",
                "2. Lemma 1: from nim-sum 0, every move",
                "   leads to a non-zero nim-sum.",
                "3. Lemma 2: from a non-zero nim-sum,",
                "   some move leads to nim-sum 0.",
                "4. So the player who can hand over",
                "   nim-sum 0 can do it again after every",
                "   reply (3), while the other can never",
                "   do it (2). The empty position has",
                "   nim-sum 0, so it is the other player",
                "   who meets it and cannot move: by",
                "   induction on the number of objects,",
                "   nim-sum 0 is a P-position and every",
                "   other position is an N-position.",
                "",
                "Here the nim-sum is 7, not 0:\n#N-position#. The player to move wins,\nfor example by C 4 -> 3 (lemma 2),"
                        + " and\nthen by answering every reply the same\nway.");
    }
}
