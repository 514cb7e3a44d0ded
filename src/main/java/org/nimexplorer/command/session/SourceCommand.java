package org.nimexplorer.command.session;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.engine.Text;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "source", description = {"Run the lines of a file as if typed (lines starting with # are skipped,"
        + " so a transcript replays). With --step, wait before each line: Enter runs it, s skips it, b goes back to"
        + " the line run last (putting back the position it changed), g N goes to line N, q stops, and any other line you type"
        + " runs as a command while the script waits. With --big, each line on a screen of its own, the position it"
        + " reaches drawn large for a class.",
        "Example: source demo.txt --step --big"})
final class SourceCommand extends SessionCommand {

    private static final long MAX_BYTES = 1 << 20;

    private final Lines lines;

    /** What one run of the command was asked: the script, --step, --big and the line to start at. */
    private record Asked(String file, boolean step, boolean big, int from) {}

    /** A line the run has taken, and the board before it, for 'b' to go back to. */
    private record Taken(int index, Board before) {}

    /** What the step prompt's keys do, said when it first waits and on '?'. */
    static final String KEYS = "Enter runs the line, s skips it, b goes back to the line run last (putting back the"
            + " position it changed), g N goes to line N, q stops; anything else you type runs as a command and the"
            + " script waits.";

    @Parameters(paramLabel = "FILE", description = "A text file of session lines.")
    String file;

    @Option(names = "--step", description = "Show each line and wait before running it: Enter runs it, s skips, b goes"
            + " back, g N goes to line N, q stops, and any other line typed runs as a command.")
    boolean step;

    @Option(names = "--from", paramLabel = "N", description = "Start at line N of the file (as 'q' under --step says"
            + " where it stopped).")
    Integer from;

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
        Asked asked = new Asked(file, step, big, from == null ? 1 : from);
        List<String> script = read(asked.file());
        if (asked.from() < 1 || asked.from() > Math.max(1, script.size())) {
            throw new BadInputException("--from: the script has lines 1 to " + script.size() + ", not " + asked.from());
        }
        SourceRun run = session.sources();
        run.enter(asked.file());
        try {
            int failures = 0;
            boolean stepping = asked.step() && session.input().interactive();
            if (stepping) {
                out().println(painter().paragraph(KEYS, 0));
            }
            Deque<Taken> taken = new ArrayDeque<>();
            int i = asked.from() - 1;
            while (i < script.size()) {
                String text = script.get(i).strip();
                if (text.isEmpty() || text.startsWith("#")) {
                    i++;
                    continue;
                }
                if (session.quitting() || !run.mayRun(i + 1)) {
                    return stopped(asked, run, i + 1, failures);
                }
                if (stepping) {
                    Optional<String> answer = session.input().readLine("line " + (i + 1) + ": " + Text.oneLine(text)
                            + "   [Enter runs it, ? keys] ");
                    String typed = answer.map(String::strip).orElse("q");
                    if (typed.equalsIgnoreCase("q")) {
                        out().println("Stopped before line " + (i + 1) + " of " + Text.path(asked.file()) + ": "
                                + Text.oneLine(text) + ". To go on from there: source " + Text.path(asked.file())
                                + " --step" + (asked.big() ? " --big" : "") + " --from " + (i + 1));
                        return 0;
                    }
                    if (!typed.isEmpty()) {
                        Board before = session.board();
                        i = stepKey(typed, i, script.size(), taken);
                        drawIfChanged(asked, before);
                        continue;
                    }
                }
                Board before = session.board();
                failures += runLine(asked, text) == 0 ? 0 : 1;
                taken.push(new Taken(i, before));
                i++;
            }
            return failures == 0 ? 0 : 2;
        } finally {
            run.leave();
        }
    }

    /**
     * What a line typed at the step prompt does, and the index of the script line to wait at next:
     * a key moves in the script, anything else runs as a command with the script waiting where it is.
     */
    private int stepKey(String typed, int at, int size, Deque<Taken> taken) {
        String[] words = typed.split("\\s+");
        switch (words[0].toLowerCase(Locale.ROOT)) {
            case "?" -> {
                out().println(painter().paragraph(KEYS, 0));
                return at;
            }
            case "s" -> {
                out().println("Skipped line " + (at + 1) + ".");
                return at + 1;
            }
            case "b" -> {
                if (taken.isEmpty()) {
                    out().println("No line has run yet: nothing to go back to.");
                    return at;
                }
                Taken last = taken.pop();
                if (session.board() != last.before()) {
                    session.change(last.before());
                }
                out().println("Back to line " + (last.index() + 1) + ".");
                return last.index();
            }
            case "g" -> {
                Optional<Integer> line = words.length == 2 && words[1].matches("\\d{1,9}")
                        ? Optional.of(Integer.parseInt(words[1])) : Optional.empty();
                if (line.isEmpty() || line.get() < 1 || line.get() > size) {
                    out().println("g goes to a line: g 1 to g " + size + ".");
                    return at;
                }
                return line.get() - 1;
            }
            default -> {
                lines.execute(typed);
                return at;
            }
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
        drawIfChanged(asked, before);
        return status;
    }

    /** With --big, the position drawn large under what was shown, when the line just run (or 'b') changed it. */
    private void drawIfChanged(Asked asked, Board before) {
        Board after = session.board();
        if (asked.big() && after != before && after.table().isPresent()) {
            out().println();
            BigScreen.draw(session, screen(), after.table().get(), painter());
        }
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
