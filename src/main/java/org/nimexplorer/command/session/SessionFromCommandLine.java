package org.nimexplorer.command.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.nimexplorer.command.FullHelp;
import org.nimexplorer.command.GlobalOptions;
import org.nimexplorer.command.Interactive;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * A session command typed on the command line, such as {@code nim-explorer play 3 4 5}: the words
 * are run as the session's first line, so the command has the session's state, history and help.
 */
abstract class SessionFromCommandLine implements Callable<Integer>, FullHelp {

    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global;

    @Unmatched
    List<String> words = new ArrayList<>();

    private final Interactive session;

    SessionFromCommandLine(Interactive session) {
        this.session = session;
    }

    /** The session's first line: {@code command} and the words after it, as the shell gave them. */
    List<String> line(String command) {
        List<String> line = new ArrayList<>(List.of(command));
        line.addAll(words);
        return line;
    }

    /** Starts the interactive session with this line first. */
    int interactive(String command) {
        return session.start(global, Optional.of(line(command)));
    }

    /** The session's help for this command or one of its parts, with every option it takes there. */
    @Override
    public int showFullHelp(List<String> parts) {
        List<String> line = new ArrayList<>(List.of("help", spec.name()));
        line.addAll(parts);
        return session.runOnce(global, line);
    }

    /** Runs just this line, as a script of one line would, and returns its status. */
    int once(String command) {
        return session.runOnce(global, line(command));
    }
}
