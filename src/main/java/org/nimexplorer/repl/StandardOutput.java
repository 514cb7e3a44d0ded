package org.nimexplorer.repl;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The process's standard output, watched: {@code System.out} swallows a failed write (a full disk,
 * a closed pipe), and a program whose output was lost must not exit 0 as if all went well.
 */
public final class StandardOutput {

    private static final Watched STDOUT = new Watched(new FileOutputStream(FileDescriptor.out));

    private StandardOutput() {}

    /** Makes {@code System.out} remember why a write failed, which it would otherwise only flag. */
    public static void watch() {
        System.setOut(new PrintStream(STDOUT, false, StandardCharsets.UTF_8));
    }

    /**
     * Text to {@code System.out}, as it is now, whose {@link PrintWriter#checkError()} also tells of a
     * failed write below it: a print stream keeps that to itself.
     */
    public static PrintWriter writer() {
        PrintStream stream = System.out;
        return new PrintWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), true) {
            @Override
            public boolean checkError() {
                return super.checkError() || stream.checkError();
            }
        };
    }

    /** Why writing to standard output failed, if it ever did since {@link #watch()}. */
    /** Whether the output failed because whatever read it closed its end (a pipe into {@code head}). */
    public static boolean readerLeft() {
        return failure().filter(message -> message.contains("Broken pipe")).isPresent();
    }

    public static Optional<String> failure() {
        return Optional.ofNullable(STDOUT.failure).map(e -> Optional.ofNullable(e.getMessage()).orElse(e.toString()));
    }

    private static final class Watched extends FilterOutputStream {
        private volatile IOException failure;

        Watched(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            try {
                out.write(bytes, offset, length);
            } catch (IOException e) {
                remember(e);
                throw e;
            }
        }

        @Override
        public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException e) {
                remember(e);
                throw e;
            }
        }

        private void remember(IOException e) {
            if (failure == null) {
                failure = e;
            }
        }
    }
}
