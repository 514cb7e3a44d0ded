package org.nimexplorer.command;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Options every command accepts, before or after its name. */
public final class GlobalOptions {

    @Option(names = "--no-color", description = "Plain output without colour (also: the NO_COLOR environment variable).")
    boolean noColor;

    public boolean noColor() {
        return noColor;
    }

    public boolean accessible() {
        return accessible;
    }

    public Path lessons() {
        return lessons;
    }

    public boolean lessonsOnly() {
        return lessonsOnly;
    }

    public boolean debug() {
        return debug;
    }

    @Option(names = "--accessible", description = "For screen readers: no colour, no redraws, binary columns read as"
            + " sentences (also: NIM_EXPLORER_ACCESSIBLE=1).")
    boolean accessible;

    @Option(names = "--lessons", paramLabel = "DIR", description = "An instructor's folder of lessons, used alongside"
            + " the course (also: NIM_EXPLORER_LESSONS).")
    Path lessons;

    @Option(names = "--lessons-only", description = "Use only the lessons of --lessons, not the built-in course.")
    boolean lessonsOnly;

    @Option(names = "--debug", description = "Show the stack trace of an internal failure.")
    boolean debug;
}
