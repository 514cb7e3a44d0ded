package org.nimexplorer.command;

import java.util.List;
import java.util.Optional;

/**
 * Starts the interactive session: the command line runs it when no command is named, and the
 * commands that open a session ({@code play}, {@code lesson start}, {@code quiz}) with their words.
 */
public interface Interactive {

    /** Runs the session to its end, {@code firstLine} (a command line's words) before the first prompt. */
    int start(GlobalOptions options, Optional<List<String>> firstLine);

    /** Runs just {@code line}, as a script of one line would, and returns its status. */
    int runOnce(GlobalOptions options, List<String> line);
}
