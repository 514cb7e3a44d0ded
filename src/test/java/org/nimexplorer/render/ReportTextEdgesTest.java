package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.MoveCheck;
import org.nimexplorer.explain.PositionReport;

/** analyze and check as text where the gallery does not go: many heaps, misère endings, the end of the game. */
class ReportTextEdgesTest {

    private static final Rules MISERE = new Rules(Play.MISERE, MoveSet.NIM);

    private static List<String> analyze(Rules rules, Painter painter, long... heaps) {
        return ReportText.analyze(PositionReport.of(Position.of(heaps), rules).orThrow(), painter);
    }

    private static List<String> check(Rules rules, Move move, long... heaps) {
        return ReportText.check(MoveCheck.of(Position.of(heaps), rules, move).orThrow(), Marked.AT_80);
    }

    @Test
    void fourteenHeapsAreCountedAndTheMoveSaysWhatTheHeapIsLeftAt() {
        long[] heaps = new long[14];
        Arrays.fill(heaps, 1);
        heaps[0] = 2;
        List<String> out = analyze(Rules.NIM, Marked.AT_40, heaps);
        assertThat(out.subList(0, 4)).containsExactly("Position  14 heaps", "Rules     normal play (the last move",
                "          wins), any number from one", "          heap");
        assertThat(out.subList(out.size() - 8, out.size())).containsExactly(
                "#N-position:# the player to move wins\nwith perfect play, by this move:",
                "  <A-1   > take 1 from A, leaving A at 1.",
                "         The nim-sum 3 has its leading 1",
                "         in the 2s column; A has a 1",
                "         there, so A goes to 2 xor 3 =",
                "         1, which is smaller, and every",
                "         column becomes even (nim-sum",
                "         0).");
    }

    @Test
    void thirteenWinningMovesShowTwelveAndCountTheLast() {
        long[] heaps = new long[13];
        Arrays.fill(heaps, 2);
        List<String> out = analyze(Rules.NIM, Painter.PLAIN, heaps);
        assertThat(out).contains("N-position: the player to move wins with perfect play, by any of these 13 moves:",
                "  A-2    take 2 from A, leaving A at 0. The nim-sum 2 has its leading 1 in the",
                "         2s column; A has a 1 there, so A goes to 2 xor 2 = 0, which is smaller,",
                "  L-2    take 2 from L, leaving L at 0. The nim-sum 2 has its leading 1 in the",
                "  ... and 1 more winning moves (--json lists them all)");
        assertThat(out).noneMatch(line -> line.startsWith("  M-2"));
    }

    @Test
    void aLongMoveGoesOnItsOwnLine() {
        List<String> out = analyze(Rules.NIM, Marked.AT_80, 1_000_000, 1);
        assertThat(out.subList(out.size() - 4, out.size())).containsExactly(
                "  <A-999999>",
                "         take 999999 from A, leaving 1 1. The nim-sum 1000001 has its leading 1",
                "         in the 2^19s column; A has a 1 there, so A goes to 1000000 xor 1000001",
                "         = 1, which is smaller, and every column becomes even (nim-sum 0).");
    }

    @Test
    void moreCountsOnlyPastTwelve() {
        assertThat(ReportText.more(BigInteger.valueOf(12), 12)).isEmpty();
        assertThat(ReportText.more(BigInteger.valueOf(13), 13)).contains("  ... and 1 more winning moves (--json lists them all)");
        assertThat(ReportText.more(BigInteger.valueOf(1_234_567), 5_000))
                .contains("  ... and 1,234,555 more winning moves (--json lists the first 5,000)");
    }

    @Test
    void describeNamesUpToEightHeapsAndCountsMore() {
        assertThat(ReportText.describe(Position.of(1, 2, 3, 4, 5, 6, 7, 8))).isEqualTo("1 2 3 4 5 6 7 8");
        assertThat(ReportText.describe(Position.of(1, 2, 3, 4, 5, 6, 7, 8, 9))).isEqualTo("9 heaps");
        assertThat(ReportText.describe(Position.of(new long[1234]))).isEqualTo("1,234 heaps");
    }

