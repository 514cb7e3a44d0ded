package org.nimexplorer.repl;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Hints;
import org.nimexplorer.explain.Solution;
import org.nimexplorer.explain.Verdict;
import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.render.DerivationText;
import org.nimexplorer.render.MarkdownText;
import org.nimexplorer.render.Painter;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.store.Progress;

/**
 * Walks a learner through a lesson: shows a step's prose up to its next checkpoint, judges answers
 * with the engine, and records every step and attempt in the progress file as it happens. A wrong
 * answer climbs a ladder: first why it fails and a hint, then a stronger hint, and only at the third
 * miss (or on {@code reveal}, or a hint past the last) the worked answer, a screen at a time. In
 * walkthrough mode nothing blocks the way and no progress is recorded.
 */
final class LessonRunner {

    /** Lines of a long explanation shown at once; the rest waits for 'more' (a 24-line screen keeps room to type). */
    static final int PAGE = 20;

    /** The miss that brings the worked answer. */
    private static final int LAST_MISS = 3;

    private final Session session;
    private final Painter painter;

    LessonRunner(Session session, Painter painter) {
        this.session = session;
        this.painter = painter;
    }

    private PrintWriter out() {
        return session.out();
    }

    private Course course() {
        return session.course();
    }

    void start(String id, boolean walkthrough, boolean resume) {
        Lesson lesson = course().library().find(id).orElseThrow(() -> new BadInputException("there is no lesson '"
                + org.nimexplorer.engine.Text.clip(id) + "': 'lesson list' shows them all"));
        LessonRun run = new LessonRun(lesson, walkthrough, course().library().known(lesson));
        session.setLesson(run);
        course().warnings(session.err());
        if (!walkthrough) {
            Progress progress = course().store().progress();
            List<String> missing = lesson.requires().stream()
                    .filter(r -> !progress.lessons.containsKey(r) || !progress.lessons.get(r).finished).toList();
            if (!missing.isEmpty()) {
                out().println(Wrap.paragraph("(This lesson builds on " + String.join(", ", missing)
                        + ", which you have not finished. You can go on, or start there.)", 0));
            }
            Progress.LessonProgress lp = progress.lesson(id);
            progress.current = id;
            run.step = resume ? Math.min(lp.step, lesson.steps().size() - 1) : 0;
            save();
        }
        out().println(painter.strong(lesson.title()) + (walkthrough ? "  (walkthrough: 'next' and 'back' move"
                + " freely, 'reveal' shows answers)" : ""));
        out().println(Wrap.paragraph(lesson.summary(), 0));
        showStep(run);
    }

    void resume() {
        String current = course().store().progress().current;
        if (current == null || course().library().find(current).isEmpty()) {
            throw new BadInputException("there is no lesson to resume: 'lesson list' shows them, 'lesson start ID'"
                    + " begins one");
        }
        start(current, false, true);
    }

    private LessonRun run() {
        LessonRun run = session.lesson();
        if (run == null) {
            throw new BadInputException("no lesson is open: 'lesson list' shows them, 'lesson start ID' begins one");
        }
        return run;
    }

    /** Shows the current step from its start. */
    private void showStep(LessonRun run) {
        run.shown = 0;
        run.open = false;
        run.hints = 0;
        run.misses = 0;
        run.afterSolution = false;
        run.pending.clear();
        out().println();
        out().println(painter.strong("Step " + (run.step + 1) + "/" + run.lesson.steps().size() + ": "
                + run.currentStep().title()));
        if (!run.walkthrough) {
            Progress.LessonProgress lp = course().store().progress().lesson(run.lesson.id());
            lp.step = run.step;
            save();
        }
        continueStep(run);
    }

    /** Shows parts until a checkpoint that still needs an answer, or the end of the step. */
    private void continueStep(LessonRun run) {
        List<Lesson.Part> parts = run.currentStep().parts();
        while (run.shown < parts.size()) {
            Lesson.Part part = parts.get(run.shown++);
            if (part instanceof Lesson.Prose prose) {
                out().println();
                MarkdownText.render(prose.blocks(), painter).forEach(out()::println);
            } else {
                Checkpoint c = ((Lesson.Ask) part).checkpoint();
                run.open = true;
                run.hints = 0;
                run.misses = 0;
                if (!run.walkthrough && attempts(run).solved) {
                    out().println();
                    out().println(Wrap.paragraph("Question (answered before): " + c.prompt(), 0));
                    run.open = false;
                    continue;
                }
                out().println();
                question(c, painter.strong("Question: ")).forEach(out()::println);
                out().println(Wrap.paragraph("(" + Character.toUpperCase(c.question().form().charAt(0))
                        + c.question().form().substring(1) + ". 'hint' gives a hint.)", 0));
                return;
            }
        }
        endOfStep(run);
    }

