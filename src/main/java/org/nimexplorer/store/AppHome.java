package org.nimexplorer.store;

import java.nio.file.Path;
import java.util.Map;

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
}