    @Test
    void emptyHeapsInMisereMeanTheOpponentMadeTheLastMoveAndLost() {
        assertThat(analyze(MISERE, Marked.AT_80, 0, 0)).endsWith("",
                "The game is over: no move is left, so your opponent made the last move and lost.\nYou win.");
        assertThat(analyze(Rules.NIM, Marked.AT_80, 0)).endsWith("",
                "The game is over: no move is left, so your opponent made the last move and won.");
    }

    @Test
    void threeOnesInMisereAreAPPositionForTheirParity() {
        assertThat(analyze(MISERE, Marked.AT_80, 1, 1, 1)).endsWith(
                "#P-position:# only heaps of 1 are left, an odd number of them. The players must\ntake them one at a"
                        + " time, so the player to move takes the last one and loses.");
    }

    @Test
    void aSubtractionGameNamesItsPeriodAndMovesByGrundyValue() {
        Rules rules = new Rules(Play.NORMAL, new MoveSet.Subtraction(new int[] {1, 3, 4}));
        assertThat(analyze(rules, Marked.AT_80, 3, 9)).containsExactly(
                "Position  3 9",
                "Rules     normal play (the last move wins), take 1, 3 or 4 from one heap",
                "          Grundy values repeat with period 7 from heap 0",
                "",
                "          1",
                "  A 3 g=1 1",
                "  B 9 g=0 0",
                "          -",
                "  sums    [1]  (ones per column, no carrying)",
                "  odd     *",
                "  nim-sum [1 = 1 in binary] (a 1 under each odd column)",
                "",
                "#N-position:# the player to move wins with perfect play, by any of these 3\nmoves:",
                "  <A-1   > take 1 from A, leaving 2 9. A's Grundy value goes from 1 to 0, which",
                "         makes the nim-sum of Grundy values 0.",
                "  <A-3   > take 3 from A, leaving 0 9. A's Grundy value goes from 1 to 0, which",
                "         makes the nim-sum of Grundy values 0.",
                "  <B-1   > take 1 from B, leaving 3 8. B's Grundy value goes from 0 to 1, which",
                "         makes the nim-sum of Grundy values 0.");
    }

    @Test
    void misereSubtractionIsSearchedMoveByMove() {
        Rules rules = new Rules(Play.MISERE, new MoveSet.Subtraction(new int[] {1, 2}));
        assertThat(analyze(rules, Marked.AT_80, 3)).contains("          Grundy value of a heap of n: n mod 3").endsWith(
                "#N-position:# the player to move wins with perfect play, by this move:",
                "  <A-2   > take 2 from A, leaving 1. Every reply to it was searched: your opponent",
                "         loses against perfect play (misère subtraction games have no formula).");
        assertThat(analyze(rules, Marked.AT_80, 4)).endsWith(
                "#P-position:# every move leads to a position from which the opponent wins (found\nby searching every"
                        + " follower: misère subtraction games have no formula). The\nplayer to move loses against"
                        + " perfect play.");
    }

    @Test
    void misereEndgameLeavesAnOddNumberOfOnes() {
        assertThat(analyze(MISERE, Marked.AT_80, 2, 1, 1)).endsWith(
                "  <A-1   > take 1 from A, leaving 1 1 1. Misère endgame: this leaves only heaps of",
                "         0 and 1, and an odd number (3) of 1-heaps, so your opponent will have",
                "         to take the last object.");
    }

    @Test
    void takingTheLastObjectWinsInNormalPlayAndLosesInMisere() {
        assertThat(check(Rules.NIM, new Move(0, 1), 1, 0)).startsWith("take 1 from A (A-1): 1 0  ->  0 0",
                "<A winning move.> It leaves your opponent a P-position (nim-sum 0): whatever\nthey do, you can answer"
                        + " and win.").endsWith("The game is over: you took the last object, so you win.");
        assertThat(check(MISERE, new Move(0, 1), 1, 0)).startsWith("take 1 from A (A-1): 1 0  ->  0 0",
                "No move wins here: 1 0 was already a P-position, so whatever you take, your\nopponent can answer and"
                        + " win. The usual practice is to take a little and hope\nyour opponent slips.")
                .endsWith("The game is over: you took the last object, so you lose.");
    }

