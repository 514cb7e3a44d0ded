package org.nimexplorer.command;

import java.nio.file.Path;
import java.util.Optional;
import org.nimexplorer.render.Theme;
import picocli.CommandLine.Option;

/** Options every command accepts, before or after its name. */
public final class GlobalOptions {

    private final LineFlags flags;

    /** Options whose display flags are read from {@code flags}, shared by the whole tree. */
    GlobalOptions(LineFlags flags) {
        this.flags = flags;
    }

    /** Options of their own, for a tree built without a {@link CommandFactory}. */
    public GlobalOptions() {
        this(new LineFlags());
    }

    @Option(names = "--no-color", description = "Plain output without colour (also: the NO_COLOR environment variable).")
    void noColor(boolean given) {
        flags.noColor(given);
    }

    @Option(names = "--accessible", description = "For screen readers: no colour, no redraws, binary columns read as"
            + " sentences (also: NIM_EXPLORER_ACCESSIBLE=1).")
    void accessible(boolean given) {
        flags.accessible(given);
    }

    @Option(names = "--theme", paramLabel = "THEME", description = "Colours that stay readable on a white (light)"
            + " or black (dark) background, such as a projector's; auto: the terminal's own. Without it, the"
            + " background COLORFGBG names decides, else auto (also: NIM_EXPLORER_THEME).")
    void theme(Theme given) {
        flags.theme(given);
    }

    public boolean noColor() {
        return flags.noColor();
    }

    public boolean accessible() {
        return flags.accessible();
    }

    public Optional<Theme> theme() {
        return flags.theme();
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

    @Option(names = "--lessons", paramLabel = "DIR", description = "An instructor's folder of lessons, used alongside"
            + " the course (also: NIM_EXPLORER_LESSONS).")
    Path lessons;

    @Option(names = "--lessons-only", description = "Use only the lessons of --lessons, not the built-in course.")
    boolean lessonsOnly;

    @Option(names = "--debug", description = "Show the stack trace of an internal failure.")
    boolean debug;
}
