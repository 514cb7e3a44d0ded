package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/** The position drawn big: empty and huge heaps, narrow windows, many heaps, and the sentences of accessible mode. */
class BigPositionTest {

    @Test
    void emptyOneSevenAndFortyFiveAtFortyColumnsTenToARow() {
        assertThat(BigPosition.lines(Position.of(0, 1, 7, 45), Rules.NIM, Painter.PLAIN, 40)).containsExactly(
                "Position 0 1 7 45",
                "",
                "  A   -                     0",
                "",
                "  B   o                     1",
                "",
                "  C   o o o o o   o o       7",
                "",
                "  D   (too many to draw)   45");
    }

    @Test
    void twentyThreeAtThirtyColumnsGoesOnInRowsOfFive() {
        Rules misere = new Rules(Play.MISERE, MoveSet.NIM);
        assertThat(BigPosition.lines(Position.of(23, 5), misere, Marked.AT_40, 30)).containsExactly(
                "#Position 23 5 (misère)#",
                "",
                "  A   {\u25CF \u25CF \u25CF \u25CF \u25CF}   #23#",
                "      {\u25CF \u25CF \u25CF \u25CF \u25CF}",
                "      {\u25CF \u25CF \u25CF \u25CF \u25CF}",
                "      {\u25CF \u25CF \u25CF \u25CF \u25CF}",
                "      {\u25CF \u25CF \u25CF}",
                "",
                "  B   {\u25CF \u25CF \u25CF \u25CF \u25CF}   # 5#");
    }

    @Test
    void twentyObjectsFitOneRowAtEightyColumns() {
        assertThat(BigPosition.lines(Position.of(20), Rules.NIM, Painter.PLAIN, 80)).containsExactly(
                "Position 20",
                "",
                "  A   o o o o o   o o o o o   o o o o o   o o o o o   20");
    }

    @Test
    void eighteenHeapsDrawSixteenCloseTogetherAndCountTwo() {
        long[] heaps = new long[18];
        Arrays.fill(heaps, 2);
        assertThat(BigPosition.lines(Position.of(heaps), Rules.NIM, Painter.PLAIN, 80))
                .startsWith("A position of 18 heaps", "", "  A   o o   2", "  B   o o   2")
                .endsWith("  P   o o   2", "  ... and 2 more heaps")
                .hasSize(2 + 16 + 1);
    }

    @Test
    void accessibleModeSaysEachHeapInASentence() {
        long[] heaps = new long[18];
        Arrays.fill(heaps, 2);
        assertThat(BigPosition.lines(Position.of(heaps), Rules.NIM, Painter.ACCESSIBLE, 40))
                .startsWith("A position of 18 heaps, normal play (the", "last move wins), any number from one",
                        "heap.", "Heap A: 2 objects.")
                .endsWith("Heap P: 2 objects.", "  ... and 2 more heaps")
                .hasSize(3 + 16 + 1);
        assertThat(BigPosition.lines(Position.of(1, 0), Rules.NIM, Painter.ACCESSIBLE, 80)).containsExactly(
                "Position 1 0, normal play (the last move wins), any number from one heap.",
                "Heap A: 1 object.",
                "Heap B: 0 objects.");
    }

    @Test
    void drawnWidthCountsTheWiderGapBetweenGroups() {
        assertThat(BigPosition.drawnWidth(0)).isEqualTo(1);
        assertThat(BigPosition.drawnWidth(1)).isEqualTo(1);
        assertThat(BigPosition.drawnWidth(5)).isEqualTo(9);
        assertThat(BigPosition.drawnWidth(6)).isEqualTo(13);
        assertThat(BigPosition.drawnWidth(20)).isEqualTo(45);
    }

    @Test
    void aSixteenDigitHeapAtThirtyColumnsStopsAtFiveToARow() {
        assertThat(BigPosition.lines(Position.of(3, 1_000_000_000_000_000L), Rules.NIM, Painter.PLAIN, 30))
                .containsExactly(
                        "Position 3 1000000000000000",
                        "",
                        "  A   o o o                               3",
                        "",
                        "  B   (too many to draw)   1000000000000000");
    }

    @Test
    void twentyObjectsFitOneRowInExactlyFiftySixColumns() {
        assertThat(BigPosition.lines(Position.of(20), Rules.NIM, Painter.PLAIN, 56)).containsExactly(
                "Position 20",
                "",
                "  A   o o o o o   o o o o o   o o o o o   o o o o o   20");
        assertThat(BigPosition.lines(Position.of(20), Rules.NIM, Painter.PLAIN, 55)).containsExactly(
                "Position 20",
                "",
                "  A   o o o o o   o o o o o   o o o o o   20",
                "      o o o o o");
    }

    @Test
    void sixteenHeapsAreStillNamedOneByOne() {
        long[] heaps = new long[16];
        Arrays.fill(heaps, 1);
        assertThat(BigPosition.lines(Position.of(heaps), Rules.NIM, Painter.PLAIN, 80))
                .startsWith("Position 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1", "", "  A   o   1", "  B   o   1")
                .endsWith("  P   o   1")
                .hasSize(2 + 16);
    }

