package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.MultiMove;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.StairMove;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.explain.WholeGameCheck;

/** Staircase Nim and Moore's Nim as text: long positions, empty odd steps, too-wide columns, and each kind of check. */
class WholeGameTextTest {

    private static final StaircaseNim STAIRCASE = new StaircaseNim();
    private static final MooreNim MOORE_2 = new MooreNim(2);
    private static final String STAIRCASE_P = "the nim-sum of the coins on the odd steps is 0. The odd steps are";

    @Test
    void aStaircaseInPositionIsNarratedAtFortyColumns() {
        assertThat(WholeGameText.analyze(STAIRCASE, Position.of(1, 5, 1), Marked.AT_40)).containsExactly(
                "Position  coins on steps 1 to 3: 1 5 1",
                "Game      Staircase Nim: coins lie on",
                "          steps 1, 2, 3, ...; a move",
                "          takes some coins from one step",
                "          down to the step below (from",
                "          step 1 to the ground).",
                "",
                "Odd steps 1 (step 1) xor 1 (step 3) =",
                "          [0]; the even steps do not",
                "          count.",
                "",
                "#P-position:# the nim-sum of the coins\non the odd steps is 0. The odd steps are\na game of Nim; a move"
                        + " from an even step\nonly adds coins to an odd step, and the\nopponent undoes it by moving the"
                        + " same\ncoins one step further down.");
    }

    @Test
    void aStaircaseWithNoCoinLeftIsOver() {
        assertThat(WholeGameText.analyze(STAIRCASE, Position.of(0, 0, 0, 0), Marked.AT_80)).containsExactly(
                "Position  coins on steps 1 to 4: 0 0 0 0",
                "Game      Staircase Nim: coins lie on steps 1, 2, 3, ...; a move takes some",
                "          coins from one step down to the step below (from step 1 to the",
                "          ground).",
                "",
                "Odd steps 0 (step 1) xor 0 (step 3) = [0]; the even steps do not count.",
                "",
                "The game is over: no coin is left, so your opponent made the last move and won.");
        assertThat(WholeGameText.analyze(STAIRCASE, Position.of(0, 3, 0, 0), Marked.AT_80))
                .as("coins on an even step are still a game").last().asString().startsWith("#P-position:#");
    }

    @Test
    void nineteenStepsNameEightOddStepsAndSayWhatEachMoveChanges() {
        Position steps = Position.of(1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8, 0, 9, 0, 10);
        assertThat(WholeGameText.analyze(STAIRCASE, steps, Marked.AT_80)).containsExactly(
                "Position  coins on steps 1 to 19",
                "Game      Staircase Nim: coins lie on steps 1, 2, 3, ...; a move takes some",
                "          coins from one step down to the step below (from step 1 to the",
                "          ground).",
                "",
                "Odd steps 1 (step 1) xor 2 (step 3) xor 3 (step 5) xor 4 (step 7) xor 5 (step 9)",
                "          xor 6 (step 11) xor 7 (step 13) xor 8 (step 15) xor ... (10 odd steps",
                "          in all) = [11]; the even steps do not count.",
                "",
                "#N-position:# the nim-sum of the coins on the odd steps is 11, not 0. Win as in\nNim on the odd steps"
                        + " (moving coins from an odd step down to an even one takes\nthem out of the Nim), or by"
                        + " moving coins down onto an odd step when that makes\nthe nim-sum 0. Winning moves:",
                "  <S15-5    > move 5 coins from step 15 to step 14, leaving step 14 at 5, step 15",
                "            at 3.",
                "  <S17-7    > move 7 coins from step 17 to step 16, leaving step 16 at 7, step 17",
                "            at 2.",
                "  <S19-9    > move 9 coins from step 19 to step 18, leaving step 18 at 9, step 19",
                "            at 1.");
    }

    @Test
    void anEmptyFirstStepStillCounts() {
        assertThat(WholeGameText.analyze(STAIRCASE, Position.of(0, 3), Marked.AT_80))
                .contains("Position  coins on steps 1 to 2: 0 3", "Odd steps 0 (step 1) = [0]; the even steps do not count.")
                .last().asString().startsWith("#P-position:# " + STAIRCASE_P);
    }

