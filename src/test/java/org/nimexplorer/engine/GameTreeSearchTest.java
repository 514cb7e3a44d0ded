package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class GameTreeSearchTest {

    @Test
    void aPositionWithNoFollowerIsP() {
        assertThat(new GameTreeSearch<String>(TestBudget.unlimited(), s -> List.of()).isP("over")).isTrue();
    }

    @Test
    void itFindsTheKernelOfTheTwentyOneGame() {
        GameTreeSearch<Long> search = new GameTreeSearch<>(TestBudget.unlimited(), n -> LongStream.rangeClosed(1, 3).filter(t -> t <= n)
                .mapToObj(t -> n - t).toList());
        List<Long> kernel = LongStream.rangeClosed(0, 21).filter(search::isP).boxed().toList();
        assertThat(kernel).containsExactly(0L, 4L, 8L, 12L, 16L, 20L);
        assertThat(search.positionsDecided()).isEqualTo(22);
    }

    @Test
    void itAgreesWithTheNimSolverOnEveryPositionUpToABound() {
        GameTreeSearch<Position> search = new GameTreeSearch<>(TestBudget.unlimited(), p -> Rules.NIM.legalMoves(p).stream()
                .map(m -> m.applyTo(p)).toList());
        ExhaustiveSolver solver = new ExhaustiveSolver(Rules.NIM);
        for (Position p : Games.allPositions(3, 6)) {
            assertThat(search.isP(p)).as("%s", p).isEqualTo(solver.outcome(p) == Outcome.P);
        }
    }

    @Test
    void aLongGameDoesNotRunOutOfStack() {
        GameTreeSearch<Integer> search = new GameTreeSearch<>(TestBudget.unlimited(), n -> n == 0 ? List.of() : List.of(n - 1));
        assertThat(search.isP(200_000)).isTrue();
        assertThat(search.isP(199_999)).isFalse();
    }
}
