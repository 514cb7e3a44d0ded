package org.nimexplorer.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Clock;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.sql.SQLException;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.future.CloseFuture;
import org.apache.sshd.core.CoreModuleProperties;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.auth.keyboard.DefaultKeyboardInteractiveAuthenticator;
import org.apache.sshd.server.auth.keyboard.UserAuthKeyboardInteractiveFactory;
import org.apache.sshd.server.auth.password.UserAuthPasswordFactory;
import org.apache.sshd.server.auth.pubkey.RejectAllPublickeyAuthenticator;
import org.apache.sshd.server.channel.ChannelSessionFactory;
import org.apache.sshd.server.forward.RejectAllForwardingFilter;
import org.apache.sshd.common.global.KeepAliveHandler;
import org.apache.sshd.server.global.NoMoreSessionsHandler;
import org.apache.sshd.server.keyprovider.SimpleGeneratorHostKeyProvider;
import org.nimexplorer.lesson.LessonLibrary;

/**
 * The SSH side of the class server: a session channel with a shell and nothing else (no command,
 * no SFTP or SCP, no forwarding of ports, agents or X11), logins by code through the {@link Gate},
 * and a host key made once in the data folder and kept, so students are never told it changed.
 */
public final class ClassServer implements AutoCloseable {

    /** How long a session may sit with no key pressed: a lesson's reading takes a while, a lunch break longer. */
    static final Duration IDLE = Duration.ofMinutes(45);
    /** How long a stopping server waits for its last words to reach the students and consoles. */
    private static final Duration CLOSING = Duration.ofSeconds(1);

    private final Path folder;
    private final ClassData data;
    private final Seats seats = new Seats();
    private final SshServer ssh;
    private final ExecutorService checks;
    private final ScheduledExecutorService replies;
    private final SimpleGeneratorHostKeyProvider hostKey;
    private final Gate gate;
    private final LiveClass live;
    private final ClassLine line = ClassLine.forThisMachine();
    /** On PostgreSQL: what the class's other servers tell, heard until the server closes. */
    private Optional<AutoCloseable> hearing = Optional.empty();
    private final List<AutoCloseable> held = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** The teacher's consoles open now: the one {@code serve} runs in, and those of 'class console'. */
    private final List<Ears> consoles = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** The way in for 'class console', once the server listens. */
    private volatile Optional<ConsoleDoor> door = Optional.empty();
    /** What a teacher's 'stop' does from a console: the process that serves decides. */
    private volatile Runnable stopping = () -> { };
    private volatile boolean stopAsked;
    private volatile Optional<Browser> browser = Optional.empty();
    private final String bind;

