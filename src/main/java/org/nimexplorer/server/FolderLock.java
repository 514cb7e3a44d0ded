package org.nimexplorer.server;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * The data folder taken by one server while it runs: a second {@code serve} on the same folder would
 * move the first one's log aside and answer for the same students from two places. The lock is the
 * operating system's, so it goes with the process, however it ends (a kill -9 included).
 */
final class FolderLock implements AutoCloseable {

    private final FileChannel channel;
    private final FileLock lock;

    private FolderLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** The lock on {@code folder}, or empty when another server holds it; {@code who} is written in it, for that refusal. */
    static Optional<FolderLock> take(Path folder, String who) throws IOException {
        FileChannel channel = FileChannel.open(folder.resolve("server.lock"), StandardOpenOption.CREATE,
                StandardOpenOption.READ, StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException sameProcess) {
            lock = null;
        }
        if (lock == null) {
            channel.close();
            return Optional.empty();
        }
        try {
            channel.truncate(0);
            channel.write(ByteBuffer.wrap((who + "\n").getBytes(StandardCharsets.UTF_8)), 0);
        } catch (IOException e) {
            lock.release();
            channel.close();
            throw e;
        }
        return Optional.of(new FolderLock(channel, lock));
    }

    /** Who holds the lock on {@code folder}, as they wrote it: "process 1234, port 2222". */
    static String holder(Path folder) {
        try {
            return Files.readString(folder.resolve("server.lock"), StandardCharsets.UTF_8).strip();
        } catch (IOException | RuntimeException e) {
            return "another process";
        }
    }

    @Override
    public void close() throws IOException {
        lock.release();
        channel.close();
    }
}
