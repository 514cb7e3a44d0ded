package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.Columns;

/**
 * The binary columns where the screen gallery does not go: the sum as powers of two, a lone empty heap,
 * more heaps than are drawn, and values too wide for 40 columns. {@link Marked} shows where colour goes.
 */
class ColumnsTextEdgesTest {

    private static Columns nim(long... heaps) {
        return Columns.of(Position.of(heaps), MoveSet.NIM);
    }

    @Test
    void threeFourFiveWithPowersCancelsFourAndOneAndLeavesTwo() {
        assertThat(ColumnsText.withPowers(nim(3, 4, 5), Marked.AT_80)).containsExactly(
                "       4 2 1",
                "  A  3 0 1 1",
                "  B  4 1 0 0",
                "  C  5 1 0 1",
                "       -----",
                "  sums 2 [1] 2  (ones per column, no carrying)",
                "  odd    *",
                "  nim-sum [2 = 010 in binary] (a 1 under each odd column)",
                "",
                "The same sum, cancelling equal powers of two:",
                "  A  3 = 2 + 1",
                "  B  4 = 4",
                "  C  5 = 4 + 1",
                "  4 appears twice: the pairs cancel.",
                "  2 appears once: one is left.",
                "  1 appears twice: the pairs cancel.",
                "  What is left: 2 = nim-sum [2].");
    }

    @Test
    void oneEmptyHeapHasOneEvenColumnAndNothingLeft() {
        assertThat(ColumnsText.withPowers(nim(0), Marked.AT_80)).containsExactly(
                "       1",
                "  A  0 0",
                "       -",
                "  sums 0  (ones per column, no carrying)",
                "  nim-sum 0 = 0 in binary (every column is even)",
                "",
                "The same sum, cancelling equal powers of two:",
                "  A  0 = 0",
                "  What is left: nothing = nim-sum [0].");
    }

    @Test
    void threeEqualHeapsAppearThreeTimes() {
        assertThat(ColumnsText.withPowers(nim(1, 1, 1), Painter.PLAIN))
                .contains("  1 appears 3 times: one is left.", "  What is left: 1 = nim-sum 1.");
    }

    @Test
    void equalHeapsReadAloudHaveEveryColumnEven() {
        assertThat(ColumnsText.render(nim(5, 5), Painter.ACCESSIBLE)).containsExactly(
                "In binary: A is 101, B is 101.",
                "4s column: heaps A and B have a one; 2 ones, even.",
                "2s column: no heap has a one; 0 ones, even.",
                "1s column: heaps A and B have a one; 2 ones, even.",
                "Nim-sum 0, 0 in binary: every column is even.");
    }

    @Test
    void eighteenHeapsDrawSixteenRowsAndCountTheRestInTheSums() {
        long[] heaps = new long[18];
        Arrays.fill(heaps, 1);
        heaps[17] = 2;
        assertThat(ColumnsText.withPowers(nim(heaps), Marked.AT_80)).containsExactly(
                "       2  1",
                "  A  1 0  1",
                "  B  1 0  1",
                "  C  1 0  1",
                "  D  1 0  1",
                "  E  1 0  1",
                "  F  1 0  1",
                "  G  1 0  1",
                "  H  1 0  1",
                "  I  1 0  1",
                "  J  1 0  1",
                "  K  1 0  1",
                "  L  1 0  1",
                "  M  1 0  1",
                "  N  1 0  1",
                "  O  1 0  1",
                "  P  1 0  1",
                "  ... 2 more heaps, counted in the sums",
                "       ----",
                "  sums [1] [17]  (ones per column, no carrying)",
                "  odd  *  *",
                "  nim-sum [3 = 11 in binary] (a 1 under each odd column)");
        assertThat(ColumnsText.render(nim(heaps), Painter.ACCESSIBLE)).containsExactly(
                "In binary: A is 1, B is 1, C is 1, D is 1, E is 1, F is 1, G is 1, H is 1, I is 1, J is 1, K is 1,"
                        + " L is 1, M is 1, N is 1, O is 1, P is 1, and 2 more.",
                "2s column: heap R has a one; one one, odd.",
                "1s column: 17 heaps have a one; 17 ones, odd.",
                "Nim-sum 3, 11 in binary: a one for each odd column.");
    }

    @Test
    void aHeapOfTwoToTheFortyIsTooWideForSumsAtFortyColumns() {
        assertThat(ColumnsText.render(nim(1L << 40, 3), Marked.AT_40)).containsExactly(
                "  41 binary columns (2^40 down to 1), too wide for sums; * marks odd ones.",
                "  A 1099511627776",
                "  B 3",
                "  A 10000000000000000000000000000000000000000",
                "  B 00000000000000000000000000000000000000011",
                "    [*                                      **]",
                "  nim-sum [1099511627779] (a 1 under each odd column), in binary",
                "    10000000000000000000000000000000000000011");
    }

    @Test
    void aThousandFitsFortyColumnsButItsNimSumTakesTwoLines() {
        assertThat(ColumnsText.render(nim(1000, 3), Marked.AT_40)).containsExactly(
                "         512 256 128 64 32 16 8 4 2 1",
                "  A 1000   1   1   1  1  1  0 1 0 0 0",
                "  B    3   0   0   0  0  0  0 0 0 1 1",
                "         ----------------------------",
                "  sums   [  1] [  1] [  1] [ 1] [ 1]  0 [1] 0 [1] [1]  (ones per column, no carrying)",
                "  odd      *   *   *  *  *    *   * *",
                "  nim-sum [1003] (a 1 under each odd column), in binary",
                "    1111101011");
    }

