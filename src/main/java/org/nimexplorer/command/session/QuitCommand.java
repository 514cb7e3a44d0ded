package org.nimexplorer.command.session;

import picocli.CommandLine.Command;

@Command(name = "quit", aliases = "exit", description = {"Leave the session (Ctrl-D does the same); history is kept. In a quiz, end the quiz.",
        "Example: quit"})
final class QuitCommand extends SessionCommand {

    QuitCommand(Session session) {
        super(session);
    }

    /** In a quiz, ends the quiz (with its score and report); otherwise ends the session. */
    @Override
    public Integer call() {
        if (session.quiz().isPresent()) {
            session.quizzes().quit();
        } else {
            session.quit();
        }
        return 0;
    }
}
