package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.ExhaustiveSolver;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;

/**
 * The derivations that search a range of positions, at the edges of their bounds (the last value
 * accepted and the first refused), and their contents against the exhaustive search.
 */
class ExplainBoundsTest {

    private static MoveSet.Subtraction subtract(String set) {
        return (MoveSet.Subtraction) MoveSet.parse(set).orThrow();
    }

    @Test
    void aKernelProofIsRefusedOutsideZeroToItsMaximum() {
        MoveSet.Subtraction set = subtract("1-3");
        assertThat(KernelProof.of(set, -1)).isEqualTo(Result.outOfBounds(new Bound(Bound.Name.MAX, 0, KernelProof.MAX, -1)));
        assertThat(KernelProof.of(set, KernelProof.MAX + 1).isOk()).isFalse();
        assertThat(KernelProof.of(set, 0).orThrow().kernel()).containsExactly(0L);
        assertThat(KernelProof.of(set, KernelProof.MAX).orThrow().entries()).hasSize((int) KernelProof.MAX + 1);
    }

    @Test
    void everyHeapOutsideTheKernelHasItsSmallestTakeIntoIt() {
        for (String notation : List.of("1-3", "1,3,4", "2,5", "3,4", "1,4")) {
            MoveSet.Subtraction set = subtract(notation);
            ExhaustiveSolver referee = new ExhaustiveSolver(new Rules(Play.NORMAL, set));
            KernelProof proof = KernelProof.of(set, 40).orThrow();
            Set<Long> kernel = new TreeSet<>(proof.kernel());
            assertThat(proof.stable()).isTrue();
            assertThat(proof.absorbing()).isTrue();
            for (KernelProof.Entry e : proof.entries()) {
                long n = e.heap();
                assertThat(e.inKernel()).isEqualTo(referee.outcome(Position.of(n)) == Outcome.P);
                assertThat(e.followers()).isEqualTo(Arrays.stream(set.takes()).filter(t -> t <= n).mapToObj(t -> n - t).toList());
                long smallestIn = Arrays.stream(set.takes()).filter(t -> t <= n && kernel.contains(n - t)).findFirst().orElse(-1);
                assertThat(e.witnessTake()).as("%s at %d", notation, n).isEqualTo(e.inKernel() ? -1 : smallestIn);
                assertThat(e.followersIn(kernel)).isEqualTo(e.followers().stream().filter(kernel::contains).toList());
                assertThat(e.followersIn(kernel).isEmpty()).isEqualTo(e.inKernel());
            }
        }
    }

    @Test
    void anOutcomeTableIsRefusedOutsideItsBoundsAndAgreesWithTheSearch() {
        assertThat(OutcomeTable.of(Rules.NIM, Optional.empty(), 0))
                .isEqualTo(Result.outOfBounds(new Bound(Bound.Name.MAX, 1, OutcomeTable.MAX, 0)));
        assertThat(OutcomeTable.of(Rules.NIM, Optional.empty(), OutcomeTable.MAX + 1).isOk()).isFalse();
        assertThat(OutcomeTable.of(Rules.NIM, Optional.empty(), 1).orThrow().rows()).hasSize(1);
        assertThat(OutcomeTable.of(Rules.NIM, Optional.empty(), OutcomeTable.MAX).orThrow().rows()).hasSize(OutcomeTable.MAX);
        assertThat(OutcomeTable.of(Rules.NIM, Optional.of(-1L), 4))
                .isEqualTo(Result.outOfBounds(new Bound(Bound.Name.FIX, 0, OutcomeTable.MAX_FIXED, -1)));
        assertThat(OutcomeTable.of(Rules.NIM, Optional.of(OutcomeTable.MAX_FIXED + 1), 4).isOk()).isFalse();
        assertThat(OutcomeTable.of(Rules.NIM, Optional.of(OutcomeTable.MAX_FIXED), 4).isOk()).isTrue();
        for (long fixed : new long[] {0, 1, 5}) {
            Rules misere = new Rules(Play.MISERE, MoveSet.NIM);
            ExhaustiveSolver referee = new ExhaustiveSolver(misere);
            OutcomeTable table = OutcomeTable.of(misere, Optional.of(fixed), 6).orThrow();
            for (OutcomeTable.Row row : table.rows()) {
                for (OutcomeTable.Cell cell : row.cells()) {
                    assertThat(cell.outcome()).isEqualTo(referee.outcome(Position.of(fixed, row.y(), cell.z())));
                }
            }
        }
    }

