package org.nimexplorer.command.session;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.HandIn;

/**
 * The class a student's session belongs to on a class server: the assignments the teacher published,
 * and the place the student's hand-ins go, with no file in between. A learner at home has none, and
 * assignments reach them as files.
 */
public interface Classroom {

    /** The student's name, as their hand-ins and the teacher's report show it. */
    String student();

    /** An assignment as the teacher published it: the short name students type, and the assignment. */
    record Published(String name, Assignment assignment) {}

    /** The assignments published, the newest first. */
    List<Published> assignments() throws IOException;

    /** The student's hand-in for {@code assignment}, if they have begun it. */
    Optional<HandIn> handIn(Assignment assignment) throws IOException;

    /**
     * The line that takes the student back to an assignment they left in the middle (a dropped
     * connection): run as their session starts, it puts them at the question they were on.
     */
    Optional<String> unfinished();

    /** What the student hears as the session starts: the assignments waiting for them, one sentence each. */
    List<String> notices();

    /**
     * Keeps {@code progress}, the student's progress as their progress file holds it, committed before
     * this returns: another server of the class starts the student's next session from it.
     */
    void keepProgress(String progress) throws IOException;

    /**
     * Keeps {@code handIn} in place of the student's earlier one for its assignment, committed before
     * this returns: the teacher's report reads it at once.
     */
    void keep(HandIn handIn) throws IOException;
}
