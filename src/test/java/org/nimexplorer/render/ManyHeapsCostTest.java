package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumEngine;

/**
 * Analysing twice as many heaps, and writing the answer as text and as JSON, costs about twice as
 * much: no copy of the position per winning move, no long heap's splits listed one by one. The cost
 * is counted as the bytes the thread allocates, which a loaded machine does not change, and the
 * output as the characters written.
 */
class ManyHeapsCostTest {

    private static final HeapGame KAYLES = GameNotation.heapGame("kayles").orThrow();

    /** Counts what is written and keeps none of it. */
    private static final class Counting extends Writer {
        long chars;

        @Override
        public void write(char[] buffer, int offset, int length) {
            chars += length;
        }

        void line(String line) {
            chars += line.length();
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    }

    private static long[] randomHeaps(int n, long seed) {
        Random random = new Random(seed);
        return LongStream.range(0, n).map(i -> random.nextInt(1_000_000)).toArray();
    }

    private static long allocated(IntConsumer work, int n) {
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = bean.getCurrentThreadAllocatedBytes();
        work.accept(n);
        return bean.getCurrentThreadAllocatedBytes() - before;
    }

    /**
     * Bytes allocated for 2n heaps over those for n, after two runs at full size to load the classes
     * and let the compiler at them, each the least of three runs: code still interpreted (on a loaded
     * machine the compiler lags) allocates what compiled code keeps on the stack.
     */
    private static double ratio(IntConsumer work, int n) {
        work.accept(2 * n);
        work.accept(2 * n);
        return (double) leastOfThree(work, 2 * n) / leastOfThree(work, n);
    }

    private static long leastOfThree(IntConsumer work, int n) {
        return Math.min(allocated(work, n), Math.min(allocated(work, n), allocated(work, n)));
    }

    /**
     * n rows, all but the last two drawn at random (the same for every n), the last two making the nim-sum
     * 5: each row's winning moves are then those to its value xor 5, alike for n rows and for 2n.
     */
    private static long[] kaylesRows(int n) {
        long[] rows = randomHeaps(n, 1);
        long others = 0;
        for (int i = 0; i < n - 2; i++) {
            others ^= KAYLES.grundy(rows[i]);
        }
        // Kayles' values are 0 to 8, so the XOR of two of them is any value below 16.
        for (long a = 0; a < 100; a++) {
            for (long b = 0; b < 100; b++) {
                if ((others ^ KAYLES.grundy(a) ^ KAYLES.grundy(b)) == 5) {
                    rows[n - 2] = a;
                    rows[n - 1] = b;
                    return rows;
                }
            }
        }
        throw new AssertionError("no two short rows make the nim-sum 5");
    }

    private static long kayles(int n) {
        SumAnalysis a = SumEngine.analyze(GameSum.of(KAYLES, kaylesRows(n)), Play.NORMAL).orThrow();
        Counting out = new Counting();
        Json.sumAnalysis(new PrintWriter(out), a);
        SumText.analyze(a, new Painter.Plain(false)).forEach(out::line);
        return out.chars;
    }

    private static long staircase(int n) {
        Position steps = new Position(randomHeaps(n, n));
        Counting out = new Counting();
        Json.wholeAnalysis(new PrintWriter(out), new StaircaseNim(), steps);
        WholeGameText.analyze(new StaircaseNim(), steps, new Painter.Plain(false))
                .forEach(out::line);
        return out.chars;
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void twiceAsManyKaylesRowsCostAboutTwiceAsMuch() {
        assertThat(ratio(ManyHeapsCostTest::kayles, 4_000)).isBetween(1.5, 2.5);
        // The heaps are written once (seven digits each); the winning moves add a bounded amount.
        assertThat(kayles(8_000)).isLessThan(8_000 * 8 + 200_000);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void twiceAsManyStaircaseStepsCostAboutTwiceAsMuch() {
        assertThat(ratio(ManyHeapsCostTest::staircase, 20_000)).isBetween(1.5, 2.5);
        assertThat(staircase(40_000)).isLessThan(40_000 * 8 + 200_000);
    }
}
