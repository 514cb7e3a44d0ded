package org.nimexplorer.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.apache.sshd.server.Environment;
import org.apache.sshd.server.Signal;
import org.apache.sshd.server.SignalListener;
import org.jline.terminal.Attributes;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * A JLine terminal over an SSH session channel, of the kind, size and modes the client asked for, and
 * resized when the client's window is. It is JLine's "exec" kind, whose line discipline is JLine's
 * own: the native kinds would open a pty of the server's, whose kernel would take Ctrl-C before the
 * session saw it.
 */
final class ChannelTerminal implements AutoCloseable {

    private final Terminal terminal;
    private final Environment environment;
    private final SignalListener resized;

    private ChannelTerminal(Terminal terminal, Environment environment) {
        this.terminal = terminal;
        this.environment = environment;
        this.resized = (channel, signal) -> resize();
        environment.addSignalListener(resized, Signal.WINCH);
    }

    /** The terminal named {@code name} on the channel's streams, as {@code environment} describes the client's. */
    static ChannelTerminal open(String name, InputStream in, OutputStream out, Environment environment)
            throws IOException {
        var sent = environment.getEnv();
        Terminal made = TerminalBuilder.builder()
                .name(name)
                .system(false)
                .provider("exec")
                .streams(in, out)
                .type(PtyModes.type(sent.get(Environment.ENV_TERM)))
                .encoding(StandardCharsets.UTF_8)
                .size(new Size(PtyModes.size(sent.get(Environment.ENV_COLUMNS), 80),
                        PtyModes.size(sent.get(Environment.ENV_LINES), 24)))
                .build();
        Attributes attributes = made.getAttributes();
        PtyModes.apply(environment.getPtyModes(), attributes);
        made.setAttributes(attributes);
        return new ChannelTerminal(made, environment);
    }

    Terminal terminal() {
        return terminal;
    }

    private void resize() {
        try {
            terminal.setSize(new Size(PtyModes.size(environment.getEnv().get(Environment.ENV_COLUMNS),
                    terminal.getWidth()), PtyModes.size(environment.getEnv().get(Environment.ENV_LINES),
                    terminal.getHeight())));
            terminal.raise(Terminal.Signal.WINCH);
        } catch (IllegalStateException closed) {
            // The client left while the window changed.
        }
    }

    @Override
    public void close() {
        environment.removeSignalListener(resized);
        try {
            terminal.close();
        } catch (IOException | RuntimeException e) {
            // The connection is gone already; there is nothing left to tell.
        }
    }
}
