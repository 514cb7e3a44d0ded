package org.nimexplorer.command.session;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.Text;
import org.nimexplorer.lesson.LessonFlow;
import org.nimexplorer.render.Painter;
import org.nimexplorer.store.SameFile;

/**
 * What the learner is working on: the current position and rules, a game against the engine if one
 * is under way, and the states that undo and redo move between.
 */
public final class Session {

    /** One moment of the session; {@code position} and {@code game} may be null. */
    record State(Position position, Rules rules, Game game) {

        static final State EMPTY = new State(null, Rules.NIM, null);

        Optional<Position> currentPosition() {
            return Optional.ofNullable(position);
        }
    }

    /** What the session waits for, which decides what a line that names no command is. */
    public enum Mode {
        /** A quiz question, or a lesson's question outside a game: the line answers it. */
        ANSWER,
        /** A lesson between questions, with no position to move on: the line is nothing the lesson waits for. */
        READING,
        /** Anything else: the line may be a move on the current position. */
        MOVES
    }

    private static final int PROMPT_POSITION = 28;

    private final Deque<State> undo = new ArrayDeque<>();
    private final Deque<State> redo = new ArrayDeque<>();
    private final PrintWriter out;
    private final PrintWriter err;
    private final Input input;
    private final Transcript transcript;
    private final Course course;
    private LessonFlow lesson;
    private LessonRunner runner;
    private StepLog stepLog;
    private QuizRun quiz;
    private QuizRunner quizzes;
    /** The session's own screen: its colours and the width of its window, never another session's. */
    private Painter screen = Painter.PLAIN;
    private State state = State.EMPTY;
    private boolean quitting;
    private final SourceRun sources = new SourceRun();

    public Session(PrintWriter out, PrintWriter err, Input input, Transcript transcript, Course course) {
        this.out = out;
        this.err = err;
        this.input = input;
        this.transcript = transcript;
        this.course = course;
    }

    public Mode mode() {
        boolean inGame = state.game() != null;
        if (quiz != null || !inGame && lesson != null && lesson.waiting().isPresent()) {
            return Mode.ANSWER;
        }
        return lesson != null && !inGame && state.position() == null ? Mode.READING : Mode.MOVES;
    }

    /** The position moves are made on, if there is one. */
    public Optional<Position> position() {
        return state.currentPosition();
    }

    /**
     * The input has ended: a quiz under way ends as 'quit' would end it, with its score, summary and
     * report of what was answered, so that nothing the learner did is lost.
     */
    public void endOfInput() {
        if (quiz != null) {
            quizzes.quit();
        }
        closeStepLog();
    }

    public Course course() {
        return course;
    }

    /** The lesson under way, or null. */
    public LessonFlow lesson() {
        return lesson;
    }

    void setLesson(LessonFlow flow) {
        lesson = flow;
    }

    LessonRunner runner() {
        return runner;
    }

    /** The step log of the walkthrough under way, or null. */
    StepLog stepLog() {
        return stepLog;
    }

    void setStepLog(StepLog log) {
        stepLog = log;
    }

    /** Closes the step log, if one is being written, and says where it is. */
    void closeStepLog() {
        StepLog log = stepLog;
        stepLog = null;
        if (log != null && log.close()) {
            out.println(screen.paragraph("Step log written to " + Text.oneLine(log.path().toString()) + " ("
                    + log.positions() + (log.positions() == 1 ? " position)." : " positions)."), 0));
        }
    }

    /**
     * The class was shown {@code position} under {@code rules}, which came about as {@code how} says
     * ("Set", "After A-2", "Undo"): the step log of a walkthrough, if one is written, gets a line.
     */
    void shown(Position position, Rules rules, String how) {
        if (stepLog != null && lesson != null && position != null) {
            stepLog.position(lesson, position, rules, how);
        }
    }

    /** The quiz under way, or null. */
    public QuizRun quiz() {
        return quiz;
    }

    void setQuiz(QuizRun run) {
        quiz = run;
    }

    QuizRunner quizzes() {
        return quizzes;
    }

    void attachQuizzes(QuizRunner runner) {
        quizzes = runner;
    }

    void attachRunner(LessonRunner lessons) {
        runner = lessons;
    }

    void attachScreen(Painter painter) {
        screen = painter;
    }

    /** How the session's own messages are drawn: for its terminal, at its window's width. */
    public Painter screen() {
        return screen;
    }

    State state() {
        return state;
    }

    /** A learner action: the old state can be undone. */
    void change(State next) {
        undo.push(state);
        redo.clear();
        state = next;
    }

    boolean undo() {
        if (undo.isEmpty()) {
            return false;
        }
        redo.push(state);
        state = undo.pop();
        return true;
    }

    boolean redo() {
        if (redo.isEmpty()) {
            return false;
        }
        undo.push(state);
        state = redo.pop();
        return true;
    }

    public PrintWriter out() {
        return out;
    }

    /** Where problems and warnings go: standard error, or the terminal. */
    public PrintWriter err() {
        return err;
    }

    public Input input() {
        return input;
    }

    Transcript transcript() {
        return transcript;
    }

    /** The {@code source} files running, if any. */
    SourceRun sources() {
        return sources;
    }

    /** Whether the file named {@code name} is a script that a running {@code source} reads, under whatever name. */
    boolean sourcing(String name) {
        return sources.reads(name);
    }

    /**
     * The line refusing {@code path} as an output of this session, when something other than that
     * output already uses it: a script 'source' is running, the transcript being recorded, the step log
     * being written. (The program's own files are refused by the rule every output follows.)
     */
    Optional<String> inUse(String name, Path path) {
        String why = sources.reads(name) ? "the file 'source' is running"
                : transcript.recording() && SameFile.same(transcript.path(), path) ? "the transcript being recorded"
                : stepLog != null && SameFile.same(stepLog.path(), path) ? "the step log being written" : null;
        return Optional.ofNullable(why).map(w -> "'" + Text.path(name) + "' is " + w + "; choose another name");
    }

    /** The learner pressed Ctrl-C: besides the line it cancels, a {@code source} run under way stops. */
    public void interrupt() {
        sources.interrupt();
    }

    public void quit() {
        quitting = true;
    }

    public boolean quitting() {
        return quitting;
    }

    /** "nim> ", "[3 4 5] > ", "play [1 4 5, misère] > ". */
    public String prompt() {
        if (quiz != null) {
            return "[" + quiz.label() + "] > ";
        }
        if (lesson != null && state.game() == null) {
            return "[" + lesson.label() + "] > ";
        }
        if (state.position() == null) {
            return "nim> ";
        }
        Rules rules = state.rules();
        String extra = (rules.isMisere() ? ", misère" : "")
                + (rules.moves() instanceof MoveSet.Subtraction s ? ", take " + Text.clip(s.notation()) : "");
        return (state.game() != null ? "play " : "") + "[" + shortHeaps(state.position()) + extra + "] > ";
    }

    private static String shortHeaps(Position position) {
        StringBuilder heaps = new StringBuilder();
        for (int i = 0; i < position.size(); i++) {
            String next = (i > 0 ? " " : "") + position.heap(i);
            if (heaps.length() + next.length() > PROMPT_POSITION) {
                return heaps + " ...";
            }
            heaps.append(next);
        }
        return heaps.toString();
    }
}
