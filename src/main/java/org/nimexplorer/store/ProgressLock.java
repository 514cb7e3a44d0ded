package org.nimexplorer.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The right to read, merge and write one progress file, held by one save at a time: across processes
 * (two terminals on one home) a lock on the file beside it, {@code progress.json.lock}, which stays
 * there; within this process (the class server runs many sessions, each with its own store) a lock
 * per file taken first, because a file lock belongs to the whole process, and on Linux closing any
 * channel to the lock file would drop the lock another thread holds.
 */
final class ProgressLock implements AutoCloseable {

    /**
     * The one static in the store, and only a registry of identities: the lock that stands for each
     * progress file, so that every store on one file in this process meets at one lock. It gains one
     * entry per progress file ever saved and never changes one.
     */
    private static final ConcurrentMap<Path, ReentrantLock> IN_PROCESS = new ConcurrentHashMap<>();

    private static final long POLL_MILLIS = 10;

    private final ReentrantLock inProcess;
    private final FileChannel channel;
    private final FileLock acrossProcesses;

    private ProgressLock(ReentrantLock inProcess, FileChannel channel, FileLock acrossProcesses) {
        this.inProcess = inProcess;
        this.channel = channel;
        this.acrossProcesses = acrossProcesses;
    }

    /** The lock for {@code file}, whose folder exists, or empty when another save held it for all of {@code wait}. */
    static Optional<ProgressLock> take(Path file, Duration wait) throws IOException {
        long deadline = System.nanoTime() + wait.toNanos();
        Path real = file.toAbsolutePath().getParent().toRealPath().resolve(file.getFileName());
        ReentrantLock inProcess = IN_PROCESS.computeIfAbsent(real, k -> new ReentrantLock());
        if (!lockWithin(inProcess, deadline)) {
            return Optional.empty();
        }
        try {
            Optional<ProgressLock> held = acrossProcesses(real.resolveSibling(real.getFileName() + ".lock"), inProcess,
                    deadline);
            if (held.isEmpty()) {
                inProcess.unlock();
            }
            return held;
        } catch (IOException | RuntimeException e) {
            inProcess.unlock();
            throw e;
        }
    }

    /**
     * Waits for the lock until {@code deadline}. A Ctrl-C meanwhile is kept for the command that runs
     * on, not spent here: a save is short, and the learner's answer should not be lost to it.
     */
    private static boolean lockWithin(ReentrantLock lock, long deadline) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return lock.tryLock(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static Optional<ProgressLock> acrossProcesses(Path lockFile, ReentrantLock inProcess, long deadline)
            throws IOException {
        if (Files.exists(lockFile) && !Files.isRegularFile(lockFile)) {
            // Opening a named pipe for writing waits for a reader that never comes.
            throw new IOException("its lock file " + lockFile.getFileName() + " " + FileKind.of(lockFile).notAFile()
                    + "; remove it");
        }
        FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            while (true) {
                FileLock lock = tryLock(channel);
                if (lock != null) {
                    return Optional.of(new ProgressLock(inProcess, channel, lock));
                }
                if (System.nanoTime() >= deadline) {
                    channel.close();
                    return Optional.empty();
                }
                pause();
            }
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            // Held by this process under another name of the file (a hard link): held all the same.
            return null;
        }
    }

    /** Waits before the next try, keeping a Ctrl-C for the command that runs on (see {@link #lockWithin}). */
    private static void pause() {
        boolean interrupted = Thread.interrupted();
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            interrupted = true;
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() throws IOException {
        try {
            acrossProcesses.release();
            channel.close();
        } finally {
            inProcess.unlock();
        }
    }
}
