package org.nimexplorer.quiz;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.HeapOption;
import org.nimexplorer.engine.MoveParser;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.explain.AboutPosition;
import org.nimexplorer.explain.AboutSum;
import org.nimexplorer.explain.Choice;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.FindSumMove;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.NimSum;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.Solution;
import org.nimexplorer.explain.SumOutcome;
import org.nimexplorer.explain.SumValue;
import org.nimexplorer.explain.Verdict;
import org.nimexplorer.explain.WholeNumber;
import org.nimexplorer.explain.XorOf;

/**
 * A question as a course platform grades it: which of its question types asks it, and the answers
 * it is to recognise, right ones and telling wrong ones, each with the feedback the session gives
 * that answer. A platform compares text, not meaning, so a winning move is listed in every spelling
 * the session reads.
 */
public record PlatformQuestion(String title, Question question, Type type, List<Answer> answers) {

    /** The platform's question types, by Moodle's names for them. */
    public enum Type { MULTICHOICE, NUMERICAL, SHORTANSWER }

    /** An answer the platform recognises: right (full marks) or wrong (none), with its feedback. */
    public record Answer(String text, boolean right, String feedback) {}

    public PlatformQuestion {
        answers = List.copyOf(answers);
    }

    /** Question {@code number} of {@code count}, numbered so that a question bank sorts them in order. */
    public static PlatformQuestion of(int number, int count, Question q) {
        String title = "Q" + String.format("%0" + String.valueOf(count).length() + "d", number) + " " + topic(q);
        if (q instanceof PorN || q instanceof SumOutcome) {
            return new PlatformQuestion(title, q, Type.MULTICHOICE, graded(q, List.of("P", "N")));
        }
        if (q instanceof Choice c) {
            return new PlatformQuestion(title, q, Type.MULTICHOICE, options(c));
        }
        if (q instanceof WholeNumber w) {
            return new PlatformQuestion(title, q, Type.NUMERICAL, numbers(w));
        }
        if (q instanceof FindMove f) {
            return new PlatformQuestion(title, q, Type.SHORTANSWER, graded(q, moveAnswers(f)));
        }
        if (q instanceof FindSumMove f) {
            return new PlatformQuestion(title, q, Type.SHORTANSWER, graded(q, sumMoveAnswers(f)));
        }
        return new PlatformQuestion(title, q, Type.SHORTANSWER, graded(q, List.of(q.answer())));
    }

    /** The worked answer, as the session shows it after a last miss. */
    public Solution solution() {
        return Grading.solution(question, Idea.all(), question.idea(Idea.all()));
    }

    /** "Winning move: 3 4 5". */
    private static String topic(Question q) {
        String topic = q instanceof FindMove || q instanceof FindSumMove ? "Winning move"
                : q instanceof PorN || q instanceof SumOutcome ? "P or N"
                : q instanceof NimSum || q instanceof SumValue ? "Nim-sum" : q.kind();
        return q instanceof AboutPosition || q instanceof AboutSum ? topic + ": " + Prompts.where(q)
                : topic;
    }

    /**
     * Every winning move in every spelling, then "none" in each of its words (wrong, but a common
     * answer worth its own feedback); only the words of "none" when no move wins.
     */
    private static List<String> moveAnswers(FindMove f) {
        Analysis a = f.analysis();
        Stream<String> moves = a.winningMoves().stream().flatMap(m -> MoveParser.spellings(m, f.position()).stream());
        return Stream.concat(moves, FindMove.NONE_WORDS.stream()).toList();
    }

    /**
     * Every winning move of a sum in the spellings the session reads (the heap by letter and by number;
     * a split with the heaps it leaves either way round, and pins by number in a row), then the words
     * of "none". Each spelling is graded by the question itself and kept only when it reads it as the
     * winning move, so the file lists no spelling the session would not accept.
     */
    private static List<String> sumMoveAnswers(FindSumMove f) {
        GameSum sum = f.sum();
        Set<String> texts = new LinkedHashSet<>();
        for (SumMove m : f.analysis().winningMoves()) {
            texts.add(m.shortForm());
            for (String heap : List.of(HeapLabels.of(m.part()), Integer.toString(m.part() + 1))) {
                texts.addAll(sumSpellings(m, heap, sum.part(m.part()).game()));
            }
            // "knock down pins 2-3 of B" in a row of pins.
            texts.add(m.describe(sum).replaceFirst(",.*$", ""));
        }
        List<String> right = texts.stream().filter(t -> Grading.grade(f, t).correct()).toList();
        return Stream.concat(right.stream(), FindMove.NONE_WORDS.stream()).toList();
    }

