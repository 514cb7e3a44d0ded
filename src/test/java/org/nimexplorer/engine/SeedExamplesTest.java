package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The worked examples of the source documents. Facts the documents state are written here as
 * facts; everything else is derived from the exhaustive search, never from the engine's output.
 */
class SeedExamplesTest {

    private static final Rules NORMAL = Rules.NIM;
    private static final Rules MISERE = new Rules(Play.MISERE, MoveSet.NIM);

    private static Move move(Position p, Rules rules, String text) {
        return MoveParser.parse(text, p, rules).orThrow();
    }

    /** Replays a game; the documents say which moves are the winner's, and the search confirms each one. */
    private static void replay(Rules rules, long[] start, List<String> moves, int winnerParity) {
        ExhaustiveSolver referee = new ExhaustiveSolver(rules);
        Position p = new Position(start);
        for (int i = 0; i < moves.size(); i++) {
            Move m = move(p, rules, moves.get(i));
            Analysis a = Engine.analyze(p, rules).orThrow();
            if (i % 2 == winnerParity) {
                assertThat(a.outcome()).as("winner to move at %s", p).isEqualTo(Outcome.N);
                assertThat(a.isWinningMove(m)).as("%s at %s", moves.get(i), p).isTrue();
                assertThat(referee.outcome(m.applyTo(p))).isEqualTo(Outcome.P);
            } else {
                assertThat(a.outcome()).as("loser to move at %s", p).isEqualTo(Outcome.P);
            }
            p = m.applyTo(p);
        }
        assertThat(rules.isOver(p)).isTrue();
    }

    @Test
    void aliceWinsThreeFourFiveInNormalPlayMoveByMove() {
        replay(NORMAL, new long[] {3, 4, 5}, List.of("take 2 from A", "take 3 from C", "take 1 from B",
                "take 1 from B", "take 1 from A", "take 1 from B", "take 1 from C", "take 1 from B", "take 1 from C"), 0);
    }

    @Test
    void threeFourFiveInMisèrePlayMoveByMove() {
        replay(MISERE, new long[] {3, 4, 5}, List.of("A-2", "C-2", "B-2", "C-1", "A-1", "C-1", "B-2", "C-1"), 0);
    }

    @Test
    void inMisèreTheEndgameMoveDiffersFromNormalPlay() {
        Position p = Position.of(0, 2, 1);
        Move normalChoice = move(p, NORMAL, "take 1 from B");
        Move misereChoice = move(p, MISERE, "take 2 from B");
        assertThat(Engine.analyze(p, NORMAL).orThrow().winningMoves()).containsExactly(normalChoice);
        assertThat(Engine.analyze(p, MISERE).orThrow().winningMoves()).containsExactly(misereChoice);
    }

    @Test
    void threeFourFiveHasOneWinningMoveTakeTwoFromAInBothConventions() {
        Position p = Position.of(3, 4, 5);
        assertThat(Engine.nimSum(p, MoveSet.NIM)).isEqualTo(3 ^ 4 ^ 5);
        for (Rules rules : List.of(NORMAL, MISERE)) {
            assertThat(Engine.analyze(p, rules).orThrow().winningMoves())
                    .isEqualTo(new ExhaustiveSolver(rules).winningMoves(p))
                    .containsExactly(new Move(0, 2));
        }
    }

    @Test
    void tutorialGamesTwoFiveSixIsWonByTheFirstPlayerAndFourOneFiveByTheSecond() {
        ExhaustiveSolver referee = new ExhaustiveSolver(NORMAL);
        assertThat(Engine.analyze(Position.of(2, 5, 6), NORMAL).orThrow().outcome())
                .isEqualTo(referee.outcome(Position.of(2, 5, 6))).isEqualTo(Outcome.N);
        assertThat(Engine.analyze(Position.of(4, 1, 5), NORMAL).orThrow().outcome())
                .isEqualTo(referee.outcome(Position.of(4, 1, 5))).isEqualTo(Outcome.P);
    }

    @Test
    void theLecturesThreeFiveEightFavoursThePlayerToMove() {
        Position p = Position.of(3, 5, 8);
        Analysis a = Engine.analyze(p, NORMAL).orThrow();
        assertThat(a.outcome()).isEqualTo(Outcome.N);
        assertThat(a.winningMoves()).isEqualTo(new ExhaustiveSolver(NORMAL).winningMoves(p));
    }

    @Test
    void theTwentyOneGameHasKernelZeroFourEightTwelveSixteenTwenty() {
        Rules game21 = new Rules(Play.NORMAL, MoveSet.parse("1-3").orThrow());
        assertThat(Kernel.of(game21, 21).orThrow()).containsExactly(0L, 4L, 8L, 12L, 16L, 20L);
        assertThat(Engine.analyze(Position.of(21), game21).orThrow().winningMoves()).containsExactly(new Move(0, 1));
    }

    @Test
    void theStudentPapersLosingPositionsAreP() {
        ExhaustiveSolver referee = new ExhaustiveSolver(NORMAL);
        for (long[] h : new long[][] {{1, 2, 3}, {1, 4, 5}, {1, 6, 7}, {2, 1, 3}, {2, 4, 6}, {2, 5, 7}, {3, 5, 6},
                {4, 8, 12}, {3, 3}}) {
            Position p = new Position(h);
            assertThat(referee.outcome(p)).as("%s", p).isEqualTo(Outcome.P);
            assertThat(Engine.analyze(p, NORMAL).orThrow().outcome()).as("%s", p).isEqualTo(Outcome.P);
        }
    }
}
