package org.nimexplorer.command.session;

import org.nimexplorer.render.Wrap;
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
        out().println(painter().paragraph("Redone. " + Describe.state(session.state()), 0));
        session.shown(session.state().position(), session.state().rules(), "Redo");
        return 0;
    }
}
