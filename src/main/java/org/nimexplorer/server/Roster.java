package org.nimexplorer.server;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The class list a teacher hands the server: one student a line, or {@code name,code} where the
 * teacher chose the code. Blank lines and lines starting with {@code #} are skipped; a first line
 * {@code name} or {@code name,code} (a spreadsheet's header) too.
 */
public record Roster(List<Entry> students) {

    /** One student, with the code the teacher gave them, if any. */
    public record Entry(StudentName name, Optional<String> code) {}

    /** The shortest code a teacher may choose: shorter ones are guessed between two lockouts. */
    static final int SHORTEST_CODE = 6;

    /** A line of the roster that cannot be read, with its number. */
    public static final class Problem extends Exception {
        Problem(String message) {
            super(message, null, false, false);
        }
    }

    /** The roster in {@code text}; the first problem met, with its line number, when it is not one. */
    public static Roster parse(String text) throws Problem {
        List<Entry> students = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        String[] lines = text.split("\r?\n|\r", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.startsWith("\uFEFF")) {
                line = line.substring(1).strip();
            }
            if (line.isEmpty() || line.startsWith("#") || (students.isEmpty() && isHeader(line))) {
                continue;
            }
            Entry entry = entry(line, i + 1);
            Integer before = seen.putIfAbsent(entry.name().key(), i + 1);
            if (before != null) {
                throw new Problem("line " + (i + 1) + ": " + entry.name() + " is on the roster already (line " + before
                        + "); names differing only in case are one student");
            }
            students.add(entry);
        }
        if (students.isEmpty()) {
            throw new Problem("the roster names no student: write one name a line, or name,code");
        }
        return new Roster(List.copyOf(students));
    }

    private static boolean isHeader(String line) {
        return line.matches("(?i)\"?name\"?\\s*(,\\s*\"?code\"?)?");
    }

    private static Entry entry(String line, int number) throws Problem {
        String[] fields = line.split(",", -1);
        if (fields.length > 2) {
            throw new Problem("line " + number + ": a line is a name, or name,code; this one has " + fields.length
                    + " fields");
        }
        String name = unquoted(fields[0]);
        Optional<StudentName> student = StudentName.parse(name);
        if (student.isEmpty()) {
            throw new Problem("line " + number + ": " + StudentName.problem(name));
        }
        Optional<String> code = fields.length == 2 ? Optional.of(unquoted(fields[1])).filter(c -> !c.isEmpty())
                : Optional.empty();
        if (code.isPresent() && !code.get().matches("[\\x21-\\x7e]{" + SHORTEST_CODE + ",64}")) {
            throw new Problem("line " + number + ": a code is " + SHORTEST_CODE + " to 64 letters, digits or signs, no"
                    + " spaces (leave it out and the server makes one)");
        }
        return new Entry(student.get(), code);
    }

    private static String unquoted(String field) {
        String f = field.strip();
        return f.length() >= 2 && f.startsWith("\"") && f.endsWith("\"") ? f.substring(1, f.length() - 1).strip() : f;
    }
}
