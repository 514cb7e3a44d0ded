package org.nimexplorer;

import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.function.IntSupplier;
import org.nimexplorer.command.ClassConsoleCommand;
import org.nimexplorer.command.Interactive;
import org.nimexplorer.command.Launcher;
import org.nimexplorer.command.ServeCommand;
import org.nimexplorer.command.Subcommands;
import org.nimexplorer.command.session.SessionCommands;
import org.nimexplorer.engine.Text;
import org.nimexplorer.render.FittedWriter;
import org.nimexplorer.render.TerminalWidth;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.repl.Repl;
import org.nimexplorer.repl.StandardOutput;
import org.nimexplorer.server.ClassServing;
import org.nimexplorer.server.ConsoleClient;

/** The program's entry point: runs one command line, or the session when none is named, and exits with its status. */
public final class Main {

    private Main() {}

    public static void main(String[] args) {
        Optional<IntSupplier> terminal = TerminalWidth.probeInBackground();
        IntSupplier columns = terminal.orElse(() -> 0);
        StandardOutput.watch();
        PrintWriter out = new PrintWriter(screen(System.out, terminal), false);
        PrintWriter err = new PrintWriter(screen(System.err, terminal), true);
        Interactive session = Repl.session(columns);
        Subcommands commands = SessionCommands.onCommandLine(session)
                .builtBy(type -> Optional.ofNullable(type == ServeCommand.class ? new ServeCommand(new ClassServing())
                        : type == ClassConsoleCommand.class ? new ClassConsoleCommand(Optional.of(new ConsoleClient()))
                        : null))
                .with("serve", ServeCommand.class);
        int status = Launcher.run(args, out, err, session, commands, columns);
        out.flush();
        if (StandardOutput.failure().isPresent()) {
            // A reader that stopped reading (`| head`) wants no more output and no complaint, as with any Unix tool.
            if (!StandardOutput.readerLeft()) {
                err.println(Launcher.PREFIX + "the output could not be written ("
                        + Text.clip(StandardOutput.failure().get()) + ")");
            }
            status = 1;
        }
        err.flush();
        System.exit(status);
    }

    /** A stream as text; fitted to the terminal's width when output goes to one. */
    private static Writer screen(OutputStream stream, Optional<IntSupplier> terminal) {
        Writer text = new OutputStreamWriter(stream, StandardCharsets.UTF_8);
        return terminal.<Writer>map(columns -> new FittedWriter(text, () -> Wrap.fit(columns.getAsInt()))).orElse(text);
    }
}