    @Test
    void aTreeIsRefusedAtANegativeDepthOnlyAndCutWhereItsLevelsEnd() {
        assertThat(GameTree.of(Position.of(3), Rules.NIM, OptionalInt.of(-1)).isOk()).isFalse();
        GameTree root = GameTree.of(Position.of(3), Rules.NIM, OptionalInt.of(0)).orThrow();
        assertThat(root.children()).isEmpty();
        assertThat(root.cut()).isTrue();
        GameTree over = GameTree.of(Position.of(0), Rules.NIM, OptionalInt.of(0)).orThrow();
        assertThat(over.cut()).isFalse();
        GameTree whole = GameTree.of(Position.of(2, 1), Rules.NIM, OptionalInt.empty()).orThrow();
        assertThat(whole.cut()).isFalse();
        assertThat(whole.children()).extracting(GameTree::position)
                .containsExactly(Position.of(1, 1), Position.of(1, 0), Position.of(2, 0));
        assertThat(GameTree.descending(Position.of(1, 3, 2))).isEqualTo(Position.of(3, 2, 1));
        assertThat(GameTree.descending(Position.of(1, 3, 2, 0))).isEqualTo(Position.of(3, 2, 1, 0));
    }

    @Test
    void aTreeTooLargeIsRefusedWithTheDeepestLevelThatFits() {
        // 6 6 6: level 1 has 6 nodes; the tree to level 2 has more than 400.
        Result<GameTree> deep = GameTree.of(Position.of(30, 30), Rules.NIM, OptionalInt.of(3));
        assertThat(deep).isEqualTo(Result.outOfBounds(new Bound(Bound.Name.DEPTH, 0, 1, 3)));
        assertThat(GameTree.of(Position.of(30, 30), Rules.NIM, OptionalInt.of(1)).orThrow().size()).isEqualTo(31);
        assertThat(GameTree.of(Position.of(30, 30), Rules.NIM, OptionalInt.empty()))
                .isEqualTo(Result.outOfBounds(new Bound(Bound.Name.DEPTH, 0, 1, Integer.MAX_VALUE)));
        // Followers are counted up to the order of the heaps: 400 heaps of 1 have one, not 400.
        long[] ones = new long[400];
        Arrays.fill(ones, 1);
        assertThat(GameTree.of(new Position(ones), Rules.NIM, OptionalInt.of(1)).orThrow().size()).isEqualTo(2);
        assertThat(GameTree.of(Position.of(399), new Rules(Play.NORMAL, subtract("1-3")), OptionalInt.of(1))
                .orThrow().size()).isEqualTo(4);
        // Heaps whose takes add up past 64 bits are refused, not counted negative.
        assertThat(GameTree.of(Position.of(Long.MAX_VALUE, Long.MAX_VALUE - 1), Rules.NIM, OptionalInt.of(1))
                .problemOrNull()).contains("more than 400 nodes");
    }

    @Test
    void theSearchBelowATreeHasItsOwnLimit() {
        assertThat(GameTree.of(Position.of(1000, 1000, 1000), Rules.NIM, OptionalInt.of(0)).problemOrNull())
                .contains("that search is limited to 200,000 positions and 4,000,000 moves");
        assertThat(GameTree.of(Position.of(1000, 1000, 1000), Rules.NIM, OptionalInt.of(1)).problemOrNull())
                .contains("has more than 400 nodes even at depth 1");
        assertThat(GameTree.tooLarge(Position.of(9), OptionalInt.empty())).isEqualTo("the tree of 9 has more than 400 nodes");
    }

