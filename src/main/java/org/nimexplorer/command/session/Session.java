package org.nimexplorer.command.session;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.command.SessionView;
import org.nimexplorer.command.WorkShare;
import org.nimexplorer.explain.AboutPosition;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Question;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.Text;
import org.nimexplorer.lesson.LessonFlow;
import org.nimexplorer.render.Painter;
import org.nimexplorer.store.SameFile;

/**
 * One learner's session: where it stands ({@link SessionState}: the lesson or quiz under way and the
 * board), the boards that undo and redo move between, and its streams, input, transcript and course.
 * Everything here belongs to this session alone, so that many sessions can share one process.
 */
public final class Session {

    /** What the session waits for, which decides what a line that names no command is. */
    public enum Mode {
        /** A quiz question, or a lesson's question outside a game: the line answers it. */
        ANSWER,
        /** A lesson between questions, with no position to move on: the line is nothing the lesson waits for. */
        READING,
        /** Anything else: the line may be a move on the current position. */
        MOVES
    }

    private final Deque<Board> undo = new ArrayDeque<>();
    private final Deque<Board> redo = new ArrayDeque<>();
    private final PrintWriter out;
    private final PrintWriter err;
    private final Input input;
    private final Transcript transcript;
    private final Course course;
    private LessonRunner runner;
    private QuizRunner quizzes;
    /** The session's own screen: its colours and the width of its window, never another session's. */
    private Painter screen = Painter.PLAIN;
    private SessionState state = SessionState.START;
    private boolean quitting;
    private final SourceRun sources = new SourceRun();
    private final SessionView view = new View();
    private Optional<Classroom> classroom = Optional.empty();
    private WorkShare share = WorkShare.ALONE;

    public Session(PrintWriter out, PrintWriter err, Input input, Transcript transcript, Course course) {
        this.out = out;
        this.err = err;
        this.input = input;
        this.transcript = transcript;
        this.course = course;
    }

    public Mode mode() {
        return state.mode();
    }

    /** The position moves are made on, if there is one. */
    public Optional<Position> position() {
        return state.board().position();
    }

    /**
     * The input has ended: a quiz under way ends as 'quiz stop' would end it, with its score, summary and
     * report of what was answered, so that nothing the learner did is lost.
     */
    public void endOfInput() {
        if (quiz().isPresent()) {
            quizzes.stop();
        }
        closeStepLog();
    }

    public Course course() {
        return course;
    }

    /** On a class server: the session belongs to {@code room}, whose assignments it takes and hands in. */
    public void joinClass(Classroom room) {
        classroom = Optional.of(room);
        course.copyTo(room);
    }

    /** On a class server: the session's long work takes its turn in {@code line}, shared by the class. */
    public void shareWith(WorkShare line) {
        share = line;
    }

    /** The class the session belongs to on a class server; none at home. */
    Optional<Classroom> classroom() {
        return classroom;
    }

    /** The lesson open, beneath a quiz too, if there is one. */
    public Optional<LessonFlow> lesson() {
        return state.activity().lesson().map(Activity.InLesson::flow);
    }

    /** Opens {@code flow}, in place of any lesson open, with the step log of a walkthrough if it writes one. */
    void startLesson(LessonFlow flow, Optional<StepLog> stepLog) {
        // A position left from before (another lesson's, under its rules) is put away: 'undo' brings it back.
        if (board().game().isEmpty() && board().position().isPresent()) {
            change(Board.EMPTY);
        }
        state = state.with(state.activity().withLesson(Optional.of(new Activity.InLesson(flow, stepLog))));
    }

    /** Leaves the lesson open, if any; its step log, if it writes one, is handed back to be closed. */
    Optional<StepLog> leaveLesson() {
        Optional<StepLog> log = stepLog();
        state = state.with(state.activity().withLesson(Optional.empty()));
        return log;
    }

    LessonRunner runner() {
        return runner;
    }

    /** The step log of the walkthrough under way, if one is written. */
    Optional<StepLog> stepLog() {
        return state.activity().lesson().flatMap(Activity.InLesson::stepLog);
    }

    /** Closes the step log, if one is being written, and says where it is; the lesson stays open. */
    void closeStepLog() {
        Optional<Activity.InLesson> open = state.activity().lesson();
        if (open.isPresent() && open.get().stepLog().isPresent()) {
            state = state.with(state.activity().withLesson(Optional.of(new Activity.InLesson(open.get().flow(),
                    Optional.empty()))));
            close(open.get().stepLog().get());
        }
    }

    /** Closes {@code log} and says where it is. */
    void close(StepLog log) {
        if (log.close()) {
            int questions = log.numbered() - log.positions();
            out.println(screen.paragraph("Step log written to " + Text.oneLine(log.path().toString()) + " ("
                    + log.positions() + (log.positions() == 1 ? " position" : " positions") + (questions == 0 ? ""
                            : " and " + questions + (questions == 1 ? " question" : " questions") + " on none")
                    + ").", 0));
        }
    }

    /**
     * The class was shown {@code position} under {@code rules}, which came about as {@code how} says
     * ("Set", "After A-2", "Undo"): the step log of a walkthrough, if one is written, gets a line.
     */
    void shown(Position position, Rules rules, String how) {
        Optional<Activity.InLesson> open = state.activity().lesson();
        if (open.isPresent() && open.get().stepLog().isPresent() && position != null) {
            open.get().stepLog().get().position(open.get().flow(), position, rules, how);
        }
    }

