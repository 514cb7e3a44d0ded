package org.nimexplorer.command.session;

import java.util.List;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.command.GameOptions;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.render.ReportText;
import org.nimexplorer.render.Wrap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "set", description = {"Make a position the current one; then type moves such as A-2.",
        "Example: set 3 4 5 --misere"})
final class SetCommand extends SessionCommand {


    @Parameters(paramLabel = "HEAP", arity = "1..*", description = "Heap sizes, like 3 4 5.")
    List<String> heaps;

    @Mixin
    GameOptions.Classic game;

    SetCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        Position position = position(heaps);
        Rules rules = game.rules();
        Engine.whyUndecidable(position, rules).ifPresent(why -> {
            throw new BadInputException(why);
        });
        boolean abandoned = session.board().game().isPresent();
        session.change(new Board.At(position, rules));
        if (abandoned) {
            out().println("The game in progress is set aside ('undo' brings it back).");
        }
        out().println(painter().paragraph("Position " + ReportText.describe(position) + ", " + rules.describe() + ".", 0));
        GameTurns.board(position, painter()).forEach(out()::println);
        session.shown(position, rules, "Set");
        out().println(painter().paragraph("Type a move (like A-2 or 'take 1 from B'), 'show' for the columns and the"
                + " verdict, or 'play' to play it out against the engine.", 0));
        return 0;
    }
}
