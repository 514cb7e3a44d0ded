package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Moore's theorem and the engine's promises about it, on examples and as properties of random positions. */
class MooreNimTest {

    private static final Position P356 = Position.of(3, 5, 6);

    @Test
    void threeFiveSixHasTwoOnesInEveryColumnSoItIsPInNimButNInMooresNimWithKTwo() {
        assertThat(new MooreNim(2).columnSums(P356)).containsExactly(2, 2, 2);
        assertThat(new MooreNim(2).columnResidues(P356)).containsExactly(2, 2, 2);
        assertThat(new MooreNim(1).columnResidues(P356)).containsExactly(0, 0, 0);
        assertThat(new MooreNim(1).isP(P356)).isTrue();
        assertThat(new MooreNim(2).isP(P356)).isFalse();
    }

    @Test
    void theColumnRuleLowersTwoHeapsWhenOneWillNotDo() {
        // Two ones in the 4s column: B and C lose theirs; below it, A's lone ones need two partners, B and C.
        MultiMove move = new MooreNim(2).winningMove(P356).orElseThrow();
        assertThat(move.shortForm()).isEqualTo("B-2 C-3");
        assertThat(move.leavesForm()).isEqualTo("B=3 C=3");
        assertThat(move.describe()).isEqualTo("take 2 from B and 3 from C");
        assertThat(move.applyTo(P356)).isEqualTo(Position.of(3, 3, 3));
        assertThat(new MooreNim(2).isP(Position.of(3, 3, 3))).isTrue();
    }

    @Test
    void theGameSaysHowManyHeapsAMoveLowers() {
        assertThat(new MooreNim(1).describe()).isEqualTo("Moore's Nim with k = 1 (a move lowers 1 heap)");
        assertThat(new MooreNim(2).describe()).isEqualTo("Moore's Nim with k = 2 (a move lowers 1 or 2 heaps)");
        assertThat(new MooreNim(5).describe()).isEqualTo("Moore's Nim with k = 5 (a move lowers 1 to 5 heaps)");
    }

    @Test
    void anEmptyPositionHasOneColumnOfNoOnesAndIsP() {
        MooreNim game = new MooreNim(3);
        assertThat(game.columnSums(Position.of(0, 0))).containsExactly(0);
        assertThat(game.isP(Position.of())).isTrue();
        assertThat(game.winningMove(Position.of(0, 0))).isEmpty();
        assertThat(game.legalMoves(Position.of(0, 0))).isEmpty();
    }

    @Test
    void movesReadTheSameInEveryNotation() {
        MultiMove three = MultiMove.between(Position.of(4, 2, 9), Position.of(2, 1, 6));
        assertThat(three.describe()).isEqualTo("take 2 from A, 1 from B and 3 from C");
        assertThat(three.shortForm()).isEqualTo("A-2 B-1 C-3");
        assertThat(three.leavesForm()).isEqualTo("A=2 B=1 C=6");
        assertThat(new MultiMove(List.of(new MultiMove.Lowering(2, 9, 6), new MultiMove.Lowering(0, 4, 2))))
                .as("heaps in any order").isEqualTo(MultiMove.between(Position.of(4, 2, 9), Position.of(2, 2, 6)));
    }

