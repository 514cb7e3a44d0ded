package org.nimexplorer.command.session;

import org.nimexplorer.command.BadInputException;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.PositionReport;
import org.nimexplorer.render.ReportText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "show", description = {"Draw the current position: its heaps as rows of objects, then in binary"
        + " columns with the verdict (in a game without the coach, only the heaps). With --big, the heaps alone,"
        + " large, on a screen of their own, for a class.", "Example: show --big"})
final class ShowCommand extends SessionCommand {

    @Option(names = "--big", description = "Only the heaps, drawn large on a screen of their own (cleared first),"
            + " to be read from the back of a room.")
    boolean big;

    ShowCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        Board state = session.board();
        Position position = state.position().orElseThrow(() -> new BadInputException(
                "there is no position to show: set one with 'set 3 4 5', or start a game with 'play'"));
        if (big) {
            BigScreen.newScreen(session, screen(), painter());
            BigScreen.draw(session, position, state.rules(), painter());
            return 0;
        }
        GameTurns.board(position, painter()).forEach(out()::println);
        if (state.game().filter(game -> !game.coach()).isPresent()) {
            out().println("(The coach is off: the columns stay hidden until the game ends.)");
            return 0;
        }
        out().println();
        PositionReport report = orBadInput(PositionReport.of(position, state.rules()));
        ReportText.analyze(report, painter()).forEach(out()::println);
        return 0;
    }
}
