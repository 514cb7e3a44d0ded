package org.nimexplorer.command;

/** Starts the interactive session; the command line runs it when no command is named. */
@FunctionalInterface
public interface Interactive {

    /** Runs the session to its end and returns the exit status. */
    int start(GlobalOptions options);
}
