package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
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
    Stream<DynamicTest> theOptionsToAValueAreTheOptionsLeavingItInTheirOrder() {
        List<DynamicTest> tests = new ArrayList<>();
        for (HeapGame game : HeapGames.ALL) {
            tests.add(DynamicTest.dynamicTest(game.notation(), () -> {
                int pairs = 0;
                for (long n = 0; n <= 40; n++) {
                    for (long target = 0; target <= game.grundy(n) + 3; target++) {
                        long t = target;
                        List<HeapOption> leavingIt = game.options(n).stream().filter(o -> o.valueIn(game) == t).toList();
                        assertThat(game.optionsTo(n, target)).as("options of %d in %s to %d", n, game.notation(), target)
                                .isEqualTo(leavingIt);
                        pairs++;
                    }
                }
                assertThat(pairs).isGreaterThan(41 * 3);
            }));
        }
        return tests.stream();
    }

    @Test
    void aTrillionPinKaylesRowFindsEverySplitItListsAndOnlyThoseOfTheValueAsked() {
        long heap = 1_000_000_000_000L;
        HeapGame kayles = HeapGames.KAYLES;
        // Every option the search may list: take 1 or 2, leaving one row or two whose shorter is at most SPLITS_LISTED.
        List<HeapOption> listed = new ArrayList<>();
        for (long take = 1; take <= 2; take++) {
            long rest = heap - take;
            listed.add(new HeapOption(take, rest, 0));
            for (long a = 1; a <= HeapGame.SPLITS_LISTED; a++) {
                listed.add(new HeapOption(take, a, rest - a));
            }
        }
        Map<Long, List<HeapOption>> byValue = listed.stream().collect(Collectors.groupingBy(o -> o.valueIn(kayles)));
        // Kayles' values are below 16, and so is the XOR of two of them.
        assertThat(byValue.keySet()).allMatch(v -> v < 16);
        for (long target : new long[] {0, 3, 8, 12}) {
            long start = System.nanoTime();
            List<HeapOption> found = kayles.optionsTo(heap, target);
            assertThat(System.nanoTime() - start).as("nanoseconds for target %d", target).isLessThan(2_000_000_000L);
            assertThat(found).as("target %d", target).isEqualTo(byValue.getOrDefault(target, List.of()));
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
                List<HeapOption> found = game.optionsTo(heap, target);
                assertThat(System.nanoTime() - start).as("%s", game.notation()).isLessThan(2_000_000_000L);
                for (HeapOption o : found) {
                    assertThat(o.valueIn(game)).as("%s in %s", o, game.notation()).isEqualTo(target);
                    assertThat(o.take() + o.left() + o.right()).isEqualTo(heap);
                    assertThat(o.splits() ? Math.min(o.left(), o.right()) : 0).isLessThanOrEqualTo(HeapGame.SPLITS_LISTED);
                }
            }
        }
    }

    @Test
    void aSumWithATrillionPinRowIsWonByMovesThatLeaveNimSumZero() {
        GameSum sum = new GameSum(List.of(new Component(HeapGames.KAYLES, 1_000_000_000_000L),
                new Component(HeapGames.NIM, 16), new Component(HeapGames.DAWSONS_CHESS, 1_000_000_000_001L)));
        // Kayles' and Dawson's chess's values are below 16, so the Nim heap of 16 makes the nim-sum non-zero.
        SumAnalysis a = SumEngine.analyze(sum, Play.NORMAL).orThrow();
        assertThat(a.allListed()).isFalse();
        assertThat(a.outcome()).isEqualTo(a.nimSum() == 0 ? Outcome.P : Outcome.N);
        assertThat(a.winningMoves()).isNotEmpty();
        for (SumMove m : a.winningMoves()) {
            long xor = 0;
            for (Component c : m.applyTo(sum).parts()) {
                xor ^= c.grundy();
            }
            assertThat(xor).as(m.shortForm()).isZero();
        }
    }
}
