package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The counts behind a search's estimate, each against a count the test makes itself: the moves a heap
 * has by the rules, the partitions of small totals listed one by one, and the positions a sum can
 * reach, found by walking its moves. The estimate must bound what it estimates and stay close.
 */
class SumSizeCountsTest {

    @Test
    void theMovesCountedForAHeapAreTheDistinctMovesItsRulesAllow() {
        for (HeapGame game : HeapGames.ALL) {
            for (long n = 0; n <= 24; n++) {
                assertThat(SumSize.optionCount(game, n)).as("%s heap %d", game.notation(), n)
                        .isEqualTo((double) movesOf(game, n));
            }
        }
    }

    @Test
    void thePartitionsOfSmallTotalsAreCountedExactly() {
        for (int total = 0; total <= 22; total++) {
            long all = 0;
            long distinct = 0;
            for (int m = 0; m <= total; m++) {
                all += partitions(m, m, false);
                distinct += partitions(m, m, true);
            }
            assertThat(SumSize.partitionsUpTo(total, false)).as("up to %d", total).isEqualTo((double) all);
            assertThat(SumSize.partitionsUpTo(total, true)).as("distinct up to %d", total).isEqualTo((double) distinct);
        }
    }

    @Test
    void twoThousandObjectsAreStillCountedExactly() {
        for (boolean distinct : new boolean[] {false, true}) {
            double[] ways = partitionsByTotal(2000, distinct);
            assertThat(SumSize.partitionsUpTo(2000, distinct)).isCloseTo(sumOf(ways), within(1e-9 * sumOf(ways)));
        }
    }

    @Test
    void pastTwoThousandObjectsHardyAndRamanujansFormulaBoundsTheCountFromAboveAndClosely() {
        for (int total : new int[] {2001, 2400}) {
            for (boolean distinct : new boolean[] {false, true}) {
                double[] ways = partitionsByTotal(total, distinct);
                double estimate = SumSize.partitionsUpTo(total, distinct);
                // Every total up to n has at most p(n) partitions, and the formula is within a few percent of p(n).
                assertThat(estimate).as("%d distinct %s", total, distinct)
                        .isGreaterThan(sumOf(ways))
                        .isGreaterThanOrEqualTo((total + 1) * ways[total])
                        .isLessThan(1.05 * (total + 1) * ways[total]);
            }
        }
    }

    @Test
    void aLaskerHeapsEstimateIsExactlyThePositionsItCanReach() {
        for (Play play : Play.values()) {
            for (long n = 0; n <= 14; n++) {
                GameSum sum = GameSum.of(HeapGames.LASKER, n);
                assertThat(SumSize.of(sum, play).positions()).as("%s %d", play, n)
                        .isEqualTo((double) reachable(sum, play).size());
            }
        }
    }

    @Test
    void nimHeapsUnderMisereHaveAnEstimateOfExactlyThePositionsTheyCanReach() {
        for (long a = 0; a <= 6; a++) {
            for (long b = 0; b <= 6; b++) {
                GameSum sum = new GameSum(List.of(new Component(HeapGames.NIM, a), new Component(HeapGames.NIM, b),
                        new Component(HeapGames.NIM, 3)));
                assertThat(SumSize.of(sum, Play.MISERE).positions()).as(sum.notation())
                        .isEqualTo((double) reachable(sum, Play.MISERE).size());
            }
        }
    }

    @Test
    void aMillionTuplesAreStillCountedExactly() {
        // 1,000 x 1,000 tuples, of which the unordered pairs are 1,000 with two equal heaps and C(1000, 2) others.
        GameSum sum = GameSum.of(HeapGames.NIM, 999, 999);
        assertThat(SumSize.of(sum, Play.MISERE).positions()).isEqualTo(1000.0 + 1000.0 * 999.0 / 2);
    }

    @Test
    void pastAMillionTuplesTheHeapsOfANonSplittingGameAreBoundedByTheirTuplesAndNotCounted() {
        GameSum sum = GameSum.of(HeapGames.NIM, 1000, 1000);
        double tuples = 1001.0 * 1001.0;
        // The sorted pairs are fewer: each unordered pair once, the equal ones too.
        double pairs = 1001.0 * 1002.0 / 2;
        assertThat(SumSize.of(sum, Play.MISERE).positions()).isEqualTo(tuples).isGreaterThan(pairs);
    }

