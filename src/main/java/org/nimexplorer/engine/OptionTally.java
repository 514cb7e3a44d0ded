package org.nimexplorer.engine;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/** Options found one by one or counted in bulk: the first {@code room} kept, every one counted. */
final class OptionTally {

    private final int room;
    private final List<HeapOption> first = new ArrayList<>();
    private long found;
    private BigInteger counted = BigInteger.ZERO;

    OptionTally(int room) {
        this.room = Math.max(0, room);
    }

    void add(HeapOption option) {
        add(option.take(), option.left(), option.right());
    }

    /** The option that takes and leaves these; made only when it is kept, as most of a long heap's are not. */
    void add(long take, long left, long right) {
        if (first.size() < room) {
            first.add(new HeapOption(take, left, right));
        }
        found++;
    }

    /** How many more options would still be kept. */
    int room() {
        return room - first.size();
    }

    /** Options counted but not kept, as when a long heap's splits are counted by their pattern. */
    void addUnlisted(long more) {
        addUnlisted(BigInteger.valueOf(more));
    }

    void addUnlisted(BigInteger more) {
        counted = counted.add(more);
    }

    HeapOptions options() {
        return new HeapOptions(first, counted.add(BigInteger.valueOf(found)));
    }
}
