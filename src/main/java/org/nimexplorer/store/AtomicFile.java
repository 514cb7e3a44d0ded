package org.nimexplorer.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A file written whole or not at all: a temporary file beside the target, then a rename, so that a
 * full disk or an interrupted program never leaves half a file where a whole one was expected.
 */
public final class AtomicFile {

    private AtomicFile() {}

    public static void write(Path file, String text) throws IOException {
        // Not Files.createTempFile: its file is readable by its owner alone, and an assignment or an
        // export is made to be shared, so the file gets the permissions any new file gets here.
        Path temp = file.toAbsolutePath().resolveSibling(".nim-explorer-"
                + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
        try {
            Files.writeString(temp, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            try {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
