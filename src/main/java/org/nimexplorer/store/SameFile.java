package org.nimexplorer.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether two names reach one file, so that a program never writes one of its outputs over an input or another output. */
public final class SameFile {

    private SameFile() {}

    /**
     * True when both name one file: the same file on disk when both exist, otherwise the same name in
     * the same folder, however the folder is reached (a link to it, "..").
     */
    public static boolean same(Path a, Path b) {
        try {
            if (Files.exists(a) && Files.exists(b)) {
                return Files.isSameFile(a, b);
            }
        } catch (IOException | SecurityException e) {
            // Compared by name below.
        }
        return whole(a).equals(whole(b));
    }

    /** The name in its folder's real path, where the folder is there to ask. */
    private static Path whole(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        Path folder = absolute.getParent();
        if (folder == null || absolute.getFileName() == null) {
            return absolute;
        }
        try {
            return folder.toRealPath().resolve(absolute.getFileName());
        } catch (IOException | SecurityException e) {
            return absolute;
        }
    }
}
