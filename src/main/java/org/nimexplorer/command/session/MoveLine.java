package org.nimexplorer.command.session;

import java.io.PrintWriter;
import java.util.Optional;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.command.BaseCommand;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.render.Painter;

/**
 * A bare move typed at the prompt. Outside a game it is checked and explained, and the position
 * moves on; in a game it is the learner's turn, and the engine answers.
 */
final class MoveLine {

    private final Session session;
    private final Painter painter;

    MoveLine(Session session, Painter painter) {
        this.session = session;
        this.painter = painter;
    }

    int handle(String text) {
        Board state = session.board();
        Table table = state.table().orElseThrow(() -> new BadInputException(
                "there is no position yet: set one with 'set 3 4 5', or start a game with 'play'"));
        if (state.game().isEmpty()) {
            explore(table.judge(text, session.view().lessonTerms(), session.asked().isEmpty(), painter));
        } else {
            GameTurns.learnerMoves(session, state.game().get(), table.judge(text, session.view().lessonTerms(), true,
                    painter), painter);
        }
        return 0;
    }

    private void explore(Table.Step step) {
        PrintWriter out = session.out();
        step.explained().forEach(out::println);
        Table after = step.after();
        session.change(Board.of(after));
        session.shown(after, "After " + step.shortForm());
        if (!after.over()) {
            out.println(painter.paragraph("The position is now " + after.describe()
                    + ". Play on for the other side, or 'undo'.", 0));
        }
    }

    /** The analysis of a position the session already accepted, so it can be decided. */
    static Analysis analysis(Position position, Rules rules) {
        return BaseCommand.orBadInput(Engine.analyze(position, rules));
    }

    static Optional<Move> engineMove(Position position, Rules rules) {
        return Engine.bestMove(analysis(position, rules));
    }
}
