package org.nimexplorer.lesson;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.stream.IntStream;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Solution;
import org.nimexplorer.explain.Verdict;
import org.nimexplorer.store.Answer;
import org.nimexplorer.store.Progress;

/**
 * A lesson as a state machine: each input moves it on and returns what the learner is to see, as
 * {@link LessonEvent}s; nothing here prints. It shows a step's prose up to its next question, judges
 * answers with the engine, and records every step and attempt in the learner's progress as it
 * happens. A wrong answer climbs a ladder: first why it fails and a hint, then a stronger hint, and
 * only at the third miss (or on {@code reveal}, or a hint past the last) the worked answer, a screen
 * at a time. The rungs climbed are kept in the progress, so a restart does not take the learner down
 * the ladder. {@code next} always goes on; a question it passes is left unanswered, and its step is
 * not done until it is answered. In a walkthrough nothing is recorded.
 */
public final class LessonFlow {

    /** Lines of a long explanation shown at once; the rest waits for 'more' (a 24-line screen keeps room to type). */
    public static final int PAGE = 20;

    /** For a screen with a pager of its own: a worked answer comes whole, and 'more' has nothing to add. */
    public static final int WHOLE = Integer.MAX_VALUE / 2;

    /** The miss that brings the worked answer: a question gets this many tries. */
    public static final int TRIES = 3;

    /** Where the flow is in the step it shows. */
    private sealed interface Stage {}

    /** The step is shown to its end. */
    private record AtEnd() implements Stage {}

    /**
     * A question waits for its answer, with the rungs of the ladder climbed so far.
     *
     * @param index its place among the step's questions, for the progress file
     */
    private record Asking(Checkpoint checkpoint, int index, int hints, int misses) implements Stage {

        Asking hinted() {
            return new Asking(checkpoint, index, hints + 1, misses);
        }

        Asking missed() {
            return new Asking(checkpoint, index, hints, misses + 1);
        }
    }

    /**
     * A worked answer was shown and the step goes on at 'next', so that the answer stays on the screen;
     * {@code pending} lines of it wait for 'more'.
     */
    private record Solved(List<String> pending) implements Stage {

        Solved {
            pending = List.copyOf(pending);
        }
    }

    private final int rows;
    private final Lesson lesson;
    private final LessonLibrary library;
    private final Progress progress;
    private final boolean walkthrough;
    /** The ideas feedback in this lesson may use. */
    private final Set<Idea> known;
    private final BiFunction<Solution, Set<Idea>, List<String>> screenLines;
    private final List<LessonEvent> events = new ArrayList<>();
    private int step;
    /** Parts of the step shown so far. */
    private int shown;
    private Stage stage = new AtEnd();

    /**
     * @param screenLines a worked answer as the lines it takes on the screen, for a learner who knows the ideas
     *                    given: only a renderer knows them, and the flow pages through them
     */
    public LessonFlow(Lesson lesson, LessonLibrary library, Progress progress, boolean walkthrough,
            BiFunction<Solution, Set<Idea>, List<String>> screenLines) {
        this(lesson, library, progress, walkthrough, screenLines, PAGE);
    }

    /** @param rows the lines of a worked answer shown at once: {@link #PAGE}, or {@link #WHOLE} on a paging screen */
    public LessonFlow(Lesson lesson, LessonLibrary library, Progress progress, boolean walkthrough,
            BiFunction<Solution, Set<Idea>, List<String>> screenLines, int rows) {
        this.rows = rows;
        this.lesson = lesson;
        this.library = library;
        this.progress = progress;
        this.walkthrough = walkthrough;
        this.known = Set.copyOf(library.known(lesson));
        this.screenLines = screenLines;
    }

    /**
     * The ideas feedback may use at this step: the lesson's, less those a question of the step is asked before,
     * so that a move tried or a position analysed beside the question does not give its answer away either.
     */
    public Set<Idea> knownNow() {
        Set<Idea> now = known;
        for (Checkpoint c : lesson.steps().get(step).checkpoints()) {
            now = c.known(now);
        }
        return now;
    }

