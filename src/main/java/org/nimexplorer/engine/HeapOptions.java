package org.nimexplorer.engine;

import java.math.BigInteger;
import java.util.List;

/**
 * Some of a heap's options and how many there are: the first ones, in the order of
 * {@link HeapGame#options}, and the count of all of them, found without listing a long heap's
 * splits one by one (a row of 2^62 Kayles pins has some 2^61 splits of each value).
 *
 * @param count how many options there are in all (thirty takes that split a heap of 2^62 make more
 *     than a {@code long} holds)
 */
public record HeapOptions(List<HeapOption> first, BigInteger count) {

    public HeapOptions {
        first = List.copyOf(first);
        if (count.compareTo(BigInteger.valueOf(first.size())) < 0) {
            throw new IllegalArgumentException("a count covers at least the options listed");
        }
    }

    /** True when {@link #first} holds every option. */
    public boolean allListed() {
        return count.equals(BigInteger.valueOf(first.size()));
    }
}
