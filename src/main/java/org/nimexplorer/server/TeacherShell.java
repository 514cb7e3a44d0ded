package org.nimexplorer.server;

import java.io.IOException;
import org.apache.sshd.server.Environment;
import org.apache.sshd.server.channel.ChannelSession;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The teacher's console opened from another terminal ({@code nim-explorer class console}): the same
 * console as on the terminal {@code serve} runs in, over the SSH channel, on a thread of its own.
 * Leaving it leaves the class running; its 'stop' stops the server.
 */
final class TeacherShell extends ShellCommand {

    /** Enough for a teacher and an assistant or two; a console left open somewhere need not be closed to open one. */
    static final int MOST_CONSOLES = 4;

    private static final Logger LOG = LoggerFactory.getLogger(TeacherShell.class);

    private final ClassServer server;
    private volatile ChannelTerminal terminal;
    private volatile Thread thread;

    TeacherShell(ClassServer server) {
        this.server = server;
    }

    @Override
    public void start(ChannelSession channel, Environment env) throws IOException {
        if (env.getEnv().get(Environment.ENV_TERM) == null) {
            refuse("The teacher's console needs a terminal: run 'nim-explorer class console' in one.");
            return;
        }
        // The console of serve's own terminal counts too, and is not what a teacher means by 'open already'.
        if (server.consoles() > MOST_CONSOLES) {
            refuse("There are " + MOST_CONSOLES + " teacher's consoles open already; quit one first.");
            return;
        }
        terminal = ChannelTerminal.open("teacher console", in, out, env);
        Thread console = new Thread(this::run, "teacher-console");
        console.setDaemon(true);
        thread = console;
        console.start();
    }

    private void run() {
        boolean stop = false;
        server.tell("+ a teacher's console opened in another terminal");
        try {
            stop = new TeacherConsole(server, TeacherConsole.Where.CLASS_CONSOLE).run(terminal.terminal());
        } catch (RuntimeException | Error e) {
            LOG.error("a teacher's console ended by a failure", e);
        } finally {
            terminal.close();
            exit.onExit(0);
            server.tell(stop ? "! A teacher's console asked the server to stop." : "- a teacher's console closed");
        }
        if (stop) {
            server.askToStop();
        }
    }


    @Override
    public void destroy(ChannelSession channel) {
        ChannelTerminal now = terminal;
        if (now != null) {
            now.close();
        }
        Thread running = thread;
        if (running != null) {
            running.interrupt();
        }
    }
}
