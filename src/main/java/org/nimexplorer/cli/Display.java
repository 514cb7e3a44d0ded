package org.nimexplorer.cli;

/**
 * What an interactive session knows about its screen, so that commands run inside it paint for that
 * terminal rather than for the process's standard output.
 *
 * @param colourTerminal the session's terminal shows colour
 * @param noColor        colour was turned off when the session started
 * @param accessible     the session is in accessible mode
 */
public record Display(boolean colourTerminal, boolean noColor, boolean accessible) {}
