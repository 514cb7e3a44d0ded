package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/**
 * Lasker's Nim (take any number from a heap, or split it in two): its values come in fours,
 * 4k+1 -> 4k+1, 4k+2 -> 4k+2, 4k+3 -> 4k+4, 4k+4 -> 4k+3, which the engine uses as a formula.
 */
class LaskerNimTest {

    private static final HeapGame LASKER = HeapGames.LASKER;

    /** The pattern written out case by case, as the literature states it. */
    private static long inFours(long n) {
        if (n == 0) {
            return 0;
        }
        long k = (n - 1) / 4;
        return switch ((int) ((n - 1) % 4)) {
            case 0 -> 4 * k + 1;
            case 1 -> 4 * k + 2;
            case 2 -> 4 * k + 4;
            default -> 4 * k + 3;
        };
    }

    @Test
    void theValuesInFoursAreTheMexOfTheOptionsUpTo200() {
        long[] g = new long[201];
        for (int n = 0; n <= 200; n++) {
            Set<Long> seen = new HashSet<>();
            for (int left = 0; left < n; left++) {
                seen.add(g[left]);
            }
            for (int a = 1; a <= n / 2; a++) {
                seen.add(g[a] ^ g[n - a]);
            }
            long m = 0;
            while (seen.contains(m)) {
                m++;
            }
            g[n] = m;
            assertThat(inFours(n)).as("mex at %d", n).isEqualTo(m);
            assertThat(LASKER.grundy(n)).as("g(%d)", n).isEqualTo(m);
            assertThat(HeapValuesAgainstSearchTest.mexOfOptions(LASKER, n)).isEqualTo(m);
        }
        assertThat(g).startsWith(0, 1, 2, 4, 3, 5, 6, 8, 7);
    }

    @Test
    void aPairOfLaskerHeapsIsLostExactlyWhenTheirValuesAreEqualBySearch() {
        SumSearch search = new SumSearch(Play.NORMAL, TestBudget.unlimited());
        int checked = 0;
        for (long a = 0; a <= 10; a++) {
            for (long b = 0; b <= 10; b++) {
                Outcome o = search.outcome(GameSum.of(LASKER, a, b));
                assertThat(o == Outcome.P).as("lasker %d %d", a, b).isEqualTo(inFours(a) == inFours(b));
                checked++;
            }
        }
        assertThat(checked).isEqualTo(121);
        // 3 and 4 swap their values: a heap of 3 is cancelled by a Nim heap of 4, not of 3.
        GameSum three = new GameSum(List.of(new Component(LASKER, 3), new Component(HeapGames.NIM, 4)));
        assertThat(search.outcome(three)).isEqualTo(Outcome.P);
    }

    @Property(tries = 300)
    void everyHeapBelowTheLargestHasTheValueOfItsPlaceInFours(@ForAll @LongRange(max = Long.MAX_VALUE - 1) long n) {
        assertThat(LASKER.whyUnknown(n)).isEmpty();
        assertThat(LASKER.grundy(n)).isEqualTo(inFours(n));
    }

    @Test
    void theLargestHeapsValueDoesNotFitALongAndSaysSo() {
        assertThat(LASKER.grundy(Long.MAX_VALUE - 1)).isEqualTo(Long.MAX_VALUE - 1);
        assertThat(LASKER.whyUnknown(Long.MAX_VALUE).orElseThrow()).contains("too large").doesNotContain("\n");
        GameSum sum = new GameSum(List.of(new Component(LASKER, Long.MAX_VALUE)));
        assertThat(SumEngine.analyze(sum, Play.NORMAL).problemOrNull()).startsWith("heap A: ");
    }
}
