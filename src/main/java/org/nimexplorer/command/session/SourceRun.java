package org.nimexplorer.command.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.engine.Text;

/**
 * The {@code source} files of one session running inside each other: which file is at which line,
 * how many lines the whole run has taken, and whether it must stop. A file already being read is
 * refused rather than entered again, and the whole run, however its files nest, stops at a bound on
 * lines and on Ctrl-C.
 */
final class SourceRun {

    /** Files sourcing each other deeper than this are refused: a demo calls a part or two, not a tower. */
    static final int MAX_DEPTH = 8;

    /**
     * The most lines one run may take, nested files included. A class demo or a replayed transcript is
     * tens or hundreds of lines; ten thousand is far beyond any of them, yet stops within seconds a
     * script that multiplies itself (each line sourcing another file of many lines).
     */
    static final int MAX_LINES = 10_000;

    private final Deque<Frame> frames = new ArrayDeque<>();
    private int linesRun;
    /** Set from the thread that receives Ctrl-C, read by the session's own thread. */
    private volatile boolean stopped;
    private volatile boolean interrupted;

    /** One file being read: its name as typed, its real path, and the line it is at (from 1). */
    private static final class Frame {
        private final String name;
        private final Path real;
        private int line;

        Frame(String name, Path real) {
            this.name = name;
            this.real = real;
        }
    }

    /**
     * Starts reading {@code name}, or refuses it when it is already being read (under any name) or
     * the files are nested too deep; a refusal stops the whole run, since every further line of
     * a file that sources itself would be refused the same way.
     */
    void enter(String name) {
        if (frames.isEmpty()) {
            linesRun = 0;
            stopped = false;
            interrupted = false;
        }
        Path real = realPath(name).orElse(Path.of(name).toAbsolutePath().normalize());
        Optional<Frame> open = frames.stream().filter(f -> f.real.equals(real)).findFirst();
        if (open.isPresent() || frames.size() >= MAX_DEPTH) {
            stopped = true;
            String where = " (line " + frames.peek().line + " of " + Text.path(frames.peek().name) + ")";
            throw new BadInputException(open.isPresent()
                    ? "already being sourced: " + Text.path(name) + where + ": a file cannot source itself, directly or through another"
                    : "files source each other more than " + MAX_DEPTH + " deep" + where);
        }
        frames.push(new Frame(name, real));
    }

    void leave() {
        frames.pop();
    }

    /**
     * Whether the current file may run its line number {@code line}: false once the run was stopped;
     * a line past {@link #MAX_LINES} stops it, with a {@link BadInputException} saying so.
     */
    boolean mayRun(int line) {
        if (stopped) {
            return false;
        }
        frames.peek().line = line;
        if (++linesRun > MAX_LINES) {
            stopped = true;
            throw new BadInputException("the source run stopped at line " + String.format("%,d", line) + " of "
                    + Text.path(frames.peek().name) + ": it has run " + String.format("%,d", MAX_LINES)
                    + " lines, the most one 'source' may run, nested files included");
        }
        return true;
    }

    /** Ctrl-C: the run under way, if any, stops before its next line. */
    void interrupt() {
        interrupted = true;
        stopped = true;
    }

    /** Whether Ctrl-C stopped the run. */
    boolean interrupted() {
        return interrupted;
    }

    int depth() {
        return frames.size();
    }

    /** Whether {@code name} is a file being read, under whatever name. */
    boolean reads(String name) {
        for (Frame frame : frames) {
            try {
                if (Files.isSameFile(frame.real, Path.of(name))) {
                    return true;
                }
            } catch (IOException | InvalidPathException e) {
                // A file that cannot be looked at, or is not there, is not the script being read.
            }
        }
        return false;
    }

    private static Optional<Path> realPath(String name) {
        try {
            return Optional.of(Path.of(name).toRealPath());
        } catch (IOException | InvalidPathException e) {
            return Optional.empty();
        }
    }
}