    /** Begins the lesson at its first step, or with {@code resume} at the step the learner reached. */
    public List<LessonEvent> open(boolean resume) {
        List<String> unfinished = List.of();
        if (!walkthrough) {
            unfinished = lesson.requires().stream().filter(id -> !progress.finished(id)).toList();
            progress.current = lesson.id();
            // A hand-edited file may say any number: resume inside the lesson, never past either end.
            step = resume ? Math.max(0, Math.min(progress.lesson(lesson.id()).step, lesson.steps().size() - 1)) : 0;
        }
        say(new LessonEvent.Opened(lesson, walkthrough));
        if (!unfinished.isEmpty()) {
            // Before the step, under the lesson's header: a question stays the last thing above the prompt.
            say(new LessonEvent.Unfinished(unfinished));
        }
        showStep();
        return said();
    }

    /**
     * On past a worked answer or the question waiting (left unanswered, and said so, unless in a
     * walkthrough) to the rest of the step, or to the next step. When nothing of the step is left to
     * show, the next step opens at once: a line saying the step has ended would only cost another 'next'.
     */
    public List<LessonEvent> next() {
        if (stage instanceof Asking && !walkthrough) {
            say(new LessonEvent.LeftUnanswered(step + 1));
        }
        boolean inStep = !(stage instanceof AtEnd);
        if (inStep && shown < currentStep().parts().size()) {
            continueStep();
            return said();
        }
        if (inStep) {
            stage = new AtEnd();
            recordStepEnd();
            if (step + 1 >= lesson.steps().size()) {
                sayLessonEnd();
                return said();
            }
        } else if (step + 1 >= lesson.steps().size()) {
            say(new LessonEvent.LastStep(library.after(lesson)));
            return said();
        }
        step++;
        showStep();
        return said();
    }

    public List<LessonEvent> back() {
        if (step == 0) {
            say(new LessonEvent.FirstStep());
        } else {
            step--;
            showStep();
        }
        return said();
    }

    /** To step {@code number} (from 1): any in a walkthrough, otherwise no further than the steps done allow. */
    public List<LessonEvent> goTo(int number) {
        int steps = lesson.steps().size();
        if (number < 1 || number > steps) {
            return refuse("this lesson has steps 1 to " + steps + ", not " + number);
        }
        if (!walkthrough) {
            Set<Integer> done = progress.lesson(lesson.id()).stepsDone;
            for (int s = step; s < number - 1; s++) {
                if (!done.contains(s)) {
                    return refuse("step " + (s + 1) + " is not done yet: answer its questions first (or use 'lesson"
                            + " start " + lesson.id() + " --walkthrough' to look ahead)");
                }
            }
        }
        step = number - 1;
        showStep();
        return said();
    }

    /** The next hint for the question waiting; past the last one, its worked answer. */
    public List<LessonEvent> hint() {
        if (!(stage instanceof Asking asking)) {
            return noQuestion();
        }
        if (asking.hints() < hints(asking).size()) {
            showNextHint(asking);
        } else {
            say(new LessonEvent.OutOfHints());
            showSolution(asking, 1);
        }
        return said();
    }

    public List<LessonEvent> answer(String text) {
        if (!(stage instanceof Asking asking)) {
            return noQuestion();
        }
        Checkpoint c = asking.checkpoint();
        Verdict v = Grading.grade(c.question(), text, c.known(known), c.ideaIn(known));
        if (!v.counted() && v.diagnosis().isEmpty()) {
            return refuse(v.summary());
        }
        record(v, asking);
        if (v.correct()) {
            say(new LessonEvent.Judged(v));
            continueStep();
        } else if (v.counted()) {
            miss(v, asking.missed());
        } else {
            // An answer in the wrong form costs no try, but what it showed the learner thinks is worth telling.
            say(new LessonEvent.Judged(v));
        }
        return said();
    }

    /** The question's worked answer, at once. */
    public List<LessonEvent> reveal() {
        if (!(stage instanceof Asking asking)) {
            return noQuestion();
        }
        showSolution(asking, 0);
        return said();
    }

    /** The next screen of a worked answer. */
    public List<LessonEvent> more() {
        if (!(stage instanceof Solved solved) || solved.pending().isEmpty()) {
            return refuse("nothing more to show; 'next' goes on");
        }
        page(solved.pending(), rows);
        return said();
    }

    public List<LessonEvent> where() {
        say(new LessonEvent.Where(lesson, step + 1, walkthrough, waiting()));
        return said();
    }

    /** Leaves the lesson; its progress stays recorded for 'lesson resume'. */
    public List<LessonEvent> stop() {
        say(new LessonEvent.Left(lesson, step + 1, walkthrough, !walkthrough && progress.finished(lesson.id())));
        return said();
    }

