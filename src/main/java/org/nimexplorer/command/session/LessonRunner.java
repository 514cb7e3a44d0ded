package org.nimexplorer.command.session;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.AboutPosition;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonEvent;
import org.nimexplorer.lesson.LessonFlow;
import org.nimexplorer.render.LessonText;
import org.nimexplorer.render.Painter;

/**
 * The session's side of a lesson: feeds each command to the lesson's flow, prints what the flow says
 * happened, and saves the progress it recorded. A refusal from the flow becomes the command's error.
 */
final class LessonRunner {

    private final Session session;
    private final Painter painter;

    LessonRunner(Session session, Painter painter) {
        this.session = session;
        this.painter = painter;
    }

    private Course course() {
        return session.course();
    }

    void start(String id, boolean walkthrough, boolean resume) {
        start(id, walkthrough, resume, Optional.empty());
    }

    /**
     * Opens lesson {@code id}; with {@code stepLog}, a walkthrough whose positions go to that file,
     * which is opened (or refused) before the lesson starts. A step log still open from an earlier
     * walkthrough is closed.
     */
    void start(String id, boolean walkthrough, boolean resume, Optional<StepLog.Request> stepLog) {
        Lesson lesson = course().library().find(id).orElseThrow(() -> new BadInputException("there is no lesson '"
                + Text.clip(id) + "': 'lesson list' shows them all"));
        Optional<StepLog> log = stepLog.map(request -> StepLog.open(request, lesson, session.err(), painter));
        session.closeStepLog();
        LessonFlow flow = new LessonFlow(lesson, course().library(), course().latestProgress(), walkthrough,
                (s, known) -> LessonText.solution(s, known, painter), session.pages() ? LessonFlow.WHOLE : LessonFlow.PAGE);
        session.startLesson(flow, log);
        log.ifPresent(l -> session.out().println(painter.paragraph("Writing each position shown to "
                + Text.oneLine(l.path().toString()) + "; 'lesson stop' or the end of the lesson closes it.", 0)));
        course().warnings(session.err(), painter);
        act(f -> f.open(resume));
    }

    void resume() {
        String current = course().latestProgress().current;
        if (current == null || course().library().find(current).isEmpty()) {
            throw new BadInputException("there is no lesson to resume: 'lesson list' shows them, 'lesson start ID'"
                    + " begins one");
        }
        start(current, false, true);
    }

    void next() {
        act(LessonFlow::next);
    }

    void back() {
        act(LessonFlow::back);
    }

    void goTo(int number) {
        act(flow -> flow.goTo(number));
    }

    void hint() {
        act(LessonFlow::hint);
    }

    void answer(String text) {
        act(flow -> flow.answer(text), Optional.of(text));
    }

    void reveal() {
        act(LessonFlow::reveal);
    }

    void more() {
        show(flow().more());
    }

    void where() {
        show(flow().where());
    }

    void stop() {
        LessonFlow flow = flow();
        Optional<StepLog> log = session.leaveLesson();
        show(flow.stop());
        log.ifPresent(session::close);
    }

    private LessonFlow flow() {
        return session.lesson().orElseThrow(() -> new BadInputException("no lesson is open: 'lesson list' shows them,"
                + " 'lesson start ID' begins one"));
    }

    private void show(List<LessonEvent> events) {
        for (LessonEvent e : events) {
            if (e instanceof LessonEvent.Refused refused) {
                throw new BadInputException(refused.why());
            }
        }
        LessonText.lines(events, painter).forEach(session.out()::println);
    }

    /** Gives the open lesson one input, shows what followed, and saves what it recorded (a walkthrough, nothing). */
    private void act(Function<LessonFlow, List<LessonEvent>> input) {
        act(input, Optional.empty());
    }

    /** The same, for an input that is an answer typed ({@code given}), which the step log quotes when it is wrong. */
    private void act(Function<LessonFlow, List<LessonEvent>> input, Optional<String> given) {
        LessonFlow flow = flow();
        Optional<Checkpoint> waiting = flow.waiting();
        List<LessonEvent> events = input.apply(flow);
        events.stream().filter(LessonEvent.Ask.class::isInstance).map(e -> ((LessonEvent.Ask) e).checkpoint().question())
                .filter(AboutPosition.class::isInstance).map(AboutPosition.class::cast).forEach(session::asking);
        if (!flow.walkthrough()) {
            // Kept before it is shown: a learner who saw their feedback has their answer saved, whatever comes next.
            course().save(session.err(), painter);
        }
        show(events);
        log(flow, waiting, events, given);
    }

    /**
     * What the class was just shown, for the step log if one is written: each question's position, the wrong
     * answers tried on the question that {@code waiting} before this input, and its answer once the lesson has
     * given it.
     */
    private void log(LessonFlow flow, Optional<Checkpoint> waiting, List<LessonEvent> events, Optional<String> given) {
        Optional<StepLog> written = session.stepLog();
        if (written.isEmpty()) {
            return;
        }
        StepLog log = written.get();
        boolean answered = false;
        for (LessonEvent e : events) {
            if (e instanceof LessonEvent.Ask ask) {
                log.asked(flow, ask.checkpoint());
            } else if (!answered && waiting.isPresent() && e instanceof LessonEvent.Judged judged
                    && judged.verdict().correct()) {
                answered = true;
                String said = judged.verdict().summary().replaceFirst("^Right: ", "");
                log.answered(waiting.get(), "Answered in class", said);
            } else if (!answered && waiting.isPresent() && e instanceof LessonEvent.Judged judged
                    && judged.verdict().counted()) {
                log.tried(waiting.get(), given.map(text -> "'" + text.strip() + "'. ").orElse("")
                        + judged.verdict().summary());
            } else if (!answered && waiting.isPresent() && e instanceof LessonEvent.Page) {
                answered = true;
                Checkpoint c = waiting.get();
                Set<Idea> lessonKnows = course().library().known(flow.lesson());
                String answer = Grading.solution(c.question(), c.known(lessonKnows), c.ideaIn(lessonKnows)).answer();
                log.answered(c, "Worked answer shown in class", answer + (answer.endsWith(".") ? "" : "."));
            } else if (e instanceof LessonEvent.WalkthroughDone) {
                session.closeStepLog();
                return;
            }
        }
    }
}
