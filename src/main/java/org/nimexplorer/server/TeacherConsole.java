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
import org.nimexplorer.repl.StatusLine;

/**
 * The teacher's side of a running class server, on the terminal {@code serve} was started in: who is
 * connected and where each student is. Lines are read until {@code stop} or the end of input.
 */
final class TeacherConsole {

    private static final String SEPARATOR = " · ";

    private final ClassServer server;
    private final ClassData data;

    TeacherConsole(ClassServer server, ClassData data) {
        this.server = server;
        this.data = data;
    }

    /** Answers the teacher's lines from {@code in} until {@code stop}; false when the input ended instead. */
    boolean run(BufferedReader in, PrintWriter out) throws IOException {
        out.println("Type 'who' to see the class, 'help' for the rest, 'stop' to stop the server.");
        out.flush();
        String line;
        while ((line = in.readLine()) != null) {
            String[] words = line.strip().split("\\s+", 2);
            if (words[0].equalsIgnoreCase("unlock")) {
                out.println(unlock(words.length > 1 ? words[1] : ""));
                out.flush();
                continue;
            }
            switch (line.strip().toLowerCase(Locale.ROOT)) {
                case "" -> { }
                case "who" -> who().forEach(out::println);
                case "stop", "quit", "exit" -> {
                    return true;
                }
                case "help" -> {
                    out.println("who          every student, connected or not, and where each is");
                    out.println("unlock NAME  let NAME try codes again at once, after too many wrong ones");
                    out.println("stop         stop the server (every answer given is saved; so does Ctrl-C)");
                }
                default -> out.println("The console knows 'who', 'unlock NAME' and 'stop'; 'help' says what they do.");
            }
            out.flush();
        }
        return false;
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
