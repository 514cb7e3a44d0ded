package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.ExhaustiveSolver;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;

class ProofExplorerTest {

    private static Rules rules(Play play, String set) {
        return new Rules(play, set == null ? MoveSet.NIM : MoveSet.parse(set).orThrow());
    }

    private static void assertTreeFollowsTheRule(GameTree t, ExhaustiveSolver solver) {
        assertThat(t.outcome()).isEqualTo(solver.outcome(t.position()));
        if (t.expanded() && !t.children().isEmpty()) {
            boolean someP = t.children().stream().anyMatch(c -> c.outcome() == Outcome.P);
            assertThat(t.outcome()).isEqualTo(someP ? Outcome.N : Outcome.P);
        }
        t.children().forEach(c -> assertTreeFollowsTheRule(c, solver));
    }

    @Test
    void theThreeThreeTreeIsPWithEveryFollowerN() {
        GameTree tree = GameTree.of(Position.of(3, 3), Rules.NIM, OptionalInt.empty()).orThrow();
        assertThat(tree.outcome()).isEqualTo(Outcome.P);
        assertThat(tree.children()).extracting(GameTree::position)
                .containsExactly(Position.of(3, 2), Position.of(3, 1), Position.of(3, 0));
        assertThat(tree.children()).allMatch(c -> c.outcome() == Outcome.N);
        assertTreeFollowsTheRule(tree, new ExhaustiveSolver(Rules.NIM));
    }

    @ParameterizedTest
    @ValueSource(strings = {"normal:", "misere:", "normal:1-3", "misere:1,3,4", "normal:2,5"})
    void everyTreeNodeObeysThePNRuleUnderEveryConvention(String spec) {
        String[] parts = spec.split(":", -1);
        Rules r = rules(Play.valueOf(parts[0].toUpperCase()), parts[1].isEmpty() ? null : parts[1]);
        GameTree tree = GameTree.of(Position.of(4, 3, 2), r, OptionalInt.empty()).orThrow();
        assertTreeFollowsTheRule(tree, new ExhaustiveSolver(r));
    }

    @Test
    void aTreeTooLargeIsRefusedAndADepthLimitCutsIt() {
        assertThat(GameTree.of(Position.of(20, 20, 20), Rules.NIM, OptionalInt.empty()))
                .isEqualTo(Result.outOfBounds(new Bound(Bound.Name.DEPTH, 0, 1, Integer.MAX_VALUE)));
        GameTree cut = GameTree.of(Position.of(20, 20, 20), Rules.NIM, OptionalInt.of(1)).orThrow();
        assertThat(cut.children()).allMatch(c -> !c.expanded() && c.children().isEmpty());
        assertThat(cut.children()).allMatch(GameTree::cut);
    }

    @Test
    void threeFourFiveCancelsThePairsOfFoursAndOnesLeavingTwo() {
        Columns c = Columns.of(Position.of(3, 4, 5), MoveSet.NIM);
        assertThat(c.powers(0)).containsExactly(2L, 1L);
        assertThat(c.powers(2)).containsExactly(4L, 1L);
        assertThat(c.columns()).containsExactly(new Columns.Column(2, 4, 2), new Columns.Column(1, 2, 1),
                new Columns.Column(0, 1, 2));
        assertThat(c.columns()).filteredOn(Columns.Column::odd).extracting(Columns.Column::value)
                .containsExactly(c.nimSum());
        assertThat(Columns.powersOf(0)).isEmpty();
    }

