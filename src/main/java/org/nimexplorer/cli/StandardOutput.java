package org.nimexplorer.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Optional;

/**
 * The process's standard output, watched: {@code System.out} swallows a failed write (a full disk,
 * a closed pipe), and a program whose output was lost must not exit 0 as if all went well.
 */
public final class StandardOutput {

    private static final Watched STDOUT = new Watched(new FileOutputStream(FileDescriptor.out));

    private StandardOutput() {}

    /** Standard output as a stream whose writes fail loudly and are remembered when they fail. */
    public static OutputStream stream() {
        return STDOUT;
    }

    /** Why writing to standard output failed, if it ever did. */
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
