package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.OctalCode;
import org.nimexplorer.explain.GrundyTable;

/**
 * Grundy tables at 40 and 80 columns: rows a period long when the period is short, the kernel marked
 * (here in angles), where a pre-period ends, and the sentence that says how the pattern is known.
 */
class GrundyTextTest {

    private static final HeapGame KAYLES = new HeapGame.Octal(OctalCode.parse("0.77").orThrow());

    private static List<String> render(HeapGame game, Long max, List<Long> asked, Painter painter) {
        return GrundyText.render(GrundyTable.of(game, Optional.ofNullable(max), asked, true).orThrow(), painter);
    }

    private static HeapGame subtract(int... takes) {
        return new HeapGame.Subtract(new MoveSet.Subtraction(takes));
    }

    @Test
    void nimAtFortyColumnsHasEightToARowAndAFormula() {
        assertThat(render(new HeapGame.Nim(), 12L, List.of(5L), Marked.AT_40)).containsExactly(
                "Game      Nim: take any number from the",
                "          heap.",
                "",
                "n     +0 +1 +2 +3 +4 +5 +6 +7",
                "0    <  0>  1  2  3  4  5  6  7",
                "8      8  9 10 11 12",
                "(g(n) for n = row + column; the heaps of value 0 are the kernel.)",
                "",
                "Every value by a formula: a heap of n\nhas the value n.",
                "#g(5) = 5#.");
    }

    @Test
    void takeOneOrTwoHasPeriodThreeDrawnTwiceToARow() {
        assertThat(render(subtract(1, 2), 20L, List.of(1_000_000L), Marked.AT_80)).containsExactly(
                "Game      the subtraction game: take 1 or 2 from one heap.",
                "",
                "n     +0 +1 +2 +3 +4 +5",
                "0    <  0>  1  2<  0>  1  2",
                "6    <  0>  1  2<  0>  1  2",
                "12   <  0>  1  2<  0>  1  2",
                "18   <  0>  1  2",
                "(g(n) for n = row + column; the heaps of value 0 are the kernel.)",
                "",
                "Period 3 from the start, proved: each value depends only on the 2 before it (the\nlargest take is"
                        + " 2), and those repeat, so everything after them repeats too.",
                "#g(1,000,000) = 1#, the value of heap 1, since 1,000,000 is 1 plus a multiple of\nthe period.");
    }

    @Test
    void takeTwoOrFiveHasPeriodSevenOneToARow() {
        assertThat(render(subtract(2, 5), 30L, List.of(), Marked.AT_40)).containsExactly(
                "Game      the subtraction game: take 2",
                "          or 5 from one heap.",
                "",
                "n     +0 +1 +2 +3 +4 +5 +6",
                "0    <  0><  0>  1  1<  0>  2  1",
                "7    <  0><  0>  1  1<  0>  2  1",
                "14   <  0><  0>  1  1<  0>  2  1",
                "21   <  0><  0>  1  1<  0>  2  1",
                "28   <  0><  0>  1",
                "(g(n) for n = row + column; the heaps of value 0 are the kernel.)",
                "",
                "Period 7 from the start, proved: each\nvalue depends only on the 5 before it\n(the largest take is 5),"
                        + " and those\nrepeat, so everything after them repeats\ntoo.");
    }

    @Test
    void kaylesIsProvedPeriodicByTheOctalTheorem() {
        assertThat(render(KAYLES, 20L, List.of(100L), Marked.AT_40)).containsExactly(
                "Game      Kayles (octal game 0.77): take",
                "          1 or 2: the whole heap, from",
                "          an end or from the middle,",
                "          splitting it in two.",
                "",
                "n     +0 +1 +2 +3 +4 +5 +6 +7 +8 +9",
                "0    <  0>  1  2  3  1  4  3  2  1  4",
                "10     2  6  4  1  2  7  1  4  3  2",
                "20     1",
                "(g(n) for n = row + column; the heaps of value 0 are the kernel.)",
                "",
                "Period 12 from heap 71, proved: the\noctal periodicity theorem (Guy and\nSmith) says that if g(n + p)"
                        + " = g(n) for\nevery n from e to 2e + p + t, where t =\n2 is the largest take, then it holds"
                        + " for\nevery n from e on. Here e = 71 and p =\n12, and the check was made for every n\nfrom 71"
                        + " to 156. So every heap, however\nlarge, has a known value.",
                "#g(100) = 1#, the value of heap 76,\nsince 100 is 76 plus a multiple of the\nperiod.");
    }

