package org.nimexplorer.command.session;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.engine.Text;
import org.nimexplorer.store.FileTrouble;
import org.nimexplorer.store.OutputFile;
import org.nimexplorer.store.SameFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "record", description = {"Write a plain-text transcript of the session to FILE; 'record stop'"
        + " ends it. A transcript replays with 'source'. A FILE that is already there is kept: --append adds"
        + " to it, --force replaces it.", "Example: record lesson1.txt"})
final class RecordCommand extends SessionCommand {

    @Parameters(paramLabel = "FILE|stop", description = "Where to write the transcript, or 'stop'.")
    String target;

    @Option(names = "--append", description = "Add the transcript to the end of FILE if it is already there.")
    boolean append;

    @Option(names = "--force", description = "Replace FILE if it is already there.")
    boolean force;

    RecordCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        if (target.equalsIgnoreCase("stop")) {
            return stop();
        }
        if (append && force) {
            throw new BadInputException("--append adds to FILE and --force replaces it: give one of them");
        }
        try {
            if (session.sourcing(target)) {
                // Even when asked: the script would be cut off under the 'source' that is reading it.
                throw new BadInputException("cannot record to '" + Text.oneLine(target) + "': 'source' is running that"
                        + " file; record to another file");
            }
            Path path = Path.of(target);
            refusal(path).ifPresent(why -> {
                throw new BadInputException("cannot record to '" + Text.path(target) + "': " + why);
            });
            session.transcript().start(path, append ? OutputFile.Existing.APPEND
                    : force ? OutputFile.Existing.REPLACE : OutputFile.Existing.KEEP);
        } catch (FileAlreadyExistsException e) {
            throw new BadInputException("'" + Text.oneLine(target) + "' already exists: add --append to add the"
                    + " transcript to it, or --force to replace it");
        } catch (IOException | InvalidPathException e) {
            throw cannotWrite(e);
        }
        out().println("Recording to " + Text.oneLine(target) + "; 'record stop' ends it.");
        return 0;
    }

    private int stop() {
        Transcript recorder = session.transcript();
        if (!recorder.recording()) {
            out().println("Not recording.");
            return 0;
        }
        Path path = recorder.path();
        try {
            recorder.stopWithoutThisLine();
        } catch (IOException e) {
            throw cannotWrite(e);
        }
        out().println("Transcript saved to " + Text.oneLine(path.toString()) + ".");
        return 0;
    }

    /**
     * Why the transcript cannot go to {@code path}, by the rule every output follows; the file being
     * recorded may be named again, to start it afresh or add to it.
     */
    private Optional<String> refusal(Path path) {
        Transcript recorder = session.transcript();
        if (recorder.recording() && SameFile.same(recorder.path(), path)) {
            return Optional.empty();
        }
        Optional<String> inUse = session.inUse(target, path);
        return inUse.isPresent() ? inUse : OutputFile.refusal(path, session.course().home());
    }

    private BadInputException cannotWrite(Exception e) {
        return new BadInputException("cannot write the transcript '" + Text.path(target) + "' ("
                + FileTrouble.why(e) + "): give a file name in a folder you can write to");
    }
}
