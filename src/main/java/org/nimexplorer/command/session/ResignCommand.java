package org.nimexplorer.command.session;

import java.util.Optional;
import org.nimexplorer.engine.Outcome;
import picocli.CommandLine.Command;

@Command(name = "resign", description = {"Give up the game in progress and see its summary.", "Example: resign"})
final class ResignCommand extends SessionCommand {


    ResignCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        Optional<Game> game = session.board().game();
        if (game.isEmpty()) {
            out().println("There is no game to resign; start one with 'play'.");
            return 0;
        }
        session.change(Board.of(game.get().table()));
        out().println(painter().paragraph(painter().bad("You resign, so the engine wins.") + " "
                + Describe.state(session.board()), 0));
        Outcome facing = game.get().table().outcome();
        GameTurns.table(game.get(), Optional.of(facing), painter()).forEach(out()::println);
        return 0;
    }
}
