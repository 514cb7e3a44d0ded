package org.nimexplorer.command;

import java.io.PrintWriter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.function.LongConsumer;
import org.jline.utils.Signals;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.PositionParser;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.Text;
import org.nimexplorer.store.InputFile;
import org.nimexplorer.render.Display;
import org.nimexplorer.render.Json;
import org.nimexplorer.render.Painter;
import org.nimexplorer.render.Theme;
import org.nimexplorer.render.ProgressBar;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** What every command shares: the output stream, the painter, turning problems into exit 2. */
public abstract class BaseCommand implements Callable<Integer> {

    @Spec
    protected CommandSpec spec;

    private Optional<Display> screen = Optional.empty();
    private IntSupplier columns = () -> 0;
    private LineFlags flags = new LineFlags();
    private SessionView view = SessionView.NONE;

    /**
     * What {@link CommandFactory} hands every command it makes: its screen (in a session), the width
     * of the window on the command line, the line's flags, and what it sees of its session.
     */
    void bind(Optional<Display> screen, IntSupplier columns, LineFlags flags, SessionView view) {
        this.screen = screen;
        this.columns = columns;
        this.flags = flags;
        this.view = view;
    }

    /** What this command sees of the session it runs in: nothing on the command line. */
    protected SessionView sessionView() {
        return view;
    }

    /** One result out: a JSON line with --json, otherwise the text's lines. */
    protected void print(JsonOption json, Consumer<PrintWriter> asJson, Supplier<List<String>> asText) {
        if (json.on()) {
            asJson.accept(out());
        } else {
            asText.get().forEach(out()::println);
            out().flush();
        }
    }

    protected PrintWriter out() {
        return spec.commandLine().getOut();
    }

    /** Where problems and warnings go: standard error, or the session's error stream. */
    protected PrintWriter err() {
        return spec.commandLine().getErr();
    }

    /**
     * Colour, plain or accessible text, from this line's options and the screen the command paints on,
     * wrapped to that screen's width.
     */
    protected Painter painter() {
        boolean noColor = flags.noColor();
        boolean accessible = flags.accessible();
        Optional<Theme> theme = flags.theme();
        return screen.map(d -> d.painter(noColor, accessible, theme))
                .orElseGet(() -> Painter.choose(noColor, accessible, theme, System::getenv, System.console() != null)
                        .fittedTo(columns));
    }

    /** The screen of the session this command runs in; empty on the command line. */
    protected Optional<Display> screen() {
        return screen;
    }

    /**
     * A progress bar on the error stream: on the session's terminal inside a session (past a pager
     * holding the reply), otherwise on standard error when that is a terminal.
     */
    protected ProgressBar progressBar(double total) {
        PrintWriter err = spec.commandLine().getErr();
        return screen.map(d -> ProgressBar.onTerminal(d.redraw().orElse(err), total, painter(), d.width()))
                .orElseGet(() -> ProgressBar.forStderr(err, total, painter()));
    }

    /**
     * Long work with a progress bar that Ctrl-C stops: {@code work} is given whether to stop and where
     * to report progress, and its result, partial or whole, is returned once the bar is cleared.
     */
    protected <T> Result<T> stoppable(double total, BiFunction<BooleanSupplier, LongConsumer, Result<T>> work) {
        return untilCtrlC(stop -> {
            ProgressBar bar = progressBar(total);
            try {
                return work.apply(stop, bar::update);
            } finally {
                bar.clear();
            }
        });
    }

    /** A search with a progress bar, within {@code limits}, that Ctrl-C stops: its budget is its own. */
    protected <T> Result<T> searching(double total, Budget.Limits limits,
            BiFunction<Budget, LongConsumer, Result<T>> work) {
        return stoppable(total, (stop, progress) -> work.apply(new Budget(limits, stop), progress));
    }

    /** A search without a progress bar, within {@code limits}, that Ctrl-C stops. */
    protected <T> T searching(Budget.Limits limits, Function<Budget, T> work) {
        return untilCtrlC(stop -> work.apply(new Budget(limits, stop)));
    }

    /**
     * Runs {@code work} with a stop signal that Ctrl-C raises: in a session Ctrl-C interrupts the
     * session's thread; on the command line it raises a flag (and the search ends with exit 130).
     */
    private <T> T untilCtrlC(Function<BooleanSupplier, T> work) {
        if (screen.isPresent()) {
            // The session's own Ctrl-C handler interrupts this thread and also stops a 'source' run
            // under way; a handler of our own would take Ctrl-C from it, and the script would go on.
            return view.share().inTurn(() -> work.apply(() -> Thread.currentThread().isInterrupted()),
                    this::waitingForTurn);
        }
        AtomicBoolean cancelled = new AtomicBoolean();
        Object previous = Signals.register("INT", () -> cancelled.set(true));
        try {
            return work.apply(() -> cancelled.get() || Thread.currentThread().isInterrupted());
        } finally {
            Signals.unregister("INT", previous);
        }
    }

