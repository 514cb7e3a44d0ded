package org.nimexplorer.server;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Set;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelShell;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.session.ClientSession;

/** A student at their terminal: logged in over SSH with MINA's client, a shell open, keys to type and a screen to read. */
final class Student implements AutoCloseable {

    final ClientSession session;
    final ChannelShell shell;
    final Screen screen;

    private Student(ClientSession session, ChannelShell shell, Screen screen) {
        this.session = session;
        this.shell = shell;
        this.screen = screen;
    }

    /** Logs {@code name} in with {@code code} and opens a terminal of 80x24, as {@code ssh} from a plain window would. */
    static Student login(SshClient client, int port, String name, String code) throws IOException {
        ClientSession session = ClassServerFixture.loggedIn(client, port, name, code);
        return open(session, 80, 24);
    }

    static Student open(ClientSession session, int columns, int rows) throws IOException {
        ChannelShell shell = session.createShellChannel();
        shell.setPtyType("xterm-256color");
        shell.setPtyColumns(columns);
        shell.setPtyLines(rows);
        Screen screen = new Screen(columns, rows);
        shell.setOut(screen);
        shell.setErr(screen);
        shell.open().verify(Screen.WAIT);
        return new Student(session, shell, screen);
    }

    /** Types {@code keys} (with {@code \r} for Enter) as one burst, as a student's terminal sends a line. */
    Student type(String keys) throws IOException {
        OutputStream in = shell.getInvertedIn();
        in.write(keys.getBytes(StandardCharsets.UTF_8));
        in.flush();
        return this;
    }

    /** Types a line and waits for {@code then} on the screen. */
    String line(String text, String then) throws IOException, InterruptedException {
        type(text + "\r");
        return screen.awaitText(then);
    }

    /** Waits for the server to end the shell; the events seen. */
    Set<ClientChannelEvent> awaitClosed() {
        return shell.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), Screen.WAIT);
    }

    /** The connection cut, as a closed laptop lid or a dropped Wi-Fi cuts it: no 'quit', no goodbye. */
    void drop() throws IOException {
        session.close(true);
    }

    @Override
    public void close() throws IOException {
        shell.close(true);
        session.close(true);
    }
}
