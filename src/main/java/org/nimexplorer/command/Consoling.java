package org.nimexplorer.command;

import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * Opens the teacher's console of the class server running on a data folder; given to
 * {@code class console} from above, where the server lives, since nothing in this layer may know it.
 */
@FunctionalInterface
public interface Consoling {

    /** The console on this process's terminal until the teacher leaves it; its status as a command's. */
    int open(Path data, PrintWriter out, PrintWriter err);
}
