package org.nimexplorer.command;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.function.IntSupplier;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.Text;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.render.Theme;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine;

/**
 * Runs one command line and turns every failure into one line on stderr: exit 2 for bad input or
 * usage, exit 1 for an internal failure (with a stack trace only under --debug).
 */
public final class Launcher {

    /** How every message on the command line begins, as other command-line tools begin theirs. */
    public static final String PREFIX = "nim-explorer: ";
    /** picocli refuses to lay out help narrower than this. */
    private static final int PICOCLI_MIN_WIDTH = 55;

    private Launcher() {}

    /**
     * Sets output, error handling and parsing rules, and help laid out for {@code width} columns (see
     * {@link Wrap#fit}); call it after adding subcommands, which it reaches too.
     */
    public static CommandLine configure(CommandLine cmd, PrintWriter out, PrintWriter err, int width) {
        cmd.setOut(out);
        cmd.setErr(err);
        cmd.setCaseInsensitiveEnumValuesAllowed(true);
        cmd.setUsageHelpWidth(Math.max(PICOCLI_MIN_WIDTH, width));
        if (width < PICOCLI_MIN_WIDTH) {
            NarrowHelp.applyTo(cmd, width);
        }
        cmd.setExpandAtFiles(false);
        ConjectureCommand.takeDashedWordsAsClaim(cmd);
        cmd.setParameterExceptionHandler(Launcher::usageProblem);
        cmd.setExecutionStrategy(Launcher::helpWhereItLives);
        cmd.setExecutionExceptionHandler((ex, failed, parseResult) -> failure(ex, failed,
                parseResult.originalArgs().contains("--debug")));
        return cmd;
    }

    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, new RootCommand(), Subcommands.oneShot(), () -> 0, Wrap.MAX_WIDTH);
    }

    /**
     * Runs the command line of the program itself: no command, or one of {@code subcommands}
     * that opens it, starts {@code session}.
     */
    public static int run(String[] args, PrintWriter out, PrintWriter err, Interactive session, Subcommands subcommands) {
        return run(args, out, err, session, subcommands, () -> 0);
    }

    /** The same, its text wrapped to a window whose width {@code columns} tells (0 or less: not known). */
    public static int run(String[] args, PrintWriter out, PrintWriter err, Interactive session, Subcommands subcommands,
            IntSupplier columns) {
        return run(args, out, err, new RootCommand(session), subcommands, columns, Wrap.fit(columns.getAsInt()));
    }

    private static int run(String[] args, PrintWriter out, PrintWriter err, RootCommand root, Subcommands subcommands,
            IntSupplier columns, int width) {
        CommandLine cmd = subcommands.tree(root, Optional.empty(), columns);
        subcommands.addNeededBy(args, cmd);
        configure(cmd, out, err, width);
        Theme.problemIn(System::getenv).ifPresent(problem -> err.println(PREFIX + problem));
        try {
            return cmd.execute(args);
        } catch (StackOverflowError | OutOfMemoryError e) {
            err.println(PREFIX + "this request is too large for the memory available (" + e.getClass().getSimpleName() + ")");
            err.flush();
            return 1;
        }
    }

    /** Runs the command line as picocli does, except that a command's help may live in the session. */
    private static int helpWhereItLives(CommandLine.ParseResult parseResult) {
        CommandLine.ParseResult last = parseResult;
        while (last.hasSubcommand()) {
            last = last.subcommand();
        }
        if (last.isUsageHelpRequested() && last.commandSpec().userObject() instanceof FullHelp help) {
            // "lesson start --help" asks about the part its first word names, as 'help lesson start' does; a
            // word after it ("lesson start the-game --help") or a number ("play 3 4 5 --help") names no part.
            List<String> words = last.unmatched();
            boolean part = !words.isEmpty() && words.get(0).matches("[a-zA-Z][a-zA-Z-]*");
            return help.showFullHelp(part ? List.of(words.get(0)) : List.of());
        }
        return new CommandLine.RunLast().execute(parseResult);
    }

    static int usageProblem(ParameterException ex, String[] args) {
        PrintWriter err = ex.getCommandLine().getErr();
        err.println(PREFIX + UsageProblem.describe(ex, true) + " (" + UsageProblem.seeHelp(ex.getCommandLine(), true) + ")");
        err.flush();
        return 2;
    }

    public static int failure(Exception ex, CommandLine failed, boolean debug) {
        return failure(ex, failed, debug, PREFIX);
    }

    /** Reports a failed command on its error stream, each line starting with {@code prefix}. */
    public static int failure(Exception ex, CommandLine failed, boolean debug, String prefix) {
        PrintWriter err = failed.getErr();
        if (ex instanceof BadInputException bad) {
            err.println(prefix + Text.oneLine(bad.getMessage()));
            err.flush();
            return 2;
        }
        if (ex instanceof Budget.Exceeded search) {
            return searchEnded(search, err, prefix);
        }
        return internalError(ex, err, debug, prefix);
    }

    /**
     * A search that ended before its answer: stopped by Ctrl-C (exit 130, as a shell reports a program
     * ended by SIGINT), or past a limit that no estimate caught (exit 2, as any request too large).
     */
    private static int searchEnded(Budget.Exceeded search, PrintWriter err, String prefix) {
        if (search.stopped()) {
            // Ctrl-C is the learner's own doing, not an error: a session says so plainly, while the
            // command line names the program, as every line it writes on standard error does.
            String who = prefix.equals(PREFIX) ? prefix : "";
            err.println(who + "Stopped: Ctrl-C interrupted the search before its answer; nothing was changed.");
            err.flush();
            return 130;
        }
        err.println(prefix + Text.oneLine(search.getMessage()) + ": choose smaller heaps or fewer of them");
        err.flush();
        return 2;
    }

    /**
     * A failure that is the program's fault, not the learner's: one line, with the stack trace only
     * under --debug. The command line and the session both report through here.
     */
    public static int internalError(Throwable ex, PrintWriter err, boolean debug, String prefix) {
        err.println(prefix + "internal error: " + Text.oneLine(String.valueOf(ex))
                + (debug ? "" : " (run again with --debug to see the stack trace)"));
        if (debug) {
            ex.printStackTrace(err);
        }
        err.flush();
        return 1;
    }
}
