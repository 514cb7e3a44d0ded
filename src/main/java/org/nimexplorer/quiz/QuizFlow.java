package org.nimexplorer.quiz;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.Verdict;
import org.nimexplorer.store.Answer;
import org.nimexplorer.store.Progress;

/**
 * A quiz as a state machine: each input (an answer, skip, stop) moves it on and returns what the
 * learner is to see, as {@link QuizEvent}s; nothing here prints. It grades each answer with the
 * engine, tallies the idea it rests on and keeps missed positions for review. In practice a wrong
 * answer gets why it fails and a hint, and another try; only the first try is scored.
 */
public final class QuizFlow {

    /** In practice, the try that brings the worked answer. */
    private static final int PRACTICE_TRIES = 3;

    /**
     * The questions to ask and how.
     *
     * @param reviewing  in a review, the saved items the questions stand for, one per question; otherwise empty
     * @param seedSecret the seed is not told (an assignment on the class server)
     * @param from       the first question asked, from 0: a quiz a dropped connection cut short goes on there
     */
    public record Plan(long seed, Level level, List<Question> questions, List<Progress.ReviewItem> reviewing,
            boolean practice, boolean seedSecret, int from) {

        public Plan {
            questions = List.copyOf(questions);
            reviewing = List.copyOf(reviewing);
            if (from < 0 || from > questions.size()) {
                throw new IllegalArgumentException("a quiz of " + questions.size() + " questions cannot go on from "
                        + from);
            }
        }

        public Plan(long seed, Level level, List<Question> questions, List<Progress.ReviewItem> reviewing,
                boolean practice) {
            this(seed, level, questions, reviewing, practice, false, 0);
        }

        /** The same questions, gone on with from question {@code next} (from 0): the ones before were answered. */
        public Plan from(int next) {
            return new Plan(seed, level, questions, reviewing, practice, seedSecret, next);
        }

        public boolean review() {
            return !reviewing.isEmpty();
        }
    }

    /**
     * Picks each question as the quiz goes, from the learner's record as it is by then: practice that
     * adapts. The plan's questions after the first only say how many there are.
     */
    public interface Chooser {
        /** What the learner reads first, for a quiz of {@code questions}. */
        QuizEvent opening(int questions, Progress progress);

        Question next(Progress progress);

        /** The question is over: right at the first try or not, and the misconceptions its wrong tries showed. */
        void answered(Question question, boolean right, List<String> misconceptions, Progress progress);
    }

    private final Plan plan;
    private final Optional<Chooser> chooser;
    /** The plan's questions, each chosen afresh as it comes when a chooser picks them. */
    private final List<Question> questions;
    private final Progress progress;
    private final LongSupplier nanoClock;
    private final List<QuizResult> results = new ArrayList<>();
    private final List<QuizEvent> events = new ArrayList<>();
    private final long startedNanos;
    private long askedNanos;
    /** Wrong answers to the current question so far (practice only). */
    private int misses;
    /** The current question's graded answers so far, and the hints it has shown. */
    private final List<QuizResult.Try> tries = new ArrayList<>();
    private int hintsShown;
    /** Whether the last answer graded was right; empty before the first and after a skip. */
    private Optional<Boolean> lastRight = Optional.empty();
    private boolean finished;
    private long totalSeconds;
    /** The question waiting when the quiz was stopped, from 1; 0 while it runs and when it ran to its end. */
    private int stoppedAt;

    /** @param nanoClock the time in nanoseconds, for how long each answer took */
    public QuizFlow(Plan plan, Progress progress, LongSupplier nanoClock) {
        this(plan, progress, nanoClock, Optional.empty());
    }

    /** A quiz whose questions {@code chooser} picks one by one; the plan's first is its first pick. */
    public QuizFlow(Plan plan, Progress progress, LongSupplier nanoClock, Optional<Chooser> chooser) {
        this.plan = plan;
        this.chooser = chooser;
        this.questions = new ArrayList<>(plan.questions());
        this.progress = progress;
        this.nanoClock = nanoClock;
        this.startedNanos = nanoClock.getAsLong();
    }

    /** The quiz begins with its first question; {@code seedGiven} when the learner chose the seed. */
    public List<QuizEvent> open(boolean seedGiven) {
        say(chooser.map(c -> c.opening(questions.size(), progress)).orElseGet(() -> opening(seedGiven)));
        ask();
        return said();
    }

    private QuizEvent opening(boolean seedGiven) {
        return plan.review() ? new QuizEvent.ReviewOpened(plan.questions().size(), plan.practice())
                : new QuizEvent.QuizOpened(plan.questions().size(), plan.level(), plan.seed(), seedGiven,
                        plan.practice(), plan.questions().isEmpty() ? Optional.empty()
                                : Prompts.sum(plan.questions().get(0)).map(s -> s.games().get(0)), plan.seedSecret());
    }

