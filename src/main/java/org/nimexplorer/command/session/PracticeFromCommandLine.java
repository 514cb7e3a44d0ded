package org.nimexplorer.command.session;

import org.nimexplorer.command.Interactive;
import picocli.CommandLine.Command;

/** {@code nim-explorer practice ...}: practice that adapts, in the session; answers may come from a pipe. */
@Command(name = "practice", description = {"Questions chosen from your own record as you go (see 'progress').",
        "Example: nim-explorer practice --count 8"})
public final class PracticeFromCommandLine extends SessionFromCommandLine {

    PracticeFromCommandLine(Interactive session) {
        super(session);
    }

    @Override
    public Integer call() {
        return interactive("practice");
    }
}
