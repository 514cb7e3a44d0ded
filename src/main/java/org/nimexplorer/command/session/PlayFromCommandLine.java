package org.nimexplorer.command.session;

import org.nimexplorer.command.Interactive;
import picocli.CommandLine.Command;

/** {@code nim-explorer play ...}: the session, starting with that game. */
@Command(name = "play", description = {"Start the session with a game against the engine (see 'help play' in it).",
        "Example: nim-explorer play 3 4 5 --misere"})
public final class PlayFromCommandLine extends SessionFromCommandLine {

    PlayFromCommandLine(Interactive session) {
        super(session);
    }

    @Override
    public Integer call() {
        return interactive("play");
    }
}