    @Test
    void columnNamesSwitchToPowersAboveTwoToTheSixteen() {
        assertThat(ColumnsText.columnName(0)).isEqualTo("1s column");
        assertThat(ColumnsText.columnName(16)).isEqualTo("65536s column");
        assertThat(ColumnsText.columnName(17)).isEqualTo("2^17s column");
    }

    @Test
    void clipAndPadKeepTextThatFitsAndCutWhatDoesNot() {
        assertThat(ColumnsText.clipTo("abcdef", 6)).isEqualTo("abcdef");
        assertThat(ColumnsText.clipTo("abcdefg", 6)).isEqualTo("abcde~");
        assertThat(ColumnsText.padRight("ab", 4)).isEqualTo("ab  ");
        assertThat(ColumnsText.padRight("abcd", 2)).isEqualTo("abcd");
        assertThat(ColumnsText.binary(5, 6)).isEqualTo("000101");
        assertThat(ColumnsText.binary(5, 3)).isEqualTo("101");
        assertThat(ColumnsText.binary(5, 2)).isEqualTo("101");
    }

    @Test
    void grundyValuesAreReadAloudAsSuch() {
        assertThat(ColumnsText.render(Columns.ofValues(new long[] {4, 7}, new long[] {1, 3}), Painter.ACCESSIBLE))
                .containsExactly(
                        "Grundy values in binary: A is 1, B is 11.",
                        "2s column: heap B has a one; one one, odd.",
                        "1s column: heaps A and B have a one; 2 ones, even.",
                        "Nim-sum 2, 10 in binary: a one for each odd column.");
    }

    @Test
    void grundyValuesGetNoPowersOfTwo() {
        assertThat(ColumnsText.withPowers(Columns.ofValues(new long[] {4, 7}, new long[] {1, 3}), Painter.PLAIN))
                .containsExactly(
                        "          2 1",
                        "  A 4 g=1 0 1",
                        "  B 7 g=3 1 1",
                        "          ---",
                        "  sums    1 2  (ones per column, no carrying)",
                        "  odd     *",
                        "  nim-sum 2 = 10 in binary (a 1 under each odd column)");
    }

    @Test
    void compactGrundyValuesNameTheirHeaps() {
        assertThat(ColumnsText.render(Columns.ofValues(new long[] {5, 9}, new long[] {1L << 40, 3}), Marked.AT_40))
                .startsWith(
                        "  41 binary columns (2^40 down to 1), too wide for sums; * marks odd ones.",
                        "  A g=1099511627776 (heap 5)",
                        "  B g=3 (heap 9)",
                        "  A 10000000000000000000000000000000000000000");
    }

    @Test
    void aCompactZeroNimSumIsNotPainted() {
        assertThat(ColumnsText.render(nim(1L << 40, 1L << 40), Marked.AT_40)).endsWith(
                "  nim-sum 0 (every column is even), in binary",
                "    00000000000000000000000000000000000000000");
    }

    @Test
    void sixteenOnesAreStillNamedAndNotCounted() {
        long[] heaps = new long[16];
        Arrays.fill(heaps, 1);
        assertThat(ColumnsText.render(nim(heaps), Painter.ACCESSIBLE)).containsExactly(
                "In binary: A is 1, B is 1, C is 1, D is 1, E is 1, F is 1, G is 1, H is 1, I is 1, J is 1, K is 1,"
                        + " L is 1, M is 1, N is 1, O is 1, P is 1.",
                "1s column: heaps A, B, C, D, E, F, G, H, I, J, K, L, M, N, O and P have a one; 16 ones, even.",
                "Nim-sum 0, 0 in binary: every column is even.");
        assertThat(ColumnsText.withPowers(nim(heaps), Painter.PLAIN)).contains("  1 appears 16 times: the pairs cancel.");
        long[] seventeen = new long[17];
        Arrays.fill(seventeen, 1);
        assertThat(ColumnsText.withPowers(nim(seventeen), Painter.PLAIN)).noneMatch(l -> l.contains("appears"));
    }

    @Test
    void twentySixHeapsNeedOneLetterAndTwentySevenTwo() {
        long[] heaps = new long[26];
        Arrays.fill(heaps, 1);
        assertThat(ColumnsText.render(nim(heaps), Painter.PLAIN).subList(0, 2)).containsExactly("        1", "  A  1  1");
        long[] more = new long[27];
        Arrays.fill(more, 1);
        assertThat(ColumnsText.render(nim(more), Painter.PLAIN).subList(0, 2)).containsExactly("        1", "   A 1  1");
    }

    @Test
    void twelveBinaryColumnsShowPowersAndThirteenDoNot() {
        assertThat(ColumnsText.withPowers(nim(4095), Painter.PLAIN))
                .contains("  A  4095 = 2048 + 1024 + 512 + 256 + 128 + 64 + 32 + 16 + 8 + 4 + 2 + 1");
        assertThat(ColumnsText.withPowers(nim(4096), Painter.PLAIN)).noneMatch(l -> l.contains("cancelling"));
    }

    @Test
    void theColumnsTakeTheWholeWidthBeforeTheyTurnCompact() {
        assertThat(ColumnsText.render(nim(3, 4, 5), new Marked(13, false)).get(0)).isEqualTo("       4 2 1");
        assertThat(ColumnsText.render(nim(3, 4, 5), new Marked(12, false)).get(0))
                .isEqualTo("  3 binary columns (2^2 down to 1), too wide for sums; * marks odd ones.");
        String oneLine = "  nim-sum [2 = 010 in binary] (a 1 under each odd column)";
        assertThat(ColumnsText.render(nim(3, 4, 5), new Marked(55, false))).last().isEqualTo(oneLine);
        assertThat(ColumnsText.render(nim(3, 4, 5), new Marked(54, false))).endsWith(
                "  nim-sum [2] (a 1 under each odd column), in binary", "    010");
    }
}