    /** Said on the session's screen, past a pager holding the reply, while the work waits for its turn. */
    private void waitingForTurn() {
        PrintWriter to = screen.flatMap(Display::redraw).orElse(spec.commandLine().getErr());
        to.println(painter().paragraph("Waiting for a turn: other students' searches are running on the class server"
                + " (Ctrl-C cancels).", 0));
        to.flush();
    }

    /**
     * A command given no heaps, in a session: {@code classic} works on the current position under its rules, and the
     * question waiting on it is asked again; then empty. When the line names rules of its own ({@code rulesGiven}),
     * the position's heap words instead, for the command to read under those rules.
     */
    protected Optional<List<String>> onCurrentPosition(String example, boolean rulesGiven, JsonOption json,
            BiConsumer<Position, Rules> classic) {
        SessionView.Current current = current(example);
        if (rulesGiven) {
            return Optional.of(words(current.position()));
        }
        classic.accept(current.position(), current.rules());
        askAgain(current, json);
        return Optional.empty();
    }

    /**
     * Another game's position on the session's board (a sum, Moore's Nim, the staircase), for a command given no heaps
     * and no game of its own to work on; empty when the board holds Nim or a subtraction game, or nothing.
     */
    protected Optional<SessionView.Elsewhere> elsewhere(boolean rulesGiven) {
        return rulesGiven ? Optional.empty() : view.elsewhere();
    }

    /**
     * The position a command given no heaps works on, in a session: the waiting question's, otherwise the
     * board's; {@code example} is the line given, in the message, as what would be accepted.
     */
    protected SessionView.Current current(String example) {
        return view.current().orElseThrow(() -> new BadInputException(spec.name() + " needs heap sizes, like '"
                + example + "'" + (screen.isPresent() ? ", or a position to work on: set one with 'set 3 4 5'" : "")));
    }

    /** Heap words that name {@code position}, for a command given no heaps but game options of its own. */
    protected static List<String> words(Position position) {
        return List.of(position.toString().split(" "));
    }

    /**
     * The question waiting on a position this command worked on, printed again so that it stays on screen (not
     * after a JSON line, which a program reads whole).
     */
    protected void askAgain(SessionView.Current current, JsonOption json) {
        if (!json.on()) {
            current.question().ifPresent(this::askAgain);
        }
    }

    /** A question's words printed again below what was drawn of its position. */
    protected void askAgain(String question) {
        out().println();
        out().println(painter().paragraph(painter().strong(question), 0));
    }

    /** The position named by heap words, where {@code @FILE} stands for the heap sizes written in that file. */
    protected static Position position(List<String> words) {
        return orBadInput(PositionParser.parse(HeapFiles.expand(words)));
    }

    /**
     * A learner's text file, read whole by the rule every input follows; anything else (a missing file,
     * a folder, a named pipe, a device such as /dev/zero, a file over {@code maxBytes}, bytes that are
     * not UTF-8) is a {@link BadInputException} naming {@code what} and ending with {@code expected}.
     */
    public static String readTextFile(String name, long maxBytes, String what, String expected) {
        String problem;
        try {
            return InputFile.readText(Path.of(name), new InputFile.Limit(maxBytes, what.replaceFirst("^the ", "any ")));
        } catch (InputFile.Unreadable e) {
            problem = e.problem();
        } catch (InvalidPathException e) {
            problem = "is not a file name";
        }
        throw new BadInputException("cannot read " + what + " '" + Text.path(name) + "' (it " + problem + "): " + expected);
    }

    /** Prints a derivation as JSON or as text for the chosen painter; returns exit status 0. */
    protected int show(boolean json, Object derivation, Function<Painter, List<String>> asText) {
        if (json) {
            Json.write(out(), derivation);
        } else {
            asText.apply(painter()).forEach(out()::println);
        }
        return 0;
    }

    /** The value, or a {@link BadInputException} carrying the problem. */
    public static <T> T orBadInput(Result<T> result) {
        return orBadInput(result, BoundWords::said);
    }

    /** The same, for a command that says more about a bound on one of its options than its range. */
    protected static <T> T orBadInput(Result<T> result, Function<Bound, String> sayBound) {
        if (result instanceof Result.OutOfBounds<T> out) {
            throw new BadInputException(sayBound.apply(out.bound()));
        }
        if (!result.isOk()) {
            throw new BadInputException(result.problemOrNull());
        }
        return result.orThrow();
    }
}
