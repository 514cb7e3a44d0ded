package org.nimexplorer.command;

/**
 * The display options of one command line ({@code --no-color}, {@code --accessible}), given before
 * or after the command's name. Every {@link GlobalOptions} of a tree writes here, so a command reads
 * them without looking up its parents; a flag once given stays on until the next line.
 */
public final class LineFlags {

    private boolean noColor;
    private boolean accessible;

    /** Forgets the last line's flags: called before each line a session runs. */
    public void reset() {
        noColor = false;
        accessible = false;
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
