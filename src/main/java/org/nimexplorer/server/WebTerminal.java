package org.nimexplorer.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.Map;
import org.apache.sshd.common.channel.PtyMode;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;
import org.jline.terminal.Attributes;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * One browser tab's terminal: xterm.js in the page, a WebSocket between, and on the server a JLine
 * terminal whose keys come from the socket and whose screen goes back over it, carrying the student's
 * {@link StudentSession} as SSH's channel does. Text frames from the page are keys, or a new size
 * ({@code "\0COLS ROWS"}) when the window changes; binary frames to it are the screen's bytes.
 */
// Public, as Jetty calls a socket's methods only on a public class.
public final class WebTerminal implements Session.Listener.AutoDemanding, StudentSession.Carrier {

    /** The modes an OpenSSH client sends for a terminal at home: Ctrl-C interrupts, backspace erases. */
    private static final Map<PtyMode, Integer> MODES = modes();

    private final ClassServer server;
    private final WebLogins.Login login;
    private final Size size;
    /** The most of a screen that may wait, sent but not yet taken by the page. */
    static final long QUEUED_MOST = 1 << 20;

    private final KeyStream keys = new KeyStream();
    private final java.util.concurrent.atomic.AtomicLong queued = new java.util.concurrent.atomic.AtomicLong();
    private volatile Session socket;
    private volatile Terminal terminal;
    private volatile StudentSession session;
    /** Set once the server told the student why it ends their session: the page then says no more than that. */
    private volatile boolean told;

    WebTerminal(ClassServer server, WebLogins.Login login, Size size) {
        this.server = server;
        this.login = login;
        this.size = size;
    }

    private static Map<PtyMode, Integer> modes() {
        Map<PtyMode, Integer> modes = new EnumMap<>(PtyMode.class);
        modes.put(PtyMode.VINTR, 3);
        modes.put(PtyMode.VQUIT, 28);
        modes.put(PtyMode.VERASE, 127);
        modes.put(PtyMode.VKILL, 21);
        modes.put(PtyMode.VEOF, 4);
        modes.put(PtyMode.VWERASE, 23);
        modes.put(PtyMode.VLNEXT, 22);
        modes.put(PtyMode.VREPRINT, 18);
        modes.put(PtyMode.VSUSP, 26);
        for (PtyMode on : new PtyMode[] {PtyMode.ISIG, PtyMode.ICANON, PtyMode.ECHO, PtyMode.ICRNL, PtyMode.IUTF8,
                PtyMode.OPOST, PtyMode.ONLCR}) {
            modes.put(on, 1);
        }
        return modes;
    }

    /** The size the page asked for in its socket's address ({@code cols}, {@code rows}), or 80x24. */
    static Size size(String cols, String rows) {
        return new Size(Math.min(PtyModes.size(cols, 80), 1000), Math.min(PtyModes.size(rows, 24), 1000));
    }

    @Override
    public void onWebSocketOpen(Session opened) {
        socket = opened;
        try {
            Terminal made = TerminalBuilder.builder().name("web " + login.student().key()).system(false)
                    .provider("exec").streams(keys, new Frames()).type("xterm-256color")
                    .encoding(StandardCharsets.UTF_8).size(size).build();
            Attributes attributes = made.getAttributes();
            PtyModes.apply(MODES, attributes);
            made.setAttributes(attributes);
            terminal = made;
        } catch (IOException | RuntimeException e) {
            opened.close(StatusCode.SERVER_ERROR, "no terminal could be made", Callback.NOOP);
            return;
        }
        Map<String, String> sent = Map.of("TERM", "xterm-256color", "LANG", "C.UTF-8", "COLORTERM", "truecolor");
        session = StudentSession.start(server, login.student(), this, sent, login.claiming(), login.accessible(),
                status -> opened.close(StatusCode.NORMAL, "the session ended", Callback.NOOP));
    }

    @Override
    public void onWebSocketText(String text) {
        if (text.startsWith("\u0000")) {
            resize(text.substring(1));
            return;
        }
        StudentSession running = session;
        if (running != null) {
            running.touched();
        }
        keys.add(text.getBytes(StandardCharsets.UTF_8));
    }

    private void resize(String sent) {
        String[] words = sent.strip().split(" ");
        Terminal on = terminal;
        if (words.length != 2 || on == null) {
            return;
        }
        Size asked = size(words[0], words[1]);
        if (!asked.equals(on.getSize())) {
            try {
                on.setSize(asked);
                on.raise(Terminal.Signal.WINCH);
            } catch (IllegalStateException closed) {
                // The page went while its window changed.
            }
        }
    }

    @Override
    public void onWebSocketClose(int status, String reason, Callback callback) {
        gone();
        callback.succeed();
    }

    @Override
    public void onWebSocketError(Throwable cause) {
        gone();
    }

    /** The page went first (closed, reloaded, or its network lost): the session ends, its progress saved. */
    private void gone() {
        keys.close();
        StudentSession running = session;
        if (running != null) {
            running.dropped();
        }
    }

    @Override
    public Terminal terminal() {
        return terminal;
    }

    @Override
    public void say(String text) {
        told = true;
        send(("\r\n" + text.replace("\n", "\r\n") + "\r\n").getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public void close() {
        keys.close();
        Terminal on = terminal;
        if (on != null) {
            try {
                on.close();
            } catch (IOException | RuntimeException e) {
                // The page is gone already; there is nothing left to tell.
            }
        }
        Session open = socket;
        if (open != null && open.isOpen()) {
            open.close(StatusCode.NORMAL, told ? "closed by the class server" : "the session ended", Callback.NOOP);
        }
    }

    @Override
    public void claimed() {
        login.claimed();
    }

    private void send(byte[] bytes) {
        Session open = socket;
        if (open == null || !open.isOpen() || bytes.length == 0) {
            return;
        }
        // A page that stops reading leaves its screen queued here: past QUEUED_MOST the session ends rather than
        // keep it in memory. (A student scripting 'help' in a loop meets the same bound.)
        if (queued.addAndGet(bytes.length) > QUEUED_MOST) {
            open.close(StatusCode.POLICY_VIOLATION, "the page stopped reading", Callback.NOOP);
            return;
        }
        open.sendBinary(ByteBuffer.wrap(bytes), Callback.from(() -> queued.addAndGet(-bytes.length), failed -> open
                .close(StatusCode.POLICY_VIOLATION, "the page stopped reading", Callback.NOOP)));
    }

    /** The screen's bytes, gathered and sent as one frame at each flush, as a terminal's output is. */
    private final class Frames extends OutputStream {
        private final ByteArrayOutputStream pending = new ByteArrayOutputStream();

        @Override
        public synchronized void write(int b) {
            pending.write(b);
        }

        @Override
        public synchronized void write(byte[] bytes, int offset, int length) {
            pending.write(bytes, offset, length);
            if (pending.size() >= 32 * 1024) {
                flush();
            }
        }

        @Override
        public synchronized void flush() {
            byte[] out = pending.toByteArray();
            pending.reset();
            send(out);
        }
    }
}
