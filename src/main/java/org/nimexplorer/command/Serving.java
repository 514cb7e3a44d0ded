package org.nimexplorer.command;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Runs the class server; given to {@code serve} from above, where the server lives, since nothing
 * in this layer may know it.
 */
@FunctionalInterface
public interface Serving {

    /** What {@code serve} was asked for, every option read and checked. */
    record Request(Path data, Optional<String> database, Optional<String> databaseUser, Optional<Path> roster,
            boolean open, Optional<String> classCode, String bind, int sshPort, Optional<Web> web) {}

    /** The class in the browser: HTTP on {@code port}, or HTTPS with {@code tls}. */
    record Web(int port, Optional<Tls> tls) {}

    /** HTTPS's certificate (its chain after it) and private key, both PEM files. */
    record Tls(Path certificate, Path key) {}

    /** Serves until stopped; its status as a command's. */
    int serve(Request request, PrintWriter out, PrintWriter err);
}
