package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The staircase as the computer plays it, every small staircase against a game-tree search that knows
 * only how coins go down the stairs: it wins when it can, prolongs a lost game by one coin from the
 * highest step, and answers a move from an even step of a P-position by carrying the same coins on down.
 */
class StaircaseNimPlaysTest {

    private static final StaircaseNim GAME = new StaircaseNim();
    private final GameTreeSearch<Position> referee =
            new GameTreeSearch<>(TestBudget.unlimited(), StaircaseAgainstTreeSearchTest::followers);

    @Test
    void theComputerPlaysAWinningMoveExactlyWhenThereIsOne() {
        for (Position p : Games.allPositions(3, 4)) {
            Optional<StairMove> winning = GAME.winningMove(p);
            assertThat(winning.isPresent()).as("%s", p).isEqualTo(!referee.isP(p));
            Optional<StairMove> played = GAME.engineMove(p);
            if (!referee.isP(p)) {
                assertThat(played).as("%s", p).isPresent();
                assertThat(referee.isP(played.get().applyTo(p))).as("%s after %s", p, played.get().shortForm()).isTrue();
            }
        }
    }

    @Test
    void withNoWinningMoveTheComputerMovesOneCoinFromTheHighestStepWithCoins() {
        for (Position p : Games.allPositions(4, 3)) {
            if (!referee.isP(p)) {
                continue;
            }
            Optional<StairMove> played = GAME.engineMove(p);
            int highest = -1;
            for (int i = 0; i < p.size(); i++) {
                if (p.heap(i) > 0) {
                    highest = i;
                }
            }
            if (highest < 0) {
                assertThat(played).as("%s", p).isEmpty();
            } else {
                assertThat(played).as("%s", p).isPresent();
                assertThat(Staircase.whyIllegal(p, played.get())).as("%s", p).isEmpty();
                assertThat(played.get().coins()).as("%s", p).isEqualTo(1);
                // Step numbers count from 1 at the bottom.
                assertThat(played.get().step()).as("%s", p).isEqualTo(highest + 1);
            }
        }
    }

    @Test
    void fromAPPositionAMoveFromAnEvenStepIsCarriedOnDownAndEveryOtherIsAnsweredToWin() {
        for (Position before : Games.allPositions(4, 3)) {
            if (!referee.isP(before)) {
                continue;
            }
            for (StairMove theirs : Staircase.legalMoves(before)) {
                Position after = theirs.applyTo(before);
                Optional<StairMove> reply = GAME.replyTo(before, theirs);
                assertThat(reply).as("%s after %s", before, theirs.shortForm()).isPresent();
                assertThat(referee.isP(reply.get().applyTo(after))).as("%s after %s", before, theirs.shortForm()).isTrue();
                if (theirs.step() % 2 == 0) {
                    assertThat(reply.get()).isEqualTo(new StairMove(theirs.step() - 1, theirs.coins()));
                }
            }
        }
    }

    @Test
    void fromAnNPositionTheReplyIsTheComputersUsualMove() {
        for (Position before : Games.allPositions(3, 3)) {
            if (referee.isP(before)) {
                continue;
            }
            for (StairMove theirs : Staircase.legalMoves(before)) {
                Position after = theirs.applyTo(before);
                assertThat(GAME.replyTo(before, theirs)).as("%s after %s", before, theirs.shortForm())
                        .isEqualTo(GAME.engineMove(after));
            }
        }
    }

    @Test
    void theGameIsDescribedByItsRule() {
        assertThat(GAME.describe()).startsWith("Staircase Nim: ").contains("step below");
    }
}
