package org.nimexplorer.repl;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Hints;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.Verdict;
import org.nimexplorer.quiz.Prompts;
import org.nimexplorer.quiz.QuizFiles;
import org.nimexplorer.quiz.QuizResult;
import org.nimexplorer.render.DerivationText;
import org.nimexplorer.render.Painter;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.store.Progress;

/**
 * Asks a quiz's questions one at a time, grades each answer with the engine, explains it, tallies
 * the idea it rests on and remembers missed positions for review, then sums up and writes the report.
 */
final class QuizRunner {

    /** A missed position leaves the review list after this many right answers in a row. */
    static final int REVIEW_STREAK = 2;

    /** In practice, the try that brings the worked answer. */
    private static final int PRACTICE_TRIES = 3;

    private final Session session;
    private final Painter painter;

    QuizRunner(Session session, Painter painter) {
        this.session = session;
        this.painter = painter;
    }

    private PrintWriter out() {
        return session.out();
    }

    void start(QuizRun run, boolean seedGiven) {
        session.setQuiz(run);
        if (run.review()) {
            out().println(Wrap.paragraph("Review: " + run.questions.size() + " position" + (run.questions.size() == 1
                    ? "" : "s") + " you missed before. Each leaves the list after " + REVIEW_STREAK
                    + " right answers in a row.", 0));
        } else {
            out().println(Wrap.paragraph("Quiz: " + run.questions.size() + " questions, level "
                    + run.level.name().toLowerCase(Locale.ROOT) + " (" + run.level.describe() + "), seed " + run.seed
                    + (seedGiven ? "." : " (give --seed " + run.seed + " for the same questions)."), 0));
        }
        out().println(Wrap.paragraph("Type your answer, 'skip' to skip a question, 'quit' to stop the quiz."
                + (run.practice ? " Practice: three tries each; the score counts the first." : ""), 0));
        ask(run);
    }

    private void ask(QuizRun run) {
        Question q = run.questions.get(run.current());
        out().println();
        out().println(Wrap.paragraph(painter.strong("Question " + (run.current() + 1) + "/" + run.questions.size() + ":")
                + " " + q.prompt(), 0));
        out().println(Wrap.paragraph("(" + q.form() + ")", 0));
        run.askedNanos = System.nanoTime();
    }

    void answer(String text) {
        QuizRun run = session.quiz();
        Question q = run.questions.get(run.current());
        Verdict v = Grading.grade(q, text);
        if (!v.counted()) {
            throw new BadInputException(v.summary());
        }
        Progress progress = session.course().store().progress();
        progress.recordAnswer(v.idea().key(), v.correct(),
                v.diagnosis().map(d -> d.misconception().key()).orElse(null));
        boolean firstTry = run.misses == 0;
        if (!v.correct() && run.practice && run.misses + 1 < PRACTICE_TRIES) {
            run.misses++;
            session.course().save(session.err());
            DerivationText.miss(v, painter).forEach(out()::println);
            List<String> hints = Hints.of(q, Idea.all());
            out().println(Wrap.paragraph(run.misses <= hints.size() ? painter.strong("Hint: ") + hints.get(run.misses - 1)
                    : "Try once more; after that the worked answer comes.", 0));
            return;
        }
        record(run, new QuizResult(run.current() + 1, q, text.strip(), v.correct() && firstTry, false, seconds(run),
                v.idea(), v.diagnosis()));
        updateReview(run, progress, q, v.correct() && firstTry);
        session.course().save(session.err());
        if (v.correct()) {
            DerivationText.verdict(v, painter).forEach(out()::println);
        } else {
            DerivationText.miss(v, painter).forEach(out()::println);
            DerivationText.solution(Grading.solution(q, Idea.all(), v.idea()), painter).forEach(out()::println);
        }
        run.misses = 0;
        advance(run);
    }

    void skip() {
        QuizRun run = session.quiz();
        Question q = run.questions.get(run.current());
        record(run, new QuizResult(run.current() + 1, q, "", false, true, seconds(run), q.idea(Idea.all()),
                Optional.empty()));
        updateReview(run, session.course().store().progress(), q, false);
        session.course().save(session.err());
        out().println("Skipped. One answer: " + q.answer() + ".");
        run.misses = 0;
        advance(run);
    }

    void quit() {
        out().println("Quiz stopped after " + session.quiz().results.size() + " question"
                + (session.quiz().results.size() == 1 ? "" : "s") + ".");
        finish(session.quiz());
    }

