package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.OctalCode;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.engine.SumMoveParser;
import org.nimexplorer.explain.SumCheck;

/** Sums of games as text: misère search, the end of the game, one game alone, many heaps, and each kind of check. */
class SumTextTest {

    private static final String KAYLES_LINE_1 = "Games     kayles = Kayles (octal game 0.77): take 1 or 2: the whole heap, from";

    private static final HeapGame KAYLES = new HeapGame.Octal(OctalCode.parse("0.77").orThrow());

    private static GameSum sum(String notation) {
        return GameNotation.sum(Arrays.asList(notation.split(" ")), new HeapGame.Nim()).orThrow();
    }

    private static SumAnalysis analysis(String notation, Play play) {
        return SumEngine.analyze(sum(notation), play).orThrow();
    }

    private static List<String> check(String notation, Play play, String move) {
        SumAnalysis before = analysis(notation, play);
        return SumText.check(SumCheck.of(before, SumMoveParser.parse(move, before.sum()).orThrow()).orThrow(),
                Marked.AT_80);
    }

    @Test
    void aMisereSumIsDecidedBySearchAndItsMovesAreToldWithoutValues() {
        assertThat(SumText.analyze(analysis("kayles:4 nim:3", Play.MISERE), Marked.AT_80)).containsExactly(
                "Position  kayles:4 nim:3",
                "Rules     misère play (the last move loses)",
                KAYLES_LINE_1,
                "          an end or from the middle, splitting it in two; values repeat with",
                "          period 12 from heap 71 (proved: 'grundy --game kayles' shows how).",
                "          nim = Nim: take any number from the heap; a heap of n has the value n.",
                "",
                "          2 1",
                "  A 4 g=1 0 1",
                "  B 3 g=3 1 1",
                "          ---",
                "  sums    [1] 2  (ones per column, no carrying)",
                "  odd     *",
                "  nim-sum [2 = 10 in binary] (a 1 under each odd column)",
                "",
                "#N-position:# found by searching every follower: under misère play a sum of\ngames is not decided by"
                        + " its Grundy values. Winning moves:",
                "  <A-1     > knock down pin 1 (or 4) of A, leaving a row of 3.",
                "  <A-1=1+2 > knock down pin 2 (or 3) of A, leaving rows of 1 and 2.",
                "  <B-3     > take 3 from B.");
    }

    @Test
    void nothingLeftEndsTheGameEitherWay() {
        assertThat(SumText.analyze(analysis("kayles:0 nim:0", Play.MISERE), Marked.AT_80)).endsWith("",
                "The game is over: no move is left, so your opponent made the last move and lost.\nYou win.");
        assertThat(SumText.analyze(analysis("kayles:0 nim:0", Play.NORMAL), Marked.AT_80)).endsWith("",
                "The game is over: no move is left, so your opponent made the last move and won.");
    }

    @Test
    void oneRowOfFiveKaylesAtFortyColumnsHasOneWinningSplit() {
        assertThat(SumText.analyze(analysis("kayles:5", Play.NORMAL), Marked.AT_40)).containsExactly(
                "Position  kayles:5",
                "Rules     normal play (the last move",
                "          wins)",
                "Game      Kayles (octal game 0.77): take",
                "          1 or 2: the whole heap, from",
                "          an end or from the middle,",
                "          splitting it in two; values",
                "          repeat with period 12 from",
                "          heap 71 (proved: 'grundy",
                "          --game kayles' shows how).",
                "",
                "          4 2 1",
                "  A 5 g=4 1 0 0",
                "          -----",
                "  sums    [1] 0 0  (ones per column, no carrying)",
                "  odd     *",
                "  nim-sum [4] (a 1 under each odd column), in binary",
                "    100",
                "",
                "#N-position:# the XOR of the Grundy\nvalues is 4. A winning move changes one\nheap to the value that"
                        + " makes the XOR 0:\nthis move.",
                "  <A-1=2+2 > knock down pin 3 of A,",
                "           leaving rows of 2 and 2: A's",
                "           value goes from 4 to 0 (4 xor",
                "           4), and the XOR of the values",
                "           becomes 0.");
    }