    @Test
    void theXorTableHasZeroOnItsDiagonalAndEveryValueOnceInEachRow() {
        XorTable t = XorTable.of(3);
        assertThat(t.rows()).hasSize(8);
        for (XorTable.Row row : t.rows()) {
            assertThat(row.xor().get(row.x())).isZero();
            assertThat(row.xor()).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6, 7);
        }
    }

    @Test
    void theNodeLimitIsCheckedWhileTheTreeIsBuilt() {
        assertThat(GameTree.of(Position.of(Long.MAX_VALUE), Rules.NIM, OptionalInt.of(1)).problemOrNull())
                .contains("more than 400 nodes even at depth 1");
        assertThat(GameTree.of(Position.of(20, 20, 20), Rules.NIM, OptionalInt.of(4)))
                .isEqualTo(Result.outOfBounds(new Bound(Bound.Name.DEPTH, 0, 1, 4)));
        assertThat(GameTree.of(Position.of(3, 3), Rules.NIM, OptionalInt.of(-1)))
                .isEqualTo(Result.outOfBounds(new Bound(Bound.Name.DEPTH, 0, Bound.NO_MOST, -1)));
        assertThat(GameTree.of(Position.of(399), Rules.NIM, OptionalInt.of(1)).orThrow().size()).isEqualTo(400);
        assertThat(GameTree.of(Position.of(400), Rules.NIM, OptionalInt.of(1)).isOk()).isFalse();
    }

    @Test
    void aTreeWhoseSearchIsTooLargeIsRefusedEvenWithOneNode() {
        assertThat(GameTree.of(Position.of(1_000_000_000), Rules.NIM, OptionalInt.of(0)).problemOrNull())
                .contains("limited to 200,000 positions");
        assertThat(GameTree.of(Position.of(2000), Rules.NIM, OptionalInt.of(0)).orThrow().outcome())
                .isEqualTo(Outcome.N);
    }

    @Test
    void theTwoHeapTablesPPositionsAreItsDiagonal() {
        OutcomeTable t = OutcomeTable.of(Rules.NIM, Optional.empty(), 12).orThrow();
        List<Position> diagonal = new ArrayList<>();
        for (long y = 1; y <= 12; y++) {
            diagonal.add(Position.of(y, y));
        }
        assertThat(t.pPositions()).containsExactlyElementsOf(diagonal);
    }

    @Test
    void theStudentPapersOneYZLosingPositionsAppearInTheFixedTable() {
        OutcomeTable t = OutcomeTable.of(Rules.NIM, Optional.of(1L), 8).orThrow();
        assertThat(t.pPositions()).containsExactly(Position.of(1, 2, 3), Position.of(1, 3, 2), Position.of(1, 4, 5),
                Position.of(1, 5, 4), Position.of(1, 6, 7), Position.of(1, 7, 6));
    }

    @Test
    void tablesUnderOtherRulesAgreeWithTheSearch() {
        for (Rules r : List.of(rules(Play.MISERE, null), rules(Play.NORMAL, "1-3"), rules(Play.MISERE, "1,3,4"))) {
            ExhaustiveSolver solver = new ExhaustiveSolver(r);
            OutcomeTable t = OutcomeTable.of(r, Optional.of(2L), 7).orThrow();
            for (OutcomeTable.Row row : t.rows()) {
                for (OutcomeTable.Cell cell : row.cells()) {
                    assertThat(cell.outcome()).isEqualTo(solver.outcome(Position.of(2, row.y(), cell.z())));
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"1-3", "1,3,4", "2,5", "1,2,4,8", "3,4", "1"})
    void kernelsAreStableAndAbsorbingAndMatchTheSearch(String set) {
        MoveSet.Subtraction s = (MoveSet.Subtraction) MoveSet.parse(set).orThrow();
        KernelProof proof = KernelProof.of(s, 60).orThrow();
        assertThat(proof.stable()).isTrue();
        assertThat(proof.absorbing()).isTrue();
        ExhaustiveSolver solver = new ExhaustiveSolver(new Rules(Play.NORMAL, s));
        for (KernelProof.Entry e : proof.entries()) {
            assertThat(e.inKernel()).isEqualTo(solver.outcome(Position.of(e.heap())) == Outcome.P);
            if (!e.inKernel()) {
                assertThat(s.allows(e.witnessTake())).isTrue();
                assertThat(proof.kernel()).contains(e.heap() - e.witnessTake());
            }
        }
    }

    @Test
    void theTwentyOneGamesKernelProofListsZeroFourEightAndSoOn() {
        KernelProof proof = KernelProof.of((MoveSet.Subtraction) MoveSet.parse("1-3").orThrow(), 21).orThrow();
        assertThat(proof.kernel()).containsExactly(0L, 4L, 8L, 12L, 16L, 20L);
    }
}
