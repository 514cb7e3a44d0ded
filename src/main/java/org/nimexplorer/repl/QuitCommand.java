package org.nimexplorer.repl;

import picocli.CommandLine.Command;

@Command(name = "quit", aliases = "exit", description = {"Leave the session (Ctrl-D does the same); history is kept.",
        "Example: quit"})
final class QuitCommand extends SessionCommand {


    QuitCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        session.quit();
        return 0;
    }
}
