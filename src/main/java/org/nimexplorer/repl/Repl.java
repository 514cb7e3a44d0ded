package org.nimexplorer.repl;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.nimexplorer.command.GlobalOptions;
import org.nimexplorer.command.Interactive;
import org.nimexplorer.command.RootCommand;
import org.nimexplorer.command.Version;
import org.nimexplorer.command.WorkShare;
import org.nimexplorer.command.session.Classroom;
import org.nimexplorer.command.session.Course;
import org.nimexplorer.command.session.Input;
import org.nimexplorer.command.session.Session;
import org.nimexplorer.command.session.SessionStatus;
import org.nimexplorer.engine.Text;
import org.nimexplorer.render.Display;
import org.nimexplorer.render.FittedWriter;
import org.nimexplorer.render.Painter;
import org.nimexplorer.render.Theme;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.HistoryFile;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine;

/**
 * The interactive session. On a terminal: JLine line editing, history kept across sessions, Tab
 * completion, a prompt showing the position. Otherwise (input from a file or a pipe): the same
 * commands read line by line, with no prompt, no colour and no line editing.
 */
public final class Repl {

    /** What the session was started with. */
    public record Flags(boolean noColor, boolean accessible, boolean debug, Optional<Path> lessons, boolean lessonsOnly,
            Optional<Theme> theme) {

        /** Flags without an instructor's lesson folder, in the colours the environment asks for. */
        public Flags(boolean noColor, boolean accessible, boolean debug) {
            this(noColor, accessible, debug, Optional.empty(), false, Optional.empty());
        }

        static Flags of(GlobalOptions options) {
            Optional<Path> folder = Optional.ofNullable(options.lessons())
                    .or(() -> Optional.ofNullable(System.getenv("NIM_EXPLORER_LESSONS")).filter(s -> !s.isBlank())
                            .map(Path::of));
            return new Flags(options.noColor(), options.accessible(), options.debug(), folder, options.lessonsOnly(),
                    options.theme());
        }
    }

    /**
     * Whose session it is and where it runs: the folder its progress and history live in, the
     * environment its settings are read from ({@code NO_COLOR}, {@code NIM_EXPLORER_THEME}, ...), and,
     * on the class server, the student it is for, whose session may reach no file of the server's.
     */
    public record Place(AppHome home, UnaryOperator<String> env, Optional<String> student,
            Consumer<Supplier<SessionStatus>> watcher, Beside beside, Optional<Classroom> classroom, WorkShare share) {

        /** This machine's learner, in this process's environment. */
        public static Place local(AppHome home) {
            return new Place(home, System::getenv, Optional.empty(), status -> { }, Beside.NOTHING, Optional.empty(),
                    WorkShare.ALONE);
        }

        /**
         * A student of the class server, in the environment their SSH client sent; {@code watcher} is handed
         * where the session is (its status), for the teacher's console to read whenever it likes, and
         * {@code beside} is the class's live walkthrough, which may speak to the session between its lines,
         * {@code classroom} the assignments the teacher publishes and where hand-ins go, and {@code share} the
         * class's line for long work.
         */
        public static Place classServer(AppHome home, Map<String, String> env, String student,
                Consumer<Supplier<SessionStatus>> watcher, Beside beside, Classroom classroom, WorkShare share) {
            Map<String, String> sent = Map.copyOf(env);
            return new Place(home, sent::get, Optional.of(student), watcher, beside, Optional.of(classroom), share);
        }

        boolean onServer() {
            return student.isPresent();
        }
    }

    private static final String RESUME = "lesson resume";

    private Repl() {}

    /** The session as the command line starts it, its text at the full 80 columns off a terminal. */
    public static Interactive session() {
        return session(() -> 0);
    }

    /**
     * The same, started from a window whose width {@code columns} tells (0 or less: not known), which
     * a session or a line run on standard output wraps its text to.
     */
    public static Interactive session(IntSupplier columns) {
        return new Interactive() {
            @Override
            public int start(GlobalOptions options, Optional<List<String>> firstLine) {
                return Repl.start(options, firstLine, columns);
            }

            @Override
            public int runOnce(GlobalOptions options, List<String> line) {
                return Repl.runOnce(options, line, columns);
            }
        };
    }

