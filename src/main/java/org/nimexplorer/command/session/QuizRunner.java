package org.nimexplorer.command.session;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.engine.Text;
import org.nimexplorer.quiz.QuizEvent;
import org.nimexplorer.quiz.QuizFiles;
import org.nimexplorer.quiz.QuizFlow;
import org.nimexplorer.render.Painter;
import org.nimexplorer.render.QuizText;

/**
 * The session's side of a quiz: feeds each answer to the quiz's flow, prints what the flow says
 * happened, saves the progress it recorded, and when the quiz ends writes its report.
 */
final class QuizRunner {

    private final Session session;
    private final Painter painter;

    QuizRunner(Session session, Painter painter) {
        this.session = session;
        this.painter = painter;
    }

    void start(QuizFlow.Plan plan, Optional<Path> report, boolean seedGiven) {
        QuizFlow flow = new QuizFlow(plan, session.course().store().progress(), System::nanoTime);
        session.setQuiz(new QuizRun(flow, report));
        act(f -> f.open(seedGiven), false);
    }

    void answer(String text) {
        act(flow -> flow.answer(text), true);
    }

    void skip() {
        act(QuizFlow::skip, true);
    }

    void quit() {
        act(QuizFlow::quit, false);
    }

    /** Gives the quiz one input and shows what followed; saves when the input was recorded. */
    private void act(Function<QuizFlow, List<QuizEvent>> input, boolean recorded) {
        QuizRun run = session.quiz();
        List<QuizEvent> events = input.apply(run.flow());
        for (QuizEvent e : events) {
            if (e instanceof QuizEvent.Refused refused) {
                throw new BadInputException(refused.why());
            }
        }
        QuizText.lines(events, painter).forEach(session.out()::println);
        if (recorded) {
            session.course().save(session.err());
        }
        if (run.flow().finished()) {
            session.setQuiz(null);
            run.report().ifPresent(file -> writeReport(run.flow(), file));
        }
    }

    private void writeReport(QuizFlow flow, Path file) {
        try {
            QuizFiles.writeReport(file, flow.plan().seed(), flow.plan().level(), flow.results());
            session.out().println("Report written to " + Text.oneLine(file.toString()) + ".");
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("cannot write the report '" + Text.clip(file.toString()) + "' ("
                    + Text.clip(String.valueOf(e.getMessage())) + ")");
        }
    }
}
