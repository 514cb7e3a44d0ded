package org.nimexplorer.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.jline.reader.EndOfFileException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStyle;
import org.jline.utils.Status;
import org.nimexplorer.command.session.SessionStatus;
import org.nimexplorer.engine.Text;
import org.nimexplorer.render.Painter;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.repl.StatusLine;

/**
 * The teacher's side of a running class server, on the terminal {@code serve} was started in or on
 * another opened by {@code class console}: who is connected and where each student is, the live
 * lesson, assignments and reports. Lines are read until {@code stop} or the end of input.
 */
final class TeacherConsole {

    /** Where a console runs, which decides what leaving it does. */
    enum Where {
        /** The terminal {@code serve} runs in: leaving the console stops the server. */
        SERVE_TERMINAL,
        /** Another terminal, through {@code class console}: 'quit' leaves the class running, 'stop' stops it. */
        CLASS_CONSOLE
    }

    private static final Logger LOG = LoggerFactory.getLogger(TeacherConsole.class);

    private static final String SEPARATOR = ClassRoll.SEPARATOR;

    private final ClassServer server;
    private final ClassData data;
    private final Where where;
    private final LiveConsole live;
    private final AssignmentsConsole assignments;
    /** What this console hears of the class, once it runs: the other consoles are told of its live moves. */
    private volatile Optional<ClassServer.Ears> ears = Optional.empty();

    TeacherConsole(ClassServer server, Where where) {
        this.server = server;
        this.data = server.data();
        this.where = where;
        this.live = new LiveConsole(server.live(), Painter.PLAIN, SEPARATOR);
        this.assignments = new AssignmentsConsole(data, server.live().library(), server.live());
    }

    /**
     * The console on the teacher's terminal: line editing, a status row at the bottom kept up to date as
     * answers come in ("live xor 1/4 · 25 following · question open · answers 18/25 · 12 right · most
     * common wrong: 1011"), and what happens meanwhile (a lockout, the whole class answered) shown above
     * the prompt. Returns true when the server is to stop: on 'stop', and on the terminal serve runs in on
     * 'quit' and Ctrl-C too; false when the console was left (Ctrl-D; 'quit' in another terminal).
     */
    boolean run(Terminal terminal) {
        LineReader reader = LineReaderBuilder.builder().terminal(terminal).appName("nim-explorer-console").build();
        Optional<Status> row = Optional.ofNullable(Status.getStatus(terminal, true));
        PrintWriter out = terminal.writer();
        // Answers come on many sessions' threads at once, and JLine's status row is drawn by one at a time.
        Runnable refresh = () -> row.ifPresent(status -> {
            List<AttributedString> shown = live.status().map(text -> List.of(new AttributedString(" " + fit(text,
                    terminal.getWidth() - 2), AttributedStyle.INVERSE))).orElse(List.of());
            synchronized (status) {
                status.update(shown);
            }
        });
        Consumer<String> above = line -> {
            try {
                reader.printAbove(String.join("\n", wrapped(List.of(line), terminal.getWidth())));
            } catch (IllegalStateException closed) {
                // The console has ended; the server is stopping.
            }
        };
        AutoCloseable hearing = listen(line -> {
            above.accept(line);
            // Another console may have moved the live lesson: this one's row follows.
            refresh.run();
        }, refresh);
        wrapped(greeting(), terminal.getWidth()).forEach(out::println);
        refresh.run();
        try {
            while (true) {
                String line;
                try {
                    line = reader.readLine("teacher> ");
                } catch (UserInterruptException interrupted) {
                    if (server.stopAsked()) {
                        // A console in another terminal asked the server to stop: this one ends first, cleanly.
                        return true;
                    }
                    // Ctrl-C on a half-typed line clears the line, as everywhere. On an empty one it stops the server
                    // from the terminal serve runs in, as servers stop; from another terminal, where the class must
                    // not end by a reflex, it says how to leave.
                    if (!interrupted.getPartialLine().isBlank()) {
                        continue;
                    }
                    if (where == Where.SERVE_TERMINAL) {
                        return true;
                    }
                    wrapped(List.of("'quit' (or Ctrl-D) leaves this console and the class goes on; 'stop' stops the"
                            + " server."), terminal.getWidth()).forEach(out::println);
                    out.flush();
                    continue;
                } catch (EndOfFileException | IllegalStateException ended) {
                    // Ctrl-D; or the connection of a console in another terminal dropped, and its terminal closed.
                    return false;
                }
                if (where == Where.CLASS_CONSOLE && LEAVING.contains(line.strip().toLowerCase(Locale.ROOT))) {
                    return false;
                }
                Optional<List<String>> reply = reply(line);
                if (reply.isEmpty()) {
                    if (where == Where.CLASS_CONSOLE) {
                        out.println("Stopping the class server; every answer given is saved.");
                        out.flush();
                    }
                    return true;
                }
                // The status row says it, and keeps saying it as answers come: no need to print it after each move.
                boolean asked = line.isBlank() || line.strip().equalsIgnoreCase("status");
                wrapped(reply.get().stream().filter(text -> asked || !text.startsWith("[live ")).toList(),
                        terminal.getWidth()).forEach(out::println);
                out.flush();
                refresh.run();
            }
        } finally {
            close(hearing);
            try {
                row.ifPresent(status -> status.update(List.of()));
            } catch (IllegalStateException closed) {
                // The console's connection is gone, and its status row with it.
            }
        }
    }

