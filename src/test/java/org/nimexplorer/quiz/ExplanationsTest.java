package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.FindSumMove;
import org.nimexplorer.explain.NimSum;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.SumOutcome;
import org.nimexplorer.explain.SumValue;
import org.nimexplorer.explain.SumWords;

/** The one sentence an answer key on paper gives for each answer. */
class ExplanationsTest {

    private static final Rules MISERE = new Rules(Play.MISERE, MoveSet.NIM);
    /** Take 1 or 2: a heap of n has Grundy value n mod 3. */
    private static final Rules TAKE_ONE_OR_TWO = new Rules(Play.NORMAL, new MoveSet.Subtraction(new int[] {1, 2}));

    @Test
    void aNimSumInNimIsTheXorOfTheHeapsThemselves() {
        assertThat(Explanations.brief(new NimSum(Position.of(3, 7, 13), Rules.NIM))).isEqualTo("the XOR of 3, 7, 13.");
    }

    @Test
    void aNimSumInASubtractionGameIsTheXorOfTheGrundyValues() {
        assertThat(Explanations.brief(new NimSum(Position.of(3, 7, 13), TAKE_ONE_OR_TWO)))
                .isEqualTo("the XOR of the Grundy values of the heaps.");
    }

    @Test
    void aPPositionGivesItsNimSumOfZeroAndSaysEveryMoveLoses() {
        assertThat(Explanations.brief(new PorN(Position.of(1, 2, 3), Rules.NIM)))
                .isEqualTo("P-position (nim-sum 0): every move leaves the opponent a win.");
    }

    @Test
    void aMisereAnswerNamesTheMisereRuleInsteadOfTheNimSum() {
        // Three heaps of one: each player takes one, and the first takes the last.
        assertThat(Explanations.brief(new PorN(Position.of(1, 1, 1), MISERE)))
                .isEqualTo("P-position (misère rule): every move leaves the opponent a win.");
        // One heap of one and one of two: taking the two leaves the opponent the last counter.
        assertThat(Explanations.brief(new FindMove(Position.of(1, 2), MISERE)))
                .isEqualTo("N-position (misère rule): take 2 from B leaves 1 0.");
    }

    @Test
    void anNPositionWithOneWinningMoveGivesTheMoveAndWhatItLeaves() {
        // 1 XOR 2 = 3, and only B has the 2 bit: it comes down to 2 XOR 3 = 1.
        assertThat(Explanations.brief(new FindMove(Position.of(1, 2), Rules.NIM)))
                .isEqualTo("N-position (nim-sum 3): take 1 from B leaves 1 1.");
    }

    @Test
    void anNPositionWithTwoWinningMovesNamesTheOtherOne() {
        // Grundy values 1 and 0: take the 1 away, or take 2 from the 3 to leave 1 and 1.
        assertThat(Explanations.brief(new FindMove(Position.of(1, 3), TAKE_ONE_OR_TWO))).isEqualTo(
                "N-position (nim-sum of Grundy values 1): take 1 from A leaves 0 3; the other winning move, B-2,"
                        + " also counts.");
    }

    @Test
    void anNPositionWithThreeWinningMovesNamesAllTheOthers() {
        // 5 XOR 6 XOR 7 = 4, and every heap has the 4 bit: each can lose it.
        assertThat(Explanations.brief(new FindMove(Position.of(5, 6, 7), Rules.NIM))).isEqualTo(
                "N-position (nim-sum 4): take 4 from A leaves 1 6 7; the other winning moves, B-4, C-4, also count.");
    }

    @Test
    void aSumsGrundyValueIsItsValuesAndTheirXor() {
        SumValue q = new SumValue(GameSum.of(new HeapGame.Nim(), 1, 2, 3));
        assertThat(Explanations.brief(q)).isEqualTo("Grundy values " + SumWords.list(new long[] {1, 2, 3}) + ", XOR 0.");
    }

    @Test
    void aSumThatIsAPPositionSaysEveryMoveLoses() {
        SumOutcome q = new SumOutcome(GameSum.of(new HeapGame.Nim(), 1, 2, 3));
        assertThat(Explanations.brief(q)).isEqualTo("P-position (Grundy values " + SumWords.list(new long[] {1, 2, 3})
                + ", XOR 0): every move leaves the opponent a win.");
    }

    @Test
    void aSumThatIsAnNPositionGivesAWinningMoveAndTheOthers() {
        String one = Explanations.brief(new FindSumMove(GameSum.of(new HeapGame.Nim(), 1, 2)));
        assertThat(one).startsWith("N-position (Grundy values " + SumWords.list(new long[] {1, 2}) + ", XOR 3): ")
                .endsWith(".").doesNotContain("other");
        String three = Explanations.brief(new FindSumMove(GameSum.of(new HeapGame.Nim(), 5, 6, 7)));
        assertThat(three).startsWith("N-position (Grundy values " + SumWords.list(new long[] {5, 6, 7}) + ", XOR 4): ")
                .contains("; the other winning moves, ").endsWith(", also count.");
    }

    @Test
    void aSumWithTwoWinningMovesNamesTheOtherOne() {
        HeapGame takeOneOrTwo = new HeapGame.Subtract(new MoveSet.Subtraction(new int[] {1, 2}));
        String two = Explanations.brief(new FindSumMove(GameSum.of(takeOneOrTwo, 1, 3)));
        assertThat(two).contains("; the other winning move, ").endsWith(", also counts.");
    }
}
