package org.nimexplorer.command.session;

import java.io.IOException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The session's transcript as {@code record} drives it: started on a file, stopped. The shell, which
 * sees every line typed and printed, writes it.
 */
public interface Transcript {

    /** What to do with a file that is already there. */
    enum Existing {
        /** Keep it and fail with {@link java.nio.file.FileAlreadyExistsException}. */
        KEEP(StandardOpenOption.CREATE_NEW),
        APPEND(StandardOpenOption.CREATE, StandardOpenOption.APPEND),
        REPLACE(StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING);

        private final OpenOption[] options;

        Existing(OpenOption... options) {
            this.options = options;
        }

        /** How to open the file. */
        public OpenOption[] options() {
            return options.clone();
        }
    }

    boolean recording();

    /** The file being written, while {@link #recording()}. */
    Path path();

    /**
     * Records to {@code target} from now on. The recording under way, if any, goes on when the new
     * file cannot be opened.
     */
    void start(Path target, Existing existing) throws IOException;

    /**
     * Stops, leaving out the line being run, which is the one that stops the recording: replayed,
     * it would only answer "Not recording."
     */
    void stopWithoutThisLine() throws IOException;
}
