package org.nimexplorer;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.nimexplorer.cli.Launcher;
import org.nimexplorer.cli.RootCommand;
import org.nimexplorer.cli.Subcommands;
import org.nimexplorer.repl.LessonFromCommandLine;
import org.nimexplorer.repl.PlayFromCommandLine;
import org.nimexplorer.repl.QuizFromCommandLine;
import org.nimexplorer.repl.Repl;
import picocli.CommandLine;

/** The program's entry point: runs one command line, or the session when none is named, and exits with its status. */
public final class Main {

    private Main() {}

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), false);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        int status = Launcher.run(args, out, err, new RootCommand(Repl::start),
                Subcommands.oneShot().with("help", CommandLine.HelpCommand::new).with("play", PlayFromCommandLine::new)
                        .with("lesson", LessonFromCommandLine::new)
                        .with("quiz", QuizFromCommandLine::new));
        out.flush();
        err.flush();
        System.exit(status);
    }
}