    /** The board as it is now shown to the class, as {@code how} came about, for the step log. */
    void shown(Board board, String how) {
        board.position().ifPresent(p -> shown(p, board.rules(), how));
    }

    /** A table shown to the class, for the step log: only Nim's and a subtraction game's, which it can replay. */
    void shown(Table table, String how) {
        table.classic().ifPresent(at -> shown(at.at(), at.rules(), how));
    }

    /**
     * The question waiting for an answer, a quiz's over a lesson's beneath it: its position is the one a
     * class looks at, so {@code show} draws it.
     */
    Optional<Asked> asked() {
        Optional<Asked> quizzing = quiz().flatMap(run -> run.flow().waiting()).map(q -> new Asked(q, q.prompt()));
        return quizzing.isPresent() ? quizzing
                : lesson().flatMap(LessonFlow::waiting).map(c -> new Asked(c.question(), c.prompt()));
    }

    /** A question waiting, with its words as the learner was asked it (a lesson's own, in a lesson). */
    record Asked(Question question, String prompt) {}

    /** The question waiting, when it is about a position: the position a class looks at while it waits. */
    Optional<AboutPosition> askedAbout() {
        return asked().map(Asked::question).filter(AboutPosition.class::isInstance).map(AboutPosition.class::cast);
    }

    /**
     * A lesson asks a question about {@code about}'s position: it becomes the position on the board (outside a game),
     * so that moves tried, 'analyze' and 'show' all start from what the class is asked about, and go on from a move
     * tried; 'undo' brings back the one before. (A quiz leaves the board alone: 'show' draws its question.)
     */
    void asking(AboutPosition about) {
        Board asked = new Board.At(about.position(), about.rules());
        if (board().game().isEmpty() && !(board().position().equals(Optional.of(about.position()))
                && board().rules().equals(about.rules()))) {
            change(asked);
        }
    }

    /** What the commands run in this session see of it. */
    public SessionView view() {
        return view;
    }

    /** The session as its commands see it: read at each call, since the session moves on between lines. */
    private final class View implements SessionView {
        @Override
        public Optional<Current> current() {
            refuseWhileAsked();
            // The board: the question's position, or where the moves tried from it have led.
            return board().position().map(p -> new Current(p, board().rules(), asked().map(Asked::prompt)));
        }

        @Override
        public Optional<Elsewhere> elsewhere() {
            refuseWhileAsked();
            return board().table().filter(t -> t.classic().isEmpty()).map(t -> new Elsewhere(t.words(), t.family()));
        }

        /** A question waiting asks the learner, not the program: a command given no heaps does not answer it. */
        private void refuseWhileAsked() {
            if (quiz().flatMap(run -> run.flow().waiting()).isPresent()) {
                // A quiz asks the learner, not the program: its question's position is not handed to analyze.
                throw new BadInputException("a quiz question is waiting: answer it, 'skip' it or 'quiz stop' first");
            }
            if (lesson().flatMap(LessonFlow::waiting).isPresent() && !lesson().orElseThrow().walkthrough()) {
                // A learner on their own is asked; in front of a class the teacher works on the question's position.
                // Any question: the board's position explained could answer one about no position (twenty-one's heap
                // of 4 by its multiples, for the kernel's list). Heaps typed out are analysed as asked.
                throw new BadInputException("a question is waiting: answer it ('hint' gives a hint, 'reveal' the"
                        + " worked answer)");
            }
        }

        @Override
        public Optional<Set<Idea>> lessonTerms() {
            return lesson().map(LessonFlow::knownNow).filter(known -> !known.contains(Idea.NIM_SUM));
        }

        @Override
        public WorkShare share() {
            return share;
        }
    }

    /** The quiz under way, if there is one. */
    public Optional<QuizRun> quiz() {
        return state.activity().quiz();
    }

    /** Starts {@code run}; a lesson open stays open beneath it. */
    void startQuiz(QuizRun run) {
        state = state.with(new Activity.InQuiz(run, state.activity().lesson()));
    }

    /** The quiz has ended: back to the lesson beneath it, if any. */
    void endQuiz() {
        state = state.with(state.activity().withoutQuiz());
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

    /** What is on the board: nothing, a position, a game. */
    Board board() {
        return state.board();
    }

    /** A learner action: the old board can be undone. */
    void change(Board next) {
        undo.push(state.board());
        redo.clear();
        state = state.withBoard(next);
    }

    boolean undo() {
        if (undo.isEmpty()) {
            return false;
        }
        redo.push(state.board());
        state = state.withBoard(undo.pop());
        return true;
    }

    boolean redo() {
        if (redo.isEmpty()) {
            return false;
        }
        undo.push(state.board());
        state = state.withBoard(redo.pop());
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

    /** Whether the screen pages a tall reply itself (a session given no input, as some scripts are, does not). */
    public boolean pages() {
        return input != null && input.pages();
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
                : stepLog().filter(log -> SameFile.same(log.path(), path)).isPresent() ? "the step log being written" : null;
        return Optional.ofNullable(why).map(w -> "'" + Text.path(name) + "' is " + w + "; choose another name");
    }

    /** Whether a {@code source} run is under way: a script's lines print as they run, not as one reply. */
    public boolean runningScript() {
        return sources.depth() > 0;
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

    /** What the status line keeps in view: the lesson's step and try, or the quiz's progress and score. */
    public SessionStatus status() {
        return state.status();
    }

    /** "nim> ", "[3 4 5] > ", "play [1 4 5, misère] > ", "[the-game 2/9 ?] > ", "[quiz 3/10] > ". */
    public String prompt() {
        return state.prompt();
    }
}
