package org.nimexplorer.engine;

import java.util.List;

/**
 * Some of a heap's options and how many there are: the first ones, in the order of
 * {@link HeapGame#options}, and the count of all of them, found without listing a long heap's
 * splits one by one (a row of 2^62 Kayles pins has some 2^61 splits of each value).
 *
 * @param count how many options there are in all, at most {@code Long.MAX_VALUE}
 */
public record HeapOptions(List<HeapOption> first, long count) {

    public HeapOptions {
        first = List.copyOf(first);
        if (count < first.size()) {
            throw new IllegalArgumentException("a count covers at least the options listed");
        }
    }

    /** True when {@link #first} holds every option. */
    public boolean allListed() {
        return count == first.size();
    }

    /** Adds two counts, staying at {@code Long.MAX_VALUE} rather than going round. */
    static long saturatedSum(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }
}
