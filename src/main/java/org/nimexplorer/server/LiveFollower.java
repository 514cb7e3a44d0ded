package org.nimexplorer.server;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.lesson.LessonEvent;
import org.nimexplorer.lesson.LessonFlow;
import org.nimexplorer.render.LessonText;
import org.nimexplorer.render.Painter;
import org.nimexplorer.repl.Beside;

/**
 * One student's session following the teacher's live walkthrough: its own walkthrough of the lesson,
 * taken along the teacher's route and drawn for the student's own window, and the answers the student
 * gives to its questions, one a round. A student who joins late is put on the step the class is on.
 * The lesson's text is told to the session from the class's threads; answers are taken on the
 * session's own.
 */
final class LiveFollower implements Beside, LiveClass.Follower {

    /** What a student types while following, besides answers. */
    private static final Set<String> TEACHERS_MOVES = Set.of("next", "back", "goto", "reveal", "more");

    /** What would start something of the student's own, or answer it, in the middle of the class's lesson. */
    private static final Set<String> OWN_ACTIVITIES = Set.of("quiz", "play", "lesson", "answer", "skip");

    private final LiveClass live;
    private final StudentName student;
    private volatile Beside.Screen screen;
    /** The walkthrough as this session last drew it: read on the session's thread, written under this object's lock. */
    private volatile Optional<LiveClass.Now> seen = Optional.empty();
    // Guarded by this: the session's own walkthrough on the teacher's route.
    private LessonFlow flow;
    private int applied;
    /** Guarded by this: what was drawn since the step began, for 'live' to draw again. */
    private final List<LessonEvent> sinceStep = new ArrayList<>();
    /** Guarded by this: the student's answers to the question on the screen, by round, with the verdicts kept for the reveal. */
    private final Map<Integer, Given> given = new HashMap<>();
    private int givenFor = -1;
    /** Guarded by this: the latest change drawn, which an earlier one arriving late does not undo. */
    private long lastSerial;
    /** Guarded by this: the hints this student has read on the question open, and which question that is. */
    private int hints;
    private int hintsFor = -1;

    /** An answer kept: as typed, and how the engine judged it ({@code summary} empty for one kept before a reconnection). */
    private record Given(String text, boolean correct, String summary, String why) {

        Given(String text, boolean correct, String summary) {
            this(text, correct, summary, "");
        }
    }

    LiveFollower(LiveClass live, StudentName student) {
        this.live = live;
        this.student = student;
    }

    @Override
    public StudentName student() {
        return student;
    }

    @Override
    public boolean attach(Beside.Screen to) {
        screen = to;
        Optional<LiveClass.Now> now = live.follow(this);
        // On the session's thread, before its first prompt: a student who logs in mid-lesson lands on its step.
        now.ifPresent(this::moved);
        return now.isPresent();
    }

    @Override
    public void detach() {
        live.unfollow(this);
        screen = null;
    }

    @Override
    public void moved(LiveClass.Now now) {
        Beside.Screen to = screen;
        if (to == null) {
            return;
        }
        // Drawn under this session's lock, told after it: a slow connection holds up its own telling, never the
        // teacher's 'who', which reads where this session is.
        List<String> lines = drawn(now, to.painter());
        if (!lines.isEmpty()) {
            to.tell(lines);
        }
    }

