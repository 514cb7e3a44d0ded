package org.nimexplorer.server;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.UUID;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Verdict;
import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonEvent;
import org.nimexplorer.lesson.LessonFlow;
import org.nimexplorer.lesson.LessonLibrary;
import org.nimexplorer.render.LessonText;
import org.nimexplorer.render.Painter;
import org.nimexplorer.store.Progress;

/**
 * The teacher's live walkthrough, one per server: the lesson the teacher drives, the moves made so
 * far (the route every student's screen follows), the question open for answers and its round, and
 * the students following. Each student's session keeps a walkthrough of its own on the same route
 * ({@link LiveFollower}), drawn for its own window; answers are judged by the engine and kept in the
 * database before the student hears they are in. Nothing here is static: a test runs two servers side
 * by side.
 */
final class LiveClass implements AutoCloseable {

    /**
     * Where the walkthrough is, as each student's session follows it.
     *
     * @param route    the teacher's moves since the lesson opened: "next", "back", "goto 3", "reveal"
     * @param question the question on the screen, numbered by its place in the lesson (step and question of the
     *                 step), so that going back to it keeps its answers; empty when none is
     * @param asked    that question
     * @param open     whether it takes answers: until the teacher reveals its answer or moves on
     * @param step     the lesson's step, from 1
     * @param round    1, or 2 once the teacher has asked the class to vote again
     * @param over     the teacher has ended it
     * @param serial   counts the changes, so that a session told two in quick succession keeps the later
     */
    record Now(String id, Lesson lesson, List<String> route, OptionalInt question, Optional<Checkpoint> asked,
            boolean open, int step, int round, boolean over, long serial) {

        Now {
            route = List.copyOf(route);
        }

        /** Whether the question on the screen had its answer revealed. */
        boolean revealed() {
            return question.isPresent() && !open;
        }

        Now inRound(int next) {
            return new Now(id, lesson, route, question, asked, open, step, next, over, serial);
        }

        Now ended() {
            return new Now(id, lesson, route, OptionalInt.empty(), Optional.empty(), false, step, round, true, serial);
        }

        Now numbered(long next) {
            return new Now(id, lesson, route, question, asked, open, step, round, over, next);
        }
    }

    /** A student's session following the walkthrough. */
    interface Follower {

        StudentName student();

        /**
         * The walkthrough moved (or ended): called on a thread of the class's, one change after another,
         * and once on the session's own thread as it begins to follow.
         */
        void moved(Now now);

        /** The teacher tells the class {@code news} (an assignment published): on a thread of the class's. */
        void told(String news);
    }

    /** What became of a student's answer. */
    sealed interface Answered {
        /** Kept, in {@code round}; {@code verdict} is for the student once the teacher reveals the answer. */
        record In(int round, Verdict verdict) implements Answered {}

        /** Not an answer to the question (in the wrong form, say): {@code why}, and nothing kept. */
        record NotAnAnswer(String why) implements Answered {}

        /** The student answered in this round already. */
        record Already(int round) implements Answered {}

        /** The question the student saw is no longer open: the teacher moved on or revealed it. */
        record Closed() implements Answered {}

        /** The answer could not be kept: the database failed. */
        record NotKept() implements Answered {}
    }

