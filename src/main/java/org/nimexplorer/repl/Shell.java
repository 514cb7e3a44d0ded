package org.nimexplorer.repl;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.jline.reader.ParsedLine;
import org.jline.reader.Parser;
import org.jline.reader.SyntaxError;
import org.jline.reader.impl.DefaultParser;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.command.Launcher;
import org.nimexplorer.command.OneShotCommand;
import org.nimexplorer.command.RootCommand;
import org.nimexplorer.command.Subcommands;
import org.nimexplorer.command.UsageProblem;
import org.nimexplorer.engine.Text;
import org.nimexplorer.lesson.LessonFlow;
import org.nimexplorer.render.Display;
import org.nimexplorer.render.Painter;
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
            Pattern.compile("(?i)\\s*(take\\b.*|[a-z]{1,3}\\s*(-|=|\\s+to\\b).*|[+-]?[0-9]+\\s*)");

    private final Session session;
    private final Subcommands commands;
    private final Display display;
    private final PrintWriter err;
    private final Painter painter;
    private final boolean debug;
    private final Parser parser = lineParser();
    private final MoveLine moves;
    private int failures;
    private boolean commandLine;

    Shell(Session session, Display display, boolean debug) {
        this.session = session;
        this.err = session.err();
        this.debug = debug;
        this.display = display;
        this.painter = Painter.choose(display.noColor(), display.accessible(), display.colourTerminal());
        this.commands = commandSet(session, this);
        this.moves = new MoveLine(session, painter);
        session.attachRunner(new LessonRunner(session, painter));
        session.attachQuizzes(new QuizRunner(session, painter));
    }

    /** Every command of the session: the one-shot commands and those that act on the session. */
    static Subcommands commandSet(Session session, Shell shell) {
        return Subcommands.oneShot()
                .with("set", () -> new SetCommand(session))
                .with("show", () -> new ShowCommand(session))
                .with("undo", () -> new UndoCommand(session))
                .with("redo", () -> new RedoCommand(session))
                .with("play", () -> new PlayCommand(session))
                .with("resign", () -> new ResignCommand(session))
                .with("source", () -> new SourceCommand(session, shell))
                .with("record", () -> new RecordCommand(session))
                .with("lesson", () -> new LessonCommand(session))
                .with("next", () -> new LessonSteps.Next(session))
                .with("back", () -> new LessonSteps.Back(session))
                .with("goto", () -> new LessonSteps.GoTo(session))
                .with("hint", () -> new LessonSteps.Hint(session))
                .with("answer", () -> new LessonSteps.Answer(session))
                .with("reveal", () -> new LessonSteps.Reveal(session))
                .with("more", () -> new LessonSteps.More(session))
                .with("quiz", () -> new QuizCommand(session))
                .with("progress", () -> new ProgressCommand(session))
                .with("help", HelpCommand::new)
                .with("quit", () -> new QuitCommand(session));
    }

    /**
     * A command tree for one line: just the command the line names (picocli reflects over every
     * command it is given, and the session has dozens), or all of them for {@code help}.
     */
    private CommandLine treeFor(String[] words) {
        RootCommand root = new RootCommand();
        root.setDisplay(display);
        CommandLine tree = new CommandLine(root);
        if (words[0].equals("help")) {
            commands.addAllTo(tree);
        } else {
            commands.addNeededBy(words, tree);
        }
        withoutVersion(tree);
        Launcher.configure(tree, session.out(), err);
        tree.setParameterExceptionHandler(this::usageProblem);
        tree.setExecutionExceptionHandler((ex, failed, parsed) -> Launcher.failure(ex, failed, debug, prefix()));
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

    /**
     * The input has ended: a quiz under way ends as 'quit' would end it, with its score, summary and
     * report of what was answered, so that nothing the learner did is lost.
     */
    void endOfInput() {
        if (session.quiz() != null) {
            try {
                session.quizzes().quit();
            } catch (BadInputException bad) {
                problem(bad.getMessage());
            }
        }
    }

    /**
     * Runs the command line that opened the session ('nim-explorer quiz --count 5'): a problem with it
     * is told as every command-line problem is, with the program's name and its '--help'.
     */
    int executeCommandLine(String line) {
        commandLine = true;
        try {
            return execute(line);
        } finally {
            commandLine = false;
        }
    }

    /** Runs one line; returns its exit status (0 when all went well). */
    int execute(String line) {
        int status;
        try {
            status = run(line);
        } catch (BadInputException bad) {
            status = problem(bad.getMessage());
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            err.println(prefix() + "internal error: " + Text.oneLine(String.valueOf(e))
                    + (debug ? "" : " (start with --debug to see the stack trace)"));
            if (debug) {
                e.printStackTrace(err);
            }
            status = 1;
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
        if (session.quiz() != null && words.size() == 1 && (first.equals("quit") || first.equals("skip"))) {
            if (first.equals("quit")) {
                session.quizzes().quit();
            } else {
                session.quizzes().skip();
            }
            return 0;
        }
        if (commands.names().contains(first) || first.equals("exit")) {
            words.set(0, first.equals("exit") ? "quit" : first);
            String[] args = words.toArray(String[]::new);
            return treeFor(args).execute(args);
        }
        if (first.startsWith("-")) {
            return problem("a line starts with a command, not an option like '" + Text.clip(words.get(0))
                    + "'; type 'help' for the commands");
        }
        if (session.quiz() != null) {
            session.quizzes().answer(text);
            return 0;
        }
        LessonFlow lesson = session.lesson();
        if (session.state().game() == null && lesson != null && lesson.waiting().isPresent()) {
            try {
                session.runner().answer(text);
            } catch (BadInputException unreadable) {
                throw orMistypedCommand(unreadable, words);
            }
            return 0;
        }
        if (lesson != null && session.state().game() == null && session.state().position() == null) {
            return problem("no question is waiting in the lesson: 'next' goes on, 'lesson where' says where you are");
        }
        if (LOOKS_LIKE_MOVE.matcher(text).matches()) {
            return moves.handle(text);
        }
        return problem("unknown command '" + Text.clip(words.get(0)) + "'" + suggestion(first)
                + ": type 'help' for the commands, or a move such as 'A-2' once a position is set");
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

    /**
     * An answer that could not be read may be a command with a typing slip ('analize 3 4 5' during a
     * question): the learner should hear of the command too, not only of the answer's form.
     */
    private BadInputException orMistypedCommand(BadInputException unreadable, List<String> words) {
        String first = words.get(0).toLowerCase(Locale.ROOT);
        List<String> near = names().stream()
                .filter(name -> first.length() >= 4 && EditDistance.between(first, name) <= Math.max(1, name.length() / 3))
                .limit(2).map(name -> "'" + name + "'").toList();
        return near.isEmpty() ? unreadable : new BadInputException(unreadable.getMessage() + "; as a command, did you mean "
                + String.join(" or ", near) + "?");
    }

    private String suggestion(String word) {
        List<String> close = new ArrayList<>();
        for (String name : names()) {
            if (EditDistance.between(word, name) <= Math.max(1, name.length() / 3) || name.startsWith(word)) {
                close.add("'" + name + "'");
            }
        }
        return close.isEmpty() ? "" : " (did you mean " + String.join(" or ", close.subList(0, Math.min(3, close.size()))) + "?)";
    }

    Set<String> names() {
        return commands.names();
    }

    int failures() {
        return failures;
    }

    private int usageProblem(ParameterException ex, String[] args) {
        err.println(prefix() + UsageProblem.describe(ex, commandLine) + " ("
                + UsageProblem.seeHelp(ex.getCommandLine(), commandLine) + ")");
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
