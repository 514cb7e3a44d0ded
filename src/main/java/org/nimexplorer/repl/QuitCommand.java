package org.nimexplorer.repl;

import org.nimexplorer.cli.BaseCommand;
import picocli.CommandLine.Command;

@Command(name = "quit", aliases = "exit", description = {"Leave the session (Ctrl-D does the same); history is kept.",
        "Example: quit"})
final class QuitCommand extends BaseCommand {

    private final Session session;

    QuitCommand(Session session) {
        this.session = session;
    }

    @Override
    public Integer call() {
        session.quit();
        return 0;
    }
}