    @Test
    void kaylesMarksTheRowWhereItsPeriodStarts() {
        List<String> out = render(KAYLES, 95L, List.of(), Painter.PLAIN);
        assertThat(out.subList(3, 13)).containsExactly(
                "n      +0  +1  +2  +3  +4  +5  +6  +7  +8  +9 +10 +11",
                "0       0   1   2   3   1   4   3   2   1   4   2   6",
                "12      4   1   2   7   1   4   3   2   1   4   6   7",
                "24      4   1   2   8   5   4   7   2   1   8   6   7",
                "36      4   1   2   3   1   4   7   2   1   8   2   7",
                "48      4   1   2   8   1   4   7   2   1   4   2   7",
                "60      4   1   2   8   1   4   7   2   1   8   6   7  <- from 71 on",
                "72      4   1   2   8   1   4   7   2   1   8   2   7",
                "84      4   1   2   8   1   4   7   2   1   8   2   7",
                "(g(n) for n = row + column; the heaps of value 0 are the kernel.)");
    }

    @Test
    void withoutATableOnlyTheProofAndTheAskedValueAreShown() {
        assertThat(GrundyText.render(GrundyTable.of(KAYLES, Optional.empty(), List.of(7L), false).orThrow(),
                Marked.AT_80)).containsExactly(
                "Game      Kayles (octal game 0.77): take 1 or 2: the whole heap, from an end or",
                "          from the middle, splitting it in two.",
                "",
                "Period 12 from heap 71, proved: the octal periodicity theorem (Guy and Smith)\nsays that if g(n + p) ="
                        + " g(n) for every n from e to 2e + p + t, where t = 2 is\nthe largest take, then it holds for"
                        + " every n from e on. Here e = 71 and p = 12,\nand the check was made for every n from 71 to"
                        + " 156. So every heap, however large,\nhas a known value.",
                "#g(7) = 2#.");
    }

    @Test
    void zeroSixteenHasNoKnownPeriod() {
        assertThat(render(new HeapGame.Octal(OctalCode.parse("0.16").orThrow()), 30L, List.of(), Marked.AT_80))
                .contains("0    <  0>  1<  0><  0>  1  2  2  1  4<  0>")
                .endsWith("No period found among the first 16,384 values, so only heaps up to 16,383 have a\nknown"
                        + " value here. Whether 0.16 is periodic at all is an open question.");
    }

    @Test
    void laskersNimIsByFormulaAndSaysHowToCheckIt() {
        assertThat(render(new HeapGame.Lasker(), 9L, List.of(), Marked.AT_80)).containsExactly(
                "Game      Lasker's Nim: take any number from a heap, or split it into two",
                "          non-empty heaps.",
                "",
                "n     +0 +1 +2 +3 +4 +5 +6 +7 +8 +9",
                "0    <  0>  1  2  4  3  5  6  8  7  9",
                "(g(n) for n = row + column; the heaps of value 0 are the kernel.)",
                "",
                "Every value by a formula: values in fours: 4k+1 and 4k+2 keep their size, 4k+3\nis worth 4k+4, and"
                        + " 4k+4 is worth 4k+3. The table comes from that formula;\n'verify --game lasker' checks it"
                        + " against a search of every position.");
    }

    /** The table's header row: its columns say how many values a row holds. */
    private static String header(List<String> out) {
        return out.stream().filter(line -> line.startsWith("n ")).findFirst().orElseThrow();
    }

    @Test
    void aPeriodOfFourOrMoreIsOneRowEvenWhereTwoWouldFit() {
        assertThat(header(render(subtract(1, 2, 3), 20L, List.of(), Marked.AT_80))).isEqualTo("n     +0 +1 +2 +3");
    }

    @Test
    void aShortPeriodIsDoubledOnlyWhenFourOfItFit() {
        assertThat(header(render(subtract(1, 2), 20L, List.of(), new Marked(41, false))))
                .as("twelve fit: four periods of three").isEqualTo("n     +0 +1 +2 +3 +4 +5");
        assertThat(header(render(subtract(1, 2), 20L, List.of(), new Marked(32, false))))
                .as("nine fit: three periods, not four").isEqualTo("n     +0 +1 +2");
    }

    @Test
    void aPeriodExactlyAsLongAsARowFillsIt() {
        assertThat(header(render(subtract(4, 7), 25L, List.of(), new Marked(38, false))))
                .isEqualTo("n      +0  +1  +2  +3  +4  +5  +6  +7  +8  +9 +10");
    }

    @Test
    void aPrePeriodEndingAtARowsStartMarksThatRowAlone() {
        HeapGame dawson = new HeapGame.Octal(OctalCode.parse("0.137").orThrow());
        List<String> marked = render(dawson, 60L, List.of(), new Marked(17, false)).stream()
                .filter(line -> line.contains("<- from")).toList();
        assertThat(marked).containsExactly("52     3  3<  0>  1  <- from 52 on");
    }

    @Test
    void heapsFromOneThousandWidenTheRowLabels() {
        assertThat(header(render(subtract(1, 2), 998L, List.of(), Marked.AT_80))).isEqualTo("n     +0 +1 +2 +3 +4 +5");
        assertThat(header(render(subtract(1, 2), 1_000L, List.of(), Marked.AT_80))).isEqualTo("n      +0 +1 +2 +3 +4 +5");
    }
}
