package org.nimexplorer.command.session;

import org.nimexplorer.command.BadInputException;
import java.util.Optional;
import org.nimexplorer.explain.AboutPosition;
import org.nimexplorer.render.LessonText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "show", description = {"Draw the current position: its heaps as rows of objects (pins, steps),"
        + " then in binary columns with the verdict (in a game without the coach, only the heaps). With --big, the heaps alone,"
        + " large and centred, on a screen of their own, for a class (a question on no position: the question"
        + " alone).", "Example: show --big"})
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
        Optional<AboutPosition> about = session.askedAbout();
        Board state = session.board();
        if (big && asked.isPresent() && about.isEmpty()) {
            // A question on no position (a list, a choice): the class is shown the question alone, on its own screen.
            BigScreen.newScreen(session, screen(), painter());
            out().println(painter().paragraph(painter().strong(asked.get().prompt()), 0));
            LessonText.options(asked.get().question().options(), painter()).forEach(out()::println);
            return 0;
        }
        // A quiz's question, or the board: a lesson's question puts its position there, and moves tried go on from it.
        Optional<AboutPosition> quizzing = session.quiz().isPresent() ? about : Optional.empty();
        Table table = quizzing.<Table>map(q -> new ClassicTable(q.position(), q.rules())).or(state::table)
                .orElseThrow(() -> new BadInputException(asked.isPresent() ? "the question waiting is about no position,"
                        + " and none is set: 'set 3 4 5' sets one to show" : "there is no position to show: set one"
                        + " with 'set 3 4 5', or start a game with 'play'"));
        if (big) {
            BigScreen.newScreen(session, screen(), painter());
            BigScreen.draw(session, screen(), table, painter());
        } else {
            table.board(painter()).forEach(out()::println);
            if (about.isPresent()) {
                // The columns and the verdict would answer the question waiting.
                out().println(painter().paragraph("(The columns stay hidden while the question waits: they would give"
                        + " the answer.)", 0));
            } else if (state.game().filter(game -> !game.coach()).isPresent()) {
                out().println("(The coach is off: the columns stay hidden until the game ends.)");
            } else {
                table.analysis(painter()).forEach(out()::println);
            }
        }
        // The question is printed again under its position, so that it stays on the screen.
        if (about.isPresent()) {
            askAgain(asked.get().prompt());
        }
        return 0;
    }
}
