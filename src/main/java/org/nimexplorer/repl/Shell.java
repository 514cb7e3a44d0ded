package org.nimexplorer.repl;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.IntSupplier;
import java.util.regex.Pattern;
import org.jline.reader.ParsedLine;
import org.jline.reader.Parser;
import org.jline.reader.SyntaxError;
import org.jline.reader.impl.DefaultParser;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.command.ClassServerRules;
import org.nimexplorer.command.Launcher;
import org.nimexplorer.command.LineFlags;
import org.nimexplorer.command.OneShotCommand;
import org.nimexplorer.command.RootCommand;
import org.nimexplorer.command.Subcommands;
import org.nimexplorer.command.UsageProblem;
import org.nimexplorer.command.session.Session;
import org.nimexplorer.command.session.SessionCommands;
import org.nimexplorer.engine.Text;
import org.nimexplorer.render.Display;
import org.nimexplorer.render.Wrap;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine;

/**
 * Runs one line of the session: a command through the same picocli tree as the command line, or a
 * bare move on the current position. Every problem becomes one line on the error stream.
 */
final class Shell {

    static final String ERROR = "error: ";
    private static final int MAX_LINE = 10_000;
    private static final Pattern LOOKS_LIKE_MOVE =
            Pattern.compile("(?i)\\s*((take|knock|pins?|split|reduce|shrink)\\b.*|[a-z]{1,3}\\s*(-|=|\\s+to\\b).*"
                    + "|s[0-9]+\\s*(-|=).*|[+-]?[0-9]+\\s*)");

    private final Session session;
    private final Subcommands commands;
    private final PrintWriter err;
    private final boolean debug;
    private final Parser parser = lineParser();
    /** The display flags of the line running now, which the commands of the tree read. */
    private final LineFlags flags;
    /** The session's screen, whose width the help is laid out for. */
    private final Display display;
    /** The session's one command tree: each command is made the first time a line needs it, then kept. */
    private final CommandLine tree;
    /** A student's session on the class server, whose lines may reach no file of the server's. */
    private final boolean onServer;
    private int failures;
    private boolean commandLine;

    Shell(Session session, Display display, boolean debug) {
        this(session, display, debug, false);
    }

    Shell(Session session, Display display, boolean debug, boolean onServer) {
        this.onServer = onServer;
        this.session = session;
        this.err = session.err();
        this.debug = debug;
        this.display = display;
        this.commands = SessionCommands.all(session, this::execute, display);
        this.tree = commands.tree(new RootCommand(), Optional.of(display));
        this.flags = Subcommands.flags(tree);
    }

    /**
     * The tree ready for {@code words}: the command they name made if it is not yet, all of them for
     * {@code help} or a word that names none (its suggestions need every name), and the settings
     * fitted to the window as it is now.
     */
    private synchronized CommandLine treeFor(String[] words) {
        if (words.length > 0 && words[0].equals("help")) {
            commands.addAllTo(tree);
        } else {
            commands.addNeededBy(words, tree);
        }
        return configured();
    }

    /** Every command made, for Tab completion: built while the first prompt waits, not before it. */
    synchronized CommandSpec everyCommand() {
        commands.addAllTo(tree);
        configured();
        return tree.getCommandSpec();
    }

    private CommandLine configured() {
        withoutVersion(tree);
        Launcher.configure(tree, session.out(), err, Wrap.fit(display.columns().getAsInt()));
        tree.setParameterExceptionHandler(this::usageProblem);
        tree.setExecutionExceptionHandler((ex, failed, parsed) -> Launcher.failure(ex, failed, debug, prefix()));
        if (onServer) {
            tree.getSubcommands().forEach((name, command) -> {
                if (ClassServerRules.refusedCommands().contains(name)) {
                    command.getCommandSpec().usageMessage().hidden(true);
                }
            });
            CommandLine.IExecutionStrategy run = tree.getExecutionStrategy();
            tree.setExecutionStrategy(parsed -> {
                Optional<String> refused = ClassServerRules.refusal(parsed);
                return refused.isPresent() ? problem(refused.get()) : run.execute(parsed);
            });
        }
        return tree;
    }

    /**
     * Takes {@code --version} from the session's own commands, which inherit it from the root with
     * {@code --help}: it says nothing about them, so their help should not list it.
     */
    static void withoutVersion(CommandLine tree) {
        for (CommandLine sub : tree.getSubcommands().values()) {
            if (!(sub.getCommandSpec().userObject() instanceof OneShotCommand)) {
                CommandSpec spec = sub.getCommandSpec();
                Optional.ofNullable(spec.findOption("--version")).ifPresent(spec::remove);
                withoutVersion(sub);
            }
        }
    }

