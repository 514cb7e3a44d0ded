package org.nimexplorer.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether two names reach one file, so that a program never writes one of its outputs over an input or another output. */
public final class SameFile {

    private SameFile() {}

    /** True when both name one file: the same file on disk when both exist, otherwise the same path once resolved. */
    public static boolean same(Path a, Path b) {
        try {
            if (Files.exists(a) && Files.exists(b)) {
                return Files.isSameFile(a, b);
            }
        } catch (IOException | SecurityException e) {
            // Compared by name below.
        }
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }
}
