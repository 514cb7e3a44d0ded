package org.nimexplorer.command;

/**
 * A command of the command line whose options are the session's: its help is the session command's,
 * shown for {@code --help} and {@code help COMMAND} alike, not the few options it parses itself.
 */
public interface FullHelp {

    /** Prints the full help and returns the exit status. */
    int showFullHelp();
}
