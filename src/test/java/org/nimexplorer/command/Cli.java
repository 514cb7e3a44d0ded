package org.nimexplorer.command;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the command line in-process and captures what it printed. */
record Cli(int status, String out, String err) {

    static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Launcher.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Cli(status, out.toString(), err.toString());
    }

    /** Runs the command as if Ctrl-C had been pressed as it started: the thread is interrupted. */
    static Cli interrupted(String... args) {
        Thread.currentThread().interrupt();
        try {
            return run(args);
        } finally {
            Thread.interrupted();
        }
    }
}
