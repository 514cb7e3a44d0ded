package org.nimexplorer.server;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.nimexplorer.command.session.SessionStatus;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.repl.Repl;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.OutputFile;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One student's session on the class server, whatever carries it to them: on a thread of its own, the
 * whole program for that student, in their own folder, in the environment their client sent, with a
 * seat among the student's sessions and the teacher told of its coming and going.
 */
final class StudentSession {

    /** What carries a session to the student: SSH's channel, or a browser's socket. */
    interface Carrier {
        /** The student's terminal. */
        Terminal terminal();

        /** Shows {@code text} on the student's screen at once, outside the session: its last word. */
        void say(String text) throws IOException;

        /** Ends the connection. */
        void close();

        /** The newcomer chose their PIN: the name is theirs now, and this connection's way in no longer claims it. */
        default void claimed() {
        }
    }

    private static final Logger LOG = LoggerFactory.getLogger(StudentSession.class);

    private final ClassServer server;
    private final StudentName student;
    private final Carrier carrier;
    private volatile Thread thread;
    /** Set when the connection went first: what fails after it (a closed terminal) is no failure of the server's. */
    private volatile boolean left;
    /** Where the session is, once it runs: for the teacher's console. */
    private volatile Supplier<SessionStatus> status = () -> SessionStatus.IDLE;
    /** The session's following of the live lesson, once it runs. */
    private volatile Optional<LiveFollower> live = Optional.empty();
    /** When the student last pressed a key (or came in): for the teacher, who is idle. */
    private volatile long lastKey = System.currentTimeMillis();

    private StudentSession(ClassServer server, StudentName student, Carrier carrier) {
        this.server = server;
        this.student = student;
        this.carrier = carrier;
    }

    /**
     * Starts {@code student}'s session on {@code carrier}: takes a seat (closing their oldest session when they
     * have too many), then runs the session on a thread of its own, and at its end calls {@code ended} with its
     * status. A newcomer to an open class ({@code claiming}) first chooses their PIN. An {@code accessible}
     * session reads as the program's --accessible does: no pager, no status row, words for every drawing.
     */
    static StudentSession start(ClassServer server, StudentName student, Carrier carrier, Map<String, String> sent,
            boolean claiming, boolean accessible, IntConsumer ended) {
        StudentSession session = new StudentSession(server, student, carrier);
        server.seats().take(student, session).ifPresent(oldest -> oldest.end("You logged in again elsewhere, so this"
                + " session is closed. Your progress is saved."));
        Thread running = new Thread(() -> ended.accept(session.run(sent, claiming, accessible)), "student-"
                + student.key());
        running.setDaemon(true);
        session.thread = running;
        running.start();
        return session;
    }

    private int run(Map<String, String> sent, boolean claiming, boolean accessible) {
        int status = 1;
        Terminal on = carrier.terminal();
        server.cameOrWent(student, true);
        try {
            if (!claiming || claimed(on)) {
                Path folder = server.studentFolder(student);
                upToDate(new AppHome(folder).progress());
                LiveFollower following = new LiveFollower(server.live(), student);
                live = Optional.of(following);
                status = Repl.runTerminal(on, Repl.Place.classServer(new AppHome(folder), sent, student.name(),
                        seen -> this.status = seen, following, new ServerClassroom(server.data(), student),
                        server.line()),
                        new Repl.Flags(false, accessible, false));
            }
        } catch (RuntimeException | Error e) {
            if (!left) {
                LOG.error("the session of {} ended by a failure", student, e);
            }
            status = 1;
        } finally {
            server.seats().leave(student, this);
            server.cameOrWent(student, false);
            carrier.close();
        }
        return status;
    }

    /**
     * The student's progress file on this server, brought up to what the class's database keeps when that
     * is newer: the student last worked on another server of the class. A file newer than the database
     * (a save the database missed) is kept as it is.
     */
    private void upToDate(Path file) {
        try {
            Optional<ClassData.KeptProgress> kept = server.data().progress(student.key());
            if (kept.isPresent() && (!Files.exists(file)
                    || Files.getLastModifiedTime(file).toMillis() < kept.get().updatedAt())) {
                Files.createDirectories(file.getParent());
                OutputFile.write(file, kept.get().body());
            }
        } catch (SQLException | IOException | RuntimeException e) {
            LOG.warn("the progress of {} could not be brought up to date from the database", student, e);
        }
    }

    /**
     * A newcomer to an open class chooses the PIN that keeps their name theirs: the class code got
     * them in once, and from now on only the PIN does. False when they left, or someone was quicker.
     */
    private boolean claimed(Terminal on) {
        PrintWriter screen = on.writer();
        LineReader reader = LineReaderBuilder.builder().terminal(on).build();
        screen.println(Wrap.paragraph("Welcome, " + student + ". The name " + student + " is yours once you choose a"
                + " PIN: 4 to 12 digits you will type instead of the class code from now on.", 0, Wrap.fit(on.getWidth())));
        try {
            while (true) {
                String pin = reader.readLine("PIN: ", '*').strip();
                if (!pin.matches("[0-9]{4,12}")) {
                    screen.println("A PIN is 4 to 12 digits.");
                    continue;
                }
                if (!reader.readLine("The same PIN again: ", '*').strip().equals(pin)) {
                    screen.println("The two were not the same; once more.");
                    continue;
                }
                if (server.data().claim(student, Codes.hash(pin), System.currentTimeMillis())) {
                    screen.println(Wrap.paragraph("The name " + student + " is yours. Next time, type your PIN when"
                            + " asked for the code.", 0, Wrap.fit(on.getWidth())));
                    carrier.claimed();
                    return true;
                }
                screen.println("Someone took the name " + student + " a moment ago; log in with another name.");
                return false;
            }
        } catch (UserInterruptException | EndOfFileException left) {
            return false;
        } catch (SQLException e) {
            LOG.error("the name {} could not be claimed", student, e);
            screen.println("The server could not keep your name just now; log in again in a moment.");
            return false;
        } finally {
            screen.flush();
        }
    }

    /** Whose session this is. */
    StudentName student() {
        return student;
    }

    /** Where the session is now: its lesson and step, its quiz question, or nothing under way. */
    SessionStatus status() {
        return status.get();
    }

    /** The student pressed a key. */
    void touched() {
        lastKey = System.currentTimeMillis();
    }

    /** How long since the student last pressed a key, at {@code now} (milliseconds since the epoch). */
    long idleFor(long now) {
        return Math.max(0, now - lastKey);
    }

    /** Where the session is in the live lesson, when one is under way: its step, and whether its answer is in. */
    Optional<String> live(String separator) {
        return live.flatMap(following -> following.whereFor(separator));
    }

    /**
     * Ends the session from outside (the server stopping, the student's newer login), telling the
     * student why on their screen; the session then ends as if they had left, its progress saved.
     */
    void end(String why) {
        left = true;
        String text = Wrap.paragraph(why, 0, Wrap.fit(widthOr80()));
        try {
            carrier.say(text);
        } catch (IOException | RuntimeException e) {
            // Gone already: nobody is there to read it.
        }
        carrier.close();
    }

    /** The connection went first (the student closed it): the session ends, and that is no failure. */
    void dropped() {
        left = true;
        carrier.close();
        Thread running = thread;
        if (running != null) {
            running.interrupt();
        }
    }

    private int widthOr80() {
        try {
            return carrier.terminal().getWidth();
        } catch (RuntimeException closed) {
            return 80;
        }
    }
}
