package org.nimexplorer.repl;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import org.nimexplorer.store.AppHome;

/** A session fed from a string, as `nim-explorer < script.txt` would be, with what it printed. */
record Script(int status, String out, String err) {

    /** Progress written by scripted sessions goes here, never to the user's home. */
    static final AppHome HOME = new AppHome(Path.of("target", "test-home", "scripts"));

    static Script run(String... lines) {
        return runFlags(new Repl.Flags(false, false, false), lines);
    }

    static Script runFlags(Repl.Flags flags, String... lines) {
        return runIn(HOME, flags, lines);
    }

    /** A session whose progress file lives in {@code home}, for tests that need it fresh. */
    static Script runIn(AppHome home, String... lines) {
        return runIn(home, new Repl.Flags(false, false, false), lines);
    }

    private static Script runIn(AppHome home, Repl.Flags flags, String... lines) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Repl.runStream(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")),
                new PrintWriter(out, true), new PrintWriter(err, true), flags, home);
        return new Script(status, out.toString(), err.toString());
    }
}
