package org.nimexplorer.server;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.net.ConnectException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.PublicKey;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.Optional;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelShell;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.keyprovider.FileKeyPairProvider;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.nimexplorer.command.Consoling;
import org.nimexplorer.command.Launcher;
import org.nimexplorer.engine.Text;

/**
 * {@code nim-explorer class console}: the teacher's console of the server running on a data folder,
 * opened from another terminal of the same machine. It reads the folder's {@link ConsoleDoor}, trusts
 * only the host key kept in the folder, logs in over SSH with the door's code, and gives the console
 * this terminal: keys as typed (Ctrl-C included), the window's size as it changes.
 */
public final class ConsoleClient implements Consoling {

    private static final Duration WAIT = Duration.ofSeconds(15);

    @Override
    public int open(Path data, PrintWriter out, PrintWriter err) {
        if (System.console() == null) {
            err.println(Launcher.PREFIX + "the teacher's console needs a terminal: run 'nim-explorer class console' in"
                    + " one, not through a pipe");
            return 2;
        }
        try (Terminal terminal = TerminalBuilder.builder().system(true).build()) {
            return open(data, terminal, err);
        } catch (IOException e) {
            err.println(Launcher.PREFIX + "cannot use this terminal (" + Text.clip(String.valueOf(e.getMessage())) + ")");
            return 1;
        }
    }

    /** The console of the server on {@code data}, on {@code terminal}; why it cannot open told on {@code err}. */
    int open(Path data, Terminal terminal, PrintWriter err) {
        try {
            ConsoleDoor door = ConsoleDoor.read(data).orElseThrow(() -> new Refused("no class server is running with the"
                    + " data folder " + data + " (it has no console file): start one with 'nim-explorer serve', or give"
                    + " --data the folder the server was started with"));
            PublicKey hostKey = hostKey(data);
            SshClient client = SshClient.setUpDefaultClient();
            client.setServerKeyVerifier((session, address, key) -> KeyUtils.compareKeys(hostKey, key));
            client.start();
            try {
                ClientSession session = connect(client, door);
                try {
                    bridge(session, terminal);
                    return 0;
                } finally {
                    closeQuietly(session);
                }
            } finally {
                client.stop();
            }
        } catch (ConsoleDoor.Unreadable | Refused e) {
            err.println(Launcher.PREFIX + e.getMessage());
            return 1;
        }
    }

    /** Why the console cannot open, in a line. */
    private static final class Refused extends Exception {
        Refused(String message) {
            super(message, null, false, false);
        }
    }

    private static PublicKey hostKey(Path data) throws Refused {
        Path file = data.resolve("ssh_host_ecdsa_key");
        if (Files.isRegularFile(file) && !Files.isReadable(file)) {
            throw new Refused("cannot read the server's key " + file + ": only the teacher who started the server can"
                    + " open its console");
        }
        try {
            if (Files.isRegularFile(file)) {
                Iterator<KeyPair> keys = new FileKeyPairProvider(file).loadKeys(null).iterator();
                if (keys.hasNext()) {
                    return keys.next().getPublic();
                }
            }
        } catch (RuntimeException e) {
            throw new Refused("cannot read the server's key " + file + " (" + Text.clip(String.valueOf(e.getMessage()))
                    + "): only the teacher who started the server can open its console");
        }
        throw new Refused("the data folder " + data + " has no server key: 'nim-explorer serve' makes one as it starts");
    }

    private static ClientSession connect(SshClient client, ConsoleDoor door) throws Refused {
        ClientSession session;
        try {
            session = client.connect(ConsoleDoor.LOGIN, door.host(), door.port()).verify(WAIT).getSession();
        } catch (IOException | RuntimeException e) {
            throw new Refused((rootCause(e) instanceof ConnectException ? "no class server answers" : "cannot reach the"
                    + " class server") + " on port " + door.port() + " of this machine: is 'nim-explorer serve' still"
                    + " running? (" + Text.clip(String.valueOf(rootCause(e).getMessage())) + ")");
        }
        session.addPasswordIdentity(door.code());
        try {
            session.auth().verify(WAIT);
            return session;
        } catch (IOException | RuntimeException e) {
            closeQuietly(session);
            throw new Refused("the class server on port " + door.port() + " did not let this console in: the console"
                    + " file is not the running server's (was another one started since?), or the key it showed is"
                    + " not the one in the data folder");
        }
    }