    /** The lines {@code now} adds to this session's screen, its own walkthrough taken along to it. */
    private synchronized List<String> drawn(LiveClass.Now now, Painter painter) {
        // Changes reach the session on the class's threads, maybe out of order: an earlier one after a later one
        // (a step after the lesson's end) must not bring back what the later one changed.
        if (now.serial() <= lastSerial) {
            return List.of();
        }
        lastSerial = now.serial();
        Optional<LiveClass.Now> before = seen;
        List<String> lines = new ArrayList<>();
        if (now.over()) {
            if (before.isPresent()) {
                lines.addAll(leftOpen(before.get(), painter));
                lines.add("");
                lines.add(painter.paragraph("The teacher has ended the live lesson: your session is your own again.",
                        0));
                forget();
            }
            return lines;
        }
        LiveClass.Now was = before.filter(b -> b.id().equals(now.id())).orElse(null);
        if (was == null) {
            lines.addAll(join(now, painter));
        } else {
            lines.addAll(leftOpen(was, now, painter));
            lines.addAll(render(catchUp(now), painter));
        }
        if (now.question().isPresent() && now.question().getAsInt() != givenFor) {
            recall(now, now.question().getAsInt());
        }
        if (now.open() && now.round() > 1 && (was == null || was.round() < now.round())) {
            lines.addAll(secondVote(now, painter));
        }
        if (now.revealed() && (was == null || !was.revealed())) {
            lines.addAll(yours(now, painter));
        }
        seen = Optional.of(now);
        return lines;
    }

    /** What this student answered to {@code question} before (in another session, or before the teacher went back). */
    private void recall(LiveClass.Now now, int question) {
        given.clear();
        givenFor = question;
        live.given(student, now, question).forEach(a -> given.put(a.round(), new Given(a.answer(), a.correct(), "")));
    }

    /**
     * The teacher moved on from the question {@code was} open without showing its worked answer: a
     * student who answered is told their answer is kept, so the promise of a worked answer is not left
     * hanging.
     */
    private List<String> leftOpen(LiveClass.Now was, LiveClass.Now now, Painter painter) {
        boolean stillThere = now.question().equals(was.question());
        return stillThere ? List.of() : leftOpen(was, painter);
    }

    private List<String> leftOpen(LiveClass.Now was, Painter painter) {
        if (!was.open() || !answered(was)) {
            return List.of();
        }
        return List.of("", painter.paragraph("The teacher moved on without the worked answer to that question; your"
                + " answer is kept.", 0));
    }

    /** The second vote: the question again, since it may have scrolled away while the class talked it over. */
    private List<String> secondVote(LiveClass.Now now, Painter painter) {
        List<String> lines = new ArrayList<>();
        lines.add("");
        boolean votedFirst = given.containsKey(1);
        lines.add(painter.paragraph(painter.strong("Second vote:") + (votedFirst ? " after talking it over, answer"
                + " the question once more (your first answer is kept)." : " answer the question now."), 0));
        now.asked().ifPresent(c -> lines.addAll(LessonText.lines(List.of(new LessonEvent.Ask(c)), painter)));
        return lines;
    }

    @Override
    public void told(String news) {
        Beside.Screen to = screen;
        if (to != null) {
            to.tell(List.of("", to.painter().paragraph(news, 0)));
        }
    }

    /** The walkthrough as a newcomer to it sees it: what it is, then the step the class is on so far. */
    private List<String> join(LiveClass.Now now, Painter painter) {
        forget();
        flow = LiveClass.flow(now.lesson(), live.library(), painter);
        sinceStep.addAll(flow.open(false));
        catchUp(now);
        List<String> lines = new ArrayList<>();
        lines.add("");
        lines.add(painter.strong("Live lesson: " + now.lesson().title()));
        lines.add(painter.paragraph("Your teacher moves the class through it step by step. Answer each question at"
                + " the prompt: one answer each, kept at once; the teacher then shows the worked answer. 'live' shows"
                + " the step again.", 0));
        lines.addAll(render(sinceStep, painter));
        return lines;
    }

    /** Takes the session's walkthrough along the moves of the route it has not made yet; their events. */
    private List<LessonEvent> catchUp(LiveClass.Now now) {
        List<LessonEvent> events = new ArrayList<>();
        for (; applied < now.route().size(); applied++) {
            for (LessonEvent e : LiveClass.apply(flow, now.route().get(applied))) {
                if (e instanceof LessonEvent.ShowStep) {
                    sinceStep.clear();
                    events.clear();
                }
                sinceStep.add(e);
                events.add(e);
            }
        }
        return events;
    }

    private void forget() {
        flow = null;
        applied = 0;
        sinceStep.clear();
        given.clear();
        givenFor = -1;
        seen = Optional.empty();
    }