    /** The words that leave a console of 'class console' with the class running. */
    private static final Set<String> LEAVING = Set.of("quit", "exit");

    private List<String> greeting() {
        return where == Where.SERVE_TERMINAL
                ? List.of("Type 'who' to see the class, 'live ID' to take it through a lesson, 'help' for the rest,"
                        + " 'stop' to stop the server.")
                : List.of("The class server's console, on port " + server.port() + " with " + server.connected()
                        + (server.connected() == 1 ? " student" : " students") + " connected" + live.status().map(
                        status -> ", in a live lesson (" + status + ")").orElse("") + ". Type 'who' to see the"
                        + " class, 'help' for the rest; 'quit' leaves this console and the class goes on, 'stop'"
                        + " stops the server.");
    }

    /**
     * From now on this console hears the class: {@code above} shows what happens (who comes and goes, a
     * lockout, the whole class answered, once a round), and {@code refresh} redraws the status after each answer.
     */
    private AutoCloseable listen(Consumer<String> above, Runnable refresh) {
        Set<String> everyoneTold = ConcurrentHashMap.newKeySet();
        ClassServer.Ears heard = new ClassServer.Ears(above, now -> {
            refresh.run();
            // Once a round: a class whose last student answered hears it once, not again as others come and go.
            everyoneAnswered(now).filter(line -> everyoneTold.add(now.id() + " " + now.question() + " "
                    + now.round())).ifPresent(above);
        });
        ears = Optional.of(heard);
        return server.listen(heard);
    }

    private static void close(AutoCloseable hearing) {
        try {
            hearing.close();
        } catch (Exception e) {
            // Only a list's removal: nothing to fail.
        }
    }

    /** The lines as they fit {@code width} columns: a long one wrapped at its spaces, a table's rows as they are. */
    static List<String> wrapped(List<String> lines, int width) {
        // The lesson's text comes wrapped to 80 columns already: only a line wider than the window is wrapped again.
        int fit = width > 0 ? width : Wrap.MAX_WIDTH;
        List<String> out = new ArrayList<>();
        // An element may hold several lines already (a paragraph the lesson wrapped): each is looked at alone.
        for (String line : lines.stream().flatMap(String::lines).toList()) {
            if (line.length() <= fit) {
                out.add(line);
            } else {
                out.addAll(Wrap.paragraph(line, 0, Math.min(fit, Wrap.MAX_WIDTH)).lines().toList());
            }
        }
        return out;
    }