    @Test
    void mooreNimOnNineHeapsCountsOnesModuloThree() {
        assertThat(WholeGameText.analyze(MOORE_2, Position.of(1, 2, 3, 4, 5, 6, 7, 8, 9), Marked.AT_80)).containsExactly(
                "Position  9 heaps",
                "Game      Moore's Nim with k = 2 (a move lowers 1 or 2 heaps).",
                "",
                "         8 4 2 1",
                "  A 1    0 0 0 1",
                "  B 2    0 0 1 0",
                "  C 3    0 0 1 1",
                "  D 4    0 1 0 0",
                "  E 5    0 1 0 1",
                "  F 6    0 1 1 0",
                "  G 7    0 1 1 1",
                "  H 8    1 0 0 0",
                "  I 9    1 0 0 1",
                "        --------",
                "  ones   2 4 4 5",
                "  mod 3 [ 2][ 1][ 1][ 2]  (a column is fine when this is 0)",
                "",
                "#N-position:# some column's number of ones is not a multiple of 3 (k + 1). A\nwinning move lowers at"
                        + " most 2 heaps to make every column a multiple of 3 again,\nworking from the top column down."
                        + " Winning moves:",
                "  <H-1 I-2  > take 1 from H and 2 from I, leaving H at 7, I at 7.");
    }

    @Test
    void threeOnesAreAMultipleOfThree() {
        assertThat(WholeGameText.analyze(MOORE_2, Position.of(1, 1, 1), Marked.AT_80)).endsWith(
                "         1",
                "  A 1    1",
                "  B 1    1",
                "  C 1    1",
                "        --",
                "  ones   3",
                "  mod 3  0  (a column is fine when this is 0)",
                "",
                "#P-position:# in every binary column the number of ones is a multiple of 3 (k +\n1). A move lowers at"
                        + " most 2 heaps, so it changes at most 2 ones in a column, and\nthe top column it changes stops"
                        + " being a multiple of 3; the opponent can always\nrestore them all.");
    }

    @Test
    void aMillionIsTooWideAtFortyAndItsMovesTooManyToList() {
        assertThat(WholeGameText.analyze(MOORE_2, Position.of(1_000_000, 3), Marked.AT_40)).containsExactly(
                "Position  1000000 3",
                "Game      Moore's Nim with k = 2 (a move",
                "          lowers 1 or 2 heaps).",
                "",
                "(20 binary columns: too wide to draw; the column counts decide as below.)",
                "",
                "#N-position:# some column's number of\nones is not a multiple of 3 (k + 1). A\nwinning move lowers at"
                        + " most 2 heaps to\nmake every column a multiple of 3 again,\nworking from the top column"
                        + " down.\nWinning moves:",
                "(Too many moves to list every winning\none: listing every winning move tries\neach legal move, and this"
                        + " position has\nmore than 1,000,000 of them; the column\nrule still finds one. The rule's"
                        + " move:)",
                "  <A-1000000 B-3> take 1000000 from A and 3",
                "            from B, leaving 0 0.");
    }

    @Test
    void columnsOfMooreNimWithKOneIsNimOfPairs() {
        assertThat(WholeGameText.columnsOf(new MooreNim(1), Position.of(3, 3), Marked.AT_80)).containsExactly(
                "         2 1",
                "  A 3    1 1",
                "  B 3    1 1",
                "        ----",
                "  ones   2 2",
                "  mod 2  0 0  (a column is fine when this is 0)",
                "",
                "#P-position:# in every binary column the number of ones is a multiple of 2 (k +\n1). A move lowers at"
                        + " most 1 heaps, so it changes at most 1 ones in a column, and\nthe top column it changes stops"
                        + " being a multiple of 2; the opponent can always\nrestore them all.");
    }