    /** A walkthrough's events in a student's words: the teacher, not 'next', moves the class on. */
    private static List<String> render(List<LessonEvent> events, Painter painter) {
        List<String> lines = new ArrayList<>();
        for (LessonEvent e : events) {
            if (e instanceof LessonEvent.StepDone done) {
                lines.add("");
                lines.add("(End of step " + done.number() + ". The teacher moves the class on.)");
            } else if (e instanceof LessonEvent.WalkthroughDone) {
                lines.add("");
                lines.add(painter.good("End of the lesson."));
            } else if (e instanceof LessonEvent.Page page) {
                // The worked answer comes whole, and 'next' is the teacher's.
                lines.add("");
                lines.addAll(page.lines());
            } else if (!(e instanceof LessonEvent.Opened || e instanceof LessonEvent.LastStep
                    || e instanceof LessonEvent.FirstStep || e instanceof LessonEvent.Refused)) {
                lines.addAll(LessonText.lines(List.of(e), painter));
            }
        }
        return lines;
    }

    /** After the reveal: what the student answered, and how it was judged. */
    private List<String> yours(LiveClass.Now now, Painter painter) {
        List<String> lines = new ArrayList<>();
        Optional<Integer> last = givenFor == now.question().getAsInt() ? given.keySet().stream().max(Integer::compare)
                : Optional.empty();
        if (last.isEmpty()) {
            lines.add(painter.paragraph("You did not answer this one; the worked answer is above.", 0));
            return lines;
        }
        Given mine = given.get(last.get());
        lines.add("");
        lines.add(painter.paragraph("Your answer, " + mine.text() + ": " + (mine.correct() ? painter.good("right.")
                : painter.bad("not right.") + (mine.summary().isEmpty() ? "" : " " + mine.summary())), 0));
        if (!mine.correct() && !mine.why().isEmpty()) {
            lines.add(painter.paragraph(mine.why(), 0));
        }
        return lines;
    }

    @Override
    public Optional<List<String>> take(String line, boolean namesCommand) {
        Optional<LiveClass.Now> now = seen;
        if (now.isEmpty()) {
            return Optional.empty();
        }
        String text = line.strip();
        String first = text.split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
        Beside.Screen to = screen;
        Painter painter = to == null ? Painter.PLAIN : to.painter();
        if (first.equals("live")) {
            return Optional.of(again(now.get(), painter));
        }
        if (first.equals("hint") && now.get().open()) {
            return Optional.of(hint(now.get(), painter));
        }
        if (namesCommand && OWN_ACTIVITIES.contains(first) && !text.toLowerCase(Locale.ROOT).matches("(quiz|lesson)"
                + "\\s+(stop|list)")) {
            return Optional.of(List.of(painter.paragraph("The class is in a live lesson: answer its questions here."
                    + " Quizzes, games and your own lessons wait until your teacher ends it ('live' shows the step"
                    + " again).", 0)));
        }
        if (namesCommand && TEACHERS_MOVES.contains(first)) {
            return Optional.of(List.of(painter.paragraph("In the live lesson the class answers first, then your teacher"
                    + " shows the worked answer and moves the class on; 'live' shows the step again.", 0)));
        }
        if (namesCommand || text.isEmpty() || text.startsWith("#")) {
            return Optional.empty();
        }
        if (!now.get().open()) {
            // Not an answer to anything: a line the session would refuse, said in the live lesson's words.
            return Optional.of(List.of(painter.paragraph(now.get().revealed() ? "This question's answer is shown;"
                    + " the teacher moves the class on next." : "No question is open in the live lesson yet: the"
                    + " teacher moves the class on.", 0)));
        }
        return Optional.of(answer(now.get(), text, painter));
    }

