package org.nimexplorer.repl;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.nimexplorer.cli.GlobalOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Unmatched;

/**
 * {@code nim-explorer play ...} on the command line: starts the session with that game, so the
 * game has the session's undo, summary and history. Its options are those of {@code play} inside.
 */
@Command(name = "play", description = {"Start the session with a game against the engine (see 'help play' in it).",
        "Example: nim-explorer play 3 4 5 --misere"})
public final class PlayFromCommandLine implements Callable<Integer> {

    @Mixin
    GlobalOptions global;

    @Unmatched
    List<String> words = new ArrayList<>();

    @Override
    public Integer call() {
        List<String> quoted = new ArrayList<>(List.of("play"));
        for (String word : words) {
            quoted.add(word.matches("[\\w.,=+-]+") ? word : "'" + word.replace("'", "") + "'");
        }
        return Repl.start(global, Optional.of(String.join(" ", quoted)));
    }
}
