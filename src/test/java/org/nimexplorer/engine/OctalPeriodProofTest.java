package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The octal periodicity theorem (Guy and Smith) as the engine uses it: if g(n + p) = g(n) for every
 * n from e up to 2e + p + t, t the largest take, then for every n from e on. A period seen for a
 * shorter stretch proves nothing; a proved one must hold as far as we care to compute.
 */
class OctalPeriodProofTest {

    /**
     * A crafted table: {@code e} values that belong to no period (100, 101, ...), then 0, 1, ..., p - 1
     * over and over, so that the shortest period is p and the smallest preperiod is e.
     */
    private static int[] periodicAfter(int e, int p, int length) {
        int[] g = new int[length];
        for (int n = 0; n < length; n++) {
            g[n] = n < e ? 100 + n : (n - e) % p;
        }
        return g;
    }

    @Test
    void aPeriodSeenUpTo2ePlusPPlusTIsProvedAndOneHeapLessIsNot() {
        int checked = 0;
        for (int e = 0; e <= 12; e++) {
            for (int p = 1; p <= 10; p++) {
                for (int t = 1; t <= 5; t++) {
                    // g(n + p) = g(n) is seen for n up to length - 1 - p; the theorem asks it up to 2e + p + t.
                    int enough = 2 * e + 2 * p + t + 1;
                    assertThat(OctalValues.provedPeriod(periodicAfter(e, p, enough - 1), t))
                            .as("e=%d p=%d t=%d, one value short", e, p, t).isEmpty();
                    assertThat(OctalValues.provedPeriod(periodicAfter(e, p, enough), t))
                            .as("e=%d p=%d t=%d, just enough", e, p, t)
                            .contains(new OctalValues.Periodicity(e, p, 2 * e + p + t));
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(13 * 10 * 5);
    }

    @Test
    void aPeriodFromTheFirstHeapIsProvedAsSoonAsTheTheoremAllows() {
        // 0 1 2 0 1 2 0 1: g(n + 3) = g(n) for n = 0 .. 4 = 2e + p + t with e = 0, t = 1.
        assertThat(OctalValues.provedPeriod(new int[] {0, 1, 2, 0, 1, 2, 0, 1}, 1))
                .contains(new OctalValues.Periodicity(0, 3, 4));
        assertThat(OctalValues.provedPeriod(new int[] {0, 1, 2, 0, 1, 2, 0}, 1)).isEmpty();
    }

    @Test
    void aPeriodBrokenAtTheLastValueTheTheoremNeedsIsNotAccepted() {
        for (int e = 0; e <= 8; e++) {
            for (int p = 1; p <= 8; p++) {
                int t = 2;
                int[] g = periodicAfter(e, p, 2 * e + 2 * p + t + 1);
                g[g.length - 1] = 99;
                assertThat(OctalValues.provedPeriod(g, t)).as("e=%d p=%d", e, p).isEmpty();
            }
        }
    }

    @Test
    void aLongerTableProvesTheShortestPeriodNotAMultipleOfIt() {
        assertThat(OctalValues.provedPeriod(periodicAfter(7, 5, 400), 3))
                .contains(new OctalValues.Periodicity(7, 5, 2 * 7 + 5 + 3));
    }

    @Test
    void kaylesValuesProveNothingUntilHeap168IsKnown() {
        OctalCode kayles = new OctalCode("77");
        // e = 71, p = 12, t = 2: g(n + 12) = g(n) is needed for n up to 156, so g(168) must be known.
        assertThat(OctalValues.provedPeriod(OctalValues.byMex(kayles, 168), 2)).isEmpty();
        assertThat(OctalValues.provedPeriod(OctalValues.byMex(kayles, 169), 2))
                .contains(new OctalValues.Periodicity(71, 12, 156));
    }

    @TestFactory
    Stream<DynamicTest> everyProvedPeriodHoldsToThreeTimesTheHeapsItWasProvedWith() {
        List<DynamicTest> tests = new ArrayList<>();
        List<HeapGame> games = new ArrayList<>(HeapGames.ALL);
        // Two games whose values settle late (the engine proves period 24 from heap 143, and 20 from 498).
        games.add(HeapGames.octal("0.46"));
        games.add(HeapGames.octal("0.471"));
        for (HeapGame game : games) {
            if (game instanceof HeapGame.Octal octal) {
                OctalValues values = OctalValues.of(octal.code());
                values.periodicity().ifPresent(period -> tests.add(DynamicTest.dynamicTest(
                        octal.code() + " " + period, () -> periodHoldsFurther(octal.code(), period, game))));
            }
        }
        // Kayles, Dawson's Kayles, Dawson's chess, 0.4, the five random codes and the two above.
        assertThat(tests).hasSize(11);
        return tests.stream();
    }

    private static void periodHoldsFurther(OctalCode code, OctalValues.Periodicity period, HeapGame game) {
        int e = period.preperiod();
        int p = period.period();
        assertThat(period.checkedUpTo()).isEqualTo(2 * e + p + code.largestTake());
        int[] mex = OctalValues.byMex(code, 3 * period.checkedUpTo() + 1);
        for (int n = 0; n < mex.length; n++) {
            if (n >= e) {
                assertThat(mex[n]).as("g(%d) of %s", n, code).isEqualTo(mex[e + (n - e) % p]);
            }
            assertThat(game.grundy(n)).as("g(%d) of %s", n, code).isEqualTo(mex[n]);
        }
        // Past the table, the engine answers through the period.
        for (long n : new long[] {mex.length, 1_000_003, 4_000_000_007L, Long.MAX_VALUE}) {
            assertThat(game.whyUnknown(n)).isEmpty();
            assertThat(game.grundy(n)).as("g(%d) of %s", n, code).isEqualTo(mex[(int) (e + (n - e) % p)]);
        }
    }

    @Test
    void everyGameOfOneOrTwoDigitsWhosePeriodIsProvedKeepsItToThreeTimesTheProof() {
        int proved = 0;
        int codes = 0;
        for (int first = 0; first <= 7; first++) {
            for (int last = 1; last <= 7; last++) {
                for (String digits : first == 0 ? List.of("" + last, "0" + last) : List.of("" + first + last)) {
                    codes++;
                    OctalCode code = new OctalCode(digits);
                    Optional<OctalValues.Periodicity> period = OctalValues.provedPeriod(OctalValues.byMex(code, 1024),
                            code.largestTake());
                    if (period.isPresent()) {
                        int e = period.get().preperiod();
                        int p = period.get().period();
                        int[] mex = OctalValues.byMex(code, Math.max(3 * period.get().checkedUpTo(), 1024) + 1);
                        for (int n = e; n < mex.length; n++) {
                            assertThat(mex[n]).as("g(%d) of %s", n, code).isEqualTo(mex[e + (n - e) % p]);
                        }
                        proved++;
                    }
                }
            }
        }
        assertThat(codes).isEqualTo(63);
        assertThat(proved).isGreaterThan(40);
    }

    @Test
    void gamesWithNoPeriodFoundSayWhyOnlyPastTheComputedHeaps() {
        for (String code : List.of("0.16", "0.6")) {
            HeapGame game = HeapGames.octal(code);
            OctalValues values = OctalValues.of(OctalCode.parse(code).orThrow());
            assertThat(values.periodicity()).as(code).isEmpty();
            assertThat(values.computed()).isEqualTo(OctalValues.LIMIT);
            for (long n : new long[] {0, 1, 100, OctalValues.LIMIT - 1}) {
                assertThat(game.whyUnknown(n)).as("%s at %d", code, n).isEmpty();
                assertThat(game.grundy(n)).isEqualTo(values.valueOf(n));
            }
            for (long n : new long[] {OctalValues.LIMIT, OctalValues.LIMIT + 1, 1L << 40, Long.MAX_VALUE}) {
                String why = game.whyUnknown(n).orElseThrow();
                assertThat(why).as("%s at %d", code, n).contains(code).contains("16,383")
                        .doesNotContain("\n").hasSizeLessThan(300);
                assertThatThrownBy(() -> game.grundy(n)).hasMessage(why);
            }
            GameSum sum = new GameSum(List.of(new Component(HeapGames.NIM, 3), new Component(game, OctalValues.LIMIT)));
            assertThat(SumEngine.analyze(sum, Play.NORMAL).problemOrNull()).startsWith("heap B: ").doesNotContain("\n");
        }
    }
}
