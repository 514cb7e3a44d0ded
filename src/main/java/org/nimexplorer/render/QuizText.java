package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Choice;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.SumWords;
import org.nimexplorer.explain.WholeNumber;
import org.nimexplorer.quiz.Prompts;
import org.nimexplorer.quiz.QuizEvent;
import org.nimexplorer.quiz.QuizResult;
import org.nimexplorer.quiz.Review;

/**
 * A quiz's events as the text a learner reads. Each element of a result is printed as a line; a
 * wrapped paragraph is one element with its line breaks inside.
 */
public final class QuizText {

    private QuizText() {}

    public static List<String> lines(List<QuizEvent> events, Painter painter) {
        List<String> out = new ArrayList<>();
        events.forEach(e -> out.addAll(lines(e, painter)));
        return out;
    }

    private static List<String> lines(QuizEvent e, Painter painter) {
        return e.accept(new QuizEvent.Visitor<>() {
            @Override
            public List<String> quizOpened(QuizEvent.QuizOpened o) {
                String word = o.game().map(HeapGame::heapWord).orElse("heap");
                return List.of(painter.paragraph("Quiz" + o.game().map(g -> " on " + SumWords.name(g)).orElse("")
                        + ": " + o.questions() + (o.questions() == 1 ? " question" : " questions") + ", level " + o.level().name().toLowerCase(Locale.ROOT)
                        + " (" + o.level().describe(word) + ")" + (o.seedSecret() ? "." : ", seed " + o.seed()
                        + (o.seedGiven() ? "." : " (give --seed " + o.seed() + " for the same questions).")), 0),
                        howToAnswer(o.practice(), painter));
            }

            @Override
            public List<String> reviewOpened(QuizEvent.ReviewOpened o) {
                return List.of(painter.paragraph("Review: " + o.positions() + " position" + (o.positions() == 1 ? ""
                        : "s") + " you missed before. Each leaves the list after " + Review.STREAK
                        + " right answers in a row.", 0), howToAnswer(o.practice(), painter));
            }

            @Override
            public List<String> practiceOpened(QuizEvent.PracticeOpened o) {
                List<String> out = new ArrayList<>();
                out.add(painter.paragraph("Practice: " + o.questions() + (o.questions() == 1 ? " question" : " questions")
                        + ", each chosen from your record as you go: a kind you miss comes back soon, one you know"
                        + " comes back less and less often.", 0));
                out.add(painter.paragraph("Due now: " + (o.due().isEmpty() ? "nothing, so the cards due soonest come"
                        + " first" : String.join(", ", o.due())) + "." + (o.mastered().isEmpty() ? ""
                        : " Mastered: " + String.join(", ", o.mastered()) + "."), 0));
                out.add(howToAnswer(true, painter));
                return out;
            }

            @Override
            public List<String> ask(QuizEvent.Ask a) {
                return QuizText.ask(a, painter);
            }

            @Override
            public List<String> judged(QuizEvent.Judged j) {
                return j.verdict().correct() ? DerivationText.verdict(j.verdict(), painter)
                        : DerivationText.miss(j.verdict(), painter);
            }

            @Override
            public List<String> hint(QuizEvent.Hint h) {
                return List.of(painter.paragraph(painter.strong("Hint: ") + h.text(), 0));
            }

            @Override
            public List<String> oneMoreTry(QuizEvent.OneMoreTry again) {
                return List.of(painter.paragraph("Try once more; after that the worked answer comes.", 0));
            }

            @Override
            public List<String> worked(QuizEvent.Worked w) {
                return DerivationText.solution(w.solution(), painter);
            }

            @Override
            public List<String> skipped(QuizEvent.Skipped s) {
                String answer = s.question().answer();
                return List.of("Skipped. " + (severalAnswers(s.question()) ? "A winning move: " : "The answer: ")
                        + answer + ".");
            }

            @Override
            public List<String> stopped(QuizEvent.Stopped s) {
                return List.of("Quiz stopped after " + s.answered() + " question" + (s.answered() == 1 ? "" : "s")
                        + ".");
            }

            @Override
            public List<String> finished(QuizEvent.Finished f) {
                return QuizText.finished(f, painter);
            }

            /** A refusal is no part of the quiz's text: the session tells it as an error. */
            @Override
            public List<String> refused(QuizEvent.Refused refused) {
                return List.of();
            }
        });
    }

