package org.nimexplorer.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.nimexplorer.command.session.SessionStatus;
import org.nimexplorer.render.Painter;
import org.nimexplorer.repl.StatusLine;

/**
 * The teacher's side of a running class server, on the terminal {@code serve} was started in: who is
 * connected and where each student is. Lines are read until {@code stop} or the end of input.
 */
final class TeacherConsole {

    private static final String SEPARATOR = " · ";

    private final ClassServer server;
    private final ClassData data;
    private final LiveConsole live;

    TeacherConsole(ClassServer server, ClassData data) {
        this.server = server;
        this.data = data;
        this.live = new LiveConsole(server.live(), Painter.PLAIN, SEPARATOR);
    }

    /** Answers the teacher's lines from {@code in} until {@code stop}; false when the input ended instead. */
    boolean run(BufferedReader in, PrintWriter out) throws IOException {
        out.println("Type 'who' to see the class, 'live ID' to take it through a lesson, 'help' for");
        out.println("the rest, 'stop' to stop the server.");
        out.flush();
        server.live().onAnswer(now -> everyoneAnswered(now).ifPresent(line -> {
            synchronized (out) {
                out.println(line);
                out.flush();
            }
        }));
        String line;
        while ((line = in.readLine()) != null) {
            Optional<List<String>> reply = reply(line);
            if (reply.isEmpty()) {
                return true;
            }
            synchronized (out) {
                reply.get().forEach(out::println);
                out.flush();
            }
        }
        return false;
    }

    /** The console's answer to {@code line}: its lines, or empty for 'stop'. */
    Optional<List<String>> reply(String line) {
        String[] words = line.strip().split("\\s+");
        String first = words[0].toLowerCase(Locale.ROOT);
        String rest = line.strip().substring(words[0].length()).strip();
        return switch (first) {
            case "stop", "quit", "exit" -> Optional.empty();
            case "" -> Optional.of(live.status().map(List::of).orElse(List.of()));
            case "who" -> Optional.of(who());
            case "unlock" -> Optional.of(List.of(unlock(rest)));
            case "help" -> Optional.of(HELP);
            case "lessons" -> Optional.of(live.lessons());
            case "live" -> Optional.of(rest.equalsIgnoreCase("stop") ? live.stop() : live.start(rest));
            case "lesson" -> Optional.of(live.lessonLine(words));
            case "next", "back", "goto", "reveal" -> Optional.of(live.move(first, rest));
            case "again" -> Optional.of(live.again());
            case "spread" -> Optional.of(live.spread());
            case "status" -> Optional.of(List.of(live.status().orElse("No live lesson: 'live ID' starts one.")));
            default -> Optional.of(List.of("The console knows 'who', 'live ID', 'next', 'reveal', 'spread' and more:"
                    + " 'help' lists them all."));
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
            "live stop    end the live lesson: students' sessions are their own again",
            "stop         stop the server (every answer given is saved; so does Ctrl-C)");

    /** Once per round, when every student following has answered: the teacher may go on. */
    private Optional<String> everyoneAnswered(LiveClass.Now now) {
        Optional<LiveTally> tally = server.live().tally();
        if (tally.isEmpty() || tally.get().answered(now.round()) < tally.get().following()) {
            return Optional.empty();
        }
        return Optional.of("All " + tally.get().following() + " have answered: " + tally.get().status(SEPARATOR)
                + ". 'spread' draws it, 'reveal' shows the answer.");
    }

    /** Lifts the locks on the student {@code typed} names, saying so. */
    private String unlock(String typed) {
        Optional<StudentName> name = StudentName.parse(typed);
        if (name.isEmpty()) {
            return "unlock takes a student's name, as in: unlock ada";
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
        Map<String, List<String>> where = new LinkedHashMap<>();
        Map<String, StudentName> names = new LinkedHashMap<>();
        for (StudentShell shell : server.seats().all()) {
            StudentName student = shell.student();
            names.putIfAbsent(student.key(), student);
            where.computeIfAbsent(student.key(), k -> new ArrayList<>()).add(place(shell.status()));
        }
        List<StudentName> all = new ArrayList<>();
        try {
            all.addAll(data.students());
        } catch (SQLException e) {
            all.addAll(names.values());
        }
        names.values().stream().filter(n -> all.stream().noneMatch(a -> a.key().equals(n.key()))).forEach(all::add);
        int width = all.stream().mapToInt(n -> n.name().length()).max().orElse(4);
        List<String> lines = new ArrayList<>();
        lines.add(where.size() + " of " + all.size() + " student" + (all.size() == 1 ? "" : "s") + " connected.");
        for (StudentName name : all) {
            List<String> at = where.get(name.key());
            String padded = String.format("%-" + width + "s", name.name());
            if (at == null) {
                lines.add("  " + padded + "  not connected");
            } else {
                lines.add("  " + padded + "  " + String.join("; ", at));
            }
        }
        return lines;
    }

    private static String place(SessionStatus status) {
        String said = StatusLine.text(status, SEPARATOR);
        return said.isEmpty() ? "at the prompt" : said;
    }
}
