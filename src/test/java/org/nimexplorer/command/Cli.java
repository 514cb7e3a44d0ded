package org.nimexplorer.command;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Optional;

/** Runs the command line in-process and captures what it printed. */
record Cli(int status, String out, String err) {

    /** The one-shot commands open no session. */
    static final Interactive NO_SESSION = new Interactive() {
        @Override
        public int start(GlobalOptions options, Optional<List<String>> firstLine) {
            throw new AssertionError("no session here");
        }

        @Override
        public int runOnce(GlobalOptions options, List<String> line) {
            throw new AssertionError("no session here");
        }
    };

    static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Launcher.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Cli(status, out.toString(), err.toString());
    }

    /** Runs the command line in a window {@code columns} wide, as the program does on a terminal. */
    static Cli runAt(int columns, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Launcher.run(args, new PrintWriter(out, true), new PrintWriter(err, true), NO_SESSION,
                Subcommands.oneShot(), () -> columns);
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