    @Test
    void anEvenStepMoveFromAPPositionIsUndoneOneStepFurtherDown() {
        assertThat(WholeGameText.check(WholeGameCheck.of(STAIRCASE, Position.of(1, 5, 1), new StairMove(2, 2)),
                Marked.AT_80)).containsExactly(
                "Move      move 2 coins from step 2 to step 1 (S2-2): 1 5 1 -> 3 3 1",
                "No move wins here: the position was already a P-position, so whatever you do,\nyour opponent can"
                        + " answer and win.",
                "",
                "Odd steps 3 (step 1) xor 1 (step 3) = [2]; the even steps do not count.",
                "",
                "Your opponent's winning reply: !move 2 coins from step 1 to the ground! (S1-2),\nleaving 1 3 1: the"
                        + " same coins one step further down, so the odd steps are as\nthey were.");
    }

    @Test
    void takingTheLastCoinsWins() {
        assertThat(WholeGameText.check(WholeGameCheck.of(STAIRCASE, Position.of(3), new StairMove(1, 3)), Marked.AT_80))
                .startsWith("Move      move 3 coins from step 1 to the ground (S1-3): 3 -> 0",
                        "<A winning move.> It leaves your opponent a P-position: the nim-sum of the coins\non the odd"
                                + " steps is 0. The odd steps are a game of Nim; a move from an even step\nonly adds"
                                + " coins to an odd step, and the opponent undoes it by moving the same\ncoins one step"
                                + " further down.")
                .endsWith("Odd steps 0 (step 1) = [0]; the even steps do not count.", "",
                        "The game is over: you made the last move, so you win.");
    }

    @Test
    void aStaircaseMistakeNamesTheWinningMoveAndTheReply() {
        assertThat(WholeGameText.check(WholeGameCheck.of(STAIRCASE, Position.of(3, 0, 1), new StairMove(1, 1)),
                Marked.AT_80)).containsExactly(
                "Move      move 1 coin from step 1 to the ground (S1-1): 3 0 1 -> 2 0 1",
                "!A mistake.! You had a win, but this leaves an N-position: the nim-sum of the\ncoins on the odd steps"
                        + " is 3, not 0. Win as in Nim on the odd steps (moving coins\nfrom an odd step down to an even"
                        + " one takes them out of the Nim), or by moving\ncoins down onto an odd step when that makes"
                        + " the nim-sum 0.",
                "",
                "Odd steps 2 (step 1) xor 1 (step 3) = [3]; the even steps do not count.",
                "",
                "The winning move was <S1-2> (move 2 coins from step 1 to the ground).",
                "Your opponent's winning reply: !move 1 coin from step 1 to the ground! (S1-1),\nleaving 1 0 1.");
    }