    private void endOfStep(LessonRun run) {
        if (!run.walkthrough) {
            Progress.LessonProgress lp = course().store().progress().lesson(run.lesson.id());
            lp.stepsDone.add(run.step);
            if (lp.stepsDone.size() == run.lesson.steps().size()) {
                lp.finished = true;
            }
            save();
        }
        out().println();
        if (run.step + 1 < run.lesson.steps().size()) {
            out().println("(End of step " + (run.step + 1) + ". Type 'next' to go on.)");
        } else if (run.walkthrough) {
            out().println(painter.good("End of the lesson.") + " " + nextLessonHint(run.lesson));
        } else {
            LessonReview.of(run.lesson, course().library(), course().store().progress()).lines(painter)
                    .forEach(out()::println);
        }
    }

    private String nextLessonHint(Lesson done) {
        return LessonReview.nextLesson(done, course().library()).map(l -> "Next: 'lesson start " + l.id() + "'.")
                .orElse("That was the last lesson of the course.");
    }

    /** The prompt, and for a choice its options, one per line. */
    private static List<String> question(Checkpoint c, String label) {
        List<String> out = new ArrayList<>();
        out.add(Wrap.paragraph(label + c.prompt(), 0));
        List<String> options = c.question().options();
        for (int i = 0; i < options.size(); i++) {
            out.addAll(Wrap.lines((char) ('a' + i) + ") " + options.get(i), 2, 5, Wrap.width()));
        }
        return out;
    }

    void next() {
        LessonRun run = run();
        if (run.afterSolution) {
            run.pending.clear();
            run.afterSolution = false;
            continueStep(run);
            return;
        }
        if (run.open) {
            if (!run.walkthrough) {
                throw new BadInputException("answer the question first ('hint' helps, 'reveal' shows the worked answer); 'lesson stop'"
                        + " leaves the lesson");
            }
            run.open = false;
            continueStep(run);
            return;
        }
        if (run.shown < run.currentStep().parts().size()) {
            continueStep(run);
            return;
        }
        if (run.step + 1 >= run.lesson.steps().size()) {
            out().println("This is the last step. " + nextLessonHint(run.lesson));
            return;
        }
        run.step++;
        showStep(run);
    }

    void back() {
        LessonRun run = run();
        if (run.step == 0) {
            out().println("This is the first step.");
            return;
        }
        run.step--;
        showStep(run);
    }

    void goTo(int number) {
        LessonRun run = run();
        if (number < 1 || number > run.lesson.steps().size()) {
            throw new BadInputException("this lesson has steps 1 to " + run.lesson.steps().size() + ", not " + number);
        }
        if (!run.walkthrough && number - 1 > run.step) {
            Progress.LessonProgress lp = course().store().progress().lesson(run.lesson.id());
            for (int s = run.step; s < number - 1; s++) {
                if (!lp.stepsDone.contains(s)) {
                    throw new BadInputException("step " + (s + 1) + " is not done yet: answer its questions first"
                            + " (or use 'lesson start " + run.lesson.id() + " --walkthrough' to look ahead)");
                }
            }
        }
        run.step = number - 1;
        showStep(run);
    }

    void hint() {
        LessonRun run = run();
        Checkpoint c = openOrFail(run);
        if (run.hints >= hints(run, c).size()) {
            out().println("No more hints: here is the worked answer.");
            showSolution(run, c, 1);
            return;
        }
        showNextHint(run, c);
    }

    private void showNextHint(LessonRun run, Checkpoint c) {
        List<String> all = hints(run, c);
        out().println(Wrap.paragraph(painter.strong("Hint " + (run.hints + 1) + "/" + all.size() + ": ")
                + all.get(run.hints), 0));
        run.hints++;
    }

    /** The author's hints, then the method for the question's kind in terms of what the learner knows. */
    private static List<String> hints(LessonRun run, Checkpoint c) {
        List<String> all = new ArrayList<>(c.hints());
        all.addAll(Hints.of(c.question(), run.known));
        return all;
    }

