package org.nimexplorer.command.session;

import picocli.CommandLine.Command;

@Command(name = "redo", description = {"Make again the change that 'undo' took back.", "Example: redo"})
final class RedoCommand extends SessionCommand {


    RedoCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        if (!session.redo()) {
            out().println("Nothing to redo.");
            return 0;
        }
        out().println(painter().paragraph("Redone. " + Describe.state(session.board()), 0));
        session.shown(session.board(), "Redo");
        return 0;
    }
}