    /**
     * The console read from a script or a pipe ({@code serve < lesson-plan.txt}): each line answered on
     * {@code out} as on a terminal, what happens meanwhile printed between them. True on 'stop'; false
     * at the end of the input, after which the server serves on.
     */
    boolean run(BufferedReader in, PrintWriter out) throws IOException {
        Consumer<String> said = line -> {
            synchronized (out) {
                out.println(line);
                out.flush();
            }
        };
        // Not closed at the end of the input: the server serves on, and what happens is still written.
        listen(said, () -> { });
        String line;
        while ((line = in.readLine()) != null) {
            Optional<List<String>> reply = reply(line);
            if (reply.isEmpty()) {
                return true;
            }
            reply.get().forEach(said);
        }
        return false;
    }

    /** {@code text} cut to {@code width} columns, with an ellipsis where it was cut. */
    private static String fit(String text, int width) {
        return text.length() <= width || width < 4 ? text : text.substring(0, width - 3) + "...";
    }

    /**
     * The console's answer to {@code line}: its lines, or empty for 'stop'. A failure of one command is
     * told in a line and logged: the class goes on.
     */
    Optional<List<String>> reply(String line) {
        try {
            Optional<Long> before = server.live().now().map(LiveClass.Now::serial);
            Optional<List<String>> reply = answer(line);
            // Only a move that moved the class is news: a refused 'again' is this console's alone.
            if (!server.live().now().map(LiveClass.Now::serial).equals(before)) {
                tellOtherConsoles(line);
            }
            return reply;
        } catch (RuntimeException e) {
            LOG.error("the console's line '{}' failed", line, e);
            return Optional.of(List.of("That could not be done (" + Text.clip(String.valueOf(e.getMessage()))
                    + "); server.log in the data folder says more. The class goes on."));
        }
    }

    /** The words that move the live lesson, which every other console hears of: two teachers must not cross. */
    private static final Set<String> MOVES = Set.of("live", "lesson", "next", "back", "goto", "reveal", "again");

    private void tellOtherConsoles(String line) {
        String first = line.strip().split("\\s+")[0].toLowerCase(Locale.ROOT);
        if (MOVES.contains(first)) {
            server.tellOthers(ears, "* Another teacher's console: " + Text.clip(line.strip()) + live.status().map(
                    status -> " (now " + status + ")").orElse(""));
        }
    }

    private Optional<List<String>> answer(String line) {
        String[] words = line.strip().split("\\s+");
        String first = words[0].toLowerCase(Locale.ROOT);
        String rest = line.strip().substring(words[0].length()).strip();
        return switch (first) {
            case "stop", "quit", "exit" -> Optional.empty();
            case "" -> Optional.of(live.statusLine().map(List::of).orElse(List.of()));
            case "who" -> Optional.of(who());
            case "unlock" -> Optional.of(List.of(unlock(rest)));
            case "help" -> Optional.of(help());
            case "lessons" -> Optional.of(live.lessons());
            case "live" -> Optional.of(rest.equalsIgnoreCase("stop") ? live.stop() : live.start(rest));
            case "lesson" -> Optional.of(live.lessonLine(words));
            case "next", "back", "goto", "reveal" -> Optional.of(live.move(first, rest));
            case "again" -> Optional.of(live.again());
            case "spread" -> Optional.of(live.spread());
            case "assign" -> Optional.of(assignments.publish(rest));
            case "assignments" -> Optional.of(assignments.list());
            case "report" -> Optional.of(assignments.report(rest, Painter.PLAIN));
            case "status" -> Optional.of(List.of(live.statusLine().orElse("No live lesson: 'live ID' starts one.")));
            case "dashboard" -> Optional.of(dashboard());
            default -> Optional.of(List.of("The console does not know '" + Text.clip(words[0]) + "': 'help' lists"
                    + " what it knows."));
        };
    }

