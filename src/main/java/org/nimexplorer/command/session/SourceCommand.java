package org.nimexplorer.command.session;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.Text;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "source", description = {"Run the lines of a file as if typed (lines starting with # are skipped,"
        + " so a transcript replays). With --step, wait for Enter before each line; with --big, each line on a"
        + " screen of its own, the position it reaches drawn large for a class.",
        "Example: source demo.txt --step --big"})
final class SourceCommand extends SessionCommand {

    private static final long MAX_BYTES = 1 << 20;

    private final Lines lines;

    /** What one run of the command was asked: the script, --step and --big. */
    private record Asked(String file, boolean step, boolean big) {}

    @Parameters(paramLabel = "FILE", description = "A text file of session lines.")
    String file;

    @Option(names = "--step", description = "Show each line and wait for Enter before running it (q stops).")
    boolean step;

    @Option(names = "--big", description = "Give each line a screen of its own (cleared first) and draw the position"
            + " it reaches large, to be read from the back of a room.")
    boolean big;

    SourceCommand(Session session, Lines lines) {
        super(session);
        this.lines = lines;
    }

    @Override
    public Integer call() {
        // A line of the script may be 'source' again, which picocli parses into this same command:
        // what this run was asked is kept before its lines overwrite the options.
        Asked asked = new Asked(file, step, big);
        List<String> script = read(asked.file());
        SourceRun run = session.sources();
        run.enter(asked.file());
        try {
            int failures = 0;
            for (int i = 0; i < script.size(); i++) {
                String text = script.get(i).strip();
                if (text.isEmpty() || text.startsWith("#")) {
                    continue;
                }
                if (session.quitting() || !run.mayRun(i + 1)) {
                    return stopped(asked, run, i + 1, failures);
                }
                if (asked.step() && session.input().interactive()) {
                    Optional<String> answer = session.input().readLine("next: " + Text.oneLine(text)
                            + "   [Enter runs it, q stops] ");
                    if (answer.isEmpty() || answer.get().strip().equalsIgnoreCase("q")) {
                        out().println("Stopped before: " + Text.oneLine(text));
                        return 0;
                    }
                }
                failures += runLine(asked, text) == 0 ? 0 : 1;
            }
            return failures == 0 ? 0 : 2;
        } finally {
            run.leave();
        }
    }

    /** Runs one line of the script as if typed, on a screen of its own with --big; its exit status. */
    private int runLine(Asked asked, String text) {
        Board before = session.board();
        if (asked.big()) {
            BigScreen.newScreen(session, screen(), painter());
        }
        if (asked.big() || session.input().interactive() && !asked.step()) {
            out().println("> " + Text.oneLine(text));
        }
        int status = lines.execute(text);
        Board after = session.board();
        if (asked.big() && after != before && after.position().isPresent()) {
            out().println();
            BigScreen.draw(session, after.position().get(), after.rules(), painter());
        }
        return status;
    }

    /**
     * The run stopped before line {@code line} of this file: by Ctrl-C, which the outermost file
     * reports, by 'quit', or by a line that stopped it and said why.
     */
    private int stopped(Asked asked, SourceRun run, int line, int failures) {
        if (run.interrupted() && run.depth() == 1) {
            out().println("Stopped by Ctrl-C before line " + line + " of " + Text.path(asked.file()) + ".");
            return 130;
        }
        return session.quitting() && failures == 0 ? 0 : 2;
    }

    private static List<String> read(String name) {
        return readTextFile(name, MAX_BYTES, "the script", "source needs a text file of session lines,"
                + " one command per line").lines().toList();
    }
}