    @Test
    void aConjecturesBoundsAreItsFirstAndLastAcceptedValues() {
        assertThat(Conjecture.check("a == 0", Rules.NIM, 0, 3, () -> false))
                .isEqualTo(Result.outOfBounds(new Bound(Bound.Name.HEAPS, 1, Conjecture.MAX_HEAPS, 0)));
        assertThat(Conjecture.check("a == 0", Rules.NIM, 1, 0, () -> false).orThrow().positions()).isEqualTo(1);
        assertThat(Conjecture.check("a == b", Rules.NIM, 8, 1, () -> false).orThrow().positions()).isEqualTo(256);
        assertThat(Conjecture.check("a == 0", Rules.NIM, 9, 1, () -> false).isOk()).isFalse();
        assertThat(Conjecture.check("a >= 0", Rules.NIM, 2, 4095, () -> false).orThrow().positions())
                .isEqualTo(Conjecture.MAX_POSITIONS);
        assertThat(Conjecture.check("a >= 0", Rules.NIM, 2, 4096, () -> false).problemOrNull())
                .startsWith("2 heaps up to 4096 are 1.68e+07 positions; a claim is checked on at most 16,777,216");
        assertThat(Conjecture.check("a >= 0", Rules.NIM, 3, 300, () -> false).problemOrNull())
                .startsWith("3 heaps up to 300 are 2.73e+07 positions");
    }

    @Test
    void aConjectureReportsTheSmallestCounterexampleByObjectsThenHeapOrder() {
        // The last two claims' first counterexamples, in heap order (0 5 0) and in the order the census visits
        // them (5 0 0), have more objects than another (1 1 1, 0 1 2).
        for (String claim : List.of("a == b", "a + b == c", "a < b and b < c", "a * b == c", "c == 0",
                "a == 0 and b == 5 or a == 1 and b == 1 and c == 1",
                "a == 5 and b == 0 and c == 0 or a == 0 and b == 1 and c == 2")) {
            Conjecture c = Conjecture.check(claim, Rules.NIM, 3, 5, () -> false).orThrow();
            Claim parsed = Claim.parse(claim, 3).orThrow();
            Comparator<Position> order = Comparator.comparingLong(Position::total)
                    .thenComparing((x, y) -> Arrays.compare(x.heaps(), y.heaps()));
            ExhaustiveSolver referee = new ExhaustiveSolver(Rules.NIM);
            Optional<Position> pButN = Optional.empty();
            Optional<Position> nButP = Optional.empty();
            for (long a = 0; a <= 5; a++) {
                for (long b = 0; b <= 5; b++) {
                    for (long d = 0; d <= 5; d++) {
                        Position p = Position.of(a, b, d);
                        boolean said = parsed.test(p.heaps()).orThrow();
                        boolean isP = referee.outcome(p) == Outcome.P;
                        if (said && !isP && pButN.map(q -> order.compare(p, q) < 0).orElse(true)) {
                            pButN = Optional.of(p);
                        }
                        if (!said && isP && nButP.map(q -> order.compare(p, q) < 0).orElse(true)) {
                            nButP = Optional.of(p);
                        }
                    }
                }
            }
            assertThat(c.claimedPButN().map(Conjecture.Counterexample::position)).as(claim).isEqualTo(pButN);
            assertThat(c.claimedNButP()).as(claim).isEqualTo(nButP);
            assertThat(c.holds()).isEqualTo(pButN.isEmpty() && nButP.isEmpty());
            c.claimedPButN().ifPresent(x -> assertThat(referee.winningMoves(x.position()))
                    .contains(x.winningMove().orElseThrow()));
        }
    }