    private static List<String> sumSpellings(SumMove m, String heap, HeapGame game) {
        HeapOption o = m.option();
        long take = o.take();
        String a = Long.toString(o.left());
        String b = Long.toString(o.right());
        List<String> out = new ArrayList<>();
        if (take == 0) {
            out.addAll(List.of(heap + "=" + a + "+" + b, heap + " = " + a + " + " + b, heap + "=" + b + "+" + a,
                    "split " + heap + " into " + a + " and " + b, "split " + heap + " into " + b + " and " + a));
            return out;
        }
        if (!o.splits()) {
            out.addAll(List.of(heap + "-" + take, heap + " - " + take, "take " + take + " from " + heap,
                    "take " + take + " from heap " + heap, heap + "=" + a, heap + " = " + a, heap + " to " + a));
            if (game.splits()) {
                out.add("take " + take + " from " + heap + " leaving " + a);
            }
            return out;
        }
        for (String[] pair : List.of(new String[] {a, b}, new String[] {b, a})) {
            out.addAll(List.of(heap + "-" + take + "=" + pair[0] + "+" + pair[1],
                    heap + " - " + take + " = " + pair[0] + " + " + pair[1],
                    "take " + take + " from " + heap + " leaving " + pair[0] + " and " + pair[1],
                    "take " + take + " from heap " + heap + " leaving " + pair[0] + " and " + pair[1]));
        }
        return out;
    }

    /** A choice's options as the platform shows them, each judged as the session judges its letter. */
    private static List<Answer> options(Choice c) {
        List<Answer> answers = new ArrayList<>();
        for (int i = 0; i < c.options().size(); i++) {
            Answer byLetter = answer(c, Character.toString('a' + i));
            answers.add(new Answer(c.options().get(i), byLetter.right(), byLetter.feedback()));
        }
        return answers;
    }

    /**
     * The number, then the wrong numbers a common misconception gives (a sum for a XOR, the heaps'
     * XOR in a subtraction game), each with what the session says of it; a number the session does
     * not read as a misconception, or that happens to be right, is left out.
     */
    private static List<Answer> numbers(WholeNumber w) {
        List<Long> telltales = new ArrayList<>();
        if (w instanceof NimSum n) {
            telltales.add(n.position().total());
            telltales.add(n.position().stream().map(h -> Engine.grundy(h, n.rules().moves())).sum());
            telltales.add(n.position().stream().reduce(0, (x, y) -> x ^ y));
        } else if (w instanceof XorOf x) {
            telltales.add(x.a() + x.b());
        }
        List<Answer> answers = new ArrayList<>(graded(w, List.of(w.answer())));
        for (long t : telltales.stream().distinct().filter(t -> t != w.value()).toList()) {
            Verdict v = Grading.grade(w, Long.toString(t));
            if (v.counted() && v.diagnosis().isPresent()) {
                answers.add(answer(Long.toString(t), v));
            }
        }
        return answers;
    }

    private static List<Answer> graded(Question q, List<String> texts) {
        return texts.stream().map(t -> answer(q, t)).toList();
    }

    /** The answer judged by the question itself, with the words the session would say to it. */
    private static Answer answer(Question q, String text) {
        return answer(text, Grading.grade(q, text));
    }

    private static Answer answer(String text, Verdict v) {
        if (!v.counted()) {
            throw new IllegalStateException("the question cannot read its own answer '" + text + "': " + v.summary());
        }
        List<String> feedback = new ArrayList<>(List.of(v.summary(), v.why()));
        v.diagnosis().ifPresent(d -> feedback.add(d.sentence()));
        feedback.removeIf(String::isBlank);
        return new Answer(text, v.correct(), String.join(" ", feedback));
    }
}
