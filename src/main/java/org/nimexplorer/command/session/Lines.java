package org.nimexplorer.command.session;

/** Runs session lines as if typed: what {@code source} hands each line of its script to. */
@FunctionalInterface
public interface Lines {

    /** Runs {@code line}; returns its exit status (0 when all went well). */
    int execute(String line);
}
