package org.nimexplorer.command.session;

import org.nimexplorer.command.Interactive;
import picocli.CommandLine.Command;

/**
 * {@code nim-explorer quiz ...}: a quiz in the session; answers may come from a pipe, one per line.
 * With {@code --worksheet} it writes the worksheet and exits.
 */
@Command(name = "quiz", description = {"A quiz on winning moves (see 'help quiz' in the session).",
        "Example: nim-explorer quiz --level medium --seed 7"})
public final class QuizFromCommandLine extends SessionFromCommandLine {

    QuizFromCommandLine(Interactive session) {
        super(session);
    }

    @Override
    public Integer call() {
        return words.contains("--worksheet") ? once("quiz") : interactive("quiz");
    }
}
