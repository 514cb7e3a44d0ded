package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/** The P-positions a quiz draws: P-positions, within the level, and ending in the smallest and the largest heap it allows. */
class QuizGeneratorDrawTest {

    private static final int DRAWS = 400;

    private static Set<Long> everySize(Level level) {
        return LongStream.rangeClosed(1, level.maxHeap()).boxed().collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void nimPPositionsStayInTheLevelAndEndInItsSmallestAndLargestHeapToo() {
        for (Level level : Level.values()) {
            Random random = new Random(1);
            Set<Long> lastHeaps = new TreeSet<>();
            for (int i = 0; i < DRAWS; i++) {
                Position p = QuizGenerator.position(random, level, Rules.NIM, true);
                assertThat(p.stream()).allSatisfy(h -> assertThat(h).isBetween(1L, (long) level.maxHeap()));
                assertThat(Engine.analyze(p, Rules.NIM).orThrow().outcome()).isEqualTo(Outcome.P);
                lastHeaps.add(p.heap(p.size() - 1));
            }
            assertThat(lastHeaps).as(level.name()).contains(1L, (long) level.maxHeap());
        }
    }

    @Test
    void sumsOfNimHeapsDrawnAsPPositionsEndInEverySizeTheLevelAllows() {
        Level level = Level.EASY;
        Random random = new Random(2);
        Set<Long> lastHeaps = new TreeSet<>();
        for (int i = 0; i < DRAWS; i++) {
            GameSum sum = QuizGenerator.sum(random, level, new HeapGame.Nim(), true);
            long[] sizes = sum.parts().stream().mapToLong(c -> c.size()).toArray();
            assertThat(LongStream.of(sizes).reduce(0, (a, b) -> a ^ b)).isZero();
            lastHeaps.add(sizes[sizes.length - 1]);
        }
        assertThat(lastHeaps).isEqualTo(everySize(level));
    }
}
