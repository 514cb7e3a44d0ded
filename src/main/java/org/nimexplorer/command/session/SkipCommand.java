package org.nimexplorer.command.session;

import org.nimexplorer.command.BadInputException;
import picocli.CommandLine.Command;

/** Passes over the quiz question waiting; it counts as not answered. */
@Command(name = "skip", hidden = true, description = {"Pass over the quiz question waiting.", "Example: skip"})
final class SkipCommand extends SessionCommand {

    SkipCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        if (session.quiz().isEmpty()) {
            throw new BadInputException("there is no quiz question to skip: 'quiz' starts a quiz");
        }
        session.quizzes().skip();
        return 0;
    }
}