    void answer(String text) {
        LessonRun run = run();
        Checkpoint c = openOrFail(run);
        Verdict v = Grading.grade(c.question(), text, run.known, c.ideaFor(run.known));
        if (!v.counted()) {
            if (v.diagnosis().isEmpty()) {
                throw new BadInputException(v.summary());
            }
            if (!run.walkthrough) {
                course().store().progress().recordMisconception(v.diagnosis().get().misconception().key());
                save();
            }
            DerivationText.miss(v, painter).forEach(out()::println);
            return;
        }
        if (!run.walkthrough) {
            Progress.Attempts a = attempts(run);
            a.tries++;
            a.solved |= v.correct();
            course().store().progress().recordAnswer(v.idea().key(), v.correct(),
                    v.diagnosis().map(d -> d.misconception().key()).orElse(null));
            save();
        }
        if (v.correct()) {
            out().println(Wrap.paragraph(painter.good(v.summary()), 0));
            v.diagnosis().ifPresent(d -> out().println(Wrap.paragraph(d.sentence() + " Both are read.", 0)));
            if (v.derivation() instanceof Derivation.Note why) {
                out().println(Wrap.paragraph(why.text(), 0));
            }
            run.open = false;
            continueStep(run);
            return;
        }
        run.misses++;
        if (run.misses >= LAST_MISS) {
            out().println(Wrap.paragraph(painter.bad(v.summary()), 0));
            out().println("That was your third try; here is the worked answer.");
            showSolution(run, c, 2);
            return;
        }
        DerivationText.miss(v, painter).forEach(out()::println);
        if (run.hints < hints(run, c).size()) {
            showNextHint(run, c);
        } else {
            out().println("No more hints; 'reveal' shows the worked answer.");
        }
        out().println(Wrap.paragraph("Try again, or type 'reveal' for the worked answer.", 0));
    }

    void reveal() {
        LessonRun run = run();
        showSolution(run, openOrFail(run), 0);
    }

    /**
     * The last rung: the worked answer, a screen at a time; the question is closed and the step goes on.
     * {@code printed} lines are already on the screen above it, and count against its first page.
     */
    private void showSolution(LessonRun run, Checkpoint c, int printed) {
        if (!run.walkthrough) {
            attempts(run).revealed |= !attempts(run).solved;
            save();
        }
        Solution s = Grading.solution(c.question(), run.known, c.ideaFor(run.known));
        run.open = false;
        DerivationText.solution(s, painter).forEach(block -> run.pending.addAll(block.lines().toList()));
        run.afterSolution = true;
        page(run, PAGE - printed - 1);
    }

    /** The next screen of a long explanation; when it is all shown, the step goes on. */
    void more() {
        LessonRun run = run();
        if (run.pending.isEmpty()) {
            throw new BadInputException("nothing more to show; 'next' goes on");
        }
        page(run, PAGE);
    }

    private void page(LessonRun run, int rows) {
        int lines = run.pending.size() <= rows ? run.pending.size() : rows - 1;
        for (int i = 0; i < lines; i++) {
            out().println(run.pending.pop());
        }
        if (run.pending.isEmpty()) {
            out().println("(Type 'next' to go on.)");
        } else {
            out().println(painter.strong("(" + run.pending.size() + " more lines: type 'more', or 'next' to skip"
                    + " them.)"));
        }
    }

    void where() {
        LessonRun run = run();
        out().println(Wrap.paragraph("Lesson " + run.lesson.id() + " (" + run.lesson.title() + "), step " + (run.step + 1)
                + "/" + run.lesson.steps().size() + ": " + run.currentStep().title()
                + (run.walkthrough ? ", walkthrough" : "") + ".", 0));
        Checkpoint c = run.openCheckpoint();
        if (c == null) {
            out().println("No question is waiting.");
        } else {
            question(c, "Waiting for an answer to: ").forEach(out()::println);
        }
    }

    void stop() {
        LessonRun run = run();
        session.setLesson(null);
        out().println("Left the lesson " + run.lesson.id() + (run.walkthrough ? "." : "; 'lesson resume' comes back"
                + " to step " + (run.step + 1) + "."));
    }

    private Checkpoint openOrFail(LessonRun run) {
        Checkpoint c = run.openCheckpoint();
        if (c == null) {
            throw new BadInputException("no question is waiting; 'next' goes on");
        }
        return c;
    }

    private Progress.Attempts attempts(LessonRun run) {
        return course().store().progress().lesson(run.lesson.id()).checkpoints
                .computeIfAbsent(run.step + "." + run.openIndex(), k -> new Progress.Attempts());
    }

    private void save() {
        course().save(session.err());
    }
}
