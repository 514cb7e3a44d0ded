package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every position of Moore's Nim up to a bound: Moore's column rule, the winning move built from his
 * proof and the list of every winning move must agree with a game-tree search that knows only which
 * heaps a move may lower, and nothing of binary columns.
 */
class MooreNimAgainstTreeSearchTest {

    /** k, heaps, largest heap. */
    private static final int[][] BOUNDS = {{1, 4, 7}, {2, 4, 7}, {3, 4, 7}, {2, 5, 4}, {3, 5, 3}, {4, 5, 3}, {3, 6, 3}};

    /** The order the engine promises: heap by heap, the lower heap first, then the smaller take; a prefix first. */
    private static final Comparator<MultiMove> BY_HEAP_THEN_TAKE = (a, b) -> {
        for (int i = 0; i < Math.min(a.heapCount(), b.heapCount()); i++) {
            MultiMove.Lowering x = a.lowerings().get(i);
            MultiMove.Lowering y = b.lowerings().get(i);
            int c = x.heap() != y.heap() ? Integer.compare(x.heap(), y.heap()) : Long.compare(x.take(), y.take());
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.heapCount(), b.heapCount());
    };

    @TestFactory
    Stream<DynamicTest> everySmallPositionAgreesWithTheSearch() {
        List<DynamicTest> tests = new ArrayList<>();
        for (int[] bound : BOUNDS) {
            tests.add(DynamicTest.dynamicTest("k = " + bound[0] + ", " + bound[1] + " heaps up to " + bound[2],
                    () -> agreeOnAll(new MooreNim(bound[0]), bound[1], bound[2])));
        }
        return tests.stream();
    }

    private static void agreeOnAll(MooreNim game, int heaps, int max) {
        GameTreeSearch<Position> referee = referee(game.k());
        int checked = 0;
        for (Position p : Games.allPositions(heaps, max)) {
            boolean p0 = referee.isP(p.canonical());
            assertThat(game.isP(p)).as("P or N of %s", p).isEqualTo(p0);
            List<Position> followers = followers(p, game.k());
            List<MultiMove> winning = followers.stream().filter(f -> referee.isP(f.canonical()))
                    .map(f -> MultiMove.between(p, f)).sorted(BY_HEAP_THEN_TAKE).toList();
            assertThat(game.winningMoves(p).orThrow()).as("winning moves of %s", p).isEqualTo(winning);
            Optional<MultiMove> rule = game.winningMove(p);
            assertThat(rule).as("the column rule's move from %s", p).isEqualTo(p0 ? Optional.empty() : rule);
            rule.ifPresent(m -> {
                assertThat(game.whyIllegal(p, m)).as("%s from %s", m.shortForm(), p).isEmpty();
                assertThat(winning).as("%s from %s", m.shortForm(), p).contains(m);
            });
            List<MultiMove> legal = game.legalMoves(p);
            assertThat(legal).as("legal moves of %s", p).hasSize((int) game.legalMoveCount(p))
                    .isSortedAccordingTo(BY_HEAP_THEN_TAKE);
            assertThat(legal.stream().map(m -> m.applyTo(p)).collect(Collectors.toSet())).as("followers of %s", p)
                    .hasSize(legal.size()).isEqualTo(Set.copyOf(followers));
            checked++;
        }
        assertThat(checked).isEqualTo((int) Math.pow(max + 1, heaps));
    }

    /** With k = 1 a move lowers one heap: Moore's Nim is Nim, and the engine's two answers must match. */
    @Test
    void withKOneEveryWinningMoveIsBoutonsMove() {
        MooreNim nim = new MooreNim(1);
        for (Position p : Games.allPositions(4, 9)) {
            List<Move> bouton = Engine.analyze(p, Rules.NIM).orThrow().winningMoves();
            List<Move> moore = nim.winningMoves(p).orThrow().stream()
                    .map(m -> new Move(m.lowerings().get(0).heap(), m.lowerings().get(0).take())).toList();
            assertThat(moore).as("%s", p).isEqualTo(bouton);
        }
    }

    /**
     * The followers a move may reach, found without the engine: every position below this one, heap
     * by heap, that differs from it in 1 to k heaps.
     */
    static List<Position> followers(Position p, int k) {
        List<Position> all = new ArrayList<>();
        long[] q = p.heaps();
        while (true) {
            int changed = 0;
            for (int i = 0; i < q.length; i++) {
                changed += q[i] != p.heap(i) ? 1 : 0;
            }
            if (changed >= 1 && changed <= k) {
                all.add(new Position(q));
            }
            // Count down, like an odometer whose wheel i runs from heap i's size to 0.
            int i = 0;
            while (i < q.length && q[i] == 0) {
                q[i] = p.heap(i);
                i++;
            }
            if (i == q.length) {
                return all;
            }
            q[i]--;
        }
    }

    /** Heaps in any order are the same game, so the search sees only heaps sorted ascending. */
    static GameTreeSearch<Position> referee(int k) {
        return new GameTreeSearch<>(TestBudget.unlimited(), p -> followers(p, k).stream().map(Position::canonical).distinct().toList());
    }
}