    public Lesson lesson() {
        return lesson;
    }

    public boolean walkthrough() {
        return walkthrough;
    }

    /** The step shown, from 0. */
    public int step() {
        return step;
    }

    /** The question waiting for an answer, if one is. */
    public Optional<Checkpoint> waiting() {
        return stage instanceof Asking asking ? Optional.of(asking.checkpoint()) : Optional.empty();
    }

    /** Which try the question waiting is on, from 1 to {@link #TRIES}; empty when no question waits. */
    public OptionalInt tryNumber() {
        return stage instanceof Asking asking ? OptionalInt.of(asking.misses() + 1) : OptionalInt.empty();
    }

    /**
     * Which question of the step waits, from 1, when the step asks more than one; empty when none waits
     * or the step asks only this one.
     */
    public OptionalInt questionInStep() {
        return stage instanceof Asking asking && questionsInStep() > 1 ? OptionalInt.of(asking.index() + 1)
                : OptionalInt.empty();
    }

    /** How many questions the step asks. */
    public int questionsInStep() {
        return questionsBefore(currentStep().parts().size());
    }

    /** Whether lines of a worked answer wait for 'more'. */
    public boolean paging() {
        return stage instanceof Solved solved && !solved.pending().isEmpty();
    }

    /** Whether the last step is shown to its end. */
    public boolean finished() {
        return step == lesson.steps().size() - 1 && stage instanceof AtEnd;
    }

    /** Where the learner is, for the prompt: "lemma-2 3/6", with " ?" while a question waits. */
    public String label() {
        return lesson.id() + " " + (step + 1) + "/" + lesson.steps().size() + (waiting().isPresent() ? " ?" : "");
    }

    private Lesson.Step currentStep() {
        return lesson.steps().get(step);
    }

    /** Shows the current step from its start. */
    private void showStep() {
        shown = 0;
        say(new LessonEvent.ShowStep(step + 1, lesson.steps().size(), currentStep().title()));
        if (!walkthrough) {
            progress.lesson(lesson.id()).step = step;
        }
        continueStep();
    }

    /** Shows parts until a question that still needs an answer, or the end of the step. */
    private void continueStep() {
        List<Lesson.Part> parts = currentStep().parts();
        while (shown < parts.size()) {
            Lesson.Part part = parts.get(shown++);
            if (part instanceof Lesson.Prose prose) {
                say(new LessonEvent.ShowProse(prose));
                continue;
            }
            Checkpoint checkpoint = ((Lesson.Ask) part).checkpoint();
            Answer.At at = new Answer.At(lesson.id(), step, questionsBefore(shown - 1));
            if (walkthrough || !progress.solved(at)) {
                // The ladder goes on where the learner left it, in this session or an earlier one.
                Progress.Ladder ladder = walkthrough ? Progress.Ladder.FOOT : progress.ladder(at);
                Asking asking = new Asking(checkpoint, at.checkpoint(), ladder.hints(), ladder.misses());
                stage = asking;
                say(new LessonEvent.Ask(checkpoint));
                if (asking.hints() > 0) {
                    List<String> all = hints(asking);
                    say(new LessonEvent.EarlierHints(all.subList(0, Math.min(asking.hints(), all.size())), all.size()));
                }
                return;
            }
            say(new LessonEvent.AnsweredBefore(checkpoint));
        }
        stage = new AtEnd();
        endOfStep();
    }

    private int questionsBefore(int part) {
        return (int) currentStep().parts().subList(0, part).stream().filter(p -> p instanceof Lesson.Ask).count();
    }

    private void endOfStep() {
        recordStepEnd();
        if (step + 1 < lesson.steps().size()) {
            say(new LessonEvent.StepDone(step + 1));
        } else {
            sayLessonEnd();
        }
    }

    /** The step is behind the learner: done once each of its questions was answered or worked out for them. */
    private void recordStepEnd() {
        if (walkthrough || !questionsClosed(step)) {
            return;
        }
        Progress.LessonProgress lp = progress.lesson(lesson.id());
        lp.stepsDone.add(step);
        lp.finished |= lp.stepsDone.size() == lesson.steps().size();
    }

