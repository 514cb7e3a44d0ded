package org.nimexplorer.command.session;

import org.nimexplorer.render.Wrap;
import picocli.CommandLine.Command;

@Command(name = "resign", description = {"Give up the game in progress and see its summary.", "Example: resign"})
final class ResignCommand extends SessionCommand {


    ResignCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        Session.State state = session.state();
        if (state.game() == null) {
            out().println("There is no game to resign; start one with 'play'.");
            return 0;
        }
        session.change(new Session.State(state.position(), state.rules(), null));
        out().println(painter().paragraph(painter().bad("You resign, so the engine wins.") + " "
                + Describe.state(session.state()), 0));
        GameTurns.table(state.game(), painter()).forEach(out()::println);
        return 0;
    }
}