    private static String howToAnswer(boolean practice, Painter painter) {
        return painter.paragraph("Type your answer, 'skip' to skip a question, 'quiz stop' to stop the quiz."
                + (practice ? " Practice: three tries each; the score counts the first." : ""), 0);
    }

    private static List<String> ask(QuizEvent.Ask a, Painter painter) {
        Question q = a.question();
        return List.of("", painter.paragraph(painter.strong("Question " + a.number() + "/" + a.questions() + ":") + " "
                + q.prompt(), 0), painter.paragraph("(" + q.form() + ")", 0));
    }

    /** The score and time, then each question missed with an answer and where the mistake came from. */
    private static List<String> finished(QuizEvent.Finished f, Painter painter) {
        List<String> out = new ArrayList<>();
        long right = f.results().stream().filter(QuizResult::correct).count();
        long total = f.seconds();
        out.add("");
        int asked = f.results().size();
        String score = "Score: " + right + "/" + asked;
        if (f.practice()) {
            long solved = f.results().stream().filter(QuizResult::solved).count();
            score += " at the first try, " + solved + "/" + asked + " in the end,";
        }
        out.add(painter.strong(score) + " in " + (total >= 60 ? total / 60 + " min " : "") + total % 60 + " s.");
        List<QuizResult> mistakes = f.results().stream().filter(r -> !r.correct()).toList();
        if (mistakes.isEmpty()) {
            return out;
        }
        out.add("To look at again:");
        for (QuizResult r : mistakes) {
            Question q = r.question();
            out.addAll(Wrap.lines(r.number() + ". " + Prompts.where(q) + " (" + q.kind()
                    + "): " + whatWasSaid(r, r.number() == f.stoppedAt()) + " (" + r.idea().description() + ")", 2, 5,
                    painter.width()));
            r.diagnosis().ifPresent(d -> out.addAll(Wrap.lines("Where it came from: " + d.sentence(), 5, 5,
                    painter.width())));
        }
        if (!f.review()) {
            out.add("They are saved for 'quiz --review'.");
        }
        return out;
    }

    /**
     * A question missed at the first try: every answer given, and whether a later one found it; where
     * the quiz was stopped ({@code stoppedHere}), a stop, not a skip.
     */
    private static String whatWasSaid(QuizResult r, boolean stoppedHere) {
        String said = r.tries().stream().map(t -> Text.clip(t.answer())).collect(Collectors.joining(", then "));
        if (r.solved()) {
            return "you said " + said + ": right at try " + r.tries().size();
        }
        String left = stoppedHere ? "stopped the quiz" : "skipped";
        String missed = said.isEmpty() ? left : "you said " + said + (r.skipped() ? ", then " + left : "");
        return missed + (severalAnswers(r.question()) ? "; a winning move is " : "; the answer is ") + r.correctAnswer();
    }

    /**
     * Whether the answer shown is one of several as good: a winning move, when there is one (there may be
     * others); P or N, a number, or "none" is the one answer, and "an answer is P" would say otherwise.
     */
    private static boolean severalAnswers(Question q) {
        return !q.answer().equals("none") && q.accept(new Question.Visitor<Boolean>() {
            @Override
            public Boolean outcome(Question question) {
                return false;
            }

            @Override
            public Boolean move(Question question, List<String> spellings) {
                return true;
            }

            @Override
            public Boolean number(WholeNumber question) {
                return false;
            }

            @Override
            public Boolean choice(Choice question) {
                return false;
            }

            @Override
            public Boolean written(Question question) {
                return false;
            }
        });
    }
}
