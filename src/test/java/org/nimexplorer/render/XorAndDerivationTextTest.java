package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.explain.XorTable;

/**
 * XOR worked column by column and the short derivations (mirror, multiples, mex, binary, Grundy tables),
 * drawn with {@link Marked} so that where colour goes is part of what is checked.
 */
class XorAndDerivationTextTest {

    private static final String NO_CARRYING = "Column by column: the result has a 1 where exactly one of the two numbers"
            + " has a\n1 (an odd column) and a 0 where both or neither have one (an even column). No\ncarrying.";

    @Test
    void fiveXorThreeIsSixWithTheOnesOfTheResultMarked() {
        assertThat(XorText.xor(new Derivation.Xor(5, 3), Marked.AT_80)).containsExactly(
                "5 xor 3 = <6>",
                "",
                "    4 2 1",
                "  5 1 0 1",
                "  3 0 1 1",
                "   ------",
                "  6 !1! !1! 0",
                "",
                NO_CARRYING);
    }

    @Test
    void aHeaderExactlyAsWideAsTheWindowStillGetsTheTable() {
        assertThat(XorText.xor(new Derivation.Xor(5, 3), new Marked(9, false)).get(2)).isEqualTo("    4 2 1");
        assertThat(XorText.xor(new Derivation.Xor(5, 3), new Marked(8, false)).get(2)).as("one column short: compact")
                .isNotEqualTo("    4 2 1");
    }

    @Test
    void digitsSitUnderColumnsOfTwoDigits() {
        assertThat(XorText.xor(new Derivation.Xor(17, 1), Painter.PLAIN).subList(2, 7)).containsExactly(
                "     16 8 4 2 1",
                "  17  1 0 0 0 1",
                "   1  0 0 0 0 1",
                "    -----------",
                "  16  1 0 0 0 0");
    }

    @Test
    void zeroXorZeroHasOneColumn() {
        assertThat(XorText.xor(new Derivation.Xor(0, 0), Marked.AT_80)).containsExactly(
                "0 xor 0 = <0>", "", "    1", "  0 0", "  0 0", "   --", "  0 0", "", NO_CARRYING);
    }

    @Test
    void twelveXorTenAlignsTwoDigitNames() {
        assertThat(XorText.xor(new Derivation.Xor(10, 12), Painter.PLAIN).subList(2, 7)).containsExactly(
                "     8 4 2 1",
                "  10 1 0 1 0",
                "  12 1 1 0 0",
                "    --------",
                "   6 0 1 1 0");
    }

    @Test
    void aMillionXorOneIsTooWideForFortyColumnsAndDrawnCompact() {
        assertThat(XorText.xor(new Derivation.Xor(1L << 20, 1), Marked.AT_40)).containsExactly(
                "1048576 xor 1 = <1048577>",
                "",
                "  21 binary columns (2^20 down to 1), too wide for sums; * marks odd ones.",
                "  A 1048576",
                "  B 1",
                "  A 100000000000000000000",
                "  B 000000000000000000001",
                "    [*                   *]",
                "  nim-sum [1048577] (a 1 under each odd column), in binary",
                "    100000000000000000001");
    }

    private static final String THINGS_TO_SEE = "Things to see: the diagonal is all 0 (x xor x = 0); the row and"
            + " column of 0\nrepeat the other number (x xor 0 = x); the table is symmetric (x xor y = y xor\nx); and"
            + " each row holds every value exactly once, so x xor y = 0 only when y = x.";

    @Test
    void theOneBitTableStartsWithItsTruthTable() {
        assertThat(XorText.table(XorTable.of(1), Marked.AT_80)).containsExactly(
                "The truth table of xor (exclusive or) on one bit:",
                "  0 xor 0 = 0   (the same: 0)",
                "  0 xor 1 = 1   (different: 1)",
                "  1 xor 0 = 1   (different: 1)",
                "  1 xor 1 = 0   (the same: 0)",
                "",
                "xor | 0 1",
                "----+----",
                "  0 | [0] 1",
                "  1 | 1 [0]",
                "",
                THINGS_TO_SEE);
    }

