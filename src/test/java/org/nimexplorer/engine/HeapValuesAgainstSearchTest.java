package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A heap's Grundy value without Grundy values: g(n) is the one number g for which a heap of n
 * beside a Nim heap of g is a P-position, and the search that decides it knows no XOR and no mex.
 * Every game, every heap up to a bound, every g from 0 to the number of the heap's options (the
 * mex of m numbers is at most m, so no larger g can be the value).
 */
class HeapValuesAgainstSearchTest {

    /** Heaps up to this size; splitting games reach many more positions per heap. */
    private static int bound(HeapGame game) {
        if (game instanceof HeapGame.Lasker) {
            return 12;
        }
        return game.splits() ? 15 : 20;
    }

    @TestFactory
    Stream<DynamicTest> eachHeapIsWorthTheOneNimHeapItCancels() {
        List<DynamicTest> tests = new ArrayList<>();
        for (HeapGame game : HeapGames.ALL) {
            tests.add(DynamicTest.dynamicTest(game.notation() + ", heaps up to " + bound(game),
                    () -> valuesAreTheCancellingNimHeaps(game, bound(game))));
        }
        return tests.stream();
    }

    private static void valuesAreTheCancellingNimHeaps(HeapGame game, int bound) {
        SumSearch search = new SumSearch(Play.NORMAL, TestBudget.unlimited());
        for (int n = 0; n <= bound; n++) {
            int options = game.options(n).size();
            List<Long> cancelling = new ArrayList<>();
            for (long g = 0; g <= options; g++) {
                GameSum sum = new GameSum(List.of(new Component(game, n), new Component(HeapGames.NIM, g)));
                if (search.outcome(sum) == Outcome.P) {
                    cancelling.add(g);
                }
            }
            assertThat(cancelling).as("Nim heaps that cancel %s:%d", game.notation(), n)
                    .containsExactly(game.grundy(n));
        }
    }

    @TestFactory
    Stream<DynamicTest> theOctalValuesAreTheMexOfTheOptionsValues() {
        List<DynamicTest> tests = new ArrayList<>();
        for (HeapGame game : HeapGames.ALL) {
            if (game instanceof HeapGame.Octal octal) {
                tests.add(DynamicTest.dynamicTest(game.notation(), () -> {
                    int[] mex = OctalValues.byMex(octal.code(), 1_000);
                    for (int n = 0; n < mex.length; n++) {
                        assertThat(game.grundy(n)).as("g(%d) of %s", n, octal.code()).isEqualTo(mex[n]);
                    }
                    for (int n = 0; n <= 60; n++) {
                        assertThat(mex[n]).as("mex at %d of %s", n, octal.code()).isEqualTo(mexOfOptions(game, n));
                    }
                }));
            }
        }
        return tests.stream();
    }

    /** The mex rule spelled out over the options the rules allow. */
    static long mexOfOptions(HeapGame game, long n) {
        List<Long> seen = new ArrayList<>();
        for (List<Long> leaves : HeapGames.leavesByTheRules(game, n)) {
            long v = 0;
            for (long leaf : leaves) {
                v ^= game.grundy(leaf);
            }
            seen.add(v);
        }
        long m = 0;
        while (seen.contains(m)) {
            m++;
        }
        return m;
    }
}
