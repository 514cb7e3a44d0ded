package org.nimexplorer.command.session;

import java.util.function.IntFunction;
import org.nimexplorer.engine.Position;
import org.nimexplorer.lesson.LessonFlow;
import org.nimexplorer.quiz.QuizFlow;

/**
 * Where a session stands, as one value: what the learner is doing (idle, in a lesson, in a quiz)
 * and what is on the board (nothing, a position, a game). What a bare line means and the prompt
 * follow from it alone.
 */
record SessionState(Activity activity, Board board) {

    static final SessionState START = new SessionState(Activity.IDLE, Board.EMPTY);

    /** The most characters of heaps the prompt shows, so that a long position leaves room for the line typed after it. */
    static final int PROMPT_POSITION = 28;

    SessionState withBoard(Board next) {
        return new SessionState(activity, next);
    }

    SessionState with(Activity next) {
        return new SessionState(next, board);
    }

    /** What a line that names no command is: an answer, a move, or nothing the session waits for. */
    Session.Mode mode() {
        return activity.accept(new Activity.Visitor<>() {
            @Override
            public Session.Mode idle() {
                return Session.Mode.MOVES;
            }

            @Override
            public Session.Mode lesson(Activity.InLesson lesson) {
                if (board.game().isPresent()) {
                    return Session.Mode.MOVES;
                }
                if (lesson.flow().waiting().isPresent()) {
                    return Session.Mode.ANSWER;
                }
                return board.table().isEmpty() ? Session.Mode.READING : Session.Mode.MOVES;
            }

            @Override
            public Session.Mode quiz(Activity.InQuiz quiz) {
                return Session.Mode.ANSWER;
            }
        });
    }

    /** "nim> ", "[3 4 5] > ", "play [1 4 5, misère] > ", "[the-game 2/9 ?] > ", "[quiz 3/10] > ". */
    String prompt() {
        return activity.accept(new Activity.Visitor<>() {
            @Override
            public String idle() {
                return boardPrompt();
            }

            @Override
            public String lesson(Activity.InLesson lesson) {
                return board.game().isPresent() ? boardPrompt() : "[" + lesson.flow().label() + "] > ";
            }

            @Override
            public String quiz(Activity.InQuiz quiz) {
                return "[" + quiz.run().label() + "] > ";
            }
        });
    }

    /** What the status line keeps in view: the quiz under way, else the lesson open, else nothing. */
    SessionStatus status() {
        return activity.accept(new Activity.Visitor<>() {
            @Override
            public SessionStatus idle() {
                return SessionStatus.IDLE;
            }

            @Override
            public SessionStatus lesson(Activity.InLesson lesson) {
                LessonFlow flow = lesson.flow();
                return new SessionStatus.InLesson(flow.lesson().id(), flow.step() + 1, flow.lesson().steps().size(),
                        flow.tryNumber(), LessonFlow.TRIES, flow.questionInStep(), flow.questionsInStep(),
                        flow.finished());
            }

            @Override
            public SessionStatus quiz(Activity.InQuiz quiz) {
                QuizFlow flow = quiz.run().flow();
                return new SessionStatus.InQuiz(flow.current() + 1, flow.plan().questions().size(), flow.right(),
                        flow.lastRight());
            }
        });
    }

    private String boardPrompt() {
        return board.table().map(t -> (board.game().isPresent() ? "play [" : "[") + t.prompt() + "] > ").orElse("nim> ");
    }

    /** The heaps for a prompt, cut short with "..." past {@link #PROMPT_POSITION} characters. */
    static String shortHeaps(Position position) {
        return shortWords(i -> Long.toString(position.heap(i)), position.size());
    }

    /**
     * The first of {@code count} words for a prompt, as many whole ones as fit {@link #PROMPT_POSITION} characters,
     * then "..."; asked for one at a time, so that a position of a million heaps costs no more than one of three.
     */
    static String shortWords(IntFunction<String> word, int count) {
        StringBuilder heaps = new StringBuilder();
        for (int i = 0; i < count; i++) {
            String next = (i > 0 ? " " : "") + word.apply(i);
            if (heaps.length() + next.length() > PROMPT_POSITION) {
                return heaps + " ...";
            }
            heaps.append(next);
        }
        return heaps.toString();
    }
}
