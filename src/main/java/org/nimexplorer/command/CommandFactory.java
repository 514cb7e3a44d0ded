package org.nimexplorer.command;

import java.lang.reflect.Constructor;
import java.util.Optional;
import java.util.function.IntSupplier;
import org.nimexplorer.render.Display;
import picocli.CommandLine;
import picocli.CommandLine.IFactory;

/**
 * Makes every command and mixin of one tree, as picocli asks for them, and hands each command what
 * it needs from outside the command line: the screen it paints on, the line's display flags, and
 * to the commands that open a session, the means to start it.
 * The session's factory adds the session itself (see {@link #instantiate}).
 */
public class CommandFactory implements IFactory {

    private final Optional<Display> screen;
    private final IntSupplier columns;
    private final Optional<Interactive> session;
    private final LineFlags flags = new LineFlags();

    /** For one command line: painting for standard output at the full width, no session. */
    public CommandFactory() {
        this(Optional.empty(), () -> 0, Optional.empty());
    }

    /** For one command line whose commands may open {@code session} ('nim-explorer play 3 4 5'). */
    public CommandFactory(Interactive session) {
        this(session, () -> 0);
    }

    /** The same, its text wrapped to a window whose width {@code columns} tells (0 or less: not known). */
    public CommandFactory(Interactive session, IntSupplier columns) {
        this(Optional.empty(), columns, Optional.of(session));
    }

    /** For a session, whose commands paint for {@code screen} rather than for standard output. */
    public CommandFactory(Optional<Display> screen) {
        this(screen, () -> 0, Optional.empty());
    }

    private CommandFactory(Optional<Display> screen, IntSupplier columns, Optional<Interactive> session) {
        this.screen = screen;
        this.columns = columns;
        this.session = session;
    }

    public LineFlags flags() {
        return flags;
    }

    @Override
    public <K> K create(Class<K> type) throws Exception {
        if (type == GlobalOptions.class) {
            return type.cast(new GlobalOptions(flags));
        }
        K made = instantiate(type);
        if (made instanceof BaseCommand command) {
            command.bind(screen, columns, flags);
        }
        return made;
    }

    /** A new {@code type}; a session's factory overrides this to pass the session to its commands. */
    protected <K> K instantiate(Class<K> type) throws Exception {
        if (session.isPresent()) {
            Optional<Constructor<K>> opening = constructor(type, Interactive.class);
            if (opening.isPresent()) {
                return opening.get().newInstance(session.get());
            }
        }
        Optional<Constructor<K>> plain = constructor(type);
        return plain.isPresent() ? plain.get().newInstance() : CommandLine.defaultFactory().create(type);
    }

    private static <K> Optional<Constructor<K>> constructor(Class<K> type, Class<?>... parameters) {
        try {
            Constructor<K> found = type.getDeclaredConstructor(parameters);
            found.setAccessible(true);
            return Optional.of(found);
        } catch (NoSuchMethodException | SecurityException none) {
            return Optional.empty();
        }
    }

    /** The constructor of {@code type} taking {@code parameters}, if it has one. */
    protected static <K> Optional<Constructor<K>> constructorOf(Class<K> type, Class<?>... parameters) {
        return constructor(type, parameters);
    }
}
