package org.nimexplorer.repl;

import java.lang.reflect.Constructor;
import java.util.Optional;
import org.nimexplorer.command.CommandFactory;
import org.nimexplorer.render.Display;
import org.nimexplorer.render.Painter;

/**
 * Makes the session's commands: a command that acts on the session is given it (and the shell or
 * the session's painter, when its constructor asks for them); the others are made as on the command line.
 */
final class SessionFactory extends CommandFactory {

    private final Session session;
    private final Shell shell;
    private final Painter painter;

    SessionFactory(Session session, Shell shell, Painter painter, Display display) {
        super(Optional.of(display));
        this.session = session;
        this.shell = shell;
        this.painter = painter;
    }

    @Override
    protected <K> K instantiate(Class<K> type) throws Exception {
        Optional<Constructor<K>> withShell = constructorOf(type, Session.class, Shell.class);
        if (withShell.isPresent()) {
            return withShell.get().newInstance(session, shell);
        }
        Optional<Constructor<K>> withPainter = constructorOf(type, Session.class, Painter.class);
        if (withPainter.isPresent()) {
            return withPainter.get().newInstance(session, painter);
        }
        Optional<Constructor<K>> withSession = constructorOf(type, Session.class);
        return withSession.isPresent() ? withSession.get().newInstance(session) : super.instantiate(type);
    }
}
