package org.nimexplorer.command.session;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.nimexplorer.command.BadInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** The commands that move through a lesson: next, back, goto, hint, answer, reveal. */
final class LessonSteps {

    private LessonSteps() {}

    /**
     * A quiz holds the floor while it runs: a lesson's step commands would move the lesson beneath it
     * behind the learner's back, so each says what the quiz takes instead.
     */
    static void notInAQuiz(Session session, String command) {
        if (session.quiz().isPresent()) {
            throw new BadInputException("'" + command + "' moves through a lesson, and a quiz is under way: answer the"
                    + " question, or 'skip' it to go on to the next; 'quiz stop' ends the quiz"
                    + (session.lesson().isPresent() ? " and goes back to the lesson" : ""));
        }
    }

    @Command(name = "next", description = {"Go on: the rest of the step, or the next step.", "Example: next"})
    static final class Next extends SessionCommand {
        Next(Session session) {
            super(session);
        }

        @Override
        public Integer call() {
            notInAQuiz(session, "next");
            session.runner().next();
            return 0;
        }
    }

    @Command(name = "back", description = {"Go back one step.", "Example: back"})
    static final class Back extends SessionCommand {
        Back(Session session) {
            super(session);
        }

        @Override
        public Integer call() {
            notInAQuiz(session, "back");
            session.runner().back();
            return 0;
        }
    }

    @Command(name = "goto", description = {"Go to step N of the lesson (steps you have done, or any in a walkthrough).",
            "Example: goto 3"})
    static final class GoTo extends SessionCommand {
        @Parameters(paramLabel = "N", description = "The step number.")
        int step;

        GoTo(Session session) {
            super(session);
        }

        @Override
        public Integer call() {
            notInAQuiz(session, "goto");
            session.runner().goTo(step);
            return 0;
        }
    }

    @Command(name = "hint", description = {"The next hint for the question waiting.", "Example: hint"})
    static final class Hint extends SessionCommand {
        Hint(Session session) {
            super(session);
        }

        @Override
        public Integer call() {
            if (session.quiz().isPresent()) {
                throw new BadInputException(session.quiz().get().flow().plan().practice()
                        ? "in a practice quiz a hint comes with each wrong answer: answer, or 'skip' the question"
                        : "a quiz gives no hints: answer, or 'skip' the question ('quiz --practice' gives hints)");
            }
            session.runner().hint();
            return 0;
        }
    }

    @Command(name = "answer", description = {"Answer the question waiting (you can also just type the answer).",
            "Example: answer A-2"})
    static final class Answer extends SessionCommand {
        @Parameters(paramLabel = "ANSWER", arity = "1..*", description = "Your answer.")
        List<String> words;

        /** The session's command names, for the commands a mistyped answer may have meant. */
        private final Set<String> commands;

        Answer(Session session, Set<String> commands) {
            super(session);
            this.commands = commands;
        }

        /** The answer to the quiz question or the lesson's question, whichever waits. */
        @Override
        public Integer call() {
            String answer = String.join(" ", words);
            if (session.quiz().isPresent()) {
                session.quizzes().answer(answer);
                return 0;
            }
            try {
                session.runner().answer(answer);
            } catch (BadInputException unreadable) {
                throw orMistypedCommand(unreadable, answer);
            }
            return 0;
        }

        /**
         * An answer that could not be read may be a command with a typing slip ('analize 3 4 5' during a
         * question): the learner should hear of the command too, not only of the answer's form.
         */
        private BadInputException orMistypedCommand(BadInputException unreadable, String answer) {
            String first = answer.strip().split("\\s+")[0].toLowerCase(Locale.ROOT);
            List<String> near = commands.stream()
                    .filter(name -> first.length() >= 4 && EditDistance.between(first, name) <= Math.max(1, name.length() / 3))
                    .limit(2).map(name -> "'" + name + "'").toList();
            return near.isEmpty() ? unreadable : new BadInputException(unreadable.getMessage() + "; as a command, did you"
                    + " mean " + String.join(" or ", near) + "?");
        }
    }

    @Command(name = "reveal", description = {"Show the worked answer to the question waiting, and go on.",
            "Example: reveal"})
    static final class Reveal extends SessionCommand {
        Reveal(Session session) {
            super(session);
        }

        @Override
        public Integer call() {
            notInAQuiz(session, "reveal");
            session.runner().reveal();
            return 0;
        }
    }

    @Command(name = "more", description = {"Show the next screen of a long explanation.", "Example: more"})
    static final class More extends SessionCommand {
        More(Session session) {
            super(session);
        }

        @Override
        public Integer call() {
            session.runner().more();
            return 0;
        }
    }
}