    @Test
    void theTwoBitTableMarksItsDiagonal() {
        assertThat(XorText.table(XorTable.of(2), Marked.AT_80)).containsExactly(
                "xor | 0 1 2 3",
                "----+--------",
                "  0 | [0] 1 2 3",
                "  1 | 1 [0] 3 2",
                "  2 | 2 3 [0] 1",
                "  3 | 3 2 1 [0]",
                "",
                THINGS_TO_SEE);
    }

    @Test
    void theFourBitTablePadsTwoDigitCells() {
        List<String> table = XorText.table(XorTable.of(4), Painter.PLAIN);
        assertThat(table.get(0)).startsWith(" xor |  0  1  2").endsWith(" 14 15");
        assertThat(table.get(1)).isEqualTo("-----+" + "-".repeat(48));
        assertThat(table.get(2 + 15)).isEqualTo("  15 | 15 14 13 12 11 10  9  8  7  6  5  4  3  2  1  0");
    }

    private static List<String> derive(Derivation d, Painter painter) {
        return DerivationText.derivation(d, painter);
    }

    @Test
    void equalHeapsAreMirroredAndTheMoverLoses() {
        assertThat(derive(new Derivation.Mirror(Position.of(3, 3)), Marked.AT_80)).containsExactly(
                "The heaps are equal. Whatever the player to move takes from one heap, the\nopponent takes as much"
                        + " from the other, and the heaps are equal again. The\nopponent can always answer, so the"
                        + " opponent makes the last move: at 3 3 the\nplayer to move loses.");
    }

    @Test
    void unequalHeapsAreEvenedFromTheBiggerOne() {
        assertThat(derive(new Derivation.Mirror(Position.of(2, 7)), Marked.AT_40)).containsExactly(
                "The heaps are unequal. Taking 5 from B\nmakes them equal, and from then on the\nmover copies every"
                        + " move of the opponent\non the other heap: at 2 7 the player to\nmove wins.");
        assertThat(derive(new Derivation.Mirror(Position.of(7, 2)), Marked.AT_80).get(0))
                .startsWith("The heaps are unequal. Taking 5 from A makes them equal,");
    }

    @Test
    void twelveIsAMultipleOfFourAndFourteenIsTwoPastOne() {
        assertThat(derive(new Derivation.Multiples(12, 3), Marked.AT_80)).containsExactly(
                "With takes 1 to 3, whatever one player takes, the other can take enough to make\n4 together, so the"
                        + " player to move loses exactly on the multiples of 4. 12 = 3 x\n4 is a multiple of 4: the"
                        + " player to move loses, and every move leaves a heap\nthat is not.");
        assertThat(derive(new Derivation.Multiples(14, 3), Marked.AT_80)).containsExactly(
                "With takes 1 to 3, whatever one player takes, the other can take enough to make\n4 together, so the"
                        + " player to move loses exactly on the multiples of 4. 14 = 3 x\n4 + 2: taking 2 leaves the"
                        + " multiple 12, where the opponent, to move, loses.");
    }

    @Test
    void theMexCountsUpFromZero() {
        assertThat(derive(new Derivation.Mex(List.of(1L, 2L), 0), Marked.AT_80))
                .containsExactly("Counting up from 0: 0 is not in the set. So the mex of {1, 2} is 0.");
        assertThat(derive(new Derivation.Mex(List.of(0L, 2L), 1), Marked.AT_80))
                .containsExactly("Counting up from 0: 0 is in the set, and 1 is not. So the mex of {0, 2} is 1.");
        assertThat(derive(new Derivation.Mex(List.of(0L, 1L, 2L, 5L), 3), Marked.AT_80)).containsExactly(
                "Counting up from 0: 0 to 2 are all in the set, and 3 is not. So the mex of {0,\n1, 2, 5} is 3.");
    }