    private void record(QuizRun run, QuizResult result) {
        run.results.add(result);
    }

    private void advance(QuizRun run) {
        if (run.current() < run.questions.size()) {
            ask(run);
        } else {
            finish(run);
        }
    }

    private static double seconds(QuizRun run) {
        return (System.nanoTime() - run.askedNanos) / 1e9;
    }

    private void finish(QuizRun run) {
        session.setQuiz(null);
        long right = run.results.stream().filter(QuizResult::correct).count();
        long total = (System.nanoTime() - run.startedNanos) / 1_000_000_000L;
        out().println();
        out().println(painter.strong("Score: " + right + "/" + run.results.size()) + " in "
                + (total >= 60 ? total / 60 + " min " : "") + total % 60 + " s.");
        List<QuizResult> mistakes = run.results.stream().filter(r -> !r.correct()).toList();
        if (!mistakes.isEmpty()) {
            out().println("To look at again:");
            for (QuizResult r : mistakes) {
                Wrap.lines(r.number() + ". " + Prompts.position(r.question())
                        + Prompts.rules(r.question()).note() + " (" + r.question().kind() + "): "
                        + (r.skipped() ? "skipped" : "you said " + Text.clip(r.answer())) + ", an answer is "
                        + r.correctAnswer() + " (" + r.idea().description() + ")"
                        , 2, 5, Wrap.width()).forEach(out()::println);
                r.diagnosis().ifPresent(d -> Wrap.lines("Where it came from: " + d.sentence(), 5, 5, Wrap.width())
                        .forEach(out()::println));
            }
            if (!run.review()) {
                out().println("They are saved for 'quiz --review'.");
            }
        }
        run.report.ifPresent(file -> {
            try {
                QuizFiles.writeReport(file, run.seed, run.level, run.results);
                out().println("Report written to " + Text.oneLine(file.toString()) + ".");
            } catch (IOException | RuntimeException e) {
                throw new BadInputException("cannot write the report '" + Text.clip(file.toString()) + "' ("
                        + Text.clip(String.valueOf(e.getMessage())) + ")");
            }
        });
    }

    private void updateReview(QuizRun run, Progress progress, Question q, boolean right) {
        if (run.review()) {
            Progress.ReviewItem item = run.reviewing.get(run.current() - 1);
            item.rightInARow = right ? item.rightInARow + 1 : 0;
            if (item.rightInARow >= REVIEW_STREAK) {
                progress.review.remove(item);
            }
            return;
        }
        if (!right && progress.review.stream().noneMatch(i -> same(i, q))) {
            progress.review.add(item(q));
        }
    }

    static Progress.ReviewItem item(Question q) {
        Progress.ReviewItem item = new Progress.ReviewItem();
        item.kind = q.kind();
        item.heaps = new ArrayList<>(Prompts.position(q).stream().boxed().toList());
        Rules rules = Prompts.rules(q);
        item.misere = rules.isMisere();
        item.subtract = rules.moves() instanceof MoveSet.Subtraction s ? s.notation() : null;
        return item;
    }

    private static boolean same(Progress.ReviewItem item, Question q) {
        Progress.ReviewItem other = item(q);
        return item.kind.equals(other.kind) && item.heaps.equals(other.heaps) && item.misere == other.misere
                && java.util.Objects.equals(item.subtract, other.subtract);
    }

    /** The question a saved review item stands for, or null if the file holds something unusable. */
    static Question question(Progress.ReviewItem item) {
        if (item.kind == null || item.heaps == null || item.heaps.isEmpty() || item.heaps.stream().anyMatch(h -> h == null || h < 0)) {
            return null;
        }
        Position p = new Position(item.heaps.stream().mapToLong(Long::longValue).toArray());
        Result<MoveSet> moves = item.subtract == null ? Result.ok(MoveSet.NIM) : MoveSet.parse(item.subtract);
        if (!moves.isOk()) {
            return null;
        }
        Rules rules = new Rules(item.misere ? Play.MISERE : Play.NORMAL, moves.orThrow());
        return switch (item.kind) {
            case "move" -> new Question.FindMove(p, rules);
            case "outcome" -> new Question.PorN(p, rules);
            case "nim-sum" -> new Question.NimSum(p, rules);
            default -> null;
        };
    }
}
