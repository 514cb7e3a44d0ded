package org.nimexplorer.cli;

import picocli.CommandLine.Option;

/** Options every command accepts, before or after its name. */
public final class GlobalOptions {

    @Option(names = "--no-color", description = "Plain output without colour (also: the NO_COLOR environment variable).")
    boolean noColor;

    @Option(names = "--debug", description = "Show the stack trace of an internal failure.")
    boolean debug;
}
