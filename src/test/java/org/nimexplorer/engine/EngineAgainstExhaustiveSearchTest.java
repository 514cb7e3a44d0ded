package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every position up to a bound, every rule set: the engine's outcome and its full list of winning
 * moves must equal what a game-tree search that knows nothing of XOR finds.
 */
class EngineAgainstExhaustiveSearchTest {

    private static final int[][] BOUNDS = {{1, 40}, {2, 14}, {3, 9}, {4, 6}};

    @TestFactory
    Stream<DynamicTest> everySmallPositionAgreesWithTheSearch() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Rules rules : Games.allRules()) {
            for (int[] bound : BOUNDS) {
                tests.add(DynamicTest.dynamicTest(rules.describe() + ", " + bound[0] + " heaps up to " + bound[1],
                        () -> agreeOnAll(rules, bound[0], bound[1])));
            }
        }
        return tests.stream();
    }

    private static void agreeOnAll(Rules rules, int heaps, int max) {
        ExhaustiveSolver referee = new ExhaustiveSolver(rules);
        int checked = 0;
        for (Position p : Games.allPositions(heaps, max)) {
            Analysis a = Engine.analyze(p, rules).orThrow();
            assertThat(a.outcome()).as("outcome of %s", p).isEqualTo(referee.outcome(p));
            assertThat(a.winningMoves()).as("winning moves of %s", p).isEqualTo(referee.winningMoves(p));
            checked++;
        }
        assertThat(checked).isEqualTo((int) Math.pow(max + 1, heaps));
    }

    @org.junit.jupiter.api.Test
    void theSearchLimitCountsPositionsUpToTheOrderOfHeaps() {
        for (Position p : Games.allPositions(3, 6)) {
            long distinct = Games.allPositions(3, 6).stream()
                    .filter(q -> java.util.stream.IntStream.range(0, 3).allMatch(i -> q.canonical().heap(i) <= p.canonical().heap(i)))
                    .map(Position::canonical).distinct().count();
            assertThat(ExhaustiveSolver.reachableCount(p, 1_000)).as("%s", p).isEqualTo(distinct);
        }
        assertThat(ExhaustiveSolver.reachableCount(Position.of(1000, 1000, 1000), 200_000)).isEqualTo(200_001);
        assertThat(Engine.analyze(Position.of(1000, 1000, 1000), Games.rules(Play.MISERE, "1-3")).problemOrNull())
                .contains("limited to 200,000 positions");
    }

    @org.junit.jupiter.api.Test
    void theSearchSizeCountsTheMovesFromEveryReachablePosition() {
        for (Rules rules : List.of(Rules.NIM, Games.rules(Play.MISERE, "1,3,4"), Games.rules(Play.NORMAL, "2,5"))) {
            for (Position p : Games.allPositions(3, 5)) {
                List<Position> below = Games.allPositions(3, 5).stream()
                        .filter(q -> java.util.stream.IntStream.range(0, 3)
                                .allMatch(i -> q.canonical().heap(i) <= p.canonical().heap(i)))
                        .map(Position::canonical).distinct().toList();
                long moves = below.stream().mapToLong(q -> rules.legalMoves(q).size()).sum();
                ExhaustiveSolver.SearchSize size = ExhaustiveSolver.searchSize(p, rules, 1_000, 1_000_000);
                assertThat(size).as("%s under %s", p, rules.describe())
                        .isEqualTo(new ExhaustiveSolver.SearchSize(below.size(), moves));
            }
        }
        ExhaustiveSolver.SearchSize huge = ExhaustiveSolver.searchSize(Position.of(Long.MAX_VALUE, 5), Rules.NIM,
                200_000, 4_000_000);
        assertThat(huge.positions()).isGreaterThan(200_000);
    }

    @org.junit.jupiter.api.Test
    void theKernelIsTheSearchsPPositionsOnOneHeapUnderEveryRule() {
        for (Rules rules : Games.allRules()) {
            ExhaustiveSolver referee = new ExhaustiveSolver(rules);
            List<Long> expected = new ArrayList<>();
            for (long n = 0; n <= 300; n++) {
                if (referee.outcome(Position.of(n)) == Outcome.P) {
                    expected.add(n);
                }
            }
            assertThat(Kernel.of(rules, 300).orThrow()).as(rules.describe()).isEqualTo(expected);
        }
    }

    @org.junit.jupiter.api.Test
    void theBoxSearchAgreesWithTheSearchOnEveryPositionInTheBox() {
        for (Rules rules : Games.allRules()) {
            ExhaustiveSolver referee = new ExhaustiveSolver(rules);
            BoxSearch box = BoxSearch.of(rules, 7, 3, 5).orThrow();
            for (Position p : Games.allPositions(3, 7)) {
                if (p.heap(1) <= 3 && p.heap(2) <= 5) {
                    assertThat(box.outcome(p.heaps())).as("%s under %s", p, rules.describe())
                            .isEqualTo(referee.outcome(p));
                }
            }
        }
        assertThat(BoxSearch.of(Rules.NIM, 2000, 2000, 2000).problemOrNull()).contains("the limit is 4,194,304");
    }
}