    /**
     * The next hint on the question open, for this student alone: the lesson's hints, then the method
     * for the question's kind. Never the worked answer, which is the teacher's to show.
     */
    private synchronized List<String> hint(LiveClass.Now now, Painter painter) {
        int question = now.question().getAsInt();
        if (hintsFor != question) {
            hints = 0;
            hintsFor = question;
        }
        Checkpoint c = now.asked().orElseThrow();
        List<String> all = new ArrayList<>(c.hints());
        all.addAll(c.question().hints(c.known(live.library().known(now.lesson()))));
        if (hints >= all.size()) {
            return List.of(painter.paragraph("No hint is left: answer as you think best; the teacher shows the worked"
                    + " answer after the vote.", 0));
        }
        hints++;
        return LessonText.lines(List.of(new LessonEvent.Hint(hints, all.size(), all.get(hints - 1))), painter);
    }

    /** The step the class is on, drawn again. */
    private synchronized List<String> again(LiveClass.Now now, Painter painter) {
        List<String> lines = new ArrayList<>();
        lines.add(painter.strong("Live lesson: " + now.lesson().title()));
        lines.addAll(render(sinceStep, painter));
        if (now.open()) {
            lines.add("");
            lines.add(answered(now) ? "Your answer is in; the teacher will show the worked answer."
                    : "Type your answer at the prompt.");
        }
        return lines;
    }

    private List<String> answer(LiveClass.Now now, String text, Painter painter) {
        int question = now.question().getAsInt();
        LiveClass.Answered answered;
        // Kept here before a reveal can be drawn: the reveal then tells the student how this answer did.
        synchronized (this) {
            answered = live.answer(student, question, text);
            if (answered instanceof LiveClass.Answered.In in) {
                keep(question, in.round(), new Given(LiveClass.typed(text), in.verdict().correct(),
                        in.verdict().summary(), in.verdict().why()));
            }
        }
        if (answered instanceof LiveClass.Answered.In in) {
            return List.of(painter.good("Your answer is in") + " (" + LiveClass.typed(text) + ")"
                    + (in.round() > 1 ? ", in the second vote." : ".") + " The teacher shows the worked answer when"
                    + " the class is ready.");
        }
        if (answered instanceof LiveClass.Answered.NotAnAnswer not) {
            return List.of(painter.paragraph(not.why(), 0));
        }
        if (answered instanceof LiveClass.Answered.Already already) {
            return List.of(painter.paragraph("Your answer to this question is in already" + (already.round() > 1
                    ? " for the second vote" : "") + ": one answer each. The teacher shows the worked answer next.", 0));
        }
        if (answered instanceof LiveClass.Answered.Closed) {
            return List.of(painter.paragraph("That question is closed now: the teacher has moved on.", 0));
        }
        return List.of(painter.paragraph("Your answer could not be kept just now; type it once more.", 0));
    }

    /** The student's answer to {@code question} in {@code round}, kept for the reveal. */
    private synchronized void keep(int question, int round, Given answer) {
        if (givenFor != question) {
            given.clear();
            givenFor = question;
        }
        given.put(round, answer);
    }

    /** Whether the student has answered the question open in the round open. */
    private synchronized boolean answered(LiveClass.Now now) {
        return now.question().isPresent() && givenFor == now.question().getAsInt() && given.containsKey(now.round());
    }

    /** Where this student is in the live lesson, for the teacher's 'who': empty when none is under way. */
    Optional<String> whereFor(String separator) {
        Optional<LiveClass.Now> now = seen;
        if (now.isEmpty()) {
            return Optional.empty();
        }
        LiveClass.Now at = now.get();
        String where = "live " + at.lesson().id() + " " + at.step() + "/" + at.lesson().steps().size();
        if (!at.open()) {
            return Optional.of(where);
        }
        return Optional.of(where + separator + (answered(at) ? "answered" : "not answered yet"));
    }

    @Override
    public Optional<String> prompt() {
        Optional<LiveClass.Now> now = seen;
        if (now.isEmpty()) {
            return Optional.empty();
        }
        LiveClass.Now at = now.get();
        String where = "live " + at.lesson().id() + " " + at.step() + "/" + at.lesson().steps().size();
        boolean waiting = at.open() && !answered(at);
        return Optional.of("[" + where + (waiting ? " ?" : "") + "] > ");
    }
}
