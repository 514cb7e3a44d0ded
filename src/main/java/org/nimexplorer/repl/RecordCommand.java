package org.nimexplorer.repl;

import java.io.IOException;
import java.nio.file.Path;
import org.nimexplorer.cli.BadInputException;
import org.nimexplorer.engine.Text;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "record", description = {"Write a plain-text transcript of the session to FILE; 'record stop'"
        + " ends it. A transcript replays with 'source'.", "Example: record lesson1.txt"})
final class RecordCommand extends SessionCommand {


    @Parameters(paramLabel = "FILE|stop", description = "Where to write the transcript, or 'stop'.")
    String target;

    RecordCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        Recorder recorder = session.recorder();
        try {
            if (target.equalsIgnoreCase("stop")) {
                if (!recorder.recording()) {
                    out().println("Not recording.");
                    return 0;
                }
                Path path = recorder.path();
                recorder.stop();
                out().println("Transcript saved to " + Text.oneLine(path.toString()) + ".");
                return 0;
            }
            recorder.start(Path.of(target));
            out().println("Recording to " + Text.oneLine(target) + "; 'record stop' ends it.");
            return 0;
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("cannot write the transcript '" + Text.clip(target) + "' ("
                    + Text.clip(String.valueOf(e.getMessage())) + "): give a file name in a folder you can write to");
        }
    }
}
