package org.nimexplorer.onscreen;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * The programs from Debian's packages that some tests drive (Chromium, poppler, tmux), which {@code .ci/tools}
 * installs before the suite. A developer without one has those tests skipped; under CI (the variable {@code CI}
 * set) a missing one fails them, so that the gate cannot pass without having looked.
 */
final class ExternalTools {

    private ExternalTools() {}

    /** Where {@code program} is on the PATH; the test is skipped (failed under CI) when it is nowhere. */
    static Path require(String program, String pkg) {
        Optional<Path> found = onPath(program);
        if (found.isEmpty()) {
            String why = program + " is not installed: .ci/tools installs it (Debian's package " + pkg + ", as root)";
            if (System.getenv("CI") != null) {
                throw new AssertionError(why);
            }
            Assumptions.abort(why);
        }
        return found.get();
    }

    private static Optional<Path> onPath(String name) {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(":")) {
            Path candidate = Path.of(dir, name);
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