    /** Word splitting as a shell does it: spaces separate words, quotes group them. */
    static Parser lineParser() {
        DefaultParser p = new DefaultParser();
        p.setEofOnUnclosedQuote(false);
        p.setEscapeChars(new char[0]);
        return p;
    }

    /** The input has ended: the session finishes what it can, so that nothing the learner did is lost. */
    void endOfInput() {
        try {
            session.endOfInput();
        } catch (BadInputException bad) {
            problem(bad.getMessage());
        }
    }

    /**
     * Runs the command line that opened the session ('nim-explorer quiz --count 5'), its words as the
     * shell gave them: a problem with it is told as every command-line problem is, with the
     * program's name and its '--help'.
     */
    int executeCommandLine(List<String> words) {
        commandLine = true;
        try {
            return guarded(() -> execute(words.toArray(String[]::new)));
        } finally {
            commandLine = false;
        }
    }

    /** Runs one line; returns its exit status (0 when all went well). */
    int execute(String line) {
        return guarded(() -> run(line));
    }

    private int guarded(IntSupplier work) {
        int status;
        try {
            status = flags.forOneLine(work);
        } catch (BadInputException bad) {
            status = problem(bad.getMessage());
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            status = Launcher.internalError(e, err, debug, prefix());
        } finally {
            Thread.interrupted();
            session.out().flush();
            err.flush();
        }
        if (status != 0) {
            failures++;
        }
        return status;
    }

    private int run(String line) {
        String text = line.strip();
        if (text.isEmpty() || text.startsWith("#")) {
            return 0;
        }
        if (text.length() > MAX_LINE) {
            return problem("the line is " + String.format("%,d", text.length()) + " characters long; lines are"
                    + " limited to " + String.format("%,d", MAX_LINE) + " (write long positions in a file and use @FILE)");
        }
        List<String> words = words(text);
        String first = words.get(0).toLowerCase(Locale.ROOT);
        Optional<String> refused = onServer ? ClassServerRules.refusal(first) : Optional.empty();
        if (refused.isPresent()) {
            return problem(refused.get());
        }
        if (commands.names().contains(first) || first.equals("exit")) {
            words.set(0, first.equals("exit") ? "quit" : first);
            return execute(words.toArray(String[]::new));
        }
        if (first.startsWith("-")) {
            return problem("a line starts with a command, not an option like '" + Text.clip(words.get(0))
                    + "'; type 'help' for the commands");
        }
        return execute(bare(text, words));
    }

    /**
     * The one decision the shell makes: a line that names no command is an answer when a question
     * waits, a move when it looks like one, and otherwise a command picocli does not know, which it
     * names with its own suggestions.
     */
    private String[] bare(String text, List<String> words) {
        Session.Mode mode = session.mode();
        if (mode == Session.Mode.ANSWER) {
            return new String[] {"answer", text};
        }
        if (mode == Session.Mode.READING) {
            throw new BadInputException("no question is waiting in the lesson: 'next' goes on, 'lesson where' says"
                    + " where you are");
        }
        if (LOOKS_LIKE_MOVE.matcher(text).matches()) {
            return new String[] {"move", text};
        }
        return words.toArray(String[]::new);
    }

    /** Whether the first word of {@code line} is one of the session's commands. */
    boolean namesCommand(String line) {
        String[] words = line.strip().split("\\s+", 2);
        String first = words[0].toLowerCase(Locale.ROOT);
        return commands.names().contains(first) || first.equals("exit");
    }

    private int execute(String[] args) {
        return treeFor(args).execute(args);
    }

    private List<String> words(String text) {
        ParsedLine parsed;
        try {
            parsed = parser.parse(text, text.length(), Parser.ParseContext.ACCEPT_LINE);
        } catch (SyntaxError e) {
            throw new BadInputException("cannot split the line into words (" + Text.clip(String.valueOf(e.getMessage()))
                    + "): close every quote you open");
        }
        List<String> words = new ArrayList<>(parsed.words());
        words.removeIf(String::isEmpty);
        if (words.isEmpty()) {
            words.add(text);
        }
        return words;
    }

    int failures() {
        return failures;
    }

    private int usageProblem(ParameterException ex, String[] args) {
        String seeHelp = UsageProblem.seeHelp(ex.getCommandLine(), commandLine);
        err.println(prefix() + UsageProblem.describe(ex, commandLine) + (seeHelp.isEmpty() ? "" : " (" + seeHelp + ")"));
        err.flush();
        return 2;
    }

    /** Messages in the session begin 'error:'; for a command line that opens it, as all command lines do. */
    private String prefix() {
        return commandLine ? Launcher.PREFIX : ERROR;
    }

    private int problem(String message) {
        err.println(prefix() + Text.oneLine(message));
        err.flush();
        return 2;
    }
}
