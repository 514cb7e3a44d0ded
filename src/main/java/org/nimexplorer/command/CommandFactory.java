package org.nimexplorer.command;

import java.lang.reflect.Constructor;
import java.util.Optional;
import org.nimexplorer.render.Display;
import picocli.CommandLine;
import picocli.CommandLine.IFactory;

/**
 * Makes every command and mixin of one tree, as picocli asks for them, and hands each command what
 * it needs from outside the command line: the screen it paints on and the line's display flags.
 * The session's factory adds the session itself (see {@link #instantiate}).
 */
public class CommandFactory implements IFactory {

    private final Optional<Display> screen;
    private final LineFlags flags = new LineFlags();

    /** For one command line: painting for standard output, no session. */
    public CommandFactory() {
        this(Optional.empty());
    }

    /** For a session, whose commands paint for {@code screen} rather than for standard output. */
    public CommandFactory(Optional<Display> screen) {
        this.screen = screen;
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
            command.bind(screen, flags);
        }
        return made;
    }

    /** A new {@code type}; a session's factory overrides this to pass the session to its commands. */
    protected <K> K instantiate(Class<K> type) throws Exception {
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
