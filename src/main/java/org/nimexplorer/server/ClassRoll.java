package org.nimexplorer.server;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The class as the teacher sees it, on the console's 'who' and the dashboard alike: every student the
 * database knows, then any connected one it does not (it could not be read), each with their open
 * sessions, and where each session is.
 *
 * @param students  every student, in the database's order, with the sessions each has open
 * @param connected how many of them have a session open
 */
record ClassRoll(List<Entry> students, int connected) {

    /** The word between the parts of a session's place: "live xor 2/4 · answered". */
    static final String SEPARATOR = " \u00b7 ";

    /** One student, and their sessions open now (none: not connected). */
    record Entry(StudentName name, List<StudentSession> sessions) {}

    static ClassRoll of(ClassData data, List<StudentSession> open) {
        Map<String, List<StudentSession>> byStudent = new LinkedHashMap<>();
        Map<String, StudentName> names = new LinkedHashMap<>();
        for (StudentSession session : open) {
            names.putIfAbsent(session.student().key(), session.student());
            byStudent.computeIfAbsent(session.student().key(), k -> new ArrayList<>()).add(session);
        }
        List<StudentName> all = new ArrayList<>();
        try {
            all.addAll(data.students());
        } catch (SQLException e) {
            // The database is busy: the connected students are shown all the same.
        }
        names.values().stream().filter(n -> all.stream().noneMatch(a -> a.key().equals(n.key()))).forEach(all::add);
        List<Entry> entries = all.stream().map(name -> new Entry(name, byStudent.getOrDefault(name.key(), List.of())))
                .toList();
        return new ClassRoll(entries, byStudent.size());
    }

    /** Where {@code session} is: its step of the live lesson, or its own lesson, step and try, or quiz question. */
    static String where(StudentSession session) {
        return session.live(SEPARATOR).orElseGet(() -> TeacherConsole.place(session.status()));
    }
}
