package org.nimexplorer.command.session;

import java.util.List;
import org.nimexplorer.command.GameOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "set", description = {"Make a position the current one, in any game (see --game, or write a heap"
        + " as kayles:5); then type moves such as A-2.", "Example: set 3 4 5 --misere",
        "Example: set kayles:5 nim:3"})
final class SetCommand extends SessionCommand {


    @Parameters(paramLabel = "HEAP", arity = "1..*", description = "Heap sizes, like 3 4 5, each with its own game"
            + " if you like (kayles:5).")
    List<String> heaps;

    @Mixin
    GameOptions.Any game;

    SetCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        Table table = table(heaps, game);
        boolean abandoned = session.board().game().isPresent();
        session.change(Board.of(table));
        if (abandoned) {
            out().println("The game in progress is set aside ('undo' brings it back).");
        }
        out().println(painter().paragraph("Position " + table.describe() + ", " + table.describeRules() + ".", 0));
        table.board(painter()).forEach(out()::println);
        session.shown(table, "Set");
        out().println(painter().paragraph(table instanceof ClassicTable
                ? "Type a move (like A-2 or 'take 1 from B'), 'show' for the columns and the verdict, or 'play' to play"
                        + " it out against the engine."
                : table.howToMove() + ". Then 'show' explains the position, and 'play' plays it out against the"
                        + " engine.", 0));
        return 0;
    }
}
