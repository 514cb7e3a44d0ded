package org.nimexplorer.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * The folder for the program's own files: {@code $NIM_EXPLORER_HOME} when set, otherwise
 * {@code $XDG_DATA_HOME/nim-explorer}, otherwise {@code ~/.local/share/nim-explorer}.
 */
public record AppHome(Path dir) {

    public static AppHome fromEnvironment() {
        return from(System.getenv(), System.getProperty("user.home"));
    }

    static AppHome from(Map<String, String> env, String userHome) {
        String own = env.get("NIM_EXPLORER_HOME");
        if (own != null && !own.isBlank()) {
            return new AppHome(Path.of(own));
        }
        String xdg = env.get("XDG_DATA_HOME");
        Path data = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(userHome, ".local", "share");
        return new AppHome(data.resolve("nim-explorer"));
    }

    /** The REPL's line history, beside the progress file. */
    public Path history() {
        return dir.resolve("history");
    }

    public Path progress() {
        return dir.resolve("progress.json");
    }

    /**
     * What {@code file} is to the program, when it is one of its own files here ("the program's own
     * progress file"): those, and what is made beside them (temporary files, files moved aside, locks),
     * are never an output, whatever name reaches them.
     */
    public Optional<String> owned(Path file) {
        if (SameFile.same(file, progress())) {
            return Optional.of("the program's own progress file");
        }
        if (SameFile.same(file, history())) {
            return Optional.of("the program's own history file");
        }
        // A link is judged by what it leads to: a link to the progress file's lock is the lock.
        return besideProgress(file) || besideProgress(linkedTo(file))
                ? Optional.of("one of the program's own files, beside its progress file") : Optional.empty();
    }

    private boolean besideProgress(Path file) {
        Path folder = file.toAbsolutePath().normalize().getParent();
        String name = String.valueOf(file.getFileName());
        boolean beside = name.startsWith(progress().getFileName().toString()) || name.startsWith(history().getFileName()
                .toString());
        return folder != null && beside && SameFile.same(folder, dir);
    }

    /** Where a chain of links from {@code file} ends, whether or not anything is there. */
    private static Path linkedTo(Path file) {
        Path at = file.toAbsolutePath();
        try {
            for (int hops = 0; hops < 40 && Files.isSymbolicLink(at); hops++) {
                at = at.resolveSibling(Files.readSymbolicLink(at)).normalize();
            }
        } catch (IOException | RuntimeException e) {
            // A link that cannot be read leads nowhere this check can follow; the name alone is judged.
        }
        return at;
    }
}
