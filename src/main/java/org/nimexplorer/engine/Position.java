package org.nimexplorer.engine;

import java.util.Arrays;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

/** The heap sizes of a game in progress; immutable, the player to move is "you". */
public record Position(long[] heaps) {

    public Position {
        heaps = heaps.clone();
        for (long h : heaps) {
            if (h < 0) {
                throw new IllegalArgumentException("heap sizes are never negative: " + h);
            }
        }
    }

    public static Position of(long... heaps) {
        return new Position(heaps);
    }

    public int size() {
        return heaps.length;
    }

    public long heap(int index) {
        return heaps[index];
    }

    @Override
    public long[] heaps() {
        return heaps.clone();
    }

    /** The same position with one heap changed to a new size. */
    public Position with(int index, long size) {
        long[] copy = heaps.clone();
        copy[index] = size;
        return new Position(copy);
    }

    /** Total objects, saturating at Long.MAX_VALUE (the game length bound). */
    public long total() {
        long sum = 0;
        for (long h : heaps) {
            sum = sum + h < 0 ? Long.MAX_VALUE : sum + h;
        }
        return sum;
    }

    public long largest() {
        return LongStream.of(heaps).max().orElse(0);
    }

    public LongStream stream() {
        return Arrays.stream(heaps);
    }

    /** Position with heaps sorted ascending: equal as a game to this one. */
    public Position canonical() {
        long[] sorted = heaps.clone();
        Arrays.sort(sorted);
        return new Position(sorted);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && Arrays.equals(heaps, p.heaps);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(heaps);
    }

    @Override
    public String toString() {
        return Arrays.stream(heaps).mapToObj(Long::toString).collect(Collectors.joining(" "));
    }
}
