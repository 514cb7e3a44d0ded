package org.nimexplorer.server;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.net.SocketAddress;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.sshd.common.AttributeRepository.AttributeKey;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.server.auth.AsyncAuthException;
import org.apache.sshd.server.auth.password.PasswordAuthenticator;
import org.apache.sshd.server.session.ServerSession;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Who gets in: the code of a roster student, or in an open class the class code for a name no one
 * has claimed (the student then chooses a PIN) and the PIN for a claimed one. Every check runs off
 * SSH's I/O threads, and every refusal is answered after a second's wait, so guessing is slow and
 * one student's slow hash holds up no one else's login.
 */
final class Gate implements PasswordAuthenticator {

    /** The student a session logged in as. */
    static final AttributeKey<StudentName> STUDENT = new AttributeKey<>();
    /** Set when the student came in with the class code for a name that is not yet theirs: they choose a PIN first. */
    static final AttributeKey<Boolean> CLAIMING = new AttributeKey<>();
    /** Set when the session is the teacher's console, come in from this machine with the code of its {@link ConsoleDoor}. */
    static final AttributeKey<Boolean> TEACHER = new AttributeKey<>();

    static final Duration REFUSAL_DELAY = Duration.ofSeconds(1);
    private static final Logger LOG = LoggerFactory.getLogger(Gate.class);

    private final ClassData data;
    private final Optional<String> classCode;
    private final LoginGuard guard;
    private final ExecutorService checks;
    private final ScheduledExecutorService replies;
    private final Clock clock;
    /** Told of each login refused for a lock, for the teacher's console. */
    private volatile BiConsumer<StudentName, String> lockouts = (name, why) -> { };
    /** The names whose lock the teacher was told of: once a lock, not once a try. */
    private final Set<String> lockoutsTold = ConcurrentHashMap.newKeySet();
    /** The code of the teacher's console, once the server listens. */
    private volatile Optional<String> consoleCode = Optional.empty();

    Gate(ClassData data, Optional<String> classCode, Clock clock, ExecutorService checks,
            ScheduledExecutorService replies) {
        this.data = data;
        this.classCode = classCode;
        this.clock = clock;
        this.guard = new LoginGuard(clock);
        this.checks = checks;
        this.replies = replies;
    }

    /** Where each login refused for a lock is told from now on. */
    void tellLockoutsTo(BiConsumer<StudentName, String> listener) {
        lockouts = listener;
    }

    /** From now on the teacher's console comes in with {@code code}, from this machine alone. */
    void openConsoleTo(String code) {
        consoleCode = Optional.of(code);
    }

    /** Lifts every lock on {@code name}, as the teacher asks. */
    void unlock(StudentName name) {
        guard.unlock(name);
        lockoutsTold.remove(name.key());
    }

    /**
     * Where a login comes in, and how its student is told and let in: SSH's session, or the browser's form.
     */
    interface Arrival {
        /** Why {@code name}, as the student typed it, is not let in: for the student to read. */
        void refused(Refusal why, String name);

        /** {@code student} is in; {@code claiming} when they came with the class code for a name not yet theirs. */
        void admit(StudentName student, boolean claiming);
    }

    /** The web's door: the code of the teacher's dashboard, once the server serves the browser. */
    private volatile Optional<String> dashboardCode = Optional.empty();

    @Override
    public boolean authenticate(String username, String code, ServerSession session) throws AsyncAuthException {
        AsyncAuthException answer = new AsyncAuthException();
        String address = address(session.getClientAddress());
        Arrival arrival = new Arrival() {
            @Override
            public void refused(Refusal why, String name) {
                banner(session, why.told(name, true));
            }

            @Override
            public void admit(StudentName student, boolean claiming) {
                session.setAttribute(STUDENT, student);
                if (claiming) {
                    session.setAttribute(CLAIMING, true);
                }
            }
        };
        decide(() -> username.equals(ConsoleDoor.LOGIN) ? teacher(code, session, address)
                : check(username, code, arrival, address), answer::setAuthed);
        throw answer;
    }

