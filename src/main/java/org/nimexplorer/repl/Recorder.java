package org.nimexplorer.repl;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.nimexplorer.command.session.Transcript;
import org.nimexplorer.store.OutputFile;

/**
 * Writes a transcript of the session: each input line as typed, each line of output after
 * {@code #> } with colour codes removed. {@code source} skips lines starting with {@code #}, so a
 * transcript replays as a script, and its {@code #>} lines are the output to expect.
 */
final class Recorder implements Transcript {

    static final String OUTPUT_MARK = "#> ";
    private static final Pattern ESCAPES = Pattern.compile("\\u001B\\[[0-9;?]*[ -/]*[@-~]|\\u001B#[3-6]");

    private Writer file;
    private Path path;
    private final StringBuilder pending = new StringBuilder();
    private String lastInput;

    @Override
    public boolean recording() {
        return file != null;
    }

    @Override
    public Path path() {
        return path;
    }

    /** Its last line is written first, in case {@code target} is the same file. */
    @Override
    public void start(Path target, OutputFile.Existing existing) throws IOException {
        if (file != null) {
            flushPending();
            writeLastInput();
        }
        Writer next = OutputFile.open(target, existing);
        stop();
        file = next;
        path = target;
        file.write("# Nim Explorer transcript: replay it with 'source " + target.getFileName() + "'\n");
        file.flush();
    }

    void stop() throws IOException {
        if (file != null) {
            flushPending();
            writeLastInput();
            file.close();
            file = null;
        }
    }

    @Override
    public void stopWithoutThisLine() throws IOException {
        lastInput = null;
        stop();
    }

    /** An input line is written once the next line or output comes, so that 'record stop' can be left out. */
    void input(String line) {
        if (file != null) {
            flushPending();
            writeLastInput();
            lastInput = line.replace('\n', ' ');
        }
    }

    private void writeLastInput() {
        if (lastInput != null) {
            String line = lastInput;
            lastInput = null;
            write(line + "\n");
        }
    }

    /** Output as it is printed: kept until a line is complete. */
    void output(char[] chars, int offset, int length) {
        if (file == null) {
            return;
        }
        writeLastInput();
        for (int i = offset; i < offset + length; i++) {
            char c = chars[i];
            if (c == '\n') {
                write(OUTPUT_MARK + ESCAPES.matcher(pending).replaceAll("").stripTrailing() + "\n");
                pending.setLength(0);
            } else if (c != '\r') {
                pending.append(c);
            }
        }
    }

    private void flushPending() {
        if (pending.length() > 0) {
            output(new char[] {'\n'}, 0, 1);
        }
    }

    private void write(String text) {
        try {
            file.write(text);
            file.flush();
        } catch (IOException e) {
            file = null;
        }
    }

    /** A writer that sends everything to {@code target} and a copy to this recorder. */
    Writer tee(Writer target) {
        return new Writer() {
            @Override
            public void write(char[] chars, int offset, int length) throws IOException {
                target.write(chars, offset, length);
                output(chars, offset, length);
            }

            @Override
            public void flush() throws IOException {
                target.flush();
            }

            @Override
            public void close() throws IOException {
                target.close();
            }
        };
    }
}