    /** A server for the class whose data is {@code data} and whose files live in {@code folder}; not yet listening. */
    public ClassServer(Path folder, ClassData data, Optional<String> classCode, String bind, int port) {
        this.folder = folder;
        this.data = data;
        this.bind = bind;
        this.checks = Executors.newFixedThreadPool(2, daemons("login-check"));
        this.replies = Executors.newSingleThreadScheduledExecutor(daemons("login-reply"));
        this.hostKey = new SimpleGeneratorHostKeyProvider(folder.resolve("ssh_host_ecdsa_key"));
        // ECDSA P-256 needs no library beyond the JDK, and every OpenSSH, PuTTY and Windows client takes it.
        // Never change the algorithm: the provider would replace a key of another kind that students trust.
        hostKey.setAlgorithm(KeyUtils.EC_ALGORITHM);
        hostKey.setKeySize(256);
        hostKey.setOverwriteAllowed(false);
        this.ssh = SshServer.setUpDefaultServer();
        ssh.setHost(bind);
        ssh.setPort(port);
        ssh.setKeyPairProvider(hostKey);
        this.gate = new Gate(data, classCode, Clock.systemUTC(), checks, replies);
        this.live = new LiveClass(data, LessonLibrary.load(Optional.empty(), false));
        ssh.setPasswordAuthenticator(gate);
        ssh.setKeyboardInteractiveAuthenticator(DefaultKeyboardInteractiveAuthenticator.INSTANCE);
        CoreModuleProperties.KB_SERVER_INTERACTIVE_NAME.set(ssh, "Nim Explorer");
        CoreModuleProperties.KB_SERVER_INTERACTIVE_INSTRUCTION.set(ssh, classCode.isPresent()
                ? "Type the class code (or your PIN, once you have one)." : "Type the code your teacher gave you.");
        CoreModuleProperties.KB_SERVER_INTERACTIVE_PROMPT.set(ssh, "Code: ");
        // Without these lists the defaults would add public keys from the OS user's authorized_keys.
        ssh.setPublickeyAuthenticator(RejectAllPublickeyAuthenticator.INSTANCE);
        ssh.setUserAuthFactories(List.of(UserAuthKeyboardInteractiveFactory.INSTANCE, UserAuthPasswordFactory.INSTANCE));
        // A session channel only: the default list also opens direct-tcpip channels, which is "ssh -L".
        ssh.setChannelFactories(List.of(ChannelSessionFactory.INSTANCE));
        ssh.setShellFactory(channel -> Boolean.TRUE.equals(channel.getSession().getAttribute(Gate.TEACHER))
                ? new TeacherShell(this) : new StudentShell(this));
        ssh.setCommandFactory(null);
        ssh.setSubsystemFactories(List.of());
        ssh.setForwardingFilter(RejectAllForwardingFilter.INSTANCE);
        ssh.setAgentFactory(null);
        ssh.setGlobalRequestHandlers(List.of(KeepAliveHandler.INSTANCE, NoMoreSessionsHandler.INSTANCE));
        CoreModuleProperties.MAX_AUTH_REQUESTS.set(ssh, 6);
        CoreModuleProperties.AUTH_TIMEOUT.set(ssh, Duration.ofSeconds(90));
        CoreModuleProperties.IDLE_TIMEOUT.set(ssh, IDLE);
        CoreModuleProperties.SERVER_IDENTIFICATION.set(ssh, "NimExplorer");
        gate.tellLockoutsTo((name, why) -> tell(TeacherConsole.lockedOut(name, why)));
        live.onAnswer(this::answered);
    }

    private static ThreadFactory daemons(String name) {
        return work -> {
            Thread thread = new Thread(work, name);
            thread.setDaemon(true);
            return thread;
        };
    }

    /**
     * Makes the host key if there is none (and checks the one there is), then listens; on PostgreSQL it
     * also hears the live walkthrough another server of the class drives.
     */
    public void start() throws IOException {
        fingerprint();
        try {
            hearing = data.hearServers(live::heard);
        } catch (SQLException e) {
            throw new IOException("cannot listen to the other servers of the class on its database: " + e.getMessage(),
                    e);
        }
        ssh.start();
        ConsoleDoor opened = ConsoleDoor.fresh(bind, port());
        gate.openConsoleTo(opened.code());
        opened.keep(folder);
        door = Optional.of(opened);
    }

    /** The port it listens on: the one asked for, or the one the system chose for port 0. */
    public int port() {
        return ssh.getPort();
    }

    /** The host key's fingerprint as {@code ssh} shows it, for the teacher to read out to a doubting class. */
    public String fingerprint() throws IOException {
        Path file = folder.resolve("ssh_host_ecdsa_key");
        Iterator<KeyPair> keys;
        try {
            keys = hostKey.loadKeys(null).iterator();
        } catch (RuntimeException e) {
            throw new IOException("the host key " + file + " cannot be read: " + e.getMessage(), e);
        }
        // The provider only logs a key it could not write, and would then make another at every start.
        if (!keys.hasNext() || !Files.isRegularFile(file)) {
            throw new IOException("the host key " + file + " could not be made or kept");
        }
        return KeyUtils.getFingerPrint(keys.next().getPublic());
    }

    Gate gate() {
        return gate;
    }

    ClassData data() {
        return data;
    }

    Seats seats() {
        return seats;
    }

    /** {@code held} is let go when the server closes: the data folder's lock. */
    void holding(AutoCloseable held) {
        this.held.add(held);
    }

    /** The class's line for long work: how many searches run at once, the rest waiting their turn. */
    ClassLine line() {
        return line;
    }

