package org.nimexplorer.server;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.command.session.Classroom;
import org.nimexplorer.engine.Result;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.quiz.HandIn;

/**
 * A student's classroom on the class server: the assignments the teacher published, read from the
 * database, and the student's hand-ins kept there, each the same document a hand-in file holds.
 */
final class ServerClassroom implements Classroom {

    private final ClassData data;
    private final StudentName student;

    ServerClassroom(ClassData data, StudentName student) {
        this.data = data;
        this.student = student;
    }

    @Override
    public String student() {
        return student.name();
    }

    @Override
    public List<Published> assignments() throws IOException {
        List<Published> all = new ArrayList<>();
        try {
            for (ClassData.PublishedRow row : data.published()) {
                Result<Assignment> read = ClassFiles.assignmentFrom(row.body());
                if (read.isOk()) {
                    all.add(new Published(row.name(), read.orThrow()));
                }
            }
        } catch (SQLException e) {
            throw new IOException(e.getMessage(), e);
        }
        return all;
    }

    @Override
    public Optional<HandIn> handIn(Assignment assignment) throws IOException {
        try {
            return data.handIns(assignment.id(), Optional.of(student.key())).values().stream().findFirst()
                    .map(ClassFiles::handInFrom).filter(Result::isOk).map(Result::orThrow);
        } catch (SQLException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    @Override
    public void keepProgress(String progress) throws IOException {
        try {
            data.keepProgress(student.key(), progress, System.currentTimeMillis());
        } catch (SQLException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    @Override
    public void keep(HandIn handIn) throws IOException {
        try {
            data.handIn(handIn.assignment().id(), student.key(), ClassFiles.handInText(handIn), handIn.items().size(),
                    System.currentTimeMillis());
        } catch (SQLException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /** "Your teacher has set 'Week 3' (10 medium questions): 'quiz --assignment week-3' takes it." */
    static String set(Published p) {
        return "Your teacher has set " + p.assignment().describeForStudent() + (p.assignment().practice() ? ""
                : ", one try a question") + ": 'quiz --assignment " + p.name() + "' takes it.";
    }

    @Override
    public Optional<String> unfinished() {
        try {
            for (Published p : assignments()) {
                Optional<HandIn> mine = handIn(p.assignment());
                if (mine.filter(HandIn::reachedAny).filter(h -> h.items().size() < p.assignment().count()).isPresent()) {
                    return Optional.of("quiz --assignment " + p.name());
                }
            }
        } catch (IOException e) {
            // The notices say the server could not read its assignments.
        }
        return Optional.empty();
    }

    @Override
    public List<String> notices() {
        List<String> notices = new ArrayList<>();
        try {
            for (Published p : assignments()) {
                Optional<HandIn> mine = handIn(p.assignment());
                if (mine.isEmpty() || !mine.get().reachedAny()) {
                    notices.add(set(p));
                } else if (mine.get().items().size() < p.assignment().count()) {
                    notices.add("You have answered " + mine.get().items().size() + " of " + p.assignment().count()
                            + " questions of " + p.assignment().describeForStudent() + " (kept for your teacher):"
                            + " 'quiz --assignment " + p.name() + "' goes on from question " + (mine.get().items()
                                    .size() + 1) + ".");
                }
            }
        } catch (IOException e) {
            notices.add("The class server could not read its assignments just now.");
        }
        return notices;
    }
}
