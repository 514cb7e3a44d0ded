package org.nimexplorer.command;

import java.util.function.Supplier;

/**
 * Where a session's long work (a search, a proof checked by brute force) takes its turn: at home at
 * once; on the class server in a line the whole class shares, so that one student's search cannot take
 * the machine from the rest of the class.
 */
public interface WorkShare {

    /** A machine of one's own: the work runs at once. */
    WorkShare ALONE = new WorkShare() {
        @Override
        public <T> T inTurn(Supplier<T> work, Runnable waiting) {
            return work.get();
        }
    };

    /**
     * Runs {@code work} when its turn comes, telling {@code waiting} once when it must wait. A wait cut
     * short by Ctrl-C still runs the work, whose stop signal is then raised: it ends at once, as
     * stopped work ends.
     */
    <T> T inTurn(Supplier<T> work, Runnable waiting);
}