    @Test
    void theEstimatedMovesBoundEveryReachablePositionsMovesAndStayWithinTheNumberOfHeaps() {
        List<HeapGame> games = List.of(HeapGames.NIM, HeapGames.LASKER, HeapGames.subtract("1,3,4"),
                HeapGames.subtract("2,5"));
        for (HeapGame game : games) {
            for (Play play : Play.values()) {
                for (long a = 1; a <= 7; a += 3) {
                    for (long b = a; b <= a + 2; b += 2) {
                        GameSum sum = GameSum.of(game, a, b);
                        Set<List<Component>> positions = reachable(sum, play);
                        double most = 0;
                        for (List<Component> p : positions) {
                            double moves = 0;
                            for (Component c : p) {
                                moves += movesOf(c.game(), c.size());
                            }
                            most = Math.max(most, moves);
                        }
                        double fromStart = movesOf(game, a) + movesOf(game, b);
                        Budget.Estimate e = SumSize.of(sum, play);
                        assertThat(e.moves()).as("%s %s", play, sum.notation())
                                .isGreaterThanOrEqualTo(e.positions() * most)
                                .isLessThanOrEqualTo(e.positions() * fromStart * sum.size());
                    }
                }
            }
        }
    }

    @Test
    void oneSearchForManySumsIsEstimatedAsTheirEstimatesAdded() {
        List<GameSum> sums = List.of(GameSum.of(HeapGames.KAYLES, 5, 3), GameSum.of(HeapGames.NIM, 4, 4, 2),
                GameSum.of(HeapGames.LASKER, 6));
        for (Play play : Play.values()) {
            double positions = 0;
            double moves = 0;
            double bytes = 0;
            for (GameSum s : sums) {
                Budget.Estimate e = SumSize.of(s, play);
                positions += e.positions();
                moves += e.moves();
                bytes += e.bytes();
            }
            Budget.Estimate all = SumSize.ofAll(sums, play);
            assertThat(all.positions()).isEqualTo(positions);
            assertThat(all.moves()).isEqualTo(moves);
            assertThat(all.bytes()).isEqualTo(bytes);
        }
    }

    /**
     * Every position reachable from the sum by the rules, each a sorted list of non-empty heaps; under
     * normal play a pair of equal heaps is dropped, as the search drops it.
     */
    private static Set<List<Component>> reachable(GameSum sum, Play play) {
        Set<List<Component>> seen = new HashSet<>();
        Deque<List<Component>> todo = new ArrayDeque<>();
        List<Component> start = normalise(sum.parts(), play);
        seen.add(start);
        todo.add(start);
        while (!todo.isEmpty()) {
            List<Component> p = todo.poll();
            for (int i = 0; i < p.size(); i++) {
                Component c = p.get(i);
                for (List<Long> leaves : HeapGames.leavesByTheRules(c.game(), c.size())) {
                    List<Component> next = new ArrayList<>(p);
                    next.remove(i);
                    for (long leaf : leaves) {
                        next.add(new Component(c.game(), leaf));
                    }
                    List<Component> key = normalise(next, play);
                    if (seen.add(key)) {
                        todo.add(key);
                    }
                }
            }
        }
        return seen;
    }

    private static List<Component> normalise(List<Component> heaps, Play play) {
        List<Component> out = new ArrayList<>(heaps.stream().filter(c -> c.size() > 0)
                .sorted((x, y) -> x.notation().compareTo(y.notation())).toList());
        if (play == Play.NORMAL) {
            for (int i = 0; i + 1 < out.size(); ) {
                if (out.get(i).equals(out.get(i + 1))) {
                    out.remove(i + 1);
                    out.remove(i);
                } else {
                    i++;
                }
            }
        }
        return List.copyOf(out);
    }

    /** The distinct moves from a heap by the rules: two splits leaving the same heaps are one move. */
    private static long movesOf(HeapGame game, long n) {
        return HeapGames.leavesByTheRules(game, n).stream().map(SumSizeCountsTest::sorted).distinct().count();
    }

    private static List<Long> sorted(List<Long> leaves) {
        return leaves.stream().sorted().toList();
    }

    /** The partitions of m into parts of at most {@code most}, listed one part at a time. */
    private static long partitions(int m, int most, boolean distinct) {
        if (m == 0) {
            return 1;
        }
        long count = 0;
        for (int part = Math.min(m, most); part >= 1; part--) {
            count += partitions(m - part, distinct ? part - 1 : part, distinct);
        }
        return count;
    }

    /** The partitions of each total up to n, by adding one part size at a time. */
    private static double[] partitionsByTotal(int n, boolean distinct) {
        double[] ways = new double[n + 1];
        ways[0] = 1;
        for (int part = 1; part <= n; part++) {
            if (distinct) {
                // Downwards, so that each size is used at most once.
                for (int m = n; m >= part; m--) {
                    ways[m] += ways[m - part];
                }
            } else {
                for (int m = part; m <= n; m++) {
                    ways[m] += ways[m - part];
                }
            }
        }
        return ways;
    }

    private static double sumOf(double[] ways) {
        double sum = 0;
        for (double w : ways) {
            sum += w;
        }
        return sum;
    }
}