    private static final List<String> HELP = List.of(
            "who          every student, connected or not, and where each is",
            "unlock NAME  let NAME try codes again at once, after too many wrong ones",
            "lessons      the lessons, to take the class through live",
            "live ID      take the class through lesson ID: every student's screen follows",
            "             yours (also: lesson start ID --walkthrough --live)",
            "next, back   move the live lesson on, or back a step; 'goto N' to step N",
            "spread       the class's answers to the question, as bars",
            "again        a second vote on the question, after the class talked it over",
            "reveal       show every student the worked answer and how theirs did",
            "status       where the live lesson is and how many have answered (or Enter)",
            "assign ...   publish an assignment: assign --title \"Week 3\" --count 10 (and the",
            "             other options of 'nim-explorer assign', without -o)",
            "assignments  the assignments published, and how many have handed each in",
            "report NAME  the class report of assignment NAME, from the hand-ins so far",
            "live stop    end the live lesson: students' sessions are their own again",
            "dashboard    the class in the browser: its address, and the dashboard's code");

    private List<String> help() {
        List<String> all = new ArrayList<>(HELP);
        if (where == Where.SERVE_TERMINAL) {
            all.add("stop         stop the server; every answer given is saved (or Ctrl-C)");
        } else {
            all.add("quit         leave this console; the server and the class go on (Ctrl-D too)");
            all.add("stop         stop the server for the whole class (every answer given is saved)");
        }
        return all;
    }

    /** 'dashboard': where the class is in the browser, and the code that opens the teacher's page there. */
    private List<String> dashboard() {
        return server.browser().map(web -> List.of("Students open " + web.address() + " (the same name and code"
                + " as over SSH).", "The teacher's dashboard is " + web.address() + "/teacher; its code is "
                + web.code() + ".")).orElse(List.of("The class is not served in the browser: start the server with"
                + " --web-port PORT (as in: serve --roster class.txt --web-port 8080)."));
    }

    /** Once per round, when every student following has answered: the teacher may go on. */
    private Optional<String> everyoneAnswered(LiveClass.Now now) {
        Optional<LiveTally> tally = server.live().tally();
        if (tally.isEmpty() || tally.get().answered(now.round()) < tally.get().following()) {
            return Optional.empty();
        }
        return Optional.of((tally.get().following() == 1 ? "The one student following has answered: " : "All "
                + tally.get().following() + " have answered: ") + tally.get().status(SEPARATOR)
                + ". 'spread' draws it, 'reveal' shows the answer.");
    }

    /** Lifts the locks on the student {@code typed} names, saying so. */
    private String unlock(String typed) {
        Optional<StudentName> name = StudentName.parse(typed);
        if (name.isEmpty()) {
            return "unlock takes a student's name, as in: unlock ada";
        }
        try {
            if (data.student(name.get()).isEmpty()) {
                return "There is no student " + name.get() + " in this class: 'who' lists them.";
            }
        } catch (SQLException e) {
            // The locks are lifted all the same: a name with none is no harm.
        }
        server.gate().unlock(name.get());
        return name.get() + " may try their code again now.";
    }

    /** A line for the teacher when a student is refused for too many wrong codes: who, and how to let them in. */
    static String lockedOut(StudentName name, String why) {
        return "! " + name + " is locked out (" + why + "): 'unlock " + name.key() + "' lets them try again.";
    }

    /** One line for the class, then one a student: their name, their sessions, and where each is. */
    List<String> who() {
        ClassRoll roll = ClassRoll.of(data, server.seats().all());
        List<StudentName> all = roll.students().stream().map(ClassRoll.Entry::name).toList();
        int width = all.stream().mapToInt(n -> n.name().length()).max().orElse(4);
        List<String> lines = new ArrayList<>();
        lines.add(roll.connected() + " of " + all.size() + " student" + (all.size() == 1 ? "" : "s") + " connected.");
        for (ClassRoll.Entry student : roll.students()) {
            String padded = String.format("%-" + width + "s", student.name().name());
            lines.add("  " + padded + "  " + (student.sessions().isEmpty() ? "not connected" : String.join("; ",
                    student.sessions().stream().map(ClassRoll::where).toList())));
        }
        return lines;
    }

    /** Where a session is, in the words of its status row; "at the prompt" when nothing is under way. */
    static String place(SessionStatus status) {
        String said = StatusLine.text(status, SEPARATOR);
        return said.isEmpty() ? "at the prompt" : said;
    }
}
