package org.nimexplorer.command;

import java.util.Optional;
import java.util.function.IntSupplier;
import org.nimexplorer.render.Theme;

/**
 * The display options of one command line ({@code --no-color}, {@code --accessible}, {@code --theme}), given before
 * or after the command's name. Every {@link GlobalOptions} of a tree writes here, so a command reads
 * them without looking up its parents; a flag lasts the line it was given on (see {@link #forOneLine}).
 */
public final class LineFlags {

    private boolean noColor;
    private boolean accessible;
    private Optional<Theme> theme = Optional.empty();

    /**
     * Runs {@code line} with no flag given yet, then gives back the flags of the line it ran inside:
     * a script's line inside 'source' has flags of its own, and 'source' keeps its own after it.
     */
    public int forOneLine(IntSupplier line) {
        boolean outerNoColor = noColor;
        boolean outerAccessible = accessible;
        Optional<Theme> outerTheme = theme;
        noColor = false;
        accessible = false;
        theme = Optional.empty();
        try {
            return line.getAsInt();
        } finally {
            noColor = outerNoColor;
            accessible = outerAccessible;
            theme = outerTheme;
        }
    }

    void noColor(boolean given) {
        noColor |= given;
    }

    void accessible(boolean given) {
        accessible |= given;
    }

    void theme(Theme given) {
        theme = Optional.of(given);
    }

    public boolean noColor() {
        return noColor;
    }

    public boolean accessible() {
        return accessible;
    }

    /** The shades this line asked for, if it did. */
    public Optional<Theme> theme() {
        return theme;
    }
}
