package org.nimexplorer.command;

import picocli.CommandLine.Option;

/** {@code --json}: every one-shot command can print its result as JSON, the contract scripts read. */
public final class JsonOption {

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    /** Whether this line asked for JSON. */
    public boolean on() {
        return json;
    }
}