    @Test
    void aConjectureOnAMisereSubtractionGameBeyondTheEnginesSearchIsStillAnswered() {
        Rules misere = new Rules(Play.MISERE, subtract("1-3"));
        Conjecture c = Conjecture.check("a mod 4 == 0", misere, 1, 20, () -> false).orThrow();
        assertThat(c.claimedPButN().orElseThrow().position()).isEqualTo(Position.of(0));
        assertThat(c.claimedPButN().orElseThrow().winningMove()).isEmpty();
        assertThat(c.claimedNButP()).contains(Position.of(1));
        Conjecture onlyMissing = Conjecture.check("a == 1", misere, 1, 20, () -> false).orThrow();
        assertThat(onlyMissing.claimedPButN()).isEmpty();
        assertThat(onlyMissing.claimedNButP()).contains(Position.of(5));
        assertThat(onlyMissing.holds()).isFalse();
    }

    @Test
    void aCounterexampleBeyondTheEnginesSearchGetsItsWinningMoveFromTheSolver() {
        Rules misere = new Rules(Play.MISERE, subtract("1-3"));
        Conjecture c = Conjecture.check("a >= 640 and b >= 640", misere, 2, 700, () -> false).orThrow();
        Conjecture.Counterexample x = c.claimedPButN().orElseThrow();
        assertThat(x.position().heap(0)).isGreaterThanOrEqualTo(640);
        assertThat(org.nimexplorer.engine.Engine.whyUndecidable(x.position(), misere)).isPresent();
        Position after = x.winningMove().orElseThrow().applyTo(x.position());
        assertThat(new ExhaustiveSolver(misere).outcome(after)).isEqualTo(Outcome.P);
    }

    @Test
    void theSearchBelowATreeMayVisitExactlyItsLimit() {
        Rules takeThree = new Rules(Play.NORMAL, subtract("1-3"));
        assertThat(GameTree.of(Position.of(GameTree.MAX_SEARCH_POSITIONS - 1), takeThree, OptionalInt.of(1))
                .orThrow().size()).isEqualTo(4);
        assertThat(GameTree.of(Position.of(GameTree.MAX_SEARCH_POSITIONS), takeThree, OptionalInt.of(1))
                .problemOrNull()).contains("that search is limited to 200,000 positions");
    }

    @Test
    void aSubtractionTreeCountsOnlyTheTakesThatFit() {
        Rules takeThree = new Rules(Play.NORMAL, subtract("1-3"));
        assertThat(GameTree.of(Position.of(400), takeThree, OptionalInt.of(1)).orThrow().size()).isEqualTo(4);
        assertThat(GameTree.of(Position.of(5, 4), new Rules(Play.NORMAL, subtract("1-300")), OptionalInt.of(1))
                .orThrow().size()).isEqualTo(10);
        Rules takeAny = new Rules(Play.NORMAL, subtract("1-1000"));
        assertThat(GameTree.of(Position.of(399), takeAny, OptionalInt.of(1)).orThrow().size()).isEqualTo(400);
        assertThat(GameTree.of(Position.of(400), takeAny, OptionalInt.of(1)).isOk()).isFalse();
    }

    @Test
    void anXorTableHasARowForEachNumberOfItsBits() {
        XorTable table = XorTable.of(3);
        assertThat(table.size()).isEqualTo(8);
        assertThat(table.rows().get(5).xor()).containsExactly(5, 4, 7, 6, 1, 0, 3, 2);
    }

    @Test
    void aConjectureStoppedHalfWayStopsAndOneFailingToComputeIsAProblem() {
        int[] polls = {0};
        Budget.Exceeded stopped = catchThrowableOfType(() -> Conjecture.check("a >= 0", Rules.NIM, 2, 4095,
                () -> ++polls[0] > 2), Budget.Exceeded.class);
        assertThat(stopped.stopped()).isTrue();
        assertThat(Conjecture.check("a / (b - 2) == 0", Rules.NIM, 2, 3, () -> false).problemOrNull())
                .isEqualTo("the claim cannot be computed at 0 2: it makes a division by zero");
        assertThat(Conjecture.check("a ==", Rules.NIM, 2, 3, () -> false).problemOrNull()).startsWith("cannot read");
        assertThat(Conjecture.check("a == 0", Rules.NIM, 12, 0, () -> false).isOk()).isFalse();
    }
}
