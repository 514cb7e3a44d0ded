package org.nimexplorer.repl;

import java.io.ByteArrayInputStream;
import java.io.FileNotFoundException;
import java.io.IOError;
import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.jline.builtins.Less;
import org.jline.builtins.Options;
import org.jline.builtins.Source;
import org.jline.reader.EndOfFileException;
import org.jline.terminal.Terminal;
import org.jline.utils.AttributedString;
import org.jline.utils.InfoCmp.Capability;
import org.nimexplorer.command.session.SessionStatus;

/**
 * A session's replies on a terminal a person reads: each reply is held until its line is done, then
 * printed as it is when it fits above the prompt and the status line, and otherwise shown through
 * JLine's {@link Less} from its first line, so that the verdict that opens a reply is the first
 * thing the learner sees. After 'q' the page last read stays on the screen above the prompt.
 */
final class Pager {

    /** Less shows this in place of a file name until the first key, so that a learner knows the way out. */
    private static final String KEYS = "Space: next page, b: back, h: all keys, q: back to the prompt";

    private final Terminal terminal;
    private final StatusLine status;
    private final StringBuilder reply = new StringBuilder();
    /** While this holds, text goes to the terminal as it is printed (see {@link #streamWhile}). */
    private BooleanSupplier streaming = () -> false;

    Pager(Terminal terminal, StatusLine status) {
        this.terminal = terminal;
        this.status = status;
    }

    /**
     * Text printed while {@code running} holds is not held but shown as it comes: a script run by
     * 'source' is many replies, which an instructor watches appear (and stops with Ctrl-C), not one
     * to page through at its end.
     */
    void streamWhile(BooleanSupplier running) {
        streaming = running;
    }

    /** Where the session prints: held here until {@link #show}, unless {@link #streamWhile streaming}. */
    Writer writer() {
        return new Writer() {
            @Override
            public void write(char[] chars, int offset, int length) {
                reply.append(chars, offset, length);
                if (streaming.getAsBoolean()) {
                    terminal.writer().append(reply);
                    reply.setLength(0);
                }
            }

            @Override
            public void flush() {
                // A reply is measured whole: a flush halfway (a line without its end) must not print its start.
                if (streaming.getAsBoolean()) {
                    terminal.flush();
                }
            }

            @Override
            public void close() {
                // The terminal belongs to the session, which closes it.
            }
        };
    }

    /** Shows the reply held so far, paged when it is too tall, and then the session's status below it. */
    void show(SessionStatus now) {
        List<AttributedString> line = status.lines(now);
        String text = reply.toString();
        reply.setLength(0);
        if (fits(text, terminal.getHeight() - 1 - line.size(), terminal.getWidth())) {
            status.show(line);
            terminal.writer().write(text);
        } else {
            status.hide();
            page(text);
            status.show(line);
        }
        terminal.flush();
    }

    /**
     * Whether {@code text} takes at most {@code rows} rows of a window {@code columns} wide; a window
     * whose size is not known takes everything, as a terminal with no pager would.
     */
    static boolean fits(String text, int rows, int columns) {
        if (rows <= 0 || columns <= 0) {
            return true;
        }
        int used = text.lines().mapToInt(line -> rowsOf(line, columns)).sum();
        return used <= rows;
    }

    /** The rows a line takes in a window {@code columns} wide, an empty line one. */
    private static int rowsOf(String line, int columns) {
        int length = AttributedString.fromAnsi(line).columnLength();
        return Math.max(1, (length + columns - 1) / columns);
    }

    private void page(String text) {
        try {
            Reply shown = new Reply(text);
            new ReplyOnly(terminal, shown).run(shown);
        } catch (IOException | IOError | EndOfFileException | InterruptedException stopped) {
            // Ctrl-C, or a terminal gone, ends the pager as 'q' does: the learner is back at the prompt.
        } finally {
            Thread.interrupted();
        }
        // Less leaves its ':' line under the page; the prompt takes that row.
        terminal.puts(Capability.carriage_return);
        terminal.puts(Capability.clr_eol);
    }

    /** The reply as Less reads it: decoded with the charset Less decodes every source with. */
    private record Reply(String text) implements Source {
        @Override
        public String getName() {
            return KEYS;
        }

        @Override
        public InputStream read() {
            return new ByteArrayInputStream(text.getBytes(Charset.defaultCharset()));
        }

        @Override
        public Long lines() {
            return text.lines().count();
        }
    }

    /**
     * Less that shows the reply and its own key help, and nothing else: its ':e' opens any file by
     * name, and a session (one day a student's, on a class server) may read no file it was not given.
     * No rc files are read and the main screen is kept: after 'q' the page read stays in view, where
     * the alternate screen would take it away and leave the learner with the prompt alone.
     */
    private static final class ReplyOnly extends Less {
        private final Reply reply;

        ReplyOnly(Terminal terminal, Reply reply) {
            super(terminal, Path.of(""), Options.compile(Less.usage()).parse(
                    new String[] {"--ignorercfiles", "--no-init"}));
            this.reply = reply;
        }

        @Override
        protected void openSource() throws IOException {
            Source asked = sources.get(sourceIdx);
            if (asked != reply && !(asked instanceof Source.ResourceSource)) {
                sources.removeIf(s -> s != reply && !(s instanceof Source.ResourceSource));
                sourceIdx = sources.indexOf(reply);
                throw new FileNotFoundException("only the reply is shown here");
            }
            super.openSource();
        }
    }
}
