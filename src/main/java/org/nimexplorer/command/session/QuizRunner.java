package org.nimexplorer.command.session;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.engine.Text;
import org.nimexplorer.command.Version;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.quiz.HandIn;
import org.nimexplorer.quiz.QuizEvent;
import org.nimexplorer.quiz.QuizFiles;
import org.nimexplorer.quiz.QuizFlow;
import org.nimexplorer.render.Painter;
import org.nimexplorer.render.QuizText;
import org.nimexplorer.store.FileTrouble;
import org.nimexplorer.store.Progress;

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
        start(plan, report, Optional.empty(), seedGiven);
    }

    /** A quiz whose questions {@code chooser} picks as it goes: practice that adapts. */
    void start(QuizFlow.Plan plan, Optional<Path> report, Optional<QuizFlow.Chooser> chooser) {
        start(new QuizFlow(plan, session.course().store().progress(), System::nanoTime, chooser), report,
                Optional.empty(), true);
    }

    void start(QuizFlow.Plan plan, Optional<Path> report, Optional<QuizRun.HandingIn> handIn, boolean seedGiven) {
        start(new QuizFlow(plan, session.course().store().progress(), System::nanoTime), report, handIn, seedGiven);
    }

    private void start(QuizFlow flow, Optional<Path> report, Optional<QuizRun.HandingIn> handIn, boolean seedGiven) {
        session.startQuiz(new QuizRun(flow, report, handIn));
        act(f -> f.open(seedGiven), false);
    }

    void answer(String text) {
        act(flow -> flow.answer(text), true);
    }

    void skip() {
        act(QuizFlow::skip, true);
    }

    void stop() {
        act(QuizFlow::stop, false);
    }

    /** Gives the quiz one input and shows what followed; saves when the input was recorded. */
    private void act(Function<QuizFlow, List<QuizEvent>> input, boolean recorded) {
        QuizRun run = session.quiz().orElseThrow();
        List<QuizEvent> events = input.apply(run.flow());
        for (QuizEvent e : events) {
            if (e instanceof QuizEvent.Refused refused) {
                throw new BadInputException(refused.why());
            }
        }
        if (recorded) {
            // Kept before it is shown: a student who saw their feedback has their answer saved, whatever comes next.
            session.course().save(session.err(), painter);
            run.handIn().filter(h -> h.to() instanceof QuizRun.To.Server).ifPresent(h -> keepOnServer(run.flow(), h));
        }
        QuizText.lines(events, painter).forEach(session.out()::println);
        if (run.flow().finished()) {
            session.endQuiz();
            run.report().ifPresent(file -> writeReport(run.flow(), file));
            run.handIn().ifPresent(h -> writeHandIn(run.flow(), h));
        }
    }

    /** The hand-in as it stands: the answers so far, the assignment's lessons as they stand now. */
    private HandIn handIn(QuizFlow flow, QuizRun.HandingIn h) {
        List<HandIn.LessonStatus> lessons = new ArrayList<>();
        Progress progress = session.course().store().progress();
        for (String id : h.assignment().lessons()) {
            Progress.LessonProgress lp = progress.lessons.get(id);
            int steps = session.course().library().find(id).map(l -> l.steps().size()).orElse(0);
            lessons.add(new HandIn.LessonStatus(id, progress.finished(id), lp == null ? 0 : lp.stepsDone.size(), steps));
        }
        return HandIn.of(h.student(), Version.VERSION, h.assignment(), Instant.now().truncatedTo(ChronoUnit.SECONDS)
                .toString(), flow.seconds(), flow.results(), lessons, h.earlier(), flow.stoppedAt()).after(h.before());
    }

    /** On the class server every answer goes to the teacher at once, before its feedback is shown. */
    private void keepOnServer(QuizFlow flow, QuizRun.HandingIn h) {
        try {
            ((QuizRun.To.Server) h.to()).classroom().keep(handIn(flow, h));
        } catch (IOException e) {
            session.err().println(painter.paragraph("warning: the class server could not keep that answer just now;"
                    + " it is kept in your session and handed in when the quiz ends", 0));
        }
    }

    /** The student's hand-in, written whole even when the quiz was stopped early, so no answer is lost. */
    private void writeHandIn(QuizFlow flow, QuizRun.HandingIn h) {
        HandIn handIn = handIn(flow, h);
        if (h.to() instanceof QuizRun.To.Server server) {
            handInOnServer(server.classroom(), handIn);
        } else {
            writeHandIn(((QuizRun.To.File) h.to()).path(), handIn);
        }
    }

    private void writeHandIn(Path file, HandIn handIn) {
        try {
            ClassFiles.writeHandIn(file, handIn);
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("cannot write the hand-in '" + Text.path(file.toString()) + "' ("
                    + FileTrouble.why(e) + "): your answers are in the quiz's summary above");
        }
        session.out().println(handIn.reachedAny() ? "Hand-in written to " + Text.path(file.toString()) + ": give"
                + " this file to your instructor." : "Hand-in written to " + Text.path(file.toString()) + " with no"
                + " answer in it: it counts as no attempt. When you are ready, run the same command again (no --force"
                + " needed).");
    }

    private void handInOnServer(Classroom classroom, HandIn handIn) {
        if (!handIn.reachedAny()) {
            // An attempt with no answer replaces nothing: the teacher keeps what was handed in before, whole.
            session.out().println(painter.paragraph("Nothing handed in: no question was answered, and what you handed"
                    + " in before (if anything) stands. When you are ready, take it again with the same command.", 0));
            return;
        }
        try {
            classroom.keep(handIn);
        } catch (IOException e) {
            throw new BadInputException("the class server could not keep your hand-in just now (" + Text.clip(
                    String.valueOf(e.getMessage())) + "): your answers are in the quiz's summary above; tell your"
                    + " teacher");
        }
        session.out().println(painter.paragraph("Handed in: your teacher has your answers (" + handIn.claimed()
                .describeBoth() + ").", 0));
    }

    private void writeReport(QuizFlow flow, Path file) {
        try {
            QuizFiles.writeReport(file, flow.plan().seed(), flow.plan().level(), flow.results());
            session.out().println("Report written to " + Text.oneLine(file.toString()) + ".");
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("cannot write the report '" + Text.path(file.toString()) + "' ("
                    + FileTrouble.why(e) + ")");
        }
    }
}
