package org.nimexplorer.command;

import picocli.CommandLine.Option;

/**
 * {@code --heaps} and {@code --max}: the box of positions a census searches, every position of
 * {@code heaps} heaps each of at most {@code max}.
 */
public final class BoxOptions {

    @Option(names = "--heaps", paramLabel = "H", defaultValue = "3", description = "Number of heaps (default ${DEFAULT-VALUE}).")
    int heaps;

    @Option(names = "--max", paramLabel = "M", defaultValue = "15", description = "Largest heap size (default ${DEFAULT-VALUE}).")
    long max;

    public int heaps() {
        return heaps;
    }

    public long max() {
        return max;
    }
}
