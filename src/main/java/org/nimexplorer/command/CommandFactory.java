package org.nimexplorer.command;

import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.IntSupplier;
import org.nimexplorer.render.Display;
import picocli.CommandLine;
import picocli.CommandLine.IFactory;
import picocli.CommandLine.InitializationException;

/**
 * Makes every command and mixin of one tree, as picocli asks for them: each command as its table
 * ({@link Subcommands}) builds it, handed the screen it paints on and the line's display flags; the
 * options it mixes in, and picocli's own helpers, as picocli makes them. A command that the table
 * does not know is a mistake in the table, refused when the tree is built rather than made without
 * what it needs.
 */
public final class CommandFactory implements IFactory {

    private final Subcommands commands;
    private final Optional<Display> screen;
    private final IntSupplier columns;
    private final SessionView view;
    private final LineFlags flags = new LineFlags();

    /**
     * For the commands of {@code commands}, painting for {@code screen} (a session's) or standard
     * output (none), in a window whose width {@code columns} tells (0 or less: not known), inside the session
     * {@code view} shows ({@link SessionView#NONE} on the command line).
     */
    CommandFactory(Subcommands commands, Optional<Display> screen, IntSupplier columns, SessionView view) {
        this.commands = commands;
        this.screen = screen;
        this.columns = columns;
        this.view = view;
    }

    public LineFlags flags() {
        return flags;
    }

    @Override
    public <K> K create(Class<K> type) throws Exception {
        if (type == GlobalOptions.class) {
            return type.cast(new GlobalOptions(flags));
        }
        K made = type.cast(commands.build(type).orElseGet(() -> notACommand(type)));
        if (made instanceof BaseCommand command) {
            command.bind(screen, columns, flags, view);
        }
        return made;
    }

    /** A mixin, a version provider or a list of completion candidates, as picocli makes it. */
    private static Object notACommand(Class<?> type) {
        if (Callable.class.isAssignableFrom(type) || Runnable.class.isAssignableFrom(type)) {
            throw new InitializationException("the command " + type.getName() + " is not in the table of commands"
                    + " (Subcommands) that builds this tree");
        }
        try {
            return CommandLine.defaultFactory().create(type);
        } catch (Exception e) {
            throw new InitializationException("cannot make " + type.getName() + ": " + e, e);
        }
    }
}
