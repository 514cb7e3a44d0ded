package org.nimexplorer.command.session;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.engine.Text;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "source", description = {"Run the lines of a file as if typed (lines starting with # are skipped,"
        + " so a transcript replays). With --step, wait for Enter before each line; with --big, each line on a"
        + " screen of its own, the position it reaches drawn large for a class.",
        "Example: source demo.txt --step --big"})
final class SourceCommand extends SessionCommand {

    private static final int MAX_DEPTH = 8;
    private static final long MAX_BYTES = 1 << 20;

    private final Lines lines;

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
        if (session.sourceDepth() >= MAX_DEPTH) {
            throw new BadInputException("files source each other more than " + MAX_DEPTH + " deep: is one sourcing itself?");
        }
        List<String> script = read(file);
        session.enterSource(Path.of(file));
        try {
            int failures = 0;
            for (String line : script) {
                String text = line.strip();
                if (text.isEmpty() || text.startsWith("#")) {
                    continue;
                }
                if (Thread.currentThread().isInterrupted() || session.quitting()) {
                    break;
                }
                if (step && session.input().interactive()) {
                    Optional<String> answer = session.input().readLine("next: " + Text.oneLine(text)
                            + "   [Enter runs it, q stops] ");
                    if (answer.isEmpty() || answer.get().strip().equalsIgnoreCase("q")) {
                        out().println("Stopped before: " + Text.oneLine(text));
                        return 0;
                    }
                }
                Session.State before = session.state();
                if (big) {
                    BigScreen.newScreen(session, screen(), painter());
                }
                if (big || session.input().interactive() && !step) {
                    out().println("> " + Text.oneLine(text));
                }
                failures += lines.execute(text) == 0 ? 0 : 1;
                Session.State after = session.state();
                if (big && after != before && after.position() != null) {
                    out().println();
                    BigScreen.draw(session, after.position(), after.rules(), painter());
                }
            }
            return failures == 0 ? 0 : 2;
        } finally {
            session.leaveSource();
        }
    }

    private static List<String> read(String name) {
        return readTextFile(name, MAX_BYTES, "the script", "source needs a text file of session lines,"
                + " one command per line").lines().toList();
    }
}