    @Test
    void aMoveIsCheckedAgainstTheGameAndThePosition() {
        MultiMove three = MultiMove.between(Position.of(4, 2, 9), Position.of(2, 1, 6));
        assertThat(new MooreNim(2).whyIllegal(Position.of(4, 2, 9), three)).hasValue(
                "this move lowers 3 heaps, but with k = 2 a move lowers 1 or 2 heaps: leave out one");
        assertThat(new MooreNim(1).whyIllegal(Position.of(4, 2, 9), three)).hasValue(
                "this move lowers 3 heaps, but with k = 1 a move lowers 1 heap: leave out 2");
        assertThat(new MooreNim(3).whyIllegal(Position.of(4, 2, 9), three)).isEmpty();
        assertThat(new MooreNim(3).whyIllegal(Position.of(4, 3, 9), three))
                .hasValue("heap B has 3, not 2: this move was made for another position");
        assertThat(new MooreNim(3).whyIllegal(Position.of(4, 2), three))
                .hasValue("there is no heap C: this position has heaps A to B");
        assertThatThrownBy(() -> three.applyTo(Position.of(4, 3, 9))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MooreNim(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> MultiMove.between(Position.of(1), Position.of(1)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MultiMove(List.of(new MultiMove.Lowering(0, 4, 2), new MultiMove.Lowering(0, 4, 1))))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MultiMove.Lowering(0, 4, 4)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void everyWinningMoveIsListedOnlyUpToTheLimitButTheRuleAlwaysAnswers() {
        MooreNim game = new MooreNim(2);
        Position big = Position.of(1000, 1000, 7);
        assertThat(game.legalMoveCount(big)).isEqualTo(1000 + 1000 + 7 + 1000 * 1000 + 1000 * 7 + 1000 * 7);
        assertThat(game.winningMoves(big).problemOrNull()).isEqualTo("listing every winning move tries each legal"
                + " move, and this position has more than " + String.format("%,d", MooreNim.MOVE_LIMIT)
                + " of them; the column rule still finds one");
        assertThat(game.winningMove(big)).isPresent();
        Position hugeP = Position.of(Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE);
        assertThat(game.winningMoves(hugeP).orThrow()).isEmpty();
        assertThat(game.legalMoveCount(hugeP)).isEqualTo(Long.MAX_VALUE);
        assertThat(new MooreNim(Integer.MAX_VALUE).legalMoveCount(Position.of(2, 3))).isEqualTo(2 + 3 + 6);
    }

    @Provide
    Arbitrary<Position> anyPosition() {
        return Arbitraries.oneOf(Arbitraries.longs().between(0, Long.MAX_VALUE), Arbitraries.longs().between(0, 64))
                .array(long[].class).ofMaxSize(12).map(Position::new);
    }

    @Provide
    Arbitrary<Position> smallPosition() {
        return Arbitraries.longs().between(0, 9).array(long[].class).ofMaxSize(4).map(Position::new);
    }

    @Property
    void theColumnRulesMoveIsLegalAndLeavesAPPosition(@ForAll("anyPosition") Position p,
                                                       @ForAll @IntRange(min = 1, max = 6) int k) {
        MooreNim game = new MooreNim(k);
        Optional<MultiMove> move = game.winningMove(p);
        assertThat(move.isPresent()).isNotEqualTo(game.isP(p));
        move.ifPresent(m -> {
            assertThat(game.whyIllegal(p, m)).isEmpty();
            assertThat(m.heapCount()).isBetween(1, k);
            assertThat(game.isP(m.applyTo(p))).isTrue();
        });
    }

    @Property(tries = 200)
    void fromAPPositionEveryMoveLeadsToAnN(@ForAll("smallPosition") Position start,
                                           @ForAll @IntRange(min = 1, max = 4) int k) {
        MooreNim game = new MooreNim(k);
        Position p = game.winningMove(start).map(m -> m.applyTo(start)).orElse(start);
        assertThat(game.isP(p)).isTrue();
        assertThat(game.legalMoves(p)).allSatisfy(m -> assertThat(game.isP(m.applyTo(p))).isFalse());
    }

    @Property(tries = 200)
    void theColumnRulesMoveIsAmongEveryWinningMove(@ForAll("smallPosition") Position p,
                                                   @ForAll @IntRange(min = 1, max = 4) int k) {
        MooreNim game = new MooreNim(k);
        List<MultiMove> every = game.winningMoves(p).orThrow();
        assertThat(every.isEmpty()).isEqualTo(game.isP(p));
        game.winningMove(p).ifPresent(m -> assertThat(every).contains(m));
        assertThat(every).allSatisfy(m -> {
            assertThat(game.whyIllegal(p, m)).isEmpty();
            assertThat(game.isP(m.applyTo(p))).isTrue();
        });
        assertThat(game.legalMoves(p)).hasSize((int) game.legalMoveCount(p)).doesNotHaveDuplicates();
    }
}
