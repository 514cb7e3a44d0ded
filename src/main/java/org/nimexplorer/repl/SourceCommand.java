package org.nimexplorer.repl;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.cli.BadInputException;
import org.nimexplorer.engine.Text;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "source", description = {"Run the lines of a file as if typed (lines starting with # are skipped,"
        + " so a transcript replays). With --step, wait for Enter before each line.",
        "Example: source demo.txt --step"})
final class SourceCommand extends SessionCommand {

    private static final int MAX_DEPTH = 8;
    private static final long MAX_BYTES = 1 << 20;

    private final Shell shell;

    @Parameters(paramLabel = "FILE", description = "A text file of session lines.")
    String file;

    @Option(names = "--step", description = "Show each line and wait for Enter before running it (q stops).")
    boolean step;

    SourceCommand(Session session, Shell shell) {
        super(session);
        this.shell = shell;
    }

    @Override
    public Integer call() {
        if (session.sourceDepth() >= MAX_DEPTH) {
            throw new BadInputException("files source each other more than " + MAX_DEPTH + " deep: is one sourcing itself?");
        }
        List<String> lines = read(file);
        session.enterSource(1);
        try {
            int failures = 0;
            for (String line : lines) {
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
                } else if (session.input().interactive()) {
                    out().println("> " + Text.oneLine(text));
                }
                failures += shell.execute(text) == 0 ? 0 : 1;
            }
            return failures == 0 ? 0 : 2;
        } finally {
            session.enterSource(-1);
        }
    }

    private static List<String> read(String name) {
        try {
            Path path = Path.of(name);
            if (!Files.isRegularFile(path)) {
                throw new BadInputException("'" + Text.clip(name) + "' is not a file: source reads a text file of"
                        + " session lines");
            }
            if (Files.size(path) > MAX_BYTES) {
                throw new BadInputException("'" + Text.clip(name) + "' is larger than 1 MiB: source reads session"
                        + " scripts, one command per line");
            }
            return Files.readAllLines(path, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            if (e instanceof BadInputException bad) {
                throw bad;
            }
            throw new BadInputException("cannot read '" + Text.clip(name) + "' (" + Text.clip(String.valueOf(
                    e instanceof java.nio.file.NoSuchFileException ? "no such file" : e.getMessage()))
                    + "): source needs a text file of session lines");
        }
    }
}
