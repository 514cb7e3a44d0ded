package org.nimexplorer.command.session;

import java.lang.reflect.Constructor;
import java.util.Optional;
import org.nimexplorer.command.CommandFactory;
import org.nimexplorer.render.Display;
import org.nimexplorer.render.Painter;

/**
 * Makes the session's commands: a command that acts on the session is given it (and the session's
 * lines or its painter, when its constructor asks for them); the others are made as on the command line.
 */
public final class SessionFactory extends CommandFactory {

    private final Session session;
    private final Lines lines;
    private final Painter painter;

    /**
     * A factory for the commands of {@code session}, painting for {@code display}; {@code lines} runs
     * the lines of a script as the shell runs typed ones.
     */
    public SessionFactory(Session session, Lines lines, Display display) {
        super(Optional.of(display));
        this.session = session;
        this.lines = lines;
        this.painter = display.painter(false, false);
        session.attachScreen(painter);
        session.attachRunner(new LessonRunner(session, painter));
        session.attachQuizzes(new QuizRunner(session, painter));
    }

    @Override
    protected <K> K instantiate(Class<K> type) throws Exception {
        Optional<Constructor<K>> withLines = constructorOf(type, Session.class, Lines.class);
        if (withLines.isPresent()) {
            return withLines.get().newInstance(session, lines);
        }
        Optional<Constructor<K>> withPainter = constructorOf(type, Session.class, Painter.class);
        if (withPainter.isPresent()) {
            return withPainter.get().newInstance(session, painter);
        }
        Optional<Constructor<K>> withSession = constructorOf(type, Session.class);
        return withSession.isPresent() ? withSession.get().newInstance(session) : super.instantiate(type);
    }
}
