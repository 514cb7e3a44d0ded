package org.nimexplorer.command;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import org.nimexplorer.engine.Text;
import org.nimexplorer.store.AppHome;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "console", description = {"Open the teacher's console of the class server running on this machine,"
        + " from another terminal: the same console as in the terminal 'serve' runs in. 'quit' leaves it and the"
        + " class goes on; 'stop' stops the server.", "Example: class console --data week3"})
public final class ClassConsoleCommand extends BaseCommand {

    @Option(names = "--data", paramLabel = "DIR", description = "The data folder the server was started with (default:"
            + " 'class' in the program's folder, as for serve).")
    String data;

    /** Empty inside a session, where a console in a console would make no sense. */
    private final Optional<Consoling> consoling;

    public ClassConsoleCommand(Optional<Consoling> consoling) {
        this.consoling = consoling;
    }

    @Override
    public Integer call() {
        if (consoling.isEmpty()) {
            throw new BadInputException("the teacher's console opens from the command line of the server's machine:"
                    + " nim-explorer class console");
        }
        Path folder;
        try {
            folder = data == null ? AppHome.fromEnvironment().dir().resolve("class") : Path.of(data);
        } catch (InvalidPathException e) {
            throw new BadInputException("--data '" + Text.clip(data) + "' is not a path this system can use");
        }
        return consoling.get().open(folder, out(), err());
    }
}
