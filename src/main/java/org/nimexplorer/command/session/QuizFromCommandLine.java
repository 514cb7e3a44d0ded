package org.nimexplorer.command.session;

import java.util.List;
import org.nimexplorer.command.Interactive;
import picocli.CommandLine.Command;

/**
 * {@code nim-explorer quiz ...}: a quiz in the session; answers may come from a pipe, one per line.
 * With {@code --worksheet} or {@code --export} it writes the file and exits.
 */
@Command(name = "quiz", description = {"A quiz on winning moves, or its questions as a worksheet or for Moodle.",
        "Example: nim-explorer quiz --level medium --seed 7"})
public final class QuizFromCommandLine extends SessionFromCommandLine {

    QuizFromCommandLine(Interactive session) {
        super(session);
    }

    @Override
    public Integer call() {
        return writesAFile() ? once("quiz") : interactive("quiz");
    }

    private boolean writesAFile() {
        return words.stream().anyMatch(w -> List.of("--worksheet", "--export").contains(w.split("=", 2)[0]));
    }
}
