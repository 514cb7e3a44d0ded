package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Solution;
import org.nimexplorer.explain.Verdict;
import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonEvent;
import org.nimexplorer.lesson.LessonReview;

/**
 * A lesson's events as the text a learner reads. Each element of a result is printed as a line; a
 * wrapped paragraph is one element with its line breaks inside.
 */
public final class LessonText {

    private LessonText() {}

    public static List<String> lines(List<LessonEvent> events, Painter painter) {
        List<String> out = new ArrayList<>();
        events.forEach(e -> out.addAll(lines(e, painter)));
        return out;
    }

    /** A worked answer as the lines it takes on the screen, for the lesson to page through, in the terms of {@code known}. */
    public static List<String> solution(Solution s, Set<Idea> known, Painter painter) {
        List<String> out = new ArrayList<>();
        DerivationText.solution(s, known, painter).forEach(block -> out.addAll(block.lines().toList()));
        return out;
    }

    private static List<String> lines(LessonEvent e, Painter painter) {
        return e.accept(new LessonEvent.Visitor<>() {
            @Override
            public List<String> opened(LessonEvent.Opened o) {
                return LessonText.opened(o, painter);
            }

            @Override
            public List<String> unfinished(LessonEvent.Unfinished u) {
                return List.of("", painter.paragraph("(This lesson builds on " + String.join(", ", u.lessons())
                        + ", which you have not finished: you can go on here, or start there with 'lesson start "
                        + u.lessons().get(0) + "'.)", 0));
            }

            @Override
            public List<String> showStep(LessonEvent.ShowStep s) {
                return List.of("", painter.strong("Step " + s.number() + "/" + s.steps() + ": " + s.title()));
            }

            @Override
            public List<String> showProse(LessonEvent.ShowProse p) {
                return blankThen(MarkdownText.render(p.prose().blocks(), painter));
            }

            @Override
            public List<String> ask(LessonEvent.Ask a) {
                return LessonText.ask(a.checkpoint(), painter);
            }

            @Override
            public List<String> answeredBefore(LessonEvent.AnsweredBefore a) {
                return List.of("", painter.paragraph("Question (answered before): " + a.checkpoint().prompt(), 0));
            }

            @Override
            public List<String> judged(LessonEvent.Judged j) {
                return j.verdict().correct() ? right(j.verdict(), painter) : DerivationText.miss(j.verdict(), painter);
            }

            @Override
            public List<String> thirdMiss(LessonEvent.ThirdMiss m) {
                return List.of(painter.paragraph(painter.bad(m.verdict().summary()), 0),
                        "That was your third try; here is the worked answer.");
            }

            @Override
            public List<String> hint(LessonEvent.Hint h) {
                return List.of(painter.paragraph(painter.strong("Hint " + h.number() + "/" + h.hints() + ": ")
                        + h.text(), 0));
            }

            @Override
            public List<String> earlierHints(LessonEvent.EarlierHints earlier) {
                List<String> lines = new ArrayList<>();
                for (int i = 0; i < earlier.texts().size(); i++) {
                    lines.add(painter.paragraph(painter.strong("Hint " + (i + 1) + "/" + earlier.hints()
                            + ", given before: ") + earlier.texts().get(i), 0));
                }
                return lines;
            }

            @Override
            public List<String> noHintLeft(LessonEvent.NoHintLeft none) {
                return List.of("No more hints; 'reveal' shows the worked answer.");
            }

            @Override
            public List<String> tryAgain(LessonEvent.TryAgain again) {
                return List.of(painter.paragraph("Try again, or type 'reveal' for the worked answer.", 0));
            }

            @Override
            public List<String> outOfHints(LessonEvent.OutOfHints none) {
                return List.of("No more hints: here is the worked answer.");
            }

            @Override
            public List<String> page(LessonEvent.Page p) {
                return LessonText.page(p, painter);
            }

            @Override
            public List<String> leftUnanswered(LessonEvent.LeftUnanswered left) {
                return List.of(painter.paragraph("(Question left unanswered: 'goto " + left.step() + "' comes back"
                        + " to it.)", 0));
            }

            @Override
            public List<String> stepsLeft(LessonEvent.StepsLeft left) {
                List<Integer> steps = left.steps();
                String which = steps.size() == 1 ? "step " + steps.get(0) + " waits" : "steps " + Text.and(steps.stream()
                        .map(String::valueOf).toList()) + " wait";
                return blankThen(List.of(painter.paragraph("Not done yet: " + which + " for an answer ('goto "
                        + steps.get(0) + "' goes back).", 0)));
            }

            @Override
            public List<String> stepDone(LessonEvent.StepDone d) {
                return List.of("", "(End of step " + d.number() + ". Type 'next' to go on.)");
            }

            @Override
            public List<String> walkthroughDone(LessonEvent.WalkthroughDone d) {
                return List.of("", painter.good("End of the lesson.") + " " + LessonText.nextLesson(d.next()));
            }

            @Override
            public List<String> lessonDone(LessonEvent.LessonDone d) {
                return blankThen(review(d.review(), painter));
            }

            @Override
            public List<String> courseDone(LessonEvent.CourseDone done) {
                return LessonText.courseDone(painter);
            }

            @Override
            public List<String> nextLesson(LessonEvent.NextLesson n) {
                return Wrap.lines(n.next().map(l -> "Next: 'lesson start " + l.id() + "' (" + l.title() + ").")
                        .orElse(LAST_IN_ORDER), 0, 2, painter.width());
            }

            @Override
            public List<String> lastStep(LessonEvent.LastStep l) {
                return Wrap.lines("This is the last step. " + LessonText.nextLesson(l.next()), 0, 0, painter.width());
            }

            @Override
            public List<String> firstStep(LessonEvent.FirstStep first) {
                return List.of("This is the first step.");
            }

            @Override
            public List<String> where(LessonEvent.Where w) {
                return LessonText.where(w, painter);
            }

            @Override
            public List<String> left(LessonEvent.Left l) {
                return List.of("Left the lesson " + l.lesson().id() + (l.walkthrough() ? "."
                        : l.finished() ? ", which you have finished; 'lesson restart " + l.lesson().id()
                        + "' takes it again." : "; 'lesson resume' comes back to step " + l.step() + "."));
            }

            /** A refusal is no part of the lesson's text: the session tells it as an error. */
            @Override
            public List<String> refused(LessonEvent.Refused refused) {
                return List.of();
            }
        });
    }

