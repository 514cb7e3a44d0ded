package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every staircase up to a bound: the odd steps' nim-sum, the list of every winning move and the
 * reply that undoes a move from an even step must agree with a game-tree search that knows only
 * how coins go down the stairs, and nothing of odd steps or XOR.
 */
class StaircaseAgainstTreeSearchTest {

    /** Steps, most coins on a step. */
    private static final int[][] BOUNDS = {{1, 12}, {2, 9}, {3, 7}, {4, 6}, {5, 5}, {6, 3}};

    @TestFactory
    Stream<DynamicTest> everySmallStaircaseAgreesWithTheSearch() {
        GameTreeSearch<Position> referee = new GameTreeSearch<>(TestBudget.unlimited(), StaircaseAgainstTreeSearchTest::followers);
        List<DynamicTest> tests = new ArrayList<>();
        for (int[] bound : BOUNDS) {
            tests.add(DynamicTest.dynamicTest(bound[0] + " steps of up to " + bound[1] + " coins",
                    () -> agreeOnAll(referee, bound[0], bound[1])));
        }
        return tests.stream();
    }

    private static void agreeOnAll(GameTreeSearch<Position> referee, int steps, int max) {
        int checked = 0;
        for (Position p : Games.allPositions(steps, max)) {
            boolean p0 = referee.isP(p);
            assertThat(Staircase.isP(p)).as("P or N of %s", p).isEqualTo(p0);
            List<StairMove> legal = Staircase.legalMoves(p);
            assertThat(legal.stream().map(m -> m.applyTo(p)).toList()).as("followers of %s", p).isEqualTo(followers(p));
            assertThat(Staircase.winningMoves(p)).as("winning moves of %s", p)
                    .isEqualTo(legal.stream().filter(m -> referee.isP(m.applyTo(p))).toList());
            if (p0) {
                everyMoveFromAnEvenStepIsUndone(referee, p, legal);
            }
            checked++;
        }
        assertThat(checked).isEqualTo((int) Math.pow(max + 1, steps));
    }

    private static void everyMoveFromAnEvenStepIsUndone(GameTreeSearch<Position> referee, Position p,
                                                        List<StairMove> legal) {
        for (StairMove theirs : legal) {
            Optional<StairMove> reply = Staircase.replyTo(p, theirs);
            assertThat(reply.isPresent()).as("a reply to %s from %s", theirs.shortForm(), p)
                    .isEqualTo(theirs.step() % 2 == 0);
            reply.ifPresent(r -> {
                Position after = theirs.applyTo(p);
                assertThat(Staircase.whyIllegal(after, r)).as("%s after %s", r.shortForm(), after).isEmpty();
                assertThat(referee.isP(r.applyTo(after))).as("%s after %s", r.shortForm(), after).isTrue();
            });
        }
    }

    /** The positions one move away, by step then coins, found without the engine. */
    static List<Position> followers(Position p) {
        List<Position> all = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            for (long coins = 1; coins <= p.heap(i); coins++) {
                long[] next = p.heaps();
                next[i] -= coins;
                if (i > 0) {
                    next[i - 1] += coins;
                }
                all.add(new Position(next));
            }
        }
        return all;
    }
}
