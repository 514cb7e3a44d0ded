package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.ExhaustiveSolver;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

class LemmaPropertiesTest {

    private static final ExhaustiveSolver SOLVER = new ExhaustiveSolver(Rules.NIM);

    @Provide
    Arbitrary<Position> smallPositions() {
        return Arbitraries.longs().between(0, 12).array(long[].class).ofMinSize(1).ofMaxSize(4).map(Position::new);
    }

    @Provide
    Arbitrary<Position> largePositions() {
        return Arbitraries.longs().between(0, Long.MAX_VALUE).array(long[].class).ofMinSize(1).ofMaxSize(8)
                .map(Position::new);
    }

    /** A position with nim-sum 0: random heaps and one more that cancels them. */
    @Provide
    Arbitrary<Position> zeroPositions() {
        return Arbitraries.longs().between(0, 1L << 40).array(long[].class).ofMinSize(1).ofMaxSize(6).map(h -> {
            long[] all = java.util.Arrays.copyOf(h, h.length + 1);
            long s = 0;
            for (long x : h) {
                s ^= x;
            }
            all[h.length] = s;
            return new Position(all);
        });
    }

    @Property
    void lemma2OffersExactlyTheHeapsWithTheLeadingBitAndEachMoveGivesNimSumZero(@ForAll("largePositions") Position p) {
        Lemma2 l = Lemma2.of(p);
        long s = Engine.nimSum(p, MoveSet.NIM);
        assertThat(l.applies()).isEqualTo(s != 0);
        if (s == 0) {
            assertThat(l.candidates()).isEmpty();
            return;
        }
        assertThat(l.bitValue()).isEqualTo(Long.highestOneBit(s));
        List<Integer> withBit = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            if ((p.heap(i) & Long.highestOneBit(s)) != 0) {
                withBit.add(i);
            }
        }
        assertThat(l.candidates()).extracting(Lemma2.Candidate::heap).containsExactlyElementsOf(withBit);
        for (Lemma2.Candidate c : l.candidates()) {
            assertThat(c.to()).isLessThan(c.from());
            assertThat(c.firstDifference()).isEqualTo(l.bit());
            assertThat(Engine.nimSum(p.with(c.heap(), c.to()), MoveSet.NIM)).isZero();
            assertThat(c.nimSumAfter()).isZero();
        }
    }

    @Property
    void lemma2MovesAreExactlyTheWinningMovesTheSearchFinds(@ForAll("smallPositions") Position p) {
        List<Move> offered = Lemma2.of(p).candidates().stream().map(c -> new Move(c.heap(), c.from() - c.to())).toList();
        assertThat(offered).containsExactlyElementsOf(SOLVER.winningMoves(p));
    }

    @Property
    void lemma1ChecksMovesThatAllLeaveANonZeroNimSum(@ForAll("zeroPositions") Position p) {
        Lemma1 l = Lemma1.of(p);
        assertThat(l.applies()).isTrue();
        assertThat(l.moves()).isEqualTo(p.stream().mapToObj(java.math.BigInteger::valueOf)
                .reduce(java.math.BigInteger.ZERO, java.math.BigInteger::add));
        assertThat(l.checked()).hasSizeLessThanOrEqualTo(Lemma1.MAX_LISTED);
        assertThat(l.checked().isEmpty()).isEqualTo(l.moves().signum() == 0);
        for (Lemma1.Step step : l.checked()) {
            assertThat(step.to()).isBetween(0L, step.from() - 1);
            assertThat(step.nimSumAfter()).isNotZero().isEqualTo(step.from() ^ step.to())
                    .isEqualTo(Engine.nimSum(p.with(step.heap(), step.to()), MoveSet.NIM));
        }
    }

    @Property
    void lemma1OnSmallPositionsListsEveryMoveAndEachLeadsToAnNPosition(@ForAll("smallPositions") Position p) {
        Lemma1 l = Lemma1.of(p);
        assertThat(l.applies()).isEqualTo(SOLVER.outcome(p) == Outcome.P);
        if (l.applies() && l.moves().intValue() <= Lemma1.MAX_LISTED) {
            assertThat(l.complete()).isTrue();
            assertThat(l.checked()).hasSize(Rules.NIM.legalMoves(p).size());
            l.checked().forEach(s -> assertThat(SOLVER.outcome(p.with(s.heap(), s.to()))).isEqualTo(Outcome.N));
        }
    }

    @Property
    void theTheoremsVerdictIsTheSearchs(@ForAll("smallPositions") Position p) {
        assertThat(Theorem.of(p).outcome()).isEqualTo(SOLVER.outcome(p));
    }

    @Test
    void lemma2OnThreeFourFiveReducesAToOne() {
        Lemma2 l = Lemma2.of(Position.of(3, 4, 5));
        assertThat(l.nimSum()).isEqualTo(2);
        assertThat(l.bit()).isEqualTo(1);
        assertThat(l.candidates()).containsExactly(new Lemma2.Candidate(0, 3, 1, 0));
    }

    @Test
    void lemma2OnTheLecturesThreeFiveEightHasOneCandidate() {
        Lemma2 l = Lemma2.of(Position.of(3, 5, 8));
        assertThat(l.nimSum()).isEqualTo(3 ^ 5 ^ 8);
        assertThat(l.candidates()).singleElement().satisfies(c -> {
            assertThat(c.heap()).isEqualTo(2);
            assertThat(c.to()).isEqualTo(3 ^ 5);
        });
        assertThat(SOLVER.winningMoves(Position.of(3, 5, 8))).containsExactly(new Move(2, 8 - (3 ^ 5)));
    }
}
