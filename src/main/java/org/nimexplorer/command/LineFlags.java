package org.nimexplorer.command;

import java.util.function.IntSupplier;

/**
 * The display options of one command line ({@code --no-color}, {@code --accessible}), given before
 * or after the command's name. Every {@link GlobalOptions} of a tree writes here, so a command reads
 * them without looking up its parents; a flag lasts the line it was given on (see {@link #forOneLine}).
 */
public final class LineFlags {

    private boolean noColor;
    private boolean accessible;

    /**
     * Runs {@code line} with no flag given yet, then gives back the flags of the line it ran inside:
     * a script's line inside 'source' has flags of its own, and 'source' keeps its own after it.
     */
    public int forOneLine(IntSupplier line) {
        boolean outerNoColor = noColor;
        boolean outerAccessible = accessible;
        noColor = false;
        accessible = false;
        try {
            return line.getAsInt();
        } finally {
            noColor = outerNoColor;
            accessible = outerAccessible;
        }
    }

    void noColor(boolean given) {
        noColor |= given;
    }

    void accessible(boolean given) {
        accessible |= given;
    }

    public boolean noColor() {
        return noColor;
    }

    public boolean accessible() {
        return accessible;
    }
}
