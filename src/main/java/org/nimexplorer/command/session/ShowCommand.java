package org.nimexplorer.command.session;

import org.nimexplorer.command.BadInputException;
import java.util.Optional;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.AboutPosition;
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
        Optional<Session.Asked> asked = session.asked();
        if (asked.isPresent() && asked.get().question() instanceof AboutPosition about) {
            return showAsked(asked.get().prompt(), about);
        }
        Board state = session.board();
        Position position = state.position().orElseThrow(() -> new BadInputException(asked.isPresent()
                ? "the question waiting is about no position, and none is set: 'set 3 4 5' sets one to show"
                : "there is no position to show: set one with 'set 3 4 5', or start a game with 'play'"));
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

    /**
     * The position the waiting question is about, drawn with the question under it, so it stays on the
     * screen; without the columns and the verdict, which would answer it.
     */
    private int showAsked(String prompt, AboutPosition about) {
        if (big) {
            BigScreen.newScreen(session, screen(), painter());
            BigScreen.draw(session, about.position(), about.rules(), painter());
        } else {
            GameTurns.board(about.position(), painter()).forEach(out()::println);
            out().println(painter().paragraph("(The columns stay hidden while the question waits: they would give the"
                    + " answer.)", 0));
        }
        out().println();
        out().println(painter().paragraph(painter().strong(prompt), 0));
        return 0;
    }
}