    @Test
    void aMisereMistakeLeavesAnEvenNumberOfOnes() {
        assertThat(check(MISERE, new Move(2, 2), 1, 1, 2)).containsExactly(
                "take 2 from C (C-2): 1 1 2  ->  1 1 0",
                "!A mistake.! You had a win, but this leaves your opponent an N-position (only\n1-heaps are left, an"
                        + " even number of them), from which they can win.",
                "",
                "       1",
                "  A  1 1",
                "  B  1 1",
                "  C  0 0",
                "       -",
                "  sums 2  (ones per column, no carrying)",
                "  nim-sum 0 = 0 in binary (every column is even)",
                "",
                "The winning move was <C-1> (take 1 from C).",
                "Your opponent's winning reply: !take 1 from A! (A-1), leaving 0 1 0.");
    }

    @Test
    void aWinningMoveLeavesTheOpponentNoWinAndTheEngineMakesTheGameLast() {
        assertThat(check(Rules.NIM, new Move(0, 7), 7, 7, 7)).endsWith(
                "Your opponent has no winning move; the engine would play take 1 from B (B-1),\nleaving 0 6 7, to make"
                        + " the game last.");
    }

    @Test
    void aMistakeWithManyWinningMovesListsTwelveAndCountsTheRest() {
        long[] heaps = new long[15];
        Arrays.fill(heaps, 2);
        heaps[14] = 3;
        // The nim-sum is 3 (fourteen twos cancel): each 2 goes to 2 xor 3 = 1, and O to 0; fifteen winning moves.
        List<String> out = check(Rules.NIM, new Move(0, 2), heaps);
        assertThat(out.get(out.size() - 2)).startsWith("Winning moves were ").contains("<B-1> (take 1 from B)")
                .endsWith("1 from J), <K-1> (take 1 from K), <L-1> (take 1 from L), and 3 more.");
    }

    @Test
    void aMoveOfSixCharactersStaysBesideItsReason() {
        List<String> out = analyze(Rules.NIM, Marked.AT_80, 1_000);
        assertThat(out).anyMatch(line -> line.startsWith("  <A-1000> take 1000 from A, leaving 0."));
    }

    @Test
    void eightHeapsAreLeftWholeInAReason() {
        List<String> out = analyze(Rules.NIM, Marked.AT_80, 1, 1, 1, 1, 1, 1, 1, 2);
        assertThat(out).anyMatch(line -> line.startsWith("  <H-1   > take 1 from H, leaving 1 1 1 1 1 1 1 1."));
    }

    @Test
    void aMisereWinningMoveSaysNothingOfTheNimSum() {
        assertThat(check(MISERE, new Move(0, 1), 2, 1, 1).get(1)).isEqualTo("<A winning move.> It leaves your"
                + " opponent a P-position: whatever they do, you\ncan answer and win.");
    }

    @Test
    void aMisereSubtractionMistakeIsFoundBySearch() {
        Rules rules = new Rules(Play.MISERE, new MoveSet.Subtraction(new int[] {1, 2}));
        assertThat(check(rules, new Move(0, 1), 3).get(1)).isEqualTo("!A mistake.! You had a win, but this leaves"
                + " your opponent an N-position (found\nby searching every follower), from which they can win.");
    }

    @Test
    void exactlyTwelveWinningMovesAreAllListedWithNothingMore() {
        // Take 1 or 2: a 4 has value 1 and a 2 value 2; seven of one and five of the other make the nim-sum 3,
        // and every heap can move to the other value: twelve winning moves, one a heap.
        Rules rules = new Rules(Play.NORMAL, new MoveSet.Subtraction(new int[] {1, 2}));
        List<String> out = check(rules, new Move(0, 1), 4, 4, 4, 4, 4, 4, 4, 2, 2, 2, 2, 2);
        assertThat(out.get(out.size() - 2)).startsWith("Winning moves were <A-2> (take 2 from A), ")
                .endsWith("<L-1> (take 1 from L).");
    }
}
