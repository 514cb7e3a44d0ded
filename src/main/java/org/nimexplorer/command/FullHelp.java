package org.nimexplorer.command;

import java.util.List;

/**
 * A command of the command line whose options are the session's: its help is the session command's,
 * shown for {@code --help} and {@code help COMMAND} alike, not the few options it parses itself.
 */
public interface FullHelp {

    /** Prints the full help of the command, or of the part of it that {@code parts} name, and returns the exit status. */
    int showFullHelp(List<String> parts);
}
