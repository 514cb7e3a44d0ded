package org.nimexplorer.command.session;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.HandIn;
import org.nimexplorer.quiz.QuizFlow;

/**
 * A quiz under way in the session: its flow, the file its report goes to when it ends, and for an
 * assignment, the hand-in to write.
 */
public record QuizRun(QuizFlow flow, Optional<Path> report, Optional<HandingIn> handIn) {

    /**
     * Where a student's hand-in goes, under what name, for which assignment.
     *
     * @param earlier the student's hand-ins for it that this one replaces, oldest first
     * @param before  the answers of this attempt given in an earlier session, which a dropped connection cut short
     */
    public record HandingIn(To to, String student, Assignment assignment, List<HandIn.Earlier> earlier,
            List<HandIn.Item> before) {

        public HandingIn {
            earlier = List.copyOf(earlier);
            before = List.copyOf(before);
        }

        public HandingIn(To to, String student, Assignment assignment, List<HandIn.Earlier> earlier) {
            this(to, student, assignment, earlier, List.of());
        }
    }

    /** Where a hand-in goes: a file the student gives their instructor, or the class server they are on. */
    public sealed interface To {
        record File(Path path) implements To {}

        /** The class server keeps it after every answer, so that not one is lost with a dropped connection. */
        record Server(Classroom classroom) implements To {}
    }

    /** "quiz 3/10", for the prompt. */
    String label() {
        return "quiz " + (flow.current() + 1) + "/" + flow.plan().questions().size();
    }
}