    public List<QuizEvent> answer(String text) {
        Question q = question();
        Verdict v = Grading.grade(q, text);
        if (!v.counted()) {
            return List.of(new QuizEvent.Refused(v.summary()));
        }
        progress.record(new Answer.Judged(v.idea().key(), v.correct(), v.diagnosis().map(d -> d.misconception().key()),
                Optional.empty()));
        tries.add(new QuizResult.Try(text.strip(), v.correct(), v.diagnosis()));
        lastRight = Optional.of(v.correct());
        if (!v.correct() && plan.practice() && misses + 1 < PRACTICE_TRIES) {
            misses++;
            say(new QuizEvent.Judged(v));
            List<String> hints = q.hints(Idea.all());
            if (misses <= hints.size()) {
                hintsShown++;
                say(new QuizEvent.Hint(hints.get(misses - 1)));
            } else {
                say(new QuizEvent.OneMoreTry());
            }
            return said();
        }
        boolean right = v.correct() && misses == 0;
        chooser.ifPresent(c -> c.answered(q, right, misconceptions(), progress));
        results.add(new QuizResult(current() + 1, q, text.strip(), right, false, secondsOnQuestion(), v.idea(), v.diagnosis(),
                tries, hintsShown));
        updateReview(q, right);
        say(new QuizEvent.Judged(v));
        if (!v.correct()) {
            say(new QuizEvent.Worked(Grading.solution(q, Idea.all(), v.idea())));
        }
        advance();
        return said();
    }

    public List<QuizEvent> skip() {
        Question q = question();
        leave(q);
        lastRight = Optional.empty();
        say(new QuizEvent.Skipped(q));
        advance();
        return said();
    }

    /**
     * Ends the quiz with the questions answered so far, and the one waiting if it was tried: the
     * answers already given to it are the learner's as much as any other.
     */
    public List<QuizEvent> stop() {
        if (!finished) {
            stoppedAt = current() + 1;
        }
        if (!finished && !tries.isEmpty()) {
            leave(question());
        }
        say(new QuizEvent.Stopped(results.size()));
        finish();
        return said();
    }

    /** The misconceptions the current question's tries showed, one per try that showed one. */
    private List<String> misconceptions() {
        return tries.stream().map(QuizResult.Try::diagnosis).flatMap(Optional::stream)
                .map(d -> d.misconception().key()).toList();
    }

    /** The question waiting is left unanswered, with whatever tries it had. */
    private void leave(Question q) {
        chooser.ifPresent(c -> c.answered(q, false, misconceptions(), progress));
        results.add(new QuizResult(current() + 1, q, "", false, true, secondsOnQuestion(), q.idea(Idea.all()),
                tries.isEmpty() ? Optional.empty() : tries.get(tries.size() - 1).diagnosis(), tries, hintsShown));
        updateReview(q, false);
    }

    public Plan plan() {
        return plan;
    }

    public List<QuizResult> results() {
        return List.copyOf(results);
    }

    /** The question waiting, from 0. */
    public int current() {
        return plan.from() + results.size();
    }

    /** The questions answered right at the first try so far: the score. */
    public int right() {
        return (int) results.stream().filter(QuizResult::correct).count();
    }

    /** Whether the last answer graded was right, in practice a try too; empty before any and after a skip. */
    public Optional<Boolean> lastRight() {
        return lastRight;
    }

    /** How long the whole quiz took, in whole seconds, once it is over. */
    public long seconds() {
        return totalSeconds;
    }

    /** The question that was waiting when the quiz was stopped, from 1; 0 when it ran to its end or runs still. */
    public int stoppedAt() {
        return stoppedAt;
    }

    /** Whether the quiz is over, its last question answered or the quiz stopped. */
    public boolean finished() {
        return finished;
    }

    private Question question() {
        return questions.get(current());
    }

    /** The question waiting for an answer; empty once the quiz is over. */
    public Optional<Question> waiting() {
        return finished || current() >= questions.size() ? Optional.empty() : Optional.of(question());
    }

    private void ask() {
        if (chooser.isPresent() && current() > plan.from()) {
            questions.set(current(), chooser.get().next(progress));
        }
        say(new QuizEvent.Ask(current() + 1, questions.size(), question()));
        askedNanos = nanoClock.getAsLong();
    }

    private void advance() {
        misses = 0;
        tries.clear();
        hintsShown = 0;
        if (current() < questions.size()) {
            ask();
        } else {
            finish();
        }
    }

    private void finish() {
        finished = true;
        totalSeconds = (nanoClock.getAsLong() - startedNanos) / 1_000_000_000L;
        say(new QuizEvent.Finished(results, totalSeconds, plan.review(), plan.practice(), stoppedAt));
    }

    private double secondsOnQuestion() {
        return (nanoClock.getAsLong() - askedNanos) / 1e9;
    }

    /** A review item is answered again; a position missed in a quiz joins the review list. */
    private void updateReview(Question q, boolean right) {
        if (plan.review()) {
            progress.reviewed(plan.reviewing().get(current() - 1), right, Review.STREAK);
        } else if (!right) {
            progress.missed(Review.item(q));
        }
    }

    private void say(QuizEvent event) {
        events.add(event);
    }

    /** The events of one input, handed over once. */
    private List<QuizEvent> said() {
        List<QuizEvent> out = List.copyOf(events);
        events.clear();
        return out;
    }
}