    private final ClassData data;
    private final LessonLibrary library;
    private final List<Follower> followers = new CopyOnWriteArrayList<>();
    private final Map<Follower, InTurn> queues = new ConcurrentHashMap<>();
    private final List<Consumer<Now>> answered = new CopyOnWriteArrayList<>();
    /**
     * Students' screens are told on threads of their own: one slow connection must not hold up the
     * teacher or the rest of the class.
     */
    private final ExecutorService telling = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "live-step");
        thread.setDaemon(true);
        return thread;
    });
    private LessonFlow teacher;
    /** This server among others on the same PostgreSQL: what it tells them is signed with it. */
    private final String server = UUID.randomUUID().toString();
    /** Guarded by this: the changes told so far. */
    private long changes;
    private volatile Optional<Now> now = Optional.empty();

    LiveClass(ClassData data, LessonLibrary library) {
        this.data = data;
        this.library = library;
    }

    /** Whether this server's teacher drives the walkthrough under way (not another server's). */
    synchronized boolean drives() {
        return teacher != null;
    }

    LessonLibrary library() {
        return library;
    }

    /** The walkthrough under way, if there is one. */
    Optional<Now> now() {
        return now;
    }

    /** Starts lesson {@code id} live, in place of any walkthrough under way; the teacher's screen gets its events. */
    synchronized List<LessonEvent> start(Lesson lesson, Painter teachers) {
        // Another lesson this server drove ends without a word to the students: the new one's first step tells them.
        // (One another server drives is that server's to end.)
        now.filter(was -> drives()).ifPresent(was -> keep(was.ended()));
        teacher = flow(lesson, teachers);
        List<LessonEvent> events = teacher.open(false);
        String id = UUID.randomUUID().toString();
        try {
            data.startLive(id, lesson.id(), System.currentTimeMillis());
        } catch (SQLException e) {
            // The walkthrough goes on; only a late joiner on another server needs its row.
        }
        publish(id, lesson, List.of(), Optional.empty());
        return events;
    }

    /** A walkthrough of {@code lesson} as a screen drawn by {@code painter} shows it. */
    static LessonFlow flow(Lesson lesson, LessonLibrary library, Painter painter) {
        return new LessonFlow(lesson, library, new Progress(), true, (s, known) -> LessonText.solution(s, known, painter),
                LessonFlow.WHOLE);
    }

    private LessonFlow flow(Lesson lesson, Painter painter) {
        return flow(lesson, library, painter);
    }

    /**
     * The teacher's move ({@code next}, {@code back}, {@code goto N}, {@code reveal}): the teacher's
     * walkthrough takes it, and every student's follows. Empty when no walkthrough is under way.
     */
    synchronized Optional<List<LessonEvent>> move(String move) {
        Optional<Now> current = now;
        if (current.isEmpty() || current.get().over() || !drives()) {
            return Optional.empty();
        }
        List<LessonEvent> events = apply(teacher, move);
        if (events.stream().anyMatch(LessonEvent.Refused.class::isInstance)) {
            return Optional.of(events);
        }
        List<String> route = new ArrayList<>(current.get().route());
        route.add(move);
        publish(current.get().id(), current.get().lesson(), route, move.equals("reveal") ? current : Optional.empty());
        return Optional.of(events);
    }

    /** Applies one move of a route to {@code flow}. */
    static List<LessonEvent> apply(LessonFlow flow, String move) {
        String[] words = move.split(" ");
        return switch (words[0]) {
            case "next" -> flow.next();
            case "back" -> flow.back();
            case "reveal" -> flow.reveal();
            case "goto" -> flow.goTo(Integer.parseInt(words[1]));
            default -> throw new IllegalArgumentException("not a move of a walkthrough: " + move);
        };
    }

    /** Opens a second round of answers on the question open; false when none is, or the second is open already. */
    synchronized boolean again() {
        Optional<Now> current = now;
        if (current.isEmpty() || !current.get().open() || current.get().round() > 1 || !drives()) {
            return false;
        }
        tell(current.get().inRound(2));
        return true;
    }

    /** Ends the walkthrough under way, if any: students' sessions are their own again. */
    synchronized boolean stop() {
        Optional<Now> current = now.filter(was -> drives());
        current.ifPresent(this::end);
        teacher = null;
        return current.isPresent();
    }

    private void end(Now was) {
        tell(was.ended());
        now = Optional.empty();
    }

    /**
     * The route moved on to {@code route}: the question the teacher's walkthrough now asks opens, in its
     * first round; after a reveal, the question {@code revealed} stays on the screen, closed.
     */
    private void publish(String id, Lesson lesson, List<String> route, Optional<Now> revealed) {
        Optional<Checkpoint> asked = teacher.waiting();
        int step = teacher.step() + 1;
        if (asked.isPresent()) {
            int question = (step - 1) * 100 + teacher.questionInStep().orElse(1) - 1;
            tell(new Now(id, lesson, route, OptionalInt.of(question), asked, true, step, roundOf(id, question), false,
                    0));
        } else if (revealed.isPresent() && revealed.get().question().isPresent()) {
            Now was = revealed.get();
            tell(new Now(id, lesson, route, was.question(), was.asked(), false, step, was.round(), false, 0));
        } else {
            tell(new Now(id, lesson, route, OptionalInt.empty(), Optional.empty(), false, step, 1, false, 0));
        }
    }

    /** The round a question is in: its first, or the second when the class voted twice on it before the teacher came back. */
    private int roundOf(String id, int question) {
        try {
            return data.liveAnswers(id, question).stream().mapToInt(ClassData.LiveAnswer::round).max().orElse(1);
        } catch (SQLException e) {
            return 1;
        }
    }

    /** Keeps where the walkthrough stands, for a late joiner on another server. */
    private void keep(Now state) {
        try {
            data.liveState(state.id(), state.route(), state.question(), state.open(), state.round(), state.over()
                    ? Optional.of(System.currentTimeMillis()) : Optional.empty());
        } catch (SQLException e) {
            // Kept for another server's students only; this server's have it in memory.
        }
    }

    /** A change made here: this server's sessions are told, and the other servers on the same PostgreSQL. */
    private void tell(Now change) {
        show(change);
        keep(change);
        data.tellServers("move " + server + " " + change.id());
    }

    /** Shows {@code change} to this server's sessions, each in turn. */
    private void show(Now change) {
        Now next = change.numbered(++changes);
        now = next.over() ? Optional.empty() : Optional.of(next);
        for (Follower follower : followers) {
            inTurn(follower, () -> follower.moved(next));
        }
    }

    /**
     * What another server on the same PostgreSQL told ({@code "move SERVER LIVE"}, {@code "answer
     * SERVER LIVE"}): its teacher moved the walkthrough, whose state this server reads and shows its
     * own students; or one of its students answered, which this server's teacher's count shows.
     */
    void heard(String news) {
        String[] words = news.split(" ");
        if (words.length != 3 || words[1].equals(server)) {
            return;
        }
        String id = words[2];
        if (words[0].equals("answer")) {
            now.filter(at -> at.id().equals(id)).ifPresent(this::answeredHere);
            return;
        }
        synchronized (this) {
            if (drives()) {
                // This server's own teacher drives the class here.
                return;
            }
            try {
                data.live(id).ifPresent(row -> follow(id, row));
            } catch (SQLException e) {
                // The next change brings this server's students up to date.
            }
        }
    }

    /** Tells the watchers (the teacher's status row) of an answer kept; a watcher's failure is no student's. */
    private void answeredHere(Now at) {
        for (Consumer<Now> watcher : answered) {
            try {
                watcher.accept(at);
            } catch (RuntimeException e) {
                // The teacher's screen could not be redrawn: the answer is kept all the same.
            }
        }
    }

    /** Shows this server's students the walkthrough another server's teacher drives, as its row says it stands. */
    private void follow(String id, ClassData.LiveRow row) {
        Optional<Lesson> lesson = library.find(row.lesson());
        if (lesson.isEmpty()) {
            return;
        }
        LessonFlow replay = flow(lesson.get(), Painter.PLAIN);
        replay.open(false);
        row.route().forEach(move -> apply(replay, move));
        Now at = new Now(id, lesson.get(), row.route(), row.question(), replay.waiting(), row.answering(),
                replay.step() + 1, row.round(), row.ended(), 0);
        if (!row.ended() || now.filter(was -> was.id().equals(id)).isPresent()) {
            show(at);
        }
    }

    /**
     * Runs {@code task} for {@code follower} after the ones given it before, on the class's threads: each
     * session sees the changes in the order they happened, and no session waits for another.
     */
    private void inTurn(Follower follower, Runnable task) {
        // A session that has left has no queue: what was being told to it is dropped with it.
        InTurn queue = queues.get(follower);
        if (queue != null) {
            queue.add(task);
        }
    }

    /** One session's changes still to draw, drawn one at a time. */
    private final class InTurn {
        private final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();
        private final AtomicBoolean drawing = new AtomicBoolean();

        void add(Runnable task) {
            tasks.add(task);
            drain();
        }

        private void drain() {
            if (!drawing.compareAndSet(false, true)) {
                return;
            }
            try {
                telling.execute(() -> {
                    try {
                        for (Runnable task; (task = tasks.poll()) != null; ) {
                            task.run();
                        }
                    } catch (RuntimeException e) {
                        // A session that failed to draw a change (its connection gone) is not the class's failure.
                    } finally {
                        drawing.set(false);
                        if (!tasks.isEmpty()) {
                            drain();
                        }
                    }
                });
            } catch (RejectedExecutionException closing) {
                drawing.set(false);
            }
        }
    }

    /**
     * {@code follower}'s session follows the walkthrough from now on: every change is told to it. Returns
     * where the walkthrough is, if one is under way, for the session to draw before its first prompt.
     */
    Optional<Now> follow(Follower follower) {
        queues.put(follower, new InTurn());
        followers.add(follower);
        return now;
    }

    void unfollow(Follower follower) {
        followers.remove(follower);
        queues.remove(follower);
    }

    /** The students following, each once however many sessions they have. */
    int following() {
        return (int) followers.stream().map(f -> f.student().key()).distinct().count();
    }

    /** Tells every session {@code news}, without waiting for any. */
    void announce(String news) {
        for (Follower follower : followers) {
            inTurn(follower, () -> follower.told(news));
        }
    }

    /** {@code watcher} hears of every answer kept: the teacher's status line. */
    void onAnswer(Consumer<Now> watcher) {
        answered.add(watcher);
    }

    /**
     * {@code student}'s answer {@code text} to question {@code question}, the one their screen showed:
     * judged by the engine, and kept (before this returns) if it is an answer and the question is
     * still open in a round the student has not answered.
     */
    Answered answer(StudentName student, int question, String text) {
        Now at;
        Verdict v;
        // Checked and kept under the lock the teacher's moves take: an answer is never kept after the reveal or the
        // move that closed its question, nor told it is in after that.
        synchronized (this) {
            Optional<Now> current = now;
            if (current.isEmpty() || !current.get().open() || current.get().question().getAsInt() != question) {
                return new Answered.Closed();
            }
            at = current.get();
            Checkpoint c = at.asked().orElseThrow();
            Set<Idea> known = library.known(at.lesson());
            v = Grading.grade(c.question(), text, c.known(known), c.ideaIn(known));
            if (!v.counted()) {
                // An answer in the wrong form (13 where binary is asked) is told and costs nothing, as in a lesson.
                return new Answered.NotAnAnswer(v.summary());
            }
            // What the student typed reaches the teacher's screen harmless.
            ClassData.LiveAnswer kept = new ClassData.LiveAnswer(at.id(), question, at.round(), student.key(),
                    at.step(), typed(text), v.correct(), v.diagnosis().map(d -> d.misconception().key()));
            try {
                if (!data.liveAnswer(kept, System.currentTimeMillis())) {
                    return new Answered.Already(at.round());
                }
            } catch (SQLException e) {
                return new Answered.NotKept();
            }
        }
        answeredHere(at);
        data.tellServers("answer " + server + " " + at.id());
        return new Answered.In(at.round(), v);
    }

    /** {@code student}'s answers kept for question {@code question} of {@code now}'s walkthrough (after a reconnection). */
    List<ClassData.LiveAnswer> given(StudentName student, Now now, int question) {
        try {
            return data.liveAnswers(now.id(), question).stream().filter(a -> a.studentKey().equals(student.key()))
                    .toList();
        } catch (SQLException e) {
            return List.of();
        }
    }

    /** An answer as it is kept and shown: on one line, its spaces single, nothing the terminal would obey. */
    static String typed(String text) {
        return Text.clip(text.strip().replaceAll("\\s+", " "));
    }

    /** The answers to the question open (or last open) so far, as the teacher's status line and 'spread' show them. */
    Optional<LiveTally> tally() {
        Optional<Now> current = now;
        if (current.isEmpty() || current.get().question().isEmpty()) {
            return Optional.empty();
        }
        Now at = current.get();
        try {
            return Optional.of(LiveTally.of(data.liveAnswers(at.id(), at.question().getAsInt()), at.round(), following()));
        } catch (SQLException e) {
            return Optional.empty();
        }
    }

    @Override
    public void close() {
        telling.shutdownNow();
    }
}
