package org.nimexplorer.repl;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.nimexplorer.command.Launcher;
import org.nimexplorer.command.Interactive;
import org.nimexplorer.command.session.SessionCommands;

/**
 * The program's own command line run in-process, as {@code Main} runs it, with {@code stdin} piped in.
 * A command that opens the session writes to the standard streams, so they are captured too.
 */
record ProgramRun(int status, String out, String err) {

    static ProgramRun run(String stdin, String... args) {
        InputStream in = System.in;
        PrintStream out = System.out;
        PrintStream sessionErr = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        ByteArrayOutputStream capturedErr = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        try {
            System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(capturedErr, true, StandardCharsets.UTF_8));
            Interactive session = Repl.session();
            int status = Launcher.run(args, new PrintWriter(System.out, true), new PrintWriter(err, true), session,
                    SessionCommands.onCommandLine(session));
            return new ProgramRun(status, captured.toString(StandardCharsets.UTF_8),
                    err + capturedErr.toString(StandardCharsets.UTF_8));
        } finally {
            System.setIn(in);
            System.setOut(out);
            System.setErr(sessionErr);
        }
    }
}
