package org.nimexplorer.command.session;

import java.nio.file.Path;
import java.util.Optional;
import org.nimexplorer.quiz.QuizFlow;

/** A quiz under way in the session: its flow, and the file its report goes to when it ends. */
public record QuizRun(QuizFlow flow, Optional<Path> report) {

    /** "quiz 3/10", for the prompt. */
    String label() {
        return "quiz " + (flow.current() + 1) + "/" + flow.plan().questions().size();
    }
}