    /** Whether every question of step {@code s} was answered right or had its worked answer shown. */
    private boolean questionsClosed(int s) {
        int questions = lesson.steps().get(s).checkpoints().size();
        return IntStream.range(0, questions).allMatch(i -> progress.closed(new Answer.At(lesson.id(), s, i)));
    }

    /** The last step is shown to its end: the lesson's review, or the steps left with a question unanswered. */
    private void sayLessonEnd() {
        if (walkthrough) {
            say(new LessonEvent.WalkthroughDone(library.after(lesson)));
            return;
        }
        Set<Integer> done = progress.lesson(lesson.id()).stepsDone;
        List<Integer> open = IntStream.range(0, lesson.steps().size()).filter(s -> !done.contains(s))
                .mapToObj(s -> s + 1).toList();
        if (!open.isEmpty()) {
            say(new LessonEvent.StepsLeft(open));
            return;
        }
        say(new LessonEvent.LessonDone(LessonReview.of(lesson, known, progress)));
        boolean courseDone = library.lessons().stream().allMatch(l -> progress.finished(l.id()));
        say(courseDone ? new LessonEvent.CourseDone() : new LessonEvent.NextLesson(library.after(lesson)));
    }

    /** A first or second miss: why, and the next hint; a third: the worked answer. */
    private void miss(Verdict v, Asking asking) {
        if (asking.misses() >= TRIES) {
            say(new LessonEvent.ThirdMiss(v));
            showSolution(asking, 2);
            return;
        }
        say(new LessonEvent.Judged(v));
        climb(asking);
        if (asking.hints() < hints(asking).size()) {
            showNextHint(asking);
        } else {
            say(new LessonEvent.NoHintLeft());
        }
        say(new LessonEvent.TryAgain());
    }

    private void showNextHint(Asking asking) {
        List<String> all = hints(asking);
        say(new LessonEvent.Hint(asking.hints() + 1, all.size(), all.get(asking.hints())));
        climb(asking.hinted());
    }

    /** A rung of the ladder climbed: kept in the progress, so that a restart does not take the learner down it. */
    private void climb(Asking asking) {
        stage = asking;
        if (!walkthrough) {
            progress.climbed(at(asking), new Progress.Ladder(asking.misses(), asking.hints()));
        }
    }

    /** The author's hints, then the method for the question's kind in terms of what the learner knows. */
    private List<String> hints(Asking asking) {
        List<String> all = new ArrayList<>(asking.checkpoint().hints());
        all.addAll(asking.checkpoint().question().hints(asking.checkpoint().known(known)));
        return all;
    }

    /**
     * The last rung: the worked answer, a screen at a time; the question is closed and the step goes on.
     * {@code printed} lines are already on the screen above it, and count against its first page.
     */
    private void showSolution(Asking asking, int printed) {
        if (!walkthrough) {
            progress.revealed(at(asking));
        }
        Checkpoint c = asking.checkpoint();
        Set<Idea> now = c.known(known);
        page(screenLines.apply(Grading.solution(c.question(), now, c.ideaIn(known)), now), rows - printed - 1);
    }

    /** Shows what fits in {@code rows}, keeping the last row for what comes next when the rest must wait. */
    private void page(List<String> lines, int rows) {
        int count = lines.size() <= rows ? lines.size() : rows - 1;
        say(new LessonEvent.Page(lines.subList(0, count), lines.size() - count));
        stage = new Solved(lines.subList(count, lines.size()));
    }

    private void record(Verdict v, Asking asking) {
        if (walkthrough) {
            return;
        }
        Optional<String> misconception = v.diagnosis().map(d -> d.misconception().key());
        progress.record(v.counted()
                ? new Answer.Judged(v.idea().key(), v.correct(), misconception, Optional.of(at(asking)))
                : new Answer.Unreadable(misconception.orElseThrow()));
    }

    private Answer.At at(Asking asking) {
        return new Answer.At(lesson.id(), step, asking.index());
    }

    private List<LessonEvent> noQuestion() {
        return refuse("no question is waiting; 'next' goes on");
    }

    private List<LessonEvent> refuse(String why) {
        events.clear();
        return List.of(new LessonEvent.Refused(why));
    }

    private void say(LessonEvent event) {
        events.add(event);
    }

    /** The events of one input, handed over once. */
    private List<LessonEvent> said() {
        List<LessonEvent> out = List.copyOf(events);
        events.clear();
        return out;
    }
}
