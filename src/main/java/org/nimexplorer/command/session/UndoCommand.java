package org.nimexplorer.command.session;

import picocli.CommandLine.Command;

@Command(name = "undo", description = {"Take back the last change: a move (in a game, your move and the"
        + " engine's answer), a 'set' or the start of a game.", "Example: undo"})
final class UndoCommand extends SessionCommand {


    UndoCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        if (!session.undo()) {
            out().println("Nothing to undo.");
            return 0;
        }
        out().println(painter().paragraph("Undone. " + Describe.state(session.board()), 0));
        session.shown(session.board(), "Undo");
        return 0;
    }
}
