package org.nimexplorer.repl;

import java.io.ByteArrayInputStream;
import java.io.FileNotFoundException;
import java.io.IOError;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.io.Writer;
import java.nio.charset.Charset;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.jline.builtins.Less;
import org.jline.builtins.Options;
import org.jline.builtins.Source;
import org.jline.keymap.KeyMap;
import org.jline.reader.EndOfFileException;
import org.jline.terminal.Terminal;
import org.jline.utils.AttributedString;
import org.jline.utils.InfoCmp.Capability;
import org.jline.utils.NonBlockingReader;
import org.nimexplorer.command.session.BigScreen;
import org.nimexplorer.command.session.SessionStatus;
import org.nimexplorer.render.Wrap;

/**
 * A session's replies on a terminal a person reads: each reply is held until its line is done, then
 * printed as it is when it fits above the prompt and the status line, and otherwise shown through
 * JLine's {@link Less} from its first line, so that the verdict that opens a reply is the first
 * thing the learner sees. The page last read stays on the screen above the prompt.
 *
 * <p>A reply ends on what it asks, so the pager never holds a question the learner could try to
 * answer: it leaves by itself once the end is on screen, any key that does not page leaves it and
 * starts the learner's next line, and a learner who leaves before the end while a question waits
 * gets a digest above the prompt: the reply's first lines (the verdict), a {@code [...]} line, and
 * its last paragraph, where the question is.
 */
final class Pager {

    /** Less shows this in place of a file name until the first key, so that a learner knows the way out. */
    private static final String KEYS = "Space: next page, PgUp: back, q: the prompt, or just type your answer";

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
                    terminal.writer().append(keepingTheStatusRow(reply.toString(), terminal.getHeight() - status.rows()));
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

    /**
     * Shows the reply held so far, paged when it is too tall, and then the session's status below it.
     *
     * @return what the learner typed in the pager that was not a paging key: the start of their next line
     */
    String show(SessionStatus now) {
        List<AttributedString> line = status.lines(now);
        String text = reply.toString();
        reply.setLength(0);
        int rows = terminal.getHeight() - 1 - line.size();
        if (fits(text, rows, terminal.getWidth())) {
            status.show(line);
            terminal.writer().write(keepingTheStatusRow(text, terminal.getHeight() - line.size()));
            terminal.flush();
            return "";
        }
        status.hide();
        Paged paged = page(text);
        // Left early, the page read would scroll the verdict away under the question: both are drawn afresh.
        boolean redraw = !paged.readToTheEnd() && now.questionWaits();
        if (redraw) {
            terminal.puts(Capability.clear_screen);
        }
        status.show(line);
        if (redraw) {
            terminal.writer().write(digest(text, rows, terminal.getWidth()));
        }
        terminal.flush();
        return paged.typed();
    }

    /**
     * The reply with each clear of the screen (a big drawing's new screen) made to erase only the {@code above} rows
     * over the status row: the status, told nothing of the clear, would otherwise be left blank until it changed.
     */
    static String keepingTheStatusRow(String text, int above) {
        if (!text.contains(BigScreen.CLEAR)) {
            return text;
        }
        StringBuilder erase = new StringBuilder();
        for (int row = 1; row <= above; row++) {
            erase.append("\u001b[").append(row).append(";1H\u001b[2K");
        }
        return text.replace(BigScreen.CLEAR, erase.append("\u001b[H"));
    }

    /**
     * What of a reply fits in {@code rows} when its start (the verdict) and its last paragraph (the
     * question) must both be seen: the first lines, a line that marks what is left out, the question.
     */
    static String digest(String text, int rows, int columns) {
        String question = lastParagraph(text);
        String before = text.stripTrailing();
        before = before.substring(0, before.length() - question.stripTrailing().length());
        int room = rows - rowsOf(question, columns) - 1;
        StringBuilder head = new StringBuilder();
        for (String line : before.lines().toList()) {
            room -= rowsOfLine(line, columns);
            if (room < 0) {
                break;
            }
            head.append(line).append('\n');
        }
        return head + "[...]\n" + question;
    }

    /** The rows a text takes in a window {@code columns} wide. */
    private static int rowsOf(String text, int columns) {
        return text.lines().mapToInt(line -> rowsOfLine(line, columns)).sum();
    }

    /** The reply's last paragraph (after its last empty line), with the line that opens it. */
    static String lastParagraph(String text) {
        String body = text.stripTrailing();
        int gap = body.lastIndexOf("\n\n");
        return (gap < 0 ? body : body.substring(gap + 2)) + "\n";
    }

    /**
     * Whether {@code text} takes at most {@code rows} rows of a window {@code columns} wide; a window
     * whose size is not known takes everything, as a terminal with no pager would.
     */
    static boolean fits(String text, int rows, int columns) {
        if (rows <= 0 || columns <= 0) {
            return true;
        }
        return rowsOf(text, columns) <= rows;
    }

    /** The rows a line takes in a window {@code columns} wide, an empty line one. */
    private static int rowsOfLine(String line, int columns) {
        int length = Wrap.visibleLength(line);
        return Math.max(1, (length + columns - 1) / columns);
    }

    /** How a learner left the pager: whether the reply's end was on screen, and what they typed to leave. */
    private record Paged(boolean readToTheEnd, String typed) {
    }

    private Paged page(String text) {
        ReplyOnly less = new ReplyOnly(terminal, text);
        try {
            less.run(less.reply);
        } catch (IOException | IOError | EndOfFileException | InterruptedException stopped) {
            // Ctrl-C, or a terminal gone, ends the pager as 'q' does: the learner is back at the prompt.
        } finally {
            Thread.interrupted();
        }
        // Less leaves its ':' line under the page; the prompt takes that row.
        terminal.puts(Capability.carriage_return);
        terminal.puts(Capability.clr_eol);
        return new Paged(less.readToTheEnd(), less.typed());
    }

