package org.nimexplorer;

import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.nimexplorer.cli.FittedWriter;
import org.nimexplorer.cli.Launcher;
import org.nimexplorer.cli.RootCommand;
import org.nimexplorer.cli.StandardOutput;
import org.nimexplorer.cli.Subcommands;
import org.nimexplorer.cli.TerminalWidth;
import org.nimexplorer.cli.Wrap;
import org.nimexplorer.engine.Text;
import org.nimexplorer.repl.LessonFromCommandLine;
import org.nimexplorer.repl.PlayFromCommandLine;
import org.nimexplorer.repl.QuizFromCommandLine;
import org.nimexplorer.repl.Repl;
import picocli.CommandLine;

/** The program's entry point: runs one command line, or the session when none is named, and exits with its status. */
public final class Main {

    private Main() {}

    public static void main(String[] args) {
        boolean terminal = TerminalWidth.probeInBackground();
        StandardOutput.watch();
        PrintWriter out = new PrintWriter(screen(System.out, terminal), false);
        PrintWriter err = new PrintWriter(screen(System.err, terminal), true);
        int status = Launcher.run(args, out, err, new RootCommand(Repl::start),
                Subcommands.oneShot().with("help", CommandLine.HelpCommand::new).with("play", PlayFromCommandLine::new)
                        .with("lesson", LessonFromCommandLine::new)
                        .with("quiz", QuizFromCommandLine::new));
        out.flush();
        if (StandardOutput.failure().isPresent()) {
            err.println(Launcher.PREFIX + "the output could not be written (" + Text.clip(StandardOutput.failure().get())
                    + ")");
            status = 1;
        }
        err.flush();
        System.exit(status);
    }

    /** A stream as text; fitted to the terminal's width when output goes to one. */
    private static Writer screen(OutputStream stream, boolean terminal) {
        Writer text = new OutputStreamWriter(stream, StandardCharsets.UTF_8);
        return terminal ? new FittedWriter(text, Wrap::width) : text;
    }
}
