package org.nimexplorer.command.session;

import picocli.CommandLine.Command;

@Command(name = "quit", aliases = "exit", description = {"Leave the program (Ctrl-D does the same): a quiz under way"
        + " ends first with its summary; progress and history are kept. 'quiz stop' ends only the quiz.",
        "Example: quit"})
final class QuitCommand extends SessionCommand {

    QuitCommand(Session session) {
        super(session);
    }

    /** Ends the session, wherever the learner is; a quiz under way ends first, as at the end of input. */
    @Override
    public Integer call() {
        if (session.quiz().isPresent()) {
            session.quizzes().stop();
        }
        session.quit();
        return 0;
    }
}