    /**
     * A login from the browser: {@code arrival} told and let in as over SSH, and {@code done} given the
     * verdict, a refusal after the same wait.
     */
    void login(String username, String code, String address, Arrival arrival, Consumer<Boolean> done) {
        decide(() -> check(username, code, arrival, address), done);
    }

    /** From now on the teacher's dashboard in the browser opens to {@code code}. */
    void openDashboardTo(String code) {
        dashboardCode = Optional.of(code);
    }

    /**
     * The teacher's dashboard in the browser: its code, from anywhere (the teacher's laptop at the projector),
     * counted against the address when wrong, as a name the server cannot read is.
     */
    void dashboard(String code, String address, Consumer<Boolean> done) {
        decide(() -> {
            if (guard.addressLocked(address)) {
                return false;
            }
            if (dashboardCode.filter(kept -> same(kept, code)).isPresent()) {
                LOG.info("the teacher's dashboard was opened from {}", address);
                return true;
            }
            guard.failed(address);
            LOG.warn("a login to the teacher's dashboard from {} was refused", address);
            return false;
        }, done);
    }

    /** Runs {@code check} off the caller's thread, then gives {@code done} its verdict: at once if in, after a wait if not. */
    private void decide(java.util.function.BooleanSupplier check, Consumer<Boolean> done) {
        checks.execute(() -> {
            if (check.getAsBoolean()) {
                done.accept(true);
                return;
            }
            try {
                replies.schedule(() -> done.accept(false), REFUSAL_DELAY.toMillis(), TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException stopping) {
                // The server is stopping: the refusal goes at once, with the connection.
                done.accept(false);
            }
        });
    }

    private boolean check(String username, String code, Arrival arrival, String address) {
        Optional<StudentName> name = StudentName.parse(username);
        if (name.isEmpty()) {
            guard.failed(address);
            arrival.refused(Refusal.UNREADABLE_NAME, username);
            return false;
        }
        Optional<String> locked = guard.locked(address, name.get());
        if (locked.isPresent()) {
            LOG.warn("login of {} from {} refused unchecked: {}", name.get(), address, locked.get());
            if (lockoutsTold.add(name.get().key())) {
                lockouts.accept(name.get(), locked.get());
            }
            note(name.get(), address, false);
            arrival.refused(Refusal.LOCKED, name.get().name());
            return false;
        }
        Verdict verdict;
        try {
            verdict = verdict(name.get(), code, arrival);
        } catch (SQLException | RuntimeException e) {
            LOG.error("login of {} could not be checked", name.get(), e);
            arrival.refused(Refusal.CANNOT_CHECK, name.get().name());
            return false;
        }
        boolean in = verdict == Verdict.IN;
        if (in) {
            guard.succeeded(address, name.get());
            lockoutsTold.remove(name.get().key());
        } else {
            guard.failed(address, name.get());
            arrival.refused(verdict == Verdict.NO_SUCH_STUDENT ? Refusal.NO_SUCH_STUDENT : verdict == Verdict.TAKEN
                    ? Refusal.TAKEN : Refusal.WRONG_CODE, name.get().name());
        }
        note(name.get(), address, in);
        return in;
    }

    /**
     * The teacher's console: the code of the door the server keeps in its data folder, from the server's own
     * machine. Refusals count against the address, as a name the server cannot read does.
     */
    private boolean teacher(String code, ServerSession session, String address) {
        if (guard.addressLocked(address)) {
            banner(session, "Too many wrong codes from this machine: wait " + LoginGuard.WINDOW.toMinutes() + " minutes.");
            return false;
        }
        boolean here = fromThisMachine(session.getClientAddress(), session.getLocalAddress());
        if (here && consoleCode.filter(kept -> same(kept, code)).isPresent()) {
            session.setAttribute(TEACHER, true);
            LOG.info("the teacher's console came in from {}", address);
            return true;
        }
        guard.failed(address);
        LOG.warn("a login to the teacher's console from {} was refused", address);
        banner(session, here ? "That is not the console's code: 'nim-explorer class console' reads it from the data"
                + " folder of the server running now." : "The teacher's console opens only on the server's own machine.");
        return false;
    }

    /** Whether a client at {@code client} is on the machine it reached at {@code local}: loopback, or itself. */
    static boolean fromThisMachine(SocketAddress client, SocketAddress local) {
        if (!(client instanceof InetSocketAddress from) || from.getAddress() == null) {
            return false;
        }
        return from.getAddress().isLoopbackAddress() || local instanceof InetSocketAddress to
                && from.getAddress().equals(to.getAddress());
    }

    /** Why a login is refused. */
    enum Refusal {
        UNREADABLE_NAME, LOCKED, CANNOT_CHECK, NO_SUCH_STUDENT, TAKEN, WRONG_CODE;

        /** What the student reads of it, about {@code name}: in ssh's words (Ctrl-C starts again), or the page's. */
        String told(String name, boolean overSsh) {
            String again = overSsh ? "press Ctrl-C and " : "";
            return switch (this) {
                case UNREADABLE_NAME -> "That cannot be a name here: " + (overSsh ? again + "type ssh with your name."
                        : StudentName.problem(name).replace(" (it is typed as ssh NAME@HOST)", "") + ".");
                case LOCKED -> "Too many wrong codes for " + name + ": wait " + LoginGuard.WINDOW.toMinutes()
                        + " minutes, or ask your teacher.";
                case CANNOT_CHECK -> "The class server cannot check codes just now; try again in a moment.";
                case NO_SUCH_STUDENT -> "There is no student " + name + " here: " + again + "check your name with your"
                        + " teacher.";
                case TAKEN -> "The name " + name + " is taken: type its PIN, or log in with another name.";
                case WRONG_CODE -> "That is not the code for " + name + ".";
            };
        }
    }

    /** What a login's code says. */
    private enum Verdict { IN, WRONG_CODE, NO_SUCH_STUDENT, TAKEN }

    private Verdict verdict(StudentName name, String code, Arrival arrival) throws SQLException {
        Optional<ClassData.Student> student = data.student(name);
        if (student.isPresent()) {
            ClassData.Student known = student.get();
            Optional<String> kept = known.onRoster() ? known.codeHash() : known.pinHash();
            if (kept.isEmpty()) {
                return Verdict.NO_SUCH_STUDENT;
            }
            if (Codes.matches(code, kept.get())) {
                // Greeted and kept as the roster writes them, whatever case they typed.
                arrival.admit(known.name(), false);
                return Verdict.IN;
            }
            return classCode.isPresent() && isClassCode(code) ? Verdict.TAKEN : Verdict.WRONG_CODE;
        }
        if (classCode.isEmpty()) {
            return Verdict.NO_SUCH_STUDENT;
        }
        if (!isClassCode(code)) {
            return Verdict.WRONG_CODE;
        }
        arrival.admit(name, true);
        return Verdict.IN;
    }

    private boolean isClassCode(String code) {
        return classCode.filter(c -> same(c, code)).isPresent();
    }

    /** Whether {@code typed} is {@code kept}, in time that does not tell how much of it was right. */
    private static boolean same(String kept, String typed) {
        return MessageDigest.isEqual(kept.getBytes(StandardCharsets.UTF_8), typed.getBytes(StandardCharsets.UTF_8));
    }

    /** A line the student's ssh shows before it asks again (OpenSSH prints it as it comes). */
    private static void banner(ServerSession session, String message) {
        try {
            Buffer banner = session.createBuffer(SshConstants.SSH_MSG_USERAUTH_BANNER);
            banner.putString(message + "\r\n");
            banner.putString("");
            session.writePacket(banner);
        } catch (IOException | RuntimeException e) {
            // The student will be asked again all the same; the words are a courtesy.
        }
    }

    private void note(StudentName name, String address, boolean accepted) {
        try {
            data.login(name, address, accepted, clock.millis());
        } catch (SQLException | RuntimeException e) {
            LOG.error("a login of {} could not be noted", name, e);
        }
    }

    /** The client's address without its port: the same machine whatever port it came from. */
    static String address(SocketAddress address) {
        return address instanceof InetSocketAddress inet ? inet.getAddress() == null ? inet.getHostString()
                : inet.getAddress().getHostAddress() : String.valueOf(address);
    }
}