    /** Gives the console {@code terminal} until the server ends it (the teacher quit, or the server stopped). */
    static void bridge(ClientSession session, Terminal terminal) throws Refused {
        Attributes saved = terminal.enterRawMode();
        // Raw as ssh makes it: Ctrl-C, Ctrl-Z and Ctrl-S go to the console as keys, not to this process as signals.
        Attributes raw = terminal.getAttributes();
        raw.setLocalFlag(Attributes.LocalFlag.ISIG, false);
        raw.setInputFlag(Attributes.InputFlag.IXON, false);
        raw.setInputFlag(Attributes.InputFlag.ICRNL, false);
        terminal.setAttributes(raw);
        Terminal.SignalHandler resized = terminal.handle(Terminal.Signal.WINCH, signal -> { });
        try (ChannelShell shell = session.createShellChannel()) {
            shell.setPtyType(Optional.ofNullable(terminal.getType()).filter(t -> !t.isBlank()).orElse("dumb"));
            shell.setPtyColumns(terminal.getWidth() > 0 ? terminal.getWidth() : 80);
            shell.setPtyLines(terminal.getHeight() > 0 ? terminal.getHeight() : 24);
            OutputStream screen = new Flushing(terminal.output());
            shell.setOut(screen);
            shell.setErr(screen);
            shell.open().verify(WAIT);
            terminal.handle(Terminal.Signal.WINCH, signal -> resize(shell, terminal));
            Thread keys = new Thread(() -> pump(terminal.input(), shell.getInvertedIn()), "console-keys");
            keys.setDaemon(true);
            keys.start();
            shell.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), 0L);
        } catch (IOException | RuntimeException e) {
            throw new Refused("the console's connection failed (" + Text.clip(String.valueOf(e.getMessage())) + ")");
        } finally {
            terminal.handle(Terminal.Signal.WINCH, resized);
            terminal.setAttributes(saved);
            leaveTidy(terminal);
        }
    }

    /**
     * The console's status row and its scroll region, which the server could not take away when it ended the
     * console (a stop), taken away here: the whole window scrolls again and the bottom row is blank.
     */
    private static void leaveTidy(Terminal terminal) {
        // Written as the server's output is, past the terminal's writer: plain VT100, which every terminal takes.
        int rows = terminal.getHeight();
        String tidy = "\u001b[r" + (rows > 1 ? "\u001b[" + rows + ";1H\u001b[K" : "") + "\r\n";
        try {
            terminal.output().write(tidy.getBytes(StandardCharsets.US_ASCII));
            terminal.output().flush();
        } catch (IOException e) {
            // The teacher's terminal is gone too: nothing to tidy.
        }
    }

    private static void resize(ChannelShell shell, Terminal terminal) {
        try {
            shell.sendWindowChange(terminal.getWidth(), terminal.getHeight());
        } catch (IOException | RuntimeException e) {
            // The console keeps its old size until the next change.
        }
    }

    /** Every key typed goes to the console as it is typed, until either side ends. */
    private static void pump(InputStream keys, OutputStream console) {
        byte[] buffer = new byte[1024];
        try {
            int read;
            while ((read = keys.read(buffer)) >= 0) {
                if (read > 0) {
                    console.write(buffer, 0, read);
                    console.flush();
                }
            }
        } catch (IOException e) {
            // The console ended: nothing more to send.
        }
    }

    /**
     * The console's screen, shown as it comes rather than when a buffer fills, and left open when the
     * channel closes it: the terminal is this process's, and is written to after the console ends.
     */
    private static final class Flushing extends FilterOutputStream {
        Flushing(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            out.write(bytes, offset, length);
            out.flush();
        }

        @Override
        public void close() throws IOException {
            out.flush();
        }
    }

    private static Throwable rootCause(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }

    private static void closeQuietly(ClientSession session) {
        try {
            session.close();
        } catch (IOException e) {
            // Refused already: nothing is left to close.
        }
    }
}
