package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * What a game-tree search spends, counted by the test from the followers it hands the search: a
 * position and its entry for every position whose followers were asked for, and a move for every
 * follower given, so that a limit of moves one short of them stops it.
 */
class GameTreeSearchCountsTest {

    /** The staircase's followers, recording each position asked about and how many followers were given. */
    private static final class Counting implements Function<Position, List<Position>> {
        final Set<Position> asked = new HashSet<>();
        long given;

        @Override
        public List<Position> apply(Position p) {
            asked.add(p);
            List<Position> next = StaircaseAgainstTreeSearchTest.followers(p);
            given += next.size();
            return next;
        }
    }

    @Test
    void everyPositionAskedAboutIsDecidedAndSpentWithItsHeapsBytes() {
        for (Position start : List.of(Position.of(3, 2, 4), Position.of(0, 5, 1, 2), Position.of(4, 4))) {
            Counting followers = new Counting();
            Budget budget = TestBudget.unlimited();
            GameTreeSearch<Position> search = new GameTreeSearch<>(budget, followers);
            assertThat(search.isP(start)).isEqualTo(Staircase.isP(start));
            long bytes = 0;
            for (Position p : followers.asked) {
                bytes += ExhaustiveSolver.ENTRY_BYTES + (long) Long.BYTES * p.size();
            }
            assertThat(search.positionsDecided()).as("%s", start).isEqualTo(followers.asked.size());
            assertThat(budget.positions()).as("%s", start).isEqualTo(followers.asked.size());
            assertThat(budget.bytes()).as("%s", start).isEqualTo(bytes);
        }
    }

    @Test
    void everyFollowerGivenIsAMoveSpent() {
        Position start = Position.of(3, 2, 4);
        Counting counted = new Counting();
        new GameTreeSearch<>(TestBudget.unlimited(), counted).isP(start);
        long moves = counted.given;
        GameTreeSearch<Position> enough = new GameTreeSearch<>(
                new Budget(new Budget.Limits(Long.MAX_VALUE, moves, Long.MAX_VALUE), () -> false), new Counting());
        assertThat(enough.isP(start)).isEqualTo(Staircase.isP(start));
        GameTreeSearch<Position> short1 = new GameTreeSearch<>(
                new Budget(new Budget.Limits(Long.MAX_VALUE, moves - 1, Long.MAX_VALUE), () -> false), new Counting());
        assertThatThrownBy(() -> short1.isP(start)).isInstanceOf(Budget.Exceeded.class);
    }

    @Test
    void aStaircaseWithNoCoinsIsNotTooLarge() {
        assertThat(Staircase.whyTooLarge(Position.of(0, 0))).isEmpty();
        assertThat(Staircase.whyTooLarge(Position.of(Long.MAX_VALUE, 1))).isPresent();
    }
}
