package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import org.junit.jupiter.api.Test;

/** The staircase theorem and the engine's promises about it, on examples and as properties of random staircases. */
class StaircaseTest {

    @Test
    void onlyTheOddStepsCount() {
        Position p = Position.of(3, 9, 5, 100, 6);
        assertThat(Staircase.oddSteps(p)).isEqualTo(Position.of(3, 5, 6));
        assertThat(Staircase.oddStepNimSum(p)).isZero();
        assertThat(Staircase.isP(p)).isTrue();
        assertThat(Staircase.winningMoves(p)).isEmpty();
        assertThat(Staircase.isP(Position.of())).isTrue();
    }

    @Test
    void aWinningMoveCanComeFromAnEvenStep() {
        // Odd steps 1 and 3 hold 1 and 0: nim-sum 1. Lower step 1 to 0, or raise step 3 to 1 from step 4.
        Position p = Position.of(1, 0, 0, 2);
        assertThat(Staircase.winningMoves(p)).containsExactly(new StairMove(1, 1), new StairMove(4, 1));
        assertThat(Staircase.isP(new StairMove(4, 1).applyTo(p))).isTrue();
    }

    @Test
    void movesReadAsTheyAreMade() {
        assertThat(new StairMove(3, 2).describe()).isEqualTo("move 2 coins from step 3 to step 2");
        assertThat(new StairMove(1, 1).describe()).isEqualTo("move 1 coin from step 1 to the ground");
        assertThat(new StairMove(3, 2).shortForm()).isEqualTo("S3-2");
        assertThat(new StairMove(3, 2).applyTo(Position.of(0, 1, 4))).isEqualTo(Position.of(0, 3, 2));
        assertThat(new StairMove(1, 2).applyTo(Position.of(2, 1))).isEqualTo(Position.of(0, 1));
        assertThatThrownBy(() -> new StairMove(0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new StairMove(1, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new StairMove(2, 5).applyTo(Position.of(0, 4)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void illegalMovesSayWhatWouldDo() {
        Position p = Position.of(0, 1, 4, 0);
        assertThat(Staircase.whyIllegal(p, new StairMove(5, 1))).hasValue(
                "there is no step 5: this staircase has steps 1 to 4");
        assertThat(Staircase.whyIllegal(p, new StairMove(4, 1))).hasValue(
                "step 4 has no coins: choose a step that has some");
        assertThat(Staircase.whyIllegal(p, new StairMove(3, 5))).hasValue(
                "step 3 has only 4 coins: move 1 to 4 from step 3");
        assertThat(Staircase.whyIllegal(p, new StairMove(2, 2))).hasValue(
                "step 2 has only 1 coin: move 1 from step 2");
        assertThat(Staircase.whyIllegal(Position.of(5, 2), new StairMove(2, 3))).hasValue(
                "step 2 has only 2 coins: move 1 or 2 from step 2");
    }

    @Test
    void aStaircaseMustFitItsCoinsInAWholeNumber() {
        Position tooMany = Position.of(Long.MAX_VALUE, 1);
        assertThat(Staircase.whyTooLarge(tooMany)).hasValueSatisfying(why -> assertThat(why).contains("at most"));
        assertThat(Staircase.whyIllegal(tooMany, new StairMove(2, 1))).hasValue(
                "step 1 cannot hold more than " + Long.MAX_VALUE + " coins");
        assertThat(Staircase.whyTooLarge(Position.of(Long.MAX_VALUE - 1, 1))).isEmpty();
    }

    @Test
    void onlyAMoveFromAnEvenStepIsUndoneAndAnIllegalOneIsABug() {
        assertThat(Staircase.replyTo(Position.of(1, 1, 0, 3), new StairMove(4, 2))).contains(new StairMove(3, 2));
        assertThat(Staircase.replyTo(Position.of(1, 1, 0, 3), new StairMove(1, 1))).isEmpty();
        assertThatThrownBy(() -> Staircase.replyTo(Position.of(1, 1), new StairMove(2, 2)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Provide
    Arbitrary<Position> anyStaircase() {
        // Up to 2^58 coins on each of at most 12 steps: their total fits in a long.
        return Arbitraries.oneOf(Arbitraries.longs().between(0, 1L << 58), Arbitraries.longs().between(0, 20))
                .array(long[].class).ofMaxSize(12).map(Position::new);
    }

    @Property
    void everyWinningMoveIsLegalAndLeavesAPPosition(@ForAll("anyStaircase") Position p) {
        List<StairMove> winning = Staircase.winningMoves(p);
        assertThat(winning.isEmpty()).isEqualTo(Staircase.isP(p));
        assertThat(winning).allSatisfy(m -> {
            assertThat(Staircase.whyIllegal(p, m)).isEmpty();
            assertThat(Staircase.isP(m.applyTo(p))).isTrue();
        });
    }

    @Property
    void theReplyToAMoveFromAnEvenStepRestoresP(@ForAll("anyStaircase") Position start,
                                                @ForAll @DoubleRange(max = 1, maxIncluded = false) double which,
                                                @ForAll @DoubleRange(max = 1, maxIncluded = false) double share) {
        Position p = Staircase.winningMoves(start).stream().findFirst().map(m -> m.applyTo(start)).orElse(start);
        List<Integer> evenStepsWithCoins = java.util.stream.IntStream.rangeClosed(1, p.size())
                .filter(step -> step % 2 == 0 && p.heap(step - 1) > 0).boxed().toList();
        if (evenStepsWithCoins.isEmpty()) {
            return;
        }
        int step = evenStepsWithCoins.get((int) (which * evenStepsWithCoins.size()));
        StairMove theirs = new StairMove(step, 1 + (long) (share * (p.heap(step - 1) - 1)));
        Position after = theirs.applyTo(p);
        StairMove reply = Staircase.replyTo(p, theirs).orElseThrow();
        assertThat(Staircase.whyIllegal(after, reply)).isEmpty();
        assertThat(Staircase.isP(reply.applyTo(after))).isTrue();
        assertThat(Staircase.oddSteps(reply.applyTo(after))).isEqualTo(Staircase.oddSteps(p));
    }
}