    /** What a teacher's console hears of the class: lines to show (who comes and goes, a lockout), and answers. */
    record Ears(Consumer<String> notice, Consumer<LiveClass.Now> answered) {}

    /** From now on {@code ears} hear the class, until the returned handle is closed. */
    AutoCloseable listen(Ears ears) {
        consoles.add(ears);
        return () -> consoles.remove(ears);
    }

    /** How many teacher's consoles are open. */
    int consoles() {
        return consoles.size();
    }

    /** Every console open hears {@code line}. */
    void tell(String line) {
        tellOthers(Optional.empty(), line);
    }

    /** Every console open but {@code self} (the one that did what {@code line} tells) hears {@code line}. */
    void tellOthers(Optional<Ears> self, String line) {
        for (Ears console : consoles) {
            if (self.filter(console::equals).isPresent()) {
                continue;
            }
            try {
                console.notice().accept(line);
            } catch (RuntimeException consoleGone) {
                // That teacher's terminal is gone: the class, and the other consoles, go on regardless.
            }
        }
    }

    /** Every console open hears of an answer kept; one whose terminal is gone holds up no other. */
    private void answered(LiveClass.Now now) {
        for (Ears console : consoles) {
            try {
                console.answered().accept(now);
            } catch (RuntimeException consoleGone) {
                // That teacher's status row could not be redrawn: the answer is kept all the same.
            }
        }
    }

    /** A student's session began or ended: the teacher hears it, with how many are connected now. */
    void cameOrWent(StudentName student, boolean came) {
        int now = connected();
        tell((came ? "+ " + student + " connected" : "- " + student + " left") + " (" + now
                + (now == 1 ? " student" : " students") + " connected)");
    }

    /** Where the class is in the browser, and the dashboard's code: for the teacher's 'dashboard'. */
    record Browser(String address, String code) {}

    /** The class in the browser, once it is served. */
    Optional<Browser> browser() {
        return browser;
    }

    /** The class is served in the browser at {@code address}, its dashboard opened by {@code code}. */
    void servedInBrowser(String address, String code) {
        browser = Optional.of(new Browser(address, code));
    }

    /** From now on a teacher's 'stop' on a console of 'class console' runs {@code stop}. */
    public void whenAskedToStop(Runnable stop) {
        stopping = stop;
    }

    /** A teacher asked, from a console of 'class console', that the server stop. */
    void askToStop() {
        stopAsked = true;
        stopping.run();
    }

    /** Whether a teacher asked, from a console of 'class console', that the server stop. */
    boolean stopAsked() {
        return stopAsked;
    }

    /** The teacher's live walkthrough, when one is under way, and the sessions following it. */
    LiveClass live() {
        return live;
    }

    /** How many students are connected now. */
    public int connected() {
        return seats.students();
    }

    /** The folder of {@code student}'s own files on the server: progress and line history. */
    Path studentFolder(StudentName student) {
        return folder.resolve("students").resolve(student.key());
    }

    @Override
    public void close() throws IOException {
        tell("! The class server is stopping; every answer given is saved.");
        for (StudentSession shell : seats.all()) {
            shell.end("The class server is stopping. Your progress is saved: log in again when your teacher says.");
        }
        // Closed gracefully, so that what each was told reaches it, but not waited for past a moment.
        List<CloseFuture> closing = ssh.getActiveSessions().stream().map(session -> session.close(false)).toList();
        long end = System.nanoTime() + CLOSING.toNanos();
        for (CloseFuture session : closing) {
            try {
                session.await(Math.max(1, (end - System.nanoTime()) / 1_000_000));
            } catch (IOException interrupted) {
                break;
            }
        }
        ssh.stop(true);
        checks.shutdownNow();
        replies.shutdownNow();
        live.close();
        door.ifPresent(opened -> opened.remove(folder));
        for (AutoCloseable let : java.util.stream.Stream.concat(hearing.stream(), held.stream()).toList()) {
            try {
                let.close();
            } catch (Exception e) {
                // Stopping anyway: the process lets go of it as it ends.
            }
        }
    }
}
