package org.nimexplorer.command.session;

import java.util.List;
import java.util.function.Function;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.engine.Text;
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
        Lesson lesson = course().library().find(id).orElseThrow(() -> new BadInputException("there is no lesson '"
                + Text.clip(id) + "': 'lesson list' shows them all"));
        LessonFlow flow = new LessonFlow(lesson, course().library(), course().store().progress(), walkthrough,
                s -> LessonText.solution(s, painter));
        session.setLesson(flow);
        course().warnings(session.err());
        act(f -> f.open(resume));
    }

    void resume() {
        String current = course().store().progress().current;
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
        act(flow -> flow.answer(text));
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
        session.setLesson(null);
        show(flow.stop());
    }

    private LessonFlow flow() {
        LessonFlow flow = session.lesson();
        if (flow == null) {
            throw new BadInputException("no lesson is open: 'lesson list' shows them, 'lesson start ID' begins one");
        }
        return flow;
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
        LessonFlow flow = flow();
        show(input.apply(flow));
        if (!flow.walkthrough()) {
            course().save(session.err());
        }
    }
}
