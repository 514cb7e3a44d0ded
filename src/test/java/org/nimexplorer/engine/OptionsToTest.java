package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A heap's options are the moves its game's rules allow, and the options to a value are exactly
 * those of its options that leave that value; for a very long heap they are found without listing
 * every option, and each one found leaves the value asked for.
 */
class OptionsToTest {

    private static List<Long> leaves(HeapOption o) {
        if (o.splits()) {
            return List.of(o.left(), o.right());
        }
        return o.left() == 0 ? List.of() : List.of(o.left());
    }

    private static Set<List<Long>> sorted(List<List<Long>> all) {
        Set<List<Long>> out = new HashSet<>();
        for (List<Long> l : all) {
            out.add(l.stream().sorted().toList());
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> everyGamesOptionsAreTheMovesItsRulesAllow() {
        List<DynamicTest> tests = new ArrayList<>();
        for (HeapGame game : HeapGames.ALL) {
            tests.add(DynamicTest.dynamicTest(game.notation(), () -> {
                for (long n = 0; n <= 30; n++) {
                    List<HeapOption> options = game.options(n);
                    assertThat(new HashSet<>(options)).as("options of %d in %s are distinct", n, game.notation())
                            .hasSameSizeAs(options);
                    assertThat(options.stream().map(OptionsToTest::leaves).toList())
                            .as("options of %d in %s", n, game.notation())
                            .containsExactlyInAnyOrderElementsOf(sorted(HeapGames.leavesByTheRules(game, n)));
                    for (HeapOption o : options) {
                        assertThat(o.take() + o.left() + o.right()).as("%s from %d", o, n).isEqualTo(n);
                    }
                }
            }));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> theOptionsToAValueAreTheOptionsLeavingItInTheirOrderAndTheirCountIsExact() {
        List<DynamicTest> tests = new ArrayList<>();
        for (HeapGame game : HeapGames.ALL) {
            tests.add(DynamicTest.dynamicTest(game.notation(), () -> {
                int pairs = 0;
                // Past the preperiods of the games here (Kayles' is 71), so the splits counted by period are checked.
                long last = game.whyUnknown(400).isPresent() ? 60 : 400;
                for (long n = 0; n <= last; n++) {
                    List<HeapOption> options = game.options(n);
                    for (long target = 0; target <= game.grundy(n) + 3; target++) {
                        long t = target;
                        List<HeapOption> leavingIt = options.stream().filter(o -> o.valueIn(game) == t).toList();
                        HeapOptions all = game.optionsTo(n, target, Integer.MAX_VALUE);
                        assertThat(all.first()).as("options of %d in %s to %d", n, game.notation(), target)
                                .isEqualTo(leavingIt);
                        assertThat(all.count().longValueExact()).isEqualTo(leavingIt.size());
                        HeapOptions three = game.optionsTo(n, target, 3);
                        assertThat(three.first()).isEqualTo(leavingIt.subList(0, Math.min(3, leavingIt.size())));
                        assertThat(three.count().longValueExact()).isEqualTo(leavingIt.size());
                        assertThat(three.allListed()).isEqualTo(leavingIt.size() <= 3);
                        pairs++;
                    }
                }
                assertThat(pairs).isGreaterThan(41 * 3);
            }));
        }
        return tests.stream();
    }

    @Test
    void aRowOf2To62KaylesPinsCountsItsSplitsByThePeriodAndListsTheFirstInOrder() {
        long heap = 1L << 62;
        HeapGame kayles = HeapGames.KAYLES;
        for (long target = 0; target < 16; target++) {
            long start = System.nanoTime();
            HeapOptions found = kayles.optionsTo(heap, target, 50);
            assertThat(System.nanoTime() - start).as("nanoseconds for target %d", target).isLessThan(200_000_000L);
            // The first ones are those a scan of the first splits finds, in the same order.
            List<HeapOption> scanned = new ArrayList<>();
            for (long take = 1; take <= 2 && scanned.size() < 50; take++) {
                long rest = heap - take;
                if (kayles.grundy(rest) == target) {
                    scanned.add(new HeapOption(take, rest, 0));
                }
                for (long a = 1; a <= 10_000 && scanned.size() < 50; a++) {
                    if ((kayles.grundy(a) ^ kayles.grundy(rest - a)) == target) {
                        scanned.add(new HeapOption(take, a, rest - a));
                    }
                }
            }
            assertThat(found.first()).as("target %d", target).isEqualTo(scanned);
            assertThat(found.count().longValueExact()).isGreaterThanOrEqualTo(scanned.size());
        }
        // Counted by period, rows of a few thousand pins agree with counting their options one by one.
        for (long row : new long[] {5_000, 5_001, 12_347}) {
            List<HeapOption> options = kayles.options(row);
            for (long target = 0; target < 16; target++) {
                long t = target;
                assertThat(kayles.optionsTo(row, target, 5).count().longValueExact()).as("row %d to %d", row, target)
                        .isEqualTo(options.stream().filter(o -> o.valueIn(kayles) == t).count());
            }
        }
    }

    @Test
    void aLaskerHeapNear2To62CountsItsSplitsWithoutListingThem() {
        HeapGame lasker = HeapGames.LASKER;
        long heap = (1L << 62) + 5;
        for (long target : new long[] {0, 1, 6, (1L << 40) + 3, heap - 7}) {
            long start = System.nanoTime();
            HeapOptions found = lasker.optionsTo(heap, target, 20);
            assertThat(System.nanoTime() - start).isLessThan(200_000_000L);
            for (HeapOption o : found.first()) {
                assertThat(o.valueIn(lasker)).as("%s", o).isEqualTo(target);
                assertThat(o.take() + o.left() + o.right()).isEqualTo(heap);
            }
            assertThat(found.count().longValueExact()).isGreaterThanOrEqualTo(found.first().size());
        }
    }

    @Test
    void everyOptionToAValueOfATrillionHeapLeavesThatValue() {
        long heap = 1_000_000_000_000L;
        for (HeapGame game : HeapGames.NAMED) {
            if (game.whyUnknown(heap).isPresent()) {
                continue;
            }
            for (long target : new long[] {0, 3}) {
                long start = System.nanoTime();
                HeapOptions found = game.optionsTo(heap, target, SumAnalysis.LISTED);
                assertThat(System.nanoTime() - start).as("%s", game.notation()).isLessThan(2_000_000_000L);
                for (HeapOption o : found.first()) {
                    assertThat(o.valueIn(game)).as("%s in %s", o, game.notation()).isEqualTo(target);
                    assertThat(o.take() + o.left() + o.right()).isEqualTo(heap);
                }
            }
        }
    }

    @Test
    void aSumWithATrillionPinRowIsWonByMovesThatLeaveNimSumZero() {
        GameSum sum = new GameSum(List.of(new Component(HeapGames.KAYLES, 1_000_000_000_000L),
                new Component(HeapGames.NIM, 5), new Component(HeapGames.DAWSONS_CHESS, 1_000_000_000_001L)));
        SumAnalysis a = SumEngine.analyze(sum, Play.NORMAL).orThrow();
        assertThat(a.nimSum()).isNotZero();
        assertThat(a.allListed()).isFalse();
        assertThat(a.winningMoves()).hasSize(SumAnalysis.LISTED);
        assertThat(a.winningMoveCount()).isGreaterThan(java.math.BigInteger.valueOf(1_000_000_000L));
        assertThat(a.outcome()).isEqualTo(a.nimSum() == 0 ? Outcome.P : Outcome.N);
        for (SumMove m : a.winningMoves()) {
            long xor = 0;
            for (Component c : m.applyTo(sum).parts()) {
                xor ^= c.grundy();
            }
            assertThat(xor).as(m.shortForm()).isZero();
        }
    }
}
