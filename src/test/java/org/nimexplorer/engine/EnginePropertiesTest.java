package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/** Bouton's theorem and the engine's promises, stated as properties over random positions. */
class EnginePropertiesTest {

    @Provide
    Arbitrary<Rules> anyRules() {
        return Arbitraries.of(Games.allRules());
    }

    @Property(tries = 400)
    void outcomeAndEveryWinningMoveMatchTheSearch(@ForAll @Size(min = 1, max = 5) List<@IntRange(max = 20) Integer> heaps,
                                                   @ForAll("anyRules") Rules rules) {
        Position p = new Position(heaps.stream().mapToLong(Integer::longValue).toArray());
        ExhaustiveSolver referee = new ExhaustiveSolver(rules);
        Analysis a = Engine.analyze(p, rules).orThrow();
        assertThat(a.outcome()).isEqualTo(referee.outcome(p));
        assertThat(a.winningMoves()).isEqualTo(referee.winningMoves(p));
    }

    @Property
    void fromNimSumZeroEveryMoveLeavesANonZeroNimSum(@ForAll @Size(min = 1, max = 6) List<@IntRange(max = 200) Integer> heaps) {
        long[] h = heaps.stream().mapToLong(Integer::longValue).toArray();
        long xor = 0;
        for (int i = 0; i < h.length - 1; i++) {
            xor ^= h[i];
        }
        h[h.length - 1] = xor;
        Position p = new Position(h);
        for (Move m : Rules.NIM.legalMoves(p)) {
            assertThat(Engine.nimSum(m.applyTo(p), MoveSet.NIM)).isNotZero();
        }
    }

    @Property
    void fromANonZeroNimSumEveryListedMoveLeavesZero(@ForAll @Size(min = 1, max = 8) List<@LongRange(min = 0) Long> heaps) {
        Position p = new Position(heaps.stream().mapToLong(Long::longValue).toArray());
        Analysis a = Engine.analyze(p, Rules.NIM).orThrow();
        assertThat(a.outcome() == Outcome.P).isEqualTo(a.nimSum() == 0);
        if (a.nimSum() != 0) {
            assertThat(a.winningMoves()).isNotEmpty();
        }
        for (Move m : a.winningMoves()) {
            assertThat(m.take()).isPositive().isLessThanOrEqualTo(p.heap(m.heap()));
            assertThat(Engine.nimSum(m.applyTo(p), MoveSet.NIM)).isZero();
        }
    }

    @Property
    void theEngineAlwaysHasAMoveUntilTheGameIsOver(@ForAll @Size(min = 1, max = 5) List<@IntRange(max = 30) Integer> heaps,
                                                   @ForAll("anyRules") Rules rules) {
        Position p = new Position(heaps.stream().mapToLong(Integer::longValue).toArray());
        var reply = Engine.prolongingMove(p, rules);
        assertThat(reply.isEmpty()).isEqualTo(rules.isOver(p));
        reply.ifPresent(m -> {
            assertThat(rules.whyIllegal(p, m.heap(), m.take())).isEmpty();
            long smallestTake = rules.moves() instanceof MoveSet.Subtraction s ? s.smallest() : 1;
            assertThat(m.take()).isEqualTo(smallestTake);
            assertThat(p.heap(m.heap())).isEqualTo(p.largest());
        });
    }

    @Provide
    Arbitrary<Position> hugeMisereEndgames() {
        return Combinators.combine(Arbitraries.integers().between(0, 6), Arbitraries.longs().between(2, Long.MAX_VALUE))
                .as((ones, big) -> {
                    long[] h = new long[ones + 1];
                    java.util.Arrays.fill(h, 1);
                    h[ones] = big;
                    return new Position(h);
                });
    }

    @Property
    void misereWithOneBigHeapLeavesAnOddNumberOfOnes(@ForAll("hugeMisereEndgames") Position p) {
        Rules misere = new Rules(Play.MISERE, MoveSet.NIM);
        Analysis a = Engine.analyze(p, misere).orThrow();
        assertThat(a.outcome()).isEqualTo(Outcome.N);
        assertThat(a.winningMoves()).hasSize(1);
        Position after = a.winningMoves().get(0).applyTo(p);
        assertThat(after.largest()).isLessThanOrEqualTo(1);
        assertThat(after.stream().filter(h -> h == 1).count() % 2).isEqualTo(1);
    }
}
