package org.nimexplorer.command.session;

import java.io.IOException;
import java.nio.file.Path;
import org.nimexplorer.store.OutputFile;

/**
 * The session's transcript as {@code record} drives it: started on a file, stopped. The shell, which
 * sees every line typed and printed, writes it.
 */
public interface Transcript {

    boolean recording();

    /** The file being written, while {@link #recording()}. */
    Path path();

    /**
     * Records to {@code target} from now on. The recording under way, if any, goes on when the new
     * file cannot be opened.
     */
    void start(Path target, OutputFile.Existing existing) throws IOException;

    /**
     * Stops, leaving out the line being run, which is the one that stops the recording: replayed,
     * it would only answer "Not recording."
     */
    void stopWithoutThisLine() throws IOException;
}