    /**
     * Starts the session on this process's terminal, or on its standard streams when there is none,
     * and runs {@code firstLine}, the words of a command line, before the first prompt.
     */
    private static int start(GlobalOptions options, Optional<List<String>> firstLine, IntSupplier columns) {
        Flags flags = Flags.of(options);
        Logger.getLogger("org.jline").setLevel(flags.debug() ? Level.INFO : Level.OFF);
        if (System.console() == null) {
            return onStandardStreams(firstLine, new InputStreamReader(System.in, StandardCharsets.UTF_8), flags, true,
                    columns);
        }
        try (Terminal terminal = TerminalBuilder.builder().system(true).build()) {
            return runTerminal(terminal, Place.local(AppHome.fromEnvironment()), flags, firstLine);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs one line with no further input, as a one-line script would; status 2 if it failed. */
    private static int runOnce(GlobalOptions options, List<String> line, IntSupplier columns) {
        return onStandardStreams(Optional.of(line), new StringReader(""), Flags.of(options), false, columns);
    }

    /**
     * A session reading {@code firstLine} and then {@code in}, printing to standard output and error;
     * {@code framed} when it is a session rather than one command run from the command line; its text
     * wrapped to the window whose width {@code columns} tells.
     */
    private static int onStandardStreams(Optional<List<String>> firstLine, Reader in, Flags flags, boolean framed,
            IntSupplier columns) {
        PrintWriter out = StandardOutput.writer();
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        return runStream(firstLine, new StreamInput(new BufferedReader(in)), out, err, flags, AppHome.fromEnvironment(),
                framed, columns);
    }

    /** Lines from a stream: output to {@code out}, problems to {@code err}; status 2 if any line failed. */
    public static int runStream(BufferedReader in, PrintWriter out, PrintWriter err, Flags flags, AppHome home) {
        return runStream(Optional.empty(), new StreamInput(in), out, err, flags, home, true, () -> 0);
    }

    private static int runStream(Optional<List<String>> commandLine, StreamInput input, PrintWriter out, PrintWriter err,
            Flags flags, AppHome home, boolean framed, IntSupplier columns) {
        Recorder recorder = new Recorder();
        PrintWriter recorded = new PrintWriter(recorder.tee(out), true);
        Session session = new Session(recorded, new PrintWriter(recorder.tee(err), true), input, recorder,
                course(home, flags));
        Shell shell = new Shell(session, new Display(false, true, Painter.accessibleAsked(flags.accessible(), System::getenv), () -> 0,
                columns), flags.debug());
        if (framed) {
            welcomeBack(session.course(), out);
        }
        if (commandLine.isPresent()) {
            recorder.input(String.join(" ", commandLine.get()));
            if (shell.executeCommandLine(commandLine.get()) != 0) {
                // A command line whose options were refused starts nothing: its one line and exit 2, as one-shot commands give.
                return 2;
            }
        }
        Optional<String> line;
        while (!session.quitting() && !out.checkError() && (line = session.input().readLine("")).isPresent()) {
            recorder.input(line.get());
            shell.execute(line.get());
        }
        shell.endOfInput();
        session.course().savePutOff(session.err(), session.screen());
        stopRecording(recorder, err);
        if (framed) {
            farewell(session.course(), out);
        }
        if (out.checkError()) {
            return 1;
        }
        return shell.failures() == 0 ? 0 : 2;
    }

    /** The full interactive session on {@code terminal}; history lives in {@code home}. */
    public static int runTerminal(Terminal terminal, AppHome home, Flags flags) {
        return runTerminal(terminal, Place.local(home), flags, Optional.empty());
    }

    /** The full interactive session on {@code terminal}, for the learner {@code place} names. */
    public static int runTerminal(Terminal terminal, Place place, Flags flags) {
        return runTerminal(terminal, place, flags, Optional.empty());
    }

    private static int runTerminal(Terminal terminal, Place place, Flags flags, Optional<List<String>> firstLine) {
        // Raw for the whole session, not only while a line is read: keys pressed while a command still
        // prints wait for the next prompt as typed, where the terminal's own line editing would take a
        // Ctrl-D (and the learner's way out with it). Ctrl-C still arrives as a signal.
        Attributes cooked = terminal.enterRawMode();
        try {
            return runFittedTo(terminal, place, flags, firstLine);
        } finally {
            try {
                terminal.setAttributes(cooked);
            } catch (IllegalStateException closed) {
                // A class server's connection gone: there is no terminal left to give its modes back to.
            }
        }
    }

    /** The session, its text wrapped to the terminal's width as it is before each line. */
    private static int runFittedTo(Terminal terminal, Place place, Flags flags, Optional<List<String>> firstLine) {
        AppHome home = place.home();
        CompletableFuture<CommandSpec> model = new CompletableFuture<>();
        Recorder recorder = new Recorder();
        AtomicInteger window = new AtomicInteger(terminal.getWidth());
        boolean colour = !terminal.getType().startsWith(Terminal.TYPE_DUMB);
        // A screen reader reads a reply as it comes, and a dumb terminal cannot draw a pager: both get it whole.
        Optional<Pager> pager = colour && !flags.accessible()
                ? Optional.of(new Pager(terminal, new StatusLine(terminal, !flags.noColor()))) : Optional.empty();
        PrintWriter out = new PrintWriter(recorder.tee(new FittedWriter(pager.map(Pager::writer)
                .orElse(terminal.writer()), () -> Wrap.fit(window.get()))), true);
        TerminalInput input = new TerminalInput(pager.isPresent());
        Session session = new Session(out, out, input, recorder, course(home, flags));
        place.classroom().ifPresent(session::joinClass);
        session.shareWith(place.share());
        place.watcher().accept(session::status);
        pager.ifPresent(p -> p.streamWhile(session::runningScript));
        input.shown = () -> {
            out.flush();
            // While something beside the session leads it (the class's live lesson), its prompt says where the
            // learner is, and the status row would speak of the session's own lesson or quiz, which waits.
            SessionStatus status = place.beside().prompt().isPresent() ? SessionStatus.IDLE : session.status();
            pager.map(p -> p.show(status)).ifPresent(typed -> input.lines.typeAhead(typed));
        };
        Shell shell = new Shell(session, new Display(colour, Painter.noColorAsked(flags.noColor(), place.env()),
                Painter.accessibleAsked(flags.accessible(), place.env()), colour ? terminal::getWidth : () -> 0, window::get,
                pager.map(p -> terminal.writer())).withDoubleSize(colour && Display.doubleSizeIn(place.env()))
                .withTheme(Theme.asked(flags.theme(), place.env())), flags.debug(), place.onServer());
        LineReaderBuilder builder = LineReaderBuilder.builder()
                .terminal(terminal)
                .appName("nim-explorer")
                .parser(Shell.lineParser())
                .completer(new Completion(model::join, session))
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
                .option(LineReader.Option.AUTO_FRESH_LINE, true);
        historyFile(home, out, Wrap.fit(window.get())).ifPresent(file -> builder.variable(LineReader.HISTORY_FILE, file));
        LineReader reader = builder.build();
        PastedLines lines = new PastedLines(reader);
        input.lines = lines;
        Told told = new Told(reader, out, session, place.beside());
        Thread owner = Thread.currentThread();
        terminal.handle(Terminal.Signal.INT, signal -> {
            lines.drop();
            session.interrupt();
            owner.interrupt();
        });
        out.println(Wrap.paragraph("Nim Explorer " + Version.VERSION + place.student().map(name -> ", on the class"
                + " server. Hello, " + name).orElse("") + ". Type 'help' for the commands, 'play' for a game; 'quit' or"
                + " Ctrl-D leaves.", 0, Wrap.fit(window.get())));
        // A student who comes in during the class's live lesson is put on its step: what they would do on their
        // own (a lesson to resume, assignments to take) waits until it ends.
        boolean led = place.beside().attach(told);
        if (!led) {
            welcomeBack(session.course(), out);
            place.classroom().ifPresent(room -> room.notices().forEach(notice -> out.println(Wrap.paragraph(notice, 0,
                    Wrap.fit(window.get())))));
        }
        // Completion needs every command made, which takes a while: do it once the prompt is up.
        CompletableFuture.supplyAsync(shell::everyCommand).whenComplete((built, failed) -> {
            if (failed == null) {
                model.complete(built);
            } else {
                model.completeExceptionally(failed);
            }
        });
        try {
            Optional<String> back = led ? Optional.empty() : place.classroom().flatMap(Classroom::unfinished)
                    .or(() -> place.onServer() && session.course().unfinishedLesson().isPresent() ? Optional.of(RESUME)
                            : Optional.empty());
            if (back.isPresent()) {
                // A student whose connection dropped is back at the question they left: an assignment's, or a
                // lesson's on the rung they were on.
                out.println(session.prompt() + back.get());
                recorder.input(back.get());
                shell.execute(back.get());
            }
            if (firstLine.isPresent()) {
                String typed = asTyped(firstLine.get());
                out.println(session.prompt() + typed);
                recorder.input(typed);
                if (shell.executeCommandLine(firstLine.get()) != 0) {
                    return 2;
                }
            }
            while (!session.quitting()) {
                Thread.interrupted();
                String line;
                try {
                    told.upToPrompt(input.shown);
                    line = lines.readLine(told.prompt());
                } catch (UserInterruptException cancelled) {
                    continue;
                } catch (IllegalStateException gone) {
                    // The terminal closed under the session (a class server's connection dropped): the input has
                    // ended, and what the learner was doing is finished and saved as at Ctrl-D.
                    break;
                } catch (EndOfFileException end) {
                    String partial = end.getPartialLine();
                    if (partial != null && !partial.isBlank()) {
                        out.println();
                        recorder.input(partial);
                        told.run(partial, shell);
                    }
                    break;
                } finally {
                    told.leftPrompt();
                }
                recorder.input(line);
                window.set(terminal.getWidth());
                told.run(line, shell);
            }
            shell.endOfInput();
            session.course().savePutOff(session.err(), session.screen());
            stopRecording(recorder, out);
            if (place.onServer()) {
                // The server's own path is not the student's business; that it is kept is.
                session.course().savedTo().ifPresent(file -> out.println("Your progress is kept on the class server."));
            } else {
                farewell(session.course(), out);
            }
            try {
                reader.getHistory().save();
            } catch (IOException e) {
                out.println(Shell.ERROR + "the history could not be saved (" + Text.clip(String.valueOf(e.getMessage()))
                        + ")");
            }
            return 0;
        } finally {
            place.beside().detach();
            out.flush();
            // The last words are shown, and the status line gives its row back to whatever runs after the session.
            try {
                pager.ifPresent(p -> p.show(SessionStatus.IDLE));
            } catch (IllegalStateException closed) {
                // A class server's connection gone: nobody is left to read them.
            }
        }
    }

    /** Where the learner left off in a lesson, if they left one unfinished. */
    private static void welcomeBack(Course course, PrintWriter out) {
        course.unfinishedLesson().ifPresent(out::println);
    }

    /** Where progress went, when the session saved some: a learner leaving should know it is kept. */
    private static void farewell(Course course, PrintWriter out) {
        course.savedTo().ifPresent(file -> out.println("Progress saved in " + Text.oneLine(file.toString()) + "."));
    }

    private static Course course(AppHome home, Flags flags) {
        return new Course(home, flags.lessons(), flags.lessonsOnly());
    }

    private static Optional<Path> historyFile(AppHome home, PrintWriter out, int width) {
        try {
            Files.createDirectories(home.dir());
            HistoryFile.moveAsideIfUnreadable(home.history()).ifPresent(w -> out.println(Wrap.paragraph("warning: "
                    + w, 0, width)));
            return Optional.of(home.history());
        } catch (IOException | RuntimeException e) {
            out.println(Shell.ERROR + "no history this time: cannot create " + Text.oneLine(home.dir().toString()));
            return Optional.empty();
        }
    }

    private static void stopRecording(Recorder recorder, PrintWriter out) {
        try {
            recorder.stop();
        } catch (IOException e) {
            out.println(Shell.ERROR + "the transcript could not be finished (" + Text.clip(String.valueOf(e.getMessage())) + ")");
        }
    }

    private static final class StreamInput implements Input {
        private final BufferedReader in;

        StreamInput(BufferedReader in) {
            this.in = in;
        }

        @Override
        public Optional<String> readLine(String prompt) {
            try {
                return Optional.ofNullable(in.readLine());
            } catch (IOException e) {
                return Optional.empty();
            }
        }

        @Override
        public boolean interactive() {
            return false;
        }
    }

    private static final class TerminalInput implements Input {
        private final boolean pages;
        private PastedLines lines;
        /** Puts what the session printed so far on the screen: a command asking mid-way shows its question. */
        private Runnable shown;

        @Override
        public Optional<String> readLine(String prompt) {
            try {
                shown.run();
                return Optional.of(lines.readLine(prompt));
            } catch (UserInterruptException | EndOfFileException e) {
                return Optional.empty();
            }
        }

        TerminalInput(boolean pages) {
            this.pages = pages;
        }

        @Override
        public boolean interactive() {
            return true;
        }

        @Override
        public boolean pages() {
            return pages;
        }
    }

    /**
     * The words of a command line as they would be typed at the prompt: a word with a space or a quote in
     * it is quoted, so the line shown (and recorded, and replayed by 'source') means what was run. The
     * session's words know no escapes, so a word is put in whichever quotes it does not hold.
     */
    static String asTyped(List<String> words) {
        return words.stream().map(Repl::typed).collect(Collectors.joining(" "));
    }

    private static String typed(String word) {
        if (!word.isEmpty() && !word.matches("(?s).*[\\s\"'].*")) {
            return word;
        }
        return word.contains("\"") ? "'" + word + "'" : "\"" + word + "\"";
    }
}