    @Test
    void aMooreMistakeOnNineHeapsSaysOnlyWhatTheReplyChanges() {
        Position before = Position.of(1, 2, 3, 4, 5, 6, 7, 8, 9);
        Position after = Position.of(0, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThat(WholeGameText.check(WholeGameCheck.of(MOORE_2, before, MultiMove.between(before, after)),
                Marked.AT_80)).startsWith("Move      take 1 from A (A-1): 9 heaps -> 9 heaps")
                .endsWith("  ones   2 4 4 4",
                        "  mod 3 [ 2][ 1][ 1][ 1]  (a column is fine when this is 0)",
                        "",
                        "The winning move was <H-1 I-2> (take 1 from H and 2 from I).",
                        "Your opponent's winning reply: !take 2 from H and 3 from I! (H-2 I-3), leaving H\nat 6, I at 6.");
    }

    /** One coin on each odd step of {@code steps} and one on step 2, whose move down is a mistake. */
    private static Position onesOnOddStepsAndOneOnStepTwo(int steps) {
        long[] coins = new long[steps];
        for (int i = 0; i < steps; i += 2) {
            coins[i] = 1;
        }
        coins[1] = 1;
        return Position.of(coins);
    }

    @Test
    void eightStepsAreStillToldInFullAndSoIsWhatTheMoveLeaves() {
        assertThat(WholeGameText.analyze(STAIRCASE, Position.of(1, 0, 2, 0, 3, 0, 4, 1), Marked.AT_80)).containsExactly(
                "Position  coins on steps 1 to 8: 1 0 2 0 3 0 4 1",
                "Game      Staircase Nim: coins lie on steps 1, 2, 3, ...; a move takes some",
                "          coins from one step down to the step below (from step 1 to the",
                "          ground).",
                "",
                "Odd steps 1 (step 1) xor 2 (step 3) xor 3 (step 5) xor 4 (step 7) = [4]; the",
                "          even steps do not count.",
                "",
                "#N-position:# the nim-sum of the coins on the odd steps is 4, not 0. Win as in\nNim on the odd steps"
                        + " (moving coins from an odd step down to an even one takes\nthem out of the Nim), or by moving"
                        + " coins down onto an odd step when that makes\nthe nim-sum 0. Winning moves:",
                "  <S7-4     > move 4 coins from step 7 to step 6, leaving 1 0 2 0 3 4 0 1.");
    }

    @Test
    void exactlyEightOddStepsAreAllNamedWithoutACount() {
        assertThat(WholeGameText.columns(STAIRCASE, Position.of(1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8),
                Marked.AT_80)).containsExactly(
                "Odd steps 1 (step 1) xor 2 (step 3) xor 3 (step 5) xor 4 (step 7) xor 5 (step 9)",
                "          xor 6 (step 11) xor 7 (step 13) xor 8 (step 15) = [8]; the even steps",
                "          do not count.");
    }

    @Test
    void noStepsAtAllHaveNoOddSteps() {
        assertThat(WholeGameText.columns(STAIRCASE, Position.of(), Marked.AT_80))
                .containsExactly("Odd steps none = [0]; the even steps do not count.");
    }

    @Test
    void thirteenWinningMovesListTwelveAndCountOneMore() {
        assertThat(WholeGameText.analyze(STAIRCASE, onesOnOddStepsAndOneOnStepTwo(25), Marked.AT_80)).containsExactly(
                "Position  coins on steps 1 to 25",
                "Game      Staircase Nim: coins lie on steps 1, 2, 3, ...; a move takes some",
                "          coins from one step down to the step below (from step 1 to the",
                "          ground).",
                "",
                "Odd steps 1 (step 1) xor 1 (step 3) xor 1 (step 5) xor 1 (step 7) xor 1 (step 9)",
                "          xor 1 (step 11) xor 1 (step 13) xor 1 (step 15) xor ... (13 odd steps",
                "          in all) = [1]; the even steps do not count.",
                "",
                "#N-position:# the nim-sum of the coins on the odd steps is 1, not 0. Win as in\nNim on the odd steps"
                        + " (moving coins from an odd step down to an even one takes\nthem out of the Nim), or by moving"
                        + " coins down onto an odd step when that makes\nthe nim-sum 0. Winning moves:",
                "  <S1-1     > move 1 coin from step 1 to the ground, leaving step 1 at 0.",
                "  <S3-1     > move 1 coin from step 3 to step 2, leaving step 2 at 2, step 3 at 0.",
                "  <S5-1     > move 1 coin from step 5 to step 4, leaving step 4 at 1, step 5 at 0.",
                "  <S7-1     > move 1 coin from step 7 to step 6, leaving step 6 at 1, step 7 at 0.",
                "  <S9-1     > move 1 coin from step 9 to step 8, leaving step 8 at 1, step 9 at 0.",
                "  <S11-1    > move 1 coin from step 11 to step 10, leaving step 10 at 1, step 11",
                "            at 0.",
                "  <S13-1    > move 1 coin from step 13 to step 12, leaving step 12 at 1, step 13",
                "            at 0.",
                "  <S15-1    > move 1 coin from step 15 to step 14, leaving step 14 at 1, step 15",
                "            at 0.",
                "  <S17-1    > move 1 coin from step 17 to step 16, leaving step 16 at 1, step 17",
                "            at 0.",
                "  <S19-1    > move 1 coin from step 19 to step 18, leaving step 18 at 1, step 19",
                "            at 0.",
                "  <S21-1    > move 1 coin from step 21 to step 20, leaving step 20 at 1, step 21",
                "            at 0.",
                "  <S23-1    > move 1 coin from step 23 to step 22, leaving step 22 at 1, step 23",
                "            at 0.",
                "  ... and 1 more winning moves (--json lists them all)");
    }

    @Test
    void aLongStaircaseIsCountedInStepsAndMooresNimInHeaps() {
        assertThat(WholeGameText.check(WholeGameCheck.of(STAIRCASE, onesOnOddStepsAndOneOnStepTwo(9),
                new StairMove(2, 1)), Marked.AT_80).get(0))
                .isEqualTo("Move      move 1 coin from step 2 to step 1 (S2-1): 9 steps -> 9 steps");
        assertThat(WholeGameText.check(WholeGameCheck.of(STAIRCASE, onesOnOddStepsAndOneOnStepTwo(8),
                new StairMove(2, 1)), Marked.AT_80).subList(0, 2)).containsExactly(
                "Move      move 1 coin from step 2 to step 1 (S2-1): 1 1 1 0 1 0 1 0 -> 2 0 1 0 1",
                "          0 1 0");
    }

    @Test
    void aMistakeWithTwelveWinningMovesNamesThemAll() {
        long[] coins = onesOnOddStepsAndOneOnStepTwo(24).heaps();
        coins[22] = 0; // step 23 empty, and one coin on step 24 to put there: eleven odd-step moves and S24-1
        coins[23] = 1;
        assertThat(WholeGameText.check(WholeGameCheck.of(STAIRCASE, Position.of(coins), new StairMove(2, 1)),
                Marked.AT_80)).endsWith(
                "Winning moves were <S1-1> (move 1 coin from step 1 to the ground), <S3-1> (move\n1 coin from step 3 to"
                        + " step 2), <S5-1> (move 1 coin from step 5 to step 4),\n<S7-1> (move 1 coin from step 7 to"
                        + " step 6), <S9-1> (move 1 coin from step 9 to\nstep 8), <S11-1> (move 1 coin from step 11 to"
                        + " step 10), <S13-1> (move 1 coin\nfrom step 13 to step 12), <S15-1> (move 1 coin from step 15"
                        + " to step 14), <S17-1>\n(move 1 coin from step 17 to step 16), <S19-1> (move 1 coin from step"
                        + " 19 to step\n18), <S21-1> (move 1 coin from step 21 to step 20), <S24-1> (move 1 coin from\n"
                        + "step 24 to step 23).",
                "Your opponent's winning reply: !move 2 coins from step 1 to the ground! (S1-2),\nleaving step 1 at 0.");
    }

    @Test
    void aMistakeWithThirteenWinningMovesNamesTwelveAndMore() {
        assertThat(WholeGameText.check(WholeGameCheck.of(STAIRCASE, onesOnOddStepsAndOneOnStepTwo(25),
                new StairMove(2, 1)), Marked.AT_80)).containsExactly(
                "Move      move 1 coin from step 2 to step 1 (S2-1): 25 steps -> 25 steps",
                "!A mistake.! You had a win, but this leaves an N-position: the nim-sum of the\ncoins on the odd steps"
                        + " is 2, not 0. Win as in Nim on the odd steps (moving coins\nfrom an odd step down to an even"
                        + " one takes them out of the Nim), or by moving\ncoins down onto an odd step when that makes"
                        + " the nim-sum 0.",
                "",
                "Odd steps 2 (step 1) xor 1 (step 3) xor 1 (step 5) xor 1 (step 7) xor 1 (step 9)",
                "          xor 1 (step 11) xor 1 (step 13) xor 1 (step 15) xor ... (13 odd steps",
                "          in all) = [2]; the even steps do not count.",
                "",
                "Winning moves were <S1-1> (move 1 coin from step 1 to the ground), <S3-1> (move\n1 coin from step 3 to"
                        + " step 2), <S5-1> (move 1 coin from step 5 to step 4),\n<S7-1> (move 1 coin from step 7 to"
                        + " step 6), <S9-1> (move 1 coin from step 9 to\nstep 8), <S11-1> (move 1 coin from step 11 to"
                        + " step 10), <S13-1> (move 1 coin\nfrom step 13 to step 12), <S15-1> (move 1 coin from step 15"
                        + " to step 14), <S17-1>\n(move 1 coin from step 17 to step 16), <S19-1> (move 1 coin from step"
                        + " 19 to step\n18), <S21-1> (move 1 coin from step 21 to step 20), <S23-1> (move 1 coin from\n"
                        + "step 23 to step 22), and more.",
                "Your opponent's winning reply: !move 2 coins from step 1 to the ground! (S1-2),\nleaving step 1 at 0.");
    }

    @Test
    void aWinningMoveThatDoesNotEndTheGameSaysWhatTheEngineWouldPlay() {
        assertThat(WholeGameText.check(WholeGameCheck.of(STAIRCASE, Position.of(3, 0, 1), new StairMove(1, 2)),
                Marked.AT_80)).containsExactly(
                "Move      move 2 coins from step 1 to the ground (S1-2): 3 0 1 -> 1 0 1",
                "<A winning move.> It leaves your opponent a P-position: the nim-sum of the coins\non the odd steps"
                        + " is 0. The odd steps are a game of Nim; a move from an even step\nonly adds coins to an odd"
                        + " step, and the opponent undoes it by moving the same\ncoins one step further down.",
                "",
                "Odd steps 1 (step 1) xor 1 (step 3) = [0]; the even steps do not count.",
                "",
                "Your opponent has no winning move; the engine would play move 1 coin from step 3\nto step 2 (S3-1),"
                        + " leaving 1 1 0.");
    }

    @Test
    void threeDigitColumnHeadsAndAFourDigitHeapWidenTheTable() {
        assertThat(WholeGameText.columns(MOORE_2, Position.of(1000, 3), Marked.AT_80)).containsExactly(
                "          512 256 128  64  32  16   8   4   2   1",
                "  A 1000    1   1   1   1   1   0   1   0   0   0",
                "  B 3       0   0   0   0   0   0   0   0   1   1",
                "         ----------------------------------------",
                "  ones      1   1   1   1   1   0   1   0   1   1",
                "  mod 3  [   1][   1][   1][   1][   1]   0[   1]   0[   1][   1]  (a column is fine when this is 0)");
    }

    @Test
    void twentySixHeapsMakeRoomForTheLastLabelAndAHundred() {
        long[] heaps = new long[26];
        Arrays.fill(heaps, 1);
        heaps[25] = 100;
        assertThat(WholeGameText.columns(MOORE_2, Position.of(heaps), Marked.AT_80)).startsWith(
                "         64 32 16  8  4  2  1",
                "  A 1     0  0  0  0  0  0  1").endsWith(
                "  P 1     0  0  0  0  0  0  1",
                "        ---------------------",
                "  ones    1  1  0  0  1  0 25",
                "  mod 3 [  1][  1]  0  0[  1]  0[  1]  (a column is fine when this is 0)").hasSize(20);
    }

    @Test
    void modTenNeedsOneMoreColumnThanModThree() {
        assertThat(WholeGameText.columns(new MooreNim(9), Position.of(1, 2, 3), Marked.AT_80)).containsExactly(
                "          2 1",
                "  A 1     0 1",
                "  B 2     1 0",
                "  C 3     1 1",
                "         ----",
                "  ones    2 2",
                "  mod 10 [ 2][ 2]  (a column is fine when this is 0)");
    }

    @Test
    void aTableExactlyAsWideAsTheWindowIsDrawn() {
        assertThat(WholeGameText.columns(MOORE_2, Position.of(1, 2, 3), new Marked(12, false))).containsExactly(
                "         2 1",
                "  A 1    0 1",
                "  B 2    1 0",
                "  C 3    1 1",
                "        ----",
                "  ones   2 2",
                "  mod 3 [ 2][ 2]  (a column is fine when this is 0)");
        assertThat(WholeGameText.columns(MOORE_2, Position.of(1, 2, 3), new Marked(11, false))).containsExactly(
                "(2 binary columns: too wide to draw; the column counts decide as below.)");
    }
}