    private static List<String> opened(LessonEvent.Opened o, Painter painter) {
        List<String> out = new ArrayList<>();
        out.add(painter.strong(o.lesson().title()) + (o.walkthrough() ? "  (walkthrough: 'next' and 'back' move"
                + " freely, 'reveal' shows answers)" : ""));
        out.add(painter.paragraph(o.lesson().summary(), 0));
        return out;
    }

    /** A question with everything needed to answer it, and the form its answer takes. */
    private static List<String> ask(Checkpoint c, Painter painter) {
        List<String> out = blankThen(question(c, painter.strong("Question: "), painter));
        String form = c.question().form();
        out.add(painter.paragraph("(" + Character.toUpperCase(form.charAt(0)) + form.substring(1)
                + ". 'hint' gives a hint.)", 0));
        return out;
    }

    /** A right answer, the misconception a right answer in an unusual form showed, and why it is right. */
    private static List<String> right(Verdict v, Painter painter) {
        List<String> out = new ArrayList<>();
        out.add(painter.paragraph(painter.good(v.summary()), 0));
        v.diagnosis().ifPresent(d -> out.add(painter.paragraph(d.sentence() + " Both are read.", 0)));
        if (v.derivation() instanceof Derivation.Note why) {
            out.add(painter.paragraph(why.text(), 0));
        }
        return out;
    }

    private static List<String> page(LessonEvent.Page p, Painter painter) {
        List<String> out = new ArrayList<>(p.lines());
        out.add(p.left() == 0 ? "(Type 'next' to go on.)"
                : painter.strong("(" + p.left() + " more lines: type 'more', or 'next' to skip them.)"));
        return out;
    }

    private static List<String> courseDone(Painter painter) {
        List<String> out = new ArrayList<>(List.of("", painter.good("You have finished the whole course.")));
        out.addAll(Wrap.lines("To practise: 'quiz' (add '--level hard' for four and five heaps), 'quiz --review'"
                + " for the positions you missed, 'play --misere' for a game of misère Nim, and 'conjecture' to"
                + " test a rule of your own. 'progress' shows your answers by idea.", 0, 0, painter.width()));
        return out;
    }

    private static List<String> review(LessonReview r, Painter painter) {
        List<String> out = new ArrayList<>();
        out.add(painter.good("End of the lesson: " + r.lesson().title() + "."));
        if (r.questions() > 0) {
            out.add(painter.paragraph(r.questions() + " question" + (r.questions() == 1 ? "" : "s") + ", " + r.firstTry()
                    + " answered right at the first try" + (r.revealed() > 0 ? ", " + r.revealed()
                    + " worked out for you" : "") + ".", 0));
        }
        if (!r.shaky().isEmpty()) {
            out.add(painter.paragraph("Worth another look: " + String.join("; ", r.shaky().stream()
                    .map(Idea::description).toList()) + ".", 0));
        }
        return out;
    }

    private static List<String> where(LessonEvent.Where w, Painter painter) {
        Lesson lesson = w.lesson();
        List<String> out = new ArrayList<>();
        out.add(painter.paragraph("Lesson " + lesson.id() + " (" + lesson.title() + "), step " + w.step() + "/"
                + lesson.steps().size() + ": " + lesson.steps().get(w.step() - 1).title()
                + (w.walkthrough() ? ", walkthrough" : "") + ".", 0));
        out.addAll(w.waiting().map(c -> question(c, "Waiting for an answer to: ", painter))
                .orElse(List.of("No question is waiting.")));
        return out;
    }

    /** After the last lesson in the course's order while others are unfinished: not the end of the course. */
    private static final String LAST_IN_ORDER = "That was the last lesson in the course's order; 'lesson list' shows"
            + " the ones not finished yet.";

    private static String nextLesson(Optional<Lesson> next) {
        return next.map(l -> "Next: 'lesson start " + l.id() + "'.").orElse(LAST_IN_ORDER);
    }

    /** The prompt, and for a choice its options, one per line. */
    private static List<String> question(Checkpoint c, String label, Painter painter) {
        List<String> out = new ArrayList<>();
        out.add(painter.paragraph(label + c.prompt(), 0));
        out.addAll(options(c.question().options(), painter));
        return out;
    }

    /** A choice's options, one per line, lettered from a). */
    public static List<String> options(List<String> options, Painter painter) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < options.size(); i++) {
            out.addAll(Wrap.lines((char) ('a' + i) + ") " + options.get(i), 2, 5, painter.width()));
        }
        return out;
    }

    private static List<String> blankThen(List<String> lines) {
        List<String> out = new ArrayList<>();
        out.add("");
        out.addAll(lines);
        return out;
    }
}
