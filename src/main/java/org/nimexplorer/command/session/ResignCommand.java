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
        session.change(new Board.At(game.get().position(), game.get().rules()));
        out().println(painter().paragraph(painter().bad("You resign, so the engine wins.") + " "
                + Describe.state(session.board()), 0));
        Outcome facing = MoveLine.analysis(game.get().position(), game.get().rules()).outcome();
        GameTurns.table(game.get(), Optional.of(facing), painter()).forEach(out()::println);
        return 0;
    }
}
