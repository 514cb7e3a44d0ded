package org.nimexplorer.repl;

import java.io.PrintWriter;
import java.util.List;
import org.nimexplorer.cli.BadInputException;
import org.nimexplorer.cli.DerivationText;
import org.nimexplorer.cli.MarkdownText;
import org.nimexplorer.cli.Painter;
import org.nimexplorer.cli.Wrap;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Verdict;
import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.store.Progress;

/**
 * Walks a learner through a lesson: shows a step's prose up to its next checkpoint, judges answers
 * with the engine (a wrong one gets the explanation of the right one and another try), and records
 * every step and attempt in the progress file as it happens. In walkthrough mode nothing blocks the
 * way, {@code reveal} shows answers, and no progress is recorded.
 */
final class LessonRunner {

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
        LessonRun run = new LessonRun(lesson, walkthrough);
        session.setLesson(run);
        course().warnings(out());
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
                if (!run.walkthrough && attempts(run).solved) {
                    out().println();
                    out().println(Wrap.paragraph("Question (answered before): " + c.prompt(), 0));
                    run.open = false;
                    continue;
                }
                out().println();
                out().println(Wrap.paragraph(painter.strong("Question: ") + c.prompt(), 0));
                out().println(Wrap.paragraph("(" + c.question().form() + (c.hints().isEmpty() ? ""
                        : "; 'hint' for a hint") + ")", 0));
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
        } else {
            out().println(painter.good("End of the lesson.") + " " + nextLessonHint(run.lesson));
        }
    }

    private String nextLessonHint(Lesson done) {
        List<Lesson> all = course().library().lessons();
        int i = all.indexOf(done);
        return i >= 0 && i + 1 < all.size() ? "Next: 'lesson start " + all.get(i + 1).id() + "'."
                : "That was the last lesson of the course.";
    }

    void next() {
        LessonRun run = run();
        if (run.open) {
            if (!run.walkthrough) {
                throw new BadInputException("answer the question first (type your answer, or 'hint'); 'lesson stop'"
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
        if (c.hints().isEmpty()) {
            out().println(Wrap.paragraph("There is no hint for this question. To answer, " + c.question().form() + ".", 0));
            return;
        }
        if (run.hints >= c.hints().size()) {
            out().println("No more hints. Hint " + c.hints().size() + " again: " + c.hints().get(c.hints().size() - 1));
            return;
        }
        out().println(Wrap.paragraph("Hint " + (run.hints + 1) + "/" + c.hints().size() + ": " + c.hints().get(run.hints), 0));
        run.hints++;
    }

    void answer(String text) {
        LessonRun run = run();
        Checkpoint c = openOrFail(run);
        Verdict v = Grading.grade(c.question(), text);
        if (!v.counted()) {
            throw new BadInputException(v.summary());
        }
        if (!run.walkthrough) {
            Progress.Attempts a = attempts(run);
            a.tries++;
            a.solved |= v.correct();
            Progress.Tally tally = course().store().progress().idea(v.idea().key());
            if (v.correct()) {
                tally.right++;
            } else {
                tally.wrong++;
            }
            save();
        }
        if (v.correct()) {
            out().println(Wrap.paragraph(painter.good(v.summary()), 0));
            run.open = false;
            continueStep(run);
        } else {
            DerivationText.verdict(v, painter).forEach(out()::println);
            out().println();
            out().println(Wrap.paragraph("Try again: " + c.prompt() + (c.hints().isEmpty() ? "" : " ('hint' for a hint)"), 0));
        }
    }

    void reveal() {
        LessonRun run = run();
        Checkpoint c = openOrFail(run);
        if (!run.walkthrough) {
            throw new BadInputException("'reveal' is for walkthroughs ('lesson start " + run.lesson.id()
                    + " --walkthrough'); here, answer and a wrong answer gets the explanation");
        }
        String answer = c.question().answer();
        Verdict v = Grading.grade(c.question(), answer);
        out().println(Wrap.paragraph(painter.strong("Answer: ") + answer, 0));
        DerivationText.verdict(v, painter).forEach(out()::println);
        run.open = false;
        continueStep(run);
    }

    void where() {
        LessonRun run = run();
        out().println(Wrap.paragraph("Lesson " + run.lesson.id() + " (" + run.lesson.title() + "), step " + (run.step + 1)
                + "/" + run.lesson.steps().size() + ": " + run.currentStep().title()
                + (run.walkthrough ? ", walkthrough" : "") + ".", 0));
        Checkpoint c = run.openCheckpoint();
        out().println(c == null ? "No question is waiting." : Wrap.paragraph("Waiting for an answer to: " + c.prompt(), 0));
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
        course().save(out());
    }
}