    @Test
    void binaryNamesThePowersOfTwoUsed() {
        assertThat(derive(new Derivation.Binary(0), Marked.AT_80)).containsExactly(
                "0 = 0: a 1 for each power of two used, a 0 for the others, so 0 is 0 in binary.");
        assertThat(derive(new Derivation.Binary(13), Marked.AT_80)).containsExactly(
                "13 = 8 + 4 + 1: a 1 for each power of two used, a 0 for the others, so 13 is\n1101 in binary.");
    }

    @Test
    void aNoteIsWrappedToTheWindow() {
        assertThat(derive(new Derivation.Note("A note that is long enough to wrap at forty columns of text."),
                Marked.AT_40)).containsExactly("A note that is long enough to wrap at\nforty columns of text.");
    }

    @Test
    void aGrundyTableOfTakeOneOrTwoShowsEachMex() {
        var rows = List.of(new Derivation.GrundyTable.Row(0, List.of(), List.of(), 0),
                new Derivation.GrundyTable.Row(1, List.of(0L), List.of(0L), 1),
                new Derivation.GrundyTable.Row(2, List.of(1L, 0L), List.of(1L, 0L), 2));
        assertThat(derive(new Derivation.GrundyTable("take 1 or 2", rows), Marked.AT_80)).containsExactly(
                "The game 'take 1 or 2'. g(n) is the mex, the smallest whole number not among the\nvalues of the"
                        + " sizes one move away:",
                "  g(0) = 0   (no move)",
                "  g(1) = 1   mex of g(0)=0",
                "  g(2) = 2   mex of g(1)=1, g(0)=0");
    }

    @Test
    void aKaylesTableWritesSplitsAsSumsAndWrapsUnderItsMex() {
        // Kayles from a row of 3: knock 1 from an end (2, g=2), 1 from the middle (1+1, 0),
        // 2 from an end (1, g=1); g(3) = mex{2, 0, 1} = 3.
        var rows = List.of(new Derivation.GrundyTable.Row(0, List.of(), List.of(), 0),
                new Derivation.GrundyTable.Row(1, List.of(0L), List.of(0L), 1, List.of(0L)),
                new Derivation.GrundyTable.Row(2, List.of(1L, 0L), List.of(1L, 0L), 2, List.of(0L, 0L)),
                new Derivation.GrundyTable.Row(3, List.of(2L, 1L, 1L), List.of(2L, 0L, 1L), 3, List.of(0L, 1L, 0L)));
        assertThat(derive(new Derivation.GrundyTable("Kayles", rows, "row"), Marked.AT_40)).containsExactly(
                "Kayles. g(n) is the mex of the values of\nwhat the moves from n leave. Each move\nis written as what"
                        + " it leaves and its\nvalue: 'a:v' is one row of a (0 for\nnothing), worth v; 'a+b:v' is two"
                        + " rows,\nof a and b, worth g(a) xor g(b) = v.",
                "  g(0) = 0    (no move)",
                "  g(1) = 1    mex of 0:0",
                "  g(2) = 2    mex of 1:1 0:0",
                "  g(3) = 3    mex of 2:2 1+1:0 1:1");
        var wide = List.of(new Derivation.GrundyTable.Row(9, List.of(8L, 7L, 1L, 6L, 2L, 5L, 3L, 4L),
                List.of(1L, 2L, 3L, 0L, 1L, 2L, 3L, 0L), 4, List.of(0L, 1L, 6L, 2L, 5L, 3L, 4L, 4L)));
        assertThat(derive(new Derivation.GrundyTable("A game", wide, "row"), Marked.AT_40)).endsWith(
                "  g(9) = 4    mex of 8:1 7+1:2 1+6:3",
                "                     6+2:0 2+5:1 5+3:2",
                "                     3+4:3 4+4:0");
    }
}
