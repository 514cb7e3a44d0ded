package org.nimexplorer.server;

import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.nimexplorer.command.WorkShare;

/**
 * The class's line for long work: at most so many searches run at once on the server (a core is kept
 * for everything else the class does: answers, lessons, logins), the others waiting in the order they
 * came. Each session runs one command at a time, so no student holds more than one place.
 */
final class ClassLine implements WorkShare {

    private final Semaphore turns;

    /** A line letting {@code atOnce} searches run together. */
    ClassLine(int atOnce) {
        this.turns = new Semaphore(Math.max(1, atOnce), true);
    }

    /** The line for this machine: one search a core, less one core for the rest of the class's work. */
    static ClassLine forThisMachine() {
        return new ClassLine(Runtime.getRuntime().availableProcessors() - 1);
    }

    @Override
    public <T> T inTurn(Supplier<T> work, Runnable waiting) {
        try {
            // With a wait of zero the line's order holds: a free turn goes to whoever waited first.
            if (!turns.tryAcquire(0, TimeUnit.SECONDS)) {
                waiting.run();
                turns.acquire();
            }
        } catch (InterruptedException cancelled) {
            // Ctrl-C while waiting: the work runs with its stop signal raised, and ends at once as stopped.
            Thread.currentThread().interrupt();
            return work.get();
        }
        try {
            return work.get();
        } finally {
            turns.release();
        }
    }
}
