package org.nimexplorer.server;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.sshd.server.Environment;
import org.apache.sshd.server.ExitCallback;
import org.apache.sshd.server.channel.ChannelSession;
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
 * One student's connection: a {@link ChannelTerminal} over the SSH channel, and on a thread of its own
 * the whole session for that student, in their own folder, in the environment their client sent.
 */
final class StudentShell extends ShellCommand {

    private static final Logger LOG = LoggerFactory.getLogger(StudentShell.class);

    private final ClassServer server;
    private volatile ChannelTerminal terminal;
    private volatile Thread thread;
    /** Set when the connection went first: what fails after it (a closed terminal) is no failure of the server's. */
    private volatile boolean left;
    private volatile StudentName student;
    /** Where the session is, once it runs: for the teacher's console. */
    private volatile Supplier<SessionStatus> status = () -> SessionStatus.IDLE;
    /** The session's following of the live lesson, once it runs. */
    private volatile Optional<LiveFollower> live = Optional.empty();

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
        this.student = student;
        ChannelTerminal made = ChannelTerminal.open("ssh " + student.key(), in, out, env);
        server.seats().take(student, this).ifPresent(oldest -> oldest.end("You logged in again elsewhere, so this"
                + " session is closed. Your progress is saved."));
        terminal = made;
        boolean claiming = Boolean.TRUE.equals(channel.getSession().getAttribute(Gate.CLAIMING));
        Thread session = new Thread(() -> run(student, sent, claiming), "student-" + student.key());
        session.setDaemon(true);
        thread = session;
        session.start();
    }

    private void run(StudentName student, Map<String, String> sent, boolean claiming) {
        int status = 1;
        Terminal on = terminal.terminal();
        server.cameOrWent(student, true);
        try {
            if (!claiming || claimed(on, student)) {
                Path folder = server.studentFolder(student);
                upToDate(new AppHome(folder).progress(), student);
                LiveFollower following = new LiveFollower(server.live(), student);
                live = Optional.of(following);
                status = Repl.runTerminal(on, Repl.Place.classServer(new AppHome(folder), sent, student.name(),
                        seen -> this.status = seen, following, new ServerClassroom(server.data(), student),
                        server.line()),
                        new Repl.Flags(false, false, false));
            }
        } catch (RuntimeException | Error e) {
            if (!left) {
                LOG.error("the session of {} ended by a failure", student, e);
            }
            status = 1;
        } finally {
            server.seats().leave(student, this);
            server.cameOrWent(student, false);
            close();
            ExitCallback callback = exit;
            if (callback != null) {
                callback.onExit(status);
            }
        }
    }

    /**
     * The student's progress file on this server, brought up to what the class's database keeps when that
     * is newer: the student last worked on another server of the class. A file newer than the database
     * (a save the database missed) is kept as it is.
     */
    private void upToDate(Path file, StudentName student) {
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
    private boolean claimed(Terminal on, StudentName student) {
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
        ChannelTerminal now = terminal;
        String text = Wrap.paragraph(why, 0, Wrap.fit(now == null ? 80 : now.terminal().getWidth()));
        try {
            out.write(("\r\n" + text.replace("\n", "\r\n") + "\r\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException | RuntimeException e) {
            // Gone already: nobody is there to read it.
        }
        close();
    }


    private void close() {
        ChannelTerminal now = terminal;
        terminal = null;
        if (now != null) {
            now.close();
        }
    }

    @Override
    public void destroy(ChannelSession channel) {
        left = true;
        Thread running = thread;
        close();
        if (running != null) {
            running.interrupt();
        }
    }
}