    @Test
    void fortyObjectsAreDrawnAndTwentyOneLinesAreNotSpaced() {
        assertThat(BigPosition.lines(Position.of(40, 0, 21, 1, 1, 1, 1, 1, 1), Rules.NIM, Marked.AT_80, 80))
                .containsExactly(
                        "#Position 40 0 21 1 1 1 1 1 1#",
                        "",
                        "  A   {\u25CF \u25CF \u25CF \u25CF \u25CF   \u25CF \u25CF \u25CF \u25CF \u25CF   \u25CF \u25CF"
                                + " \u25CF \u25CF \u25CF   \u25CF \u25CF \u25CF \u25CF \u25CF}   #40#",
                        "      {\u25CF \u25CF \u25CF \u25CF \u25CF   \u25CF \u25CF \u25CF \u25CF \u25CF   \u25CF \u25CF"
                                + " \u25CF \u25CF \u25CF   \u25CF \u25CF \u25CF \u25CF \u25CF}",
                        "  B   -                                               # 0#",
                        "  C   {\u25CF \u25CF \u25CF \u25CF \u25CF   \u25CF \u25CF \u25CF \u25CF \u25CF   \u25CF \u25CF"
                                + " \u25CF \u25CF \u25CF   \u25CF \u25CF \u25CF \u25CF \u25CF}   #21#",
                        "      {\u25CF}",
                        "  D   {\u25CF}                                               # 1#",
                        "  E   {\u25CF}                                               # 1#",
                        "  F   {\u25CF}                                               # 1#",
                        "  G   {\u25CF}                                               # 1#",
                        "  H   {\u25CF}                                               # 1#",
                        "  I   {\u25CF}                                               # 1#");
        assertThat(BigPosition.lines(Position.of(40, 3), Rules.NIM, Painter.PLAIN, 80)).containsExactly(
                "Position 40 3",
                "",
                "  A   o o o o o   o o o o o   o o o o o   o o o o o   40",
                "      o o o o o   o o o o o   o o o o o   o o o o o",
                "",
                "  B   o o o                                            3");
    }

    @Test
    void twentyLinesAreStillSpacedAndAHugeHeapTakesOneOfThem() {
        assertThat(BigPosition.lines(Position.of(45, 20, 21, 1, 1, 1, 1, 1, 1), Rules.NIM, Painter.PLAIN, 80))
                .containsExactly(
                        "Position 45 20 21 1 1 1 1 1 1",
                        "",
                        "  A   (too many to draw)                              45",
                        "",
                        "  B   o o o o o   o o o o o   o o o o o   o o o o o   20",
                        "",
                        "  C   o o o o o   o o o o o   o o o o o   o o o o o   21",
                        "      o",
                        "",
                        "  D   o                                                1",
                        "",
                        "  E   o                                                1",
                        "",
                        "  F   o                                                1",
                        "",
                        "  G   o                                                1",
                        "",
                        "  H   o                                                1",
                        "",
                        "  I   o                                                1");
    }

    @Test
    void centredEveryLineMovesRightByTheSameAmountSoThatTheHeapsStayLinedUp() {
        assertThat(BigPosition.centred(java.util.List.of("Position 3", "", "  A   o o o   3"), 30))
                .containsExactly("       Position 3", "", "         A   o o o   3");
        assertThat(BigPosition.centred(java.util.List.of("wider than the window"), 10))
                .containsExactly("wider than the window");
    }

    @Test
    void aLineThatSetsItsSizeIsLeftWholeByOutputFittedTo80Columns() {
        String wide = "  A   " + "o ".repeat(45) + "  45";
        assertThat(FittedWriter.fit(wide, 80, 0)).hasSizeGreaterThan(1);
        assertThat(FittedWriter.fit(BigPosition.whole(java.util.List.of(wide)).get(0), 80, 0)).hasSize(1);
        assertThat(BigPosition.whole(java.util.List.of("x", ""))).containsExactly("\u001b#5x", "");
    }

    @Test
    void doubleSizeDrawsEachLineAsItsTopHalfThenItsBottomHalfAndLeavesBlankLinesSingle() {
        assertThat(BigPosition.doubleSize(java.util.List.of("Position 3", "", "A o o o 3")))
                .containsExactly("\u001b#3Position 3", "\u001b#4Position 3", "", "\u001b#3A o o o 3",
                        "\u001b#4A o o o 3");
    }

    @Test
    void doubleSizeIsUsedWhereTheTerminalNamesItselfAsOneThatDrawsItAndNeverInsideTmux() {
        assertThat(Display.doubleSizeIn(java.util.Map.of("XTERM_VERSION", "XTerm(379)")::get)).isTrue();
        assertThat(Display.doubleSizeIn(java.util.Map.of("VTE_VERSION", "7600")::get)).isTrue();
        assertThat(Display.doubleSizeIn(java.util.Map.of("KONSOLE_VERSION", "230804")::get)).isTrue();
        assertThat(Display.doubleSizeIn(java.util.Map.of("WT_SESSION", "x")::get)).isTrue();
        assertThat(Display.doubleSizeIn(java.util.Map.of("VTE_VERSION", "7600", "TMUX", "/tmp/t,1,0")::get)).isFalse();
        assertThat(Display.doubleSizeIn(java.util.Map.of("XTERM_VERSION", "x", "TERM", "screen-256color")::get))
                .isFalse();
        assertThat(Display.doubleSizeIn(java.util.Map.of("TERM", "xterm-256color")::get)).as("not known").isFalse();
        assertThat(Display.doubleSizeIn(java.util.Map.of("TMUX", "t", "NIM_EXPLORER_BIG", "double")::get)).isTrue();
        assertThat(Display.doubleSizeIn(java.util.Map.of("VTE_VERSION", "1", "NIM_EXPLORER_BIG", "plain")::get))
                .isFalse();
    }
}
