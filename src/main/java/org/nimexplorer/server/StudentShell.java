package org.nimexplorer.server;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.apache.sshd.server.Environment;
import org.apache.sshd.server.ExitCallback;
import org.apache.sshd.server.channel.ChannelSession;
import org.jline.terminal.Terminal;

/** One student's SSH connection: a {@link ChannelTerminal} over the channel, carrying their {@link StudentSession}. */
final class StudentShell extends ShellCommand implements StudentSession.Carrier {

    private final ClassServer server;
    private volatile ChannelTerminal terminal;
    private volatile StudentSession session;

    StudentShell(ClassServer server) {
        this.server = server;
    }

    @Override
    public void start(ChannelSession channel, Environment env) throws IOException {
        StudentName student = channel.getSession().getAttribute(Gate.STUDENT);
        Map<String, String> sent = env.getEnv();
        if (student == null) {
            refuse("this session has no student; log in again");
            return;
        }
        if (sent.get(Environment.ENV_TERM) == null) {
            refuse("Nim Explorer needs a terminal: connect with ssh -t -p " + server.port() + " " + student + "@HOST");
            return;
        }
        terminal = ChannelTerminal.open("ssh " + student.key(), new Keys(in, () -> {
            StudentSession running = session;
            if (running != null) {
                running.touched();
            }
        }), out, env);
        boolean claiming = Boolean.TRUE.equals(channel.getSession().getAttribute(Gate.CLAIMING));
        session = StudentSession.start(server, student, this, sent, claiming, false, status -> {
            ExitCallback callback = exit;
            if (callback != null) {
                callback.onExit(status);
            }
        });
    }

    /** The keys from the student's ssh, each read noted: the teacher sees who has gone quiet. */
    private static final class Keys extends FilterInputStream {
        private final Runnable pressed;

        Keys(InputStream in, Runnable pressed) {
            super(in);
            this.pressed = pressed;
        }

        @Override
        public int read() throws IOException {
            int key = super.read();
            if (key >= 0) {
                pressed.run();
            }
            return key;
        }

        @Override
        public int read(byte[] keys, int offset, int length) throws IOException {
            int read = super.read(keys, offset, length);
            if (read > 0) {
                pressed.run();
            }
            return read;
        }
    }

    @Override
    public Terminal terminal() {
        return terminal.terminal();
    }

    @Override
    public void say(String text) throws IOException {
        out.write(("\r\n" + text.replace("\n", "\r\n") + "\r\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    @Override
    public void close() {
        terminal.close();
    }

    @Override
    public void destroy(ChannelSession channel) {
        StudentSession running = session;
        if (running != null) {
            running.dropped();
        }
    }
}