    /**
     * The reply as Less reads it: decoded with the charset Less decodes every source with. Less reads
     * its first line only once its keys are bound, and binds them afresh on every run, so that first
     * read is where {@code keysBound} puts the learner's keys in their place.
     */
    private record Reply(String text, Runnable keysBound) implements Source {
        @Override
        public String getName() {
            return KEYS;
        }

        @Override
        public InputStream read() {
            return new SequenceInputStream(new InputStream() {
                @Override
                public int read() {
                    keysBound.run();
                    return -1;
                }
            }, new ByteArrayInputStream(text.getBytes(Charset.defaultCharset())));
        }

        @Override
        public Long lines() {
            return text.lines().count();
        }
    }

    /**
     * Less that shows the reply and nothing else, with a learner's keys: its ':e' opens any file by
     * name, and a session (one day a student's, on a class server) may read no file it was not given.
     * No rc files are read and the main screen is kept: after 'q' the page read stays in view, where
     * the alternate screen would take it away and leave the learner with the prompt alone.
     */
    private static final class ReplyOnly extends Less {
        private final Reply reply;

        ReplyOnly(Terminal terminal, String text) {
            super(endingInQ(terminal), Path.of(""), Options.compile(Less.usage()).parse(
                    new String[] {"--ignorercfiles", "--no-init", "--QUIT-AT-EOF"}));
            this.reply = new Reply(text, this::bindLearnerKeys);
        }

        /**
         * The terminal as Less sees it: the same one, but the end of its input reads as 'q'. Less takes
         * the end for no key and asks again, for ever; a terminal that hangs up (a student's SSH
         * connection, one day) must end the pager, and the session then reads the end itself.
         */
        private static Terminal endingInQ(Terminal terminal) {
            NonBlockingReader keys = new EndAsQ(terminal.reader());
            return (Terminal) Proxy.newProxyInstance(Terminal.class.getClassLoader(), new Class<?>[] {Terminal.class},
                    (proxy, method, args) -> {
                        if (method.getName().equals("reader") && method.getParameterCount() == 0) {
                            return keys;
                        }
                        try {
                            return method.invoke(terminal, args);
                        } catch (InvocationTargetException failed) {
                            throw failed.getCause();
                        }
                    });
        }

        /**
         * Paging keys that no answer starts with: Space, Enter, the arrows, PgUp/PgDn, Home/End, Ctrl
         * keys and q. Less's letter keys ('b' back, 'd' down, 'h' help, 'n' next match) and digits are
         * what a learner types to answer, so any key not bound here leaves the pager instead.
         */
        private void bindLearnerKeys() {
            KeyMap<Operation> learner = new KeyMap<>();
            learner.bind(Operation.EXIT, "q", "Q");
            learner.bind(Operation.FORWARD_ONE_WINDOW_OR_LINES, " ", KeyMap.ctrl('F'), KeyMap.ctrl('V'),
                    KeyMap.key(terminal, Capability.key_npage));
            learner.bind(Operation.BACKWARD_ONE_WINDOW_OR_LINES, KeyMap.ctrl('B'),
                    KeyMap.key(terminal, Capability.key_ppage));
            learner.bind(Operation.FORWARD_ONE_LINE, "\r", KeyMap.ctrl('N'), KeyMap.ctrl('E'),
                    KeyMap.key(terminal, Capability.key_down));
            learner.bind(Operation.BACKWARD_ONE_LINE, KeyMap.ctrl('P'), KeyMap.ctrl('Y'),
                    KeyMap.key(terminal, Capability.key_up));
            learner.bind(Operation.HOME, KeyMap.key(terminal, Capability.key_home));
            learner.bind(Operation.END, KeyMap.key(terminal, Capability.key_end));
            learner.bind(Operation.REPAINT, KeyMap.ctrl('L'));
            learner.setNomatch(Operation.EXIT);
            learner.setUnicode(Operation.EXIT);
            keys = learner;
        }

        boolean readToTheEnd() {
            return nbEof > 0;
        }

        /** The key the learner left by, when it was the first of a line to type rather than 'q' or the end. */
        String typed() {
            String last = bindingReader.getLastBinding();
            if (last == null || last.isEmpty() || keys == null || keys.getBound(last) != null) {
                return "";
            }
            int first = last.codePointAt(0);
            return Character.isISOControl(first) ? "" : last;
        }

        /**
         * A defence, not a path a key reaches: the learner's keymap binds no ':' command, but should a
         * binding ever open another source, the pager still shows nothing but the reply.
         */
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

    /** The keys of a terminal, with 'q' in place of the end of its input (see {@link ReplyOnly#endingInQ}). */
    private static final class EndAsQ extends NonBlockingReader {
        private final NonBlockingReader keys;

        EndAsQ(NonBlockingReader keys) {
            this.keys = keys;
        }

        @Override
        protected int read(long timeout, boolean isPeek) throws IOException {
            int key = isPeek ? keys.peek(timeout) : keys.read(timeout);
            return key == EOF ? 'q' : key;
        }

        @Override
        public int readBuffered(char[] into, int offset, int length, long timeout) throws IOException {
            int read = keys.readBuffered(into, offset, length, timeout);
            if (read == EOF && length > 0) {
                into[offset] = 'q';
                return 1;
            }
            return read;
        }

        @Override
        public int available() {
            return keys.available();
        }

        @Override
        public void close() {
            // The keys are the terminal's, which its session closes.
        }
    }
}