    @Test
    void thirteenRowsOfTwoShowTwelveMovesAndCountOneMore() {
        GameSum rows = GameSum.of(new HeapGame.Octal(OctalCode.parse("0.77").orThrow()),
                2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
        List<String> out = SumText.analyze(SumEngine.analyze(rows, Play.NORMAL).orThrow(), Marked.AT_80);
        assertThat(out).startsWith("Position  13 heaps", "Rules     normal play (the last move wins)",
                "Game      Kayles (octal game 0.77): take 1 or 2: the whole heap, from an end or");
        assertThat(out).contains(
                "#N-position:# the XOR of the Grundy values is 2. A winning move changes one heap\nto the value that"
                        + " makes the XOR 0: any of these 13 moves.",
                "  <A-2     > knock down pins 1-2 of A, leaving nothing: A's value goes from 2 to 0",
                "           (2 xor 2), and the XOR of the values becomes 0.",
                "  <L-2     > knock down pins 1-2 of L, leaving nothing: L's value goes from 2 to 0");
        assertThat(out).last().isEqualTo("  ... and 1 more winning moves (--json lists them all)");
        assertThat(out).noneMatch(line -> line.startsWith("  <M-2"));
    }

    @Test
    void aSumMistakeListsEveryWinningMoveAndTheReply() {
        assertThat(check("kayles:4 nim:3", Play.NORMAL, "B-1")).containsExactly(
                "Move      take 1 from B (B-1): kayles:4 nim:3 -> kayles:4 nim:2",
                "!A mistake.! You had a win, but this leaves your opponent an N-position (the XOR\nof the values is 3),"
                        + " from which they can win.",
                "",
                "          2 1",
                "  A 4 g=1 0 1",
                "  B 2 g=2 1 0",
                "          ---",
                "  sums    [1] [1]  (ones per column, no carrying)",
                "  odd     * *",
                "  nim-sum [3 = 11 in binary] (a 1 under each odd column)",
                "",
                "Winning moves were <A-1> (knock down pin 1 (or 4) of A, leaving a row of 3),\n<A-1=1+2> (knock down"
                        + " pin 2 (or 3) of A, leaving rows of 1 and 2) and <B-2>\n(take 2 from B).",
                "Your opponent's winning reply: !knock down pins 1-2 (or 3-4) of A, leaving a row\nof 2! (A-2),"
                        + " leaving kayles:2 nim:2.");
    }

    @Test
    void fromAPPositionNoMoveWins() {
        assertThat(check("kayles:3 nim:3", Play.NORMAL, "B-1")).startsWith(
                "Move      take 1 from B (B-1): kayles:3 nim:3 -> kayles:3 nim:2",
                "No move wins here: the position was already a P-position, so whatever you do,\nyour opponent can"
                        + " answer and win.").endsWith(
                "Your opponent's winning reply: !knock down pin 1 (or 3) of A, leaving a row of\n2! (A-1), leaving"
                        + " kayles:2 nim:2.");
    }

    @Test
    void theLastPinWinsInNormalPlayAndLosesInMisere() {
        assertThat(check("kayles:1 nim:0", Play.NORMAL, "A-1")).containsExactly(
                "Move      knock down pin 1 of A, leaving nothing (A-1): kayles:1 nim:0 ->",
                "          kayles:0 nim:0",
                "<A winning move.> It leaves your opponent a P-position (the XOR of the values is\n0): whatever they"
                        + " do, you can answer and win.",
                "",
                "          1",
                "  A 0 g=0 0",
                "  B 0 g=0 0",
                "          -",
                "  sums    0  (ones per column, no carrying)",
                "  nim-sum 0 = 0 in binary (every column is even)",
                "",
                "The game is over: you made the last move, so you win.");
        assertThat(check("kayles:1 nim:0", Play.MISERE, "A-1")).contains(
                "No move wins here: the position was already a P-position, so whatever you do,\nyour opponent can"
                        + " answer and win.").endsWith("The game is over: you made the last move, so you lose.");
    }

    private static final String EIGHT = "nim:1 nim:2 nim:3 nim:4 nim:5 nim:6 nim:7 kayles:8";

    private static SumCheck checkOf(SumAnalysis before, String move) {
        return SumCheck.of(before, SumMoveParser.parse(move, before.sum()).orThrow()).orThrow();
    }

    @Test
    void eightHeapsAreStillWrittenOut() {
        assertThat(SumText.heading(sum(EIGHT), Play.NORMAL, Marked.AT_80)).containsExactly(
                "Position  nim:1 nim:2 nim:3 nim:4 nim:5 nim:6 nim:7 kayles:8",
                "Rules     normal play (the last move wins)",
                "Games     nim = Nim: take any number from the heap; a heap of n has the value n.",
                "          kayles = Kayles (octal game 0.77): take 1 or 2: the whole heap, from",
                "          an end or from the middle, splitting it in two; values repeat with",
                "          period 12 from heap 71 (proved: 'grundy --game kayles' shows how).");
        assertThat(SumText.describe(sum(EIGHT))).isEqualTo(EIGHT);
        assertThat(SumText.describe(sum(EIGHT + " nim:9"))).isEqualTo("9 heaps");
    }

    @Test
    void aMiserePPositionSaysNoMoveWins() {
        assertThat(SumText.analyze(analysis("nim:2 nim:2", Play.MISERE), Marked.AT_80)).containsExactly(
                "Position  nim:2 nim:2",
                "Rules     misère play (the last move loses)",
                "Game      Nim: take any number from the heap; a heap of n has the value n.",
                "",
                "          2 1",
                "  A 2 g=2 1 0",
                "  B 2 g=2 1 0",
                "          ---",
                "  sums    2 0  (ones per column, no carrying)",
                "  nim-sum 0 = 00 in binary (every column is even)",
                "",
                "#P-position:# found by searching every follower: under misère play a sum of\ngames is not decided by"
                        + " its Grundy values. No move wins.");
    }

    @Test
    void anEightLetterMoveStaysOnItsLine() {
        assertThat(SumText.analyze(analysis("kayles:13", Play.NORMAL), Marked.AT_80)).endsWith(
                "#N-position:# the XOR of the Grundy values is 1. A winning move changes one heap\nto the value that"
                        + " makes the XOR 0: any of these 3 moves.",
                "  <A-1=2+10> knock down pin 3 (or 11) of A, leaving rows of 2 and 10: A's value",
                "           goes from 1 to 0 (1 xor 1), and the XOR of the values becomes 0.",
                "  <A-1=4+8 > knock down pin 5 (or 9) of A, leaving rows of 4 and 8: A's value goes",
                "           from 1 to 0 (1 xor 1), and the XOR of the values becomes 0.",
                "  <A-1=6+6 > knock down pin 7 of A, leaving rows of 6 and 6: A's value goes from 1",
                "           to 0 (1 xor 1), and the XOR of the values becomes 0.");
    }

    @Test
    void aNineLetterMoveGetsALineOfItsOwn() {
        assertThat(SumText.analyze(analysis("kayles:21", Play.NORMAL), Marked.AT_80)).endsWith(
                "#N-position:# the XOR of the Grundy values is 4. A winning move changes one heap\nto the value that"
                        + " makes the XOR 0: any of these 2 moves.",
                "  <A-1=4+16> knock down pin 5 (or 17) of A, leaving rows of 4 and 16: A's value",
                "           goes from 4 to 0 (4 xor 4), and the XOR of the values becomes 0.",
                "  <A-1=10+10>",
                "           knock down pin 11 of A, leaving rows of 10 and 10: A's value goes",
                "           from 4 to 0 (4 xor 4), and the XOR of the values becomes 0.");
    }

    @Test
    void aWinningMoveThatDoesNotEndTheGameSaysWhatTheEngineWouldPlay() {
        assertThat(check("kayles:4 nim:3", Play.NORMAL, "B-2")).containsExactly(
                "Move      take 2 from B (B-2): kayles:4 nim:3 -> kayles:4 nim:1",
                "<A winning move.> It leaves your opponent a P-position (the XOR of the values is\n0): whatever they"
                        + " do, you can answer and win.",
                "",
                "          1",
                "  A 4 g=1 1",
                "  B 1 g=1 1",
                "          -",
                "  sums    2  (ones per column, no carrying)",
                "  nim-sum 0 = 0 in binary (every column is even)",
                "",
                "Your opponent has no winning move; the engine would play knock down pin 1 (or 4)\nof A, leaving a row"
                        + " of 3 (A-1), leaving kayles:3 nim:1, to make the game last.");
    }

    @Test
    void aMistakeWithTwelveWinningMovesNamesThemAll() {
        SumAnalysis before = SumEngine.analyze(GameSum.of(KAYLES, 10, 10, 10), Play.NORMAL).orThrow();
        assertThat(SumText.check(checkOf(before, "A-1"), Marked.AT_80)).endsWith(
                "Winning moves were <A-1=1+8> (knock down pin 2 (or 9) of A, leaving rows of 1\nand 8), <A-1=2+7>"
                        + " (knock down pin 3 (or 8) of A, leaving rows of 2 and 7),\n<A-1=3+6> (knock down pin 4 (or 7)"
                        + " of A, leaving rows of 3 and 6), <A-2=4+4>\n(knock down pins 5-6 of A, leaving rows of 4 and"
                        + " 4), <B-1=1+8> (knock down pin 2\n(or 9) of B, leaving rows of 1 and 8), <B-1=2+7> (knock"
                        + " down pin 3 (or 8) of B,\nleaving rows of 2 and 7), <B-1=3+6> (knock down pin 4 (or 7) of B,"
                        + " leaving rows\nof 3 and 6), <B-2=4+4> (knock down pins 5-6 of B, leaving rows of 4 and 4),\n"
                        + "<C-1=1+8> (knock down pin 2 (or 9) of C, leaving rows of 1 and 8), <C-1=2+7>\n(knock down pin"
                        + " 3 (or 8) of C, leaving rows of 2 and 7), <C-1=3+6> (knock down\npin 4 (or 7) of C, leaving"
                        + " rows of 3 and 6) and <C-2=4+4> (knock down pins 5-6\nof C, leaving rows of 4 and 4).",
                "Your opponent's winning reply: !knock down pin 5 of A, leaving rows of 4 and 4!\n(A-1=4+4), leaving"
                        + " 4 4 10 10.");
    }

    @Test
    void aMistakeWithThirteenWinningMovesNamesTwelveAndCountsOneMore() {
        long[] twos = new long[13];
        Arrays.fill(twos, 2);
        SumAnalysis before = SumEngine.analyze(GameSum.of(KAYLES, twos), Play.NORMAL).orThrow();
        assertThat(SumText.check(checkOf(before, "A-1"), Marked.AT_80)).endsWith(
                "Winning moves were <A-2> (knock down pins 1-2 of A, leaving nothing), <B-2>\n(knock down pins 1-2 of"
                        + " B, leaving nothing), <C-2> (knock down pins 1-2 of C,\nleaving nothing), <D-2> (knock down"
                        + " pins 1-2 of D, leaving nothing), <E-2>\n(knock down pins 1-2 of E, leaving nothing), <F-2>"
                        + " (knock down pins 1-2 of F,\nleaving nothing), <G-2> (knock down pins 1-2 of G, leaving"
                        + " nothing), <H-2>\n(knock down pins 1-2 of H, leaving nothing), <I-2> (knock down pins 1-2 of"
                        + " I,\nleaving nothing), <J-2> (knock down pins 1-2 of J, leaving nothing), <K-2>\n(knock down"
                        + " pins 1-2 of K, leaving nothing), <L-2> (knock down pins 1-2 of L,\nleaving nothing) and 1"
                        + " more.",
                "Your opponent's winning reply: !knock down pin 1 of A, leaving nothing! (A-1),\nleaving 13 heaps.");
    }
}
