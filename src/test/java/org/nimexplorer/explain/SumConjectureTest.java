package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.SumCensus;
import org.nimexplorer.engine.SumSearch;
import org.nimexplorer.engine.TestBudget;

/**
 * A claim about sums of one heap game against a brute force of this test's own: every position of the
 * box, in every order of its heaps, judged by a search that knows no Grundy value, and the smallest
 * position the claim gets wrong of each kind found by sorting the box (fewest objects, then heap order).
 */
class SumConjectureTest {

    private static final HeapGame KAYLES = GameNotation.heapGame("kayles").orThrow();
    private static final HeapGame LASKER = new HeapGame.Lasker();

    private static boolean searchedP(HeapGame game, Play play, long[] heaps) {
        return new SumSearch(play, TestBudget.positions(5_000_000)).outcome(GameSum.of(game, heaps)) == Outcome.P;
    }

    /** The brute force's verdict: the count of P-positions and the first position wrong each way. */
    private record Expected(long pPositions, Optional<Position> pButN, Optional<Position> nButP) {}

    private static Expected bruteForce(HeapGame game, Play play, int heaps, long max, Predicate<long[]> claimsP) {
        long ps = 0;
        Position pButN = null;
        Position nButP = null;
        for (long[] p : Boxes.fewestFirst(heaps, max)) {
            boolean isP = searchedP(game, play, p);
            ps += isP ? 1 : 0;
            if (claimsP.test(p) && !isP && pButN == null) {
                pButN = new Position(p);
            }
            if (!claimsP.test(p) && isP && nButP == null) {
                nButP = new Position(p);
            }
        }
        return new Expected(ps, Optional.ofNullable(pButN), Optional.ofNullable(nButP));
    }

    private static SumConjecture check(String claim, HeapGame game, Play play, int heaps, long max) {
        return SumConjecture.check(claim, game, play, heaps, max, () -> false, n -> { }).orThrow();
    }

    private static void assertAsBruteForce(SumConjecture c, Predicate<long[]> claimsP) {
        Expected expected = bruteForce(c.game(), c.play(), c.heaps(), c.max(), claimsP);
        assertThat(c.positions()).isEqualTo((long) Math.pow(c.max() + 1, c.heaps()));
        assertThat(c.pPositions()).isEqualTo(expected.pPositions());
        assertThat(c.claimedPButN().map(SumConjecture.Counterexample::position)).isEqualTo(expected.pButN());
        assertThat(c.claimedNButP()).isEqualTo(expected.nButP());
        assertThat(c.holds()).isEqualTo(expected.pButN().isEmpty() && expected.nButP().isEmpty());
        c.claimedPButN().ifPresent(ex -> {
            GameSum at = GameSum.of(c.game(), ex.position().heaps());
            GameSum after = ex.winningMove().orElseThrow().applyTo(at);
            assertThat(searchedP(c.game(), c.play(), after.parts().stream().mapToLong(p -> p.size()).toArray()))
                    .as("the move shown wins").isTrue();
        });
    }

    @Test
    void aClaimWrongBothWaysOnThreeHeapsHasTheSmallestCounterexampleOfEachKind() {
        // Wrong at heaps of different sizes in different orders, so every order of a multiset is looked at.
        Predicate<long[]> claimsP = p -> p[0] == p[1] || p[2] == 0;
        SumConjecture c = check("a == b or c == 0", KAYLES, Play.NORMAL, 3, 5);
        assertAsBruteForce(c, claimsP);
        assertThat(c.holds()).isFalse();
        assertThat(c.claimedPButN()).isPresent();
        assertThat(c.claimedNButP()).isPresent();
    }

    @Test
    void anAsymmetricClaimIsJudgedAtEveryOrderOfTheSameHeaps() {
        Predicate<long[]> claimsP = p -> p[0] < p[1] && p[1] <= p[2] + 1;
        assertAsBruteForce(check("a < b and b <= c + 1", LASKER, Play.NORMAL, 3, 4), claimsP);
        Predicate<long[]> other = p -> p[2] > p[0] + p[1];
        assertAsBruteForce(check("c > a + b", KAYLES, Play.MISERE, 3, 4), other);
    }

    @Test
    void theSpragueGrundyClaimHoldsOnThreeHeapsAndCountsEveryPosition() {
        SumConjecture c = check("g(a) xor g(b) xor g(c) == 0", KAYLES, Play.NORMAL, 3, 6);
        assertAsBruteForce(c, p -> (KAYLES.grundy(p[0]) ^ KAYLES.grundy(p[1]) ^ KAYLES.grundy(p[2])) == 0);
        assertThat(c.holds()).isTrue();
    }

    @Test
    void progressCountsTheHeapMultisetsUpToTheWorkAnnounced() {
        List<Long> heard = new ArrayList<>();
        SumConjecture.check("a == b", KAYLES, Play.NORMAL, 3, 4, () -> false, heard::add).orThrow();
        double work = SumConjecture.work(3, 4);
        assertThat(work).isEqualTo(SumCensus.sortedPositions(3, 4));
        List<Long> expected = new ArrayList<>();
        for (long n = 1; n <= work; n++) {
            expected.add(n);
        }
        assertThat(heard).isEqualTo(expected);
        assertThat(SumConjecture.work(-1, -5)).isEqualTo(SumCensus.sortedPositions(0, 0));
    }

    @Test
    void theBoxIsBoundedByItsHeapsItsLargestHeapAndItsPositions() {
        assertThat(outOfBounds(SumConjecture.check("a == 0", KAYLES, Play.NORMAL, 0, 4, () -> false, n -> { })))
                .isTrue();
        assertThat(outOfBounds(SumConjecture.check("a == 0", KAYLES, Play.NORMAL, Conjecture.MAX_HEAPS + 1, 1,
                () -> false, n -> { }))).isTrue();
        assertThat(outOfBounds(SumConjecture.check("a == 0", KAYLES, Play.NORMAL, 1, -1, () -> false, n -> { })))
                .isTrue();
        assertThat(outOfBounds(SumConjecture.check("a == 0", KAYLES, Play.NORMAL, 1, SumCensus.MOST_MAX + 1,
                () -> false, n -> { }))).isTrue();
        // A box within every bound gets as far as the search, which the raised stop signal ends at once.
        assertThat(accepted(new HeapGame.Nim(), Conjecture.MAX_HEAPS, 1)).as("the most heaps").isTrue();
        assertThat(accepted(new HeapGame.Nim(), 1, SumCensus.MOST_MAX)).as("the largest heap").isTrue();
        int heaps = Conjecture.MAX_HEAPS;
        long fits = Math.round(Math.pow(Conjecture.MAX_POSITIONS, 1.0 / heaps)) - 1;
        assertThat(Math.pow(fits + 1.0, heaps)).isEqualTo((double) Conjecture.MAX_POSITIONS);
        String many = SumConjecture.check("a == 0", KAYLES, Play.NORMAL, heaps, fits + 1, () -> false, n -> { })
                .problemOrNull();
        assertThat(many).isEqualTo(String.format("%d heaps up to %d are %.3g positions; a claim is checked on at most"
                + " %,d: choose fewer heaps or smaller ones", heaps, fits + 1, Math.pow(fits + 2.0, heaps),
                Conjecture.MAX_POSITIONS));
    }

    /** True when the box passes every bound: only then does the check reach its search and see the stop. */
    private static boolean accepted(HeapGame game, int heaps, long max) {
        try {
            SumConjecture.check("a == 0", game, Play.NORMAL, heaps, max, () -> true, n -> { });
            return false;
        } catch (Budget.Exceeded e) {
            return e.stopped();
        }
    }

    private static boolean outOfBounds(Result<?> r) {
        return r instanceof Result.OutOfBounds<?>;
    }

    @Test
    void aSearchTooLargeNamesTheGameThePlayAndTheBox() {
        for (Play play : Play.values()) {
            String why = SumConjecture.check("a == 0", KAYLES, play, 2, SumCensus.MOST_MAX, () -> false, n -> { })
                    .problemOrNull();
            String playWords = play == Play.MISERE ? "misère " : "";
            assertThat(why).startsWith(playWords + KAYLES.notation() + " is decided by searching every line of play,"
                    + " and for 2 heaps up to " + SumCensus.MOST_MAX + " that search would ")
                    .endsWith(": choose fewer heaps or smaller ones");
        }
        String one = SumConjecture.check("a == 0", KAYLES, Play.MISERE, 1, SumCensus.MOST_MAX, () -> false,
                n -> { }).problemOrNull();
        if (one != null) {
            assertThat(one).contains("for 1 heap up to " + SumCensus.MOST_MAX + " ");
        }
    }

    @Test
    void aClaimThatCannotBeComputedNamesTheFirstPositionItFailsAt() {
        String why = SumConjecture.check("a / (b - c) == 0", KAYLES, Play.NORMAL, 3, 3, () -> false, n -> { })
                .problemOrNull();
        assertThat(why).isEqualTo("the claim cannot be computed at 0 0 0: it makes a division by zero");
    }

    @Test
    void aStopRaisedDuringTheCheckReachesTheCaller() {
        assertThatThrownBy(() -> SumConjecture.check("a == b", KAYLES, Play.NORMAL, 2, 6, () -> true, n -> { }))
                .isInstanceOfSatisfying(Budget.Exceeded.class, e -> assertThat(e.stopped()).isTrue());
    }
}
