package org.nimexplorer.quiz;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.nimexplorer.engine.Move;
import org.nimexplorer.explain.AboutPosition;
import org.nimexplorer.explain.AboutSum;
import org.nimexplorer.explain.Asked;
import org.nimexplorer.explain.Choice;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.Solution;
import org.nimexplorer.explain.Verdict;
import org.nimexplorer.explain.WholeNumber;

/**
 * A question as a course platform grades it: which of its question types asks it, and the answers
 * it is to recognise, right ones and telling wrong ones, each with the feedback the session gives
 * that answer. A platform compares text, not meaning, so a winning move is listed in every spelling
 * the session reads.
 */
public record PlatformQuestion(String title, Question question, Type type, List<Answer> answers) {

    /**
     * A question lists every other answer with its own feedback (the reply that refutes a move, the column a
     * number gets wrong) when there are at most this many: a medium question's moves and numbers. Beyond, the
     * catch-all speaks for them, so that a platform's question stays a size its editor can open.
     */
    static final int MOST_LISTED = 48;

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
        return q.accept(new Question.Visitor<>() {
            public PlatformQuestion outcome(Question question) {
                return new PlatformQuestion(title, q, Type.MULTICHOICE, graded(q, List.of("P", "N")));
            }

            /**
             * "None" in each of its words after the winning moves: wrong when a move wins, but a common answer worth
             * its feedback; then every other move, each refuted as the session refutes it, where they are few.
             */
            public PlatformQuestion move(Question question, List<String> spellings) {
                List<String> texts = new ArrayList<>(spellings);
                texts.addAll(FindMove.NONE_WORDS);
                wrongMoves(q, spellings).forEach(texts::add);
                return new PlatformQuestion(title, q, Type.SHORTANSWER, graded(q, texts));
            }

            public PlatformQuestion number(WholeNumber question) {
                return new PlatformQuestion(title, q, Type.NUMERICAL, numbers(question));
            }

            public PlatformQuestion choice(Choice question) {
                return new PlatformQuestion(title, q, Type.MULTICHOICE, options(question));
            }

            public PlatformQuestion written(Question question) {
                return new PlatformQuestion(title, q, Type.SHORTANSWER, graded(q, List.of(q.answer())));
            }
        });
    }

    /**
     * What a platform tells an answer it was not given, which it marks wrong, with the question's first hint:
     * for a move, that it does not win (every winning move is listed, in every spelling), and how a move is
     * written, in case it was not one; for a number, that it is not the answer (the platform itself refuses
     * what is not a number); otherwise, that the answer is not one this question takes, and in which form one
     * is written. A choice lists every option, so it has none.
     */
    public Optional<String> otherwise() {
        if (type == Type.MULTICHOICE) {
            return Optional.empty();
        }
        List<String> hints = question.hints(Idea.all());
        String hint = hints.isEmpty() ? "" : " Hint: " + hints.get(0);
        String form = Character.toUpperCase(question.form().charAt(0)) + question.form().substring(1) + ".";
        if (question instanceof FindMove) {
            // A winning move in a spelling the file does not list lands here too: not "wrong", but "not read".
            return Optional.of("Not a winning move, or not written in a form this quiz reads. " + form + hint);
        }
        return Optional.of((type == Type.NUMERICAL ? "Not quite: that number is not the answer."
                : "Not one of the answers this question takes. " + form) + hint);
    }

    /** The idea the question practises, as a platform's tag: "lemma-2". */
    public String tag() {
        return question.idea(Idea.all()).key();
    }

    /** The worked answer, as the session shows it after a last miss. */
    public Solution solution() {
        return Grading.solution(question, Idea.all(), question.idea(Idea.all()));
    }

    /** "Winning move: 3 4 5". */
    private static String topic(Question q) {
        String topic = Asked.of(q.kind()).map(Asked::title).orElse(q.kind());
        return q instanceof AboutPosition || q instanceof AboutSum ? topic + ": " + Prompts.where(q)
                : topic;
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
        List<Answer> answers = new ArrayList<>(graded(w, List.of(w.answer())));
        List<Long> listed = new ArrayList<>(List.of(w.value()));
        for (long t : w.telltales().stream().distinct().filter(t -> t != w.value()).toList()) {
            Verdict v = Grading.grade(w, Long.toString(t));
            if (v.counted() && v.diagnosis().isPresent()) {
                answers.add(answer(Long.toString(t), v));
                listed.add(t);
            }
        }
        long below = wrongNumbersBelow(w);
        for (long n = 0; n < below; n++) {
            if (!listed.contains(n)) {
                answers.add(answer(w, Long.toString(n)));
            }
        }
        return answers;
    }

    /**
     * The numbers below which every wrong one is listed: a nim-sum is below the next power of two above the largest
     * heap (a Grundy value is no larger than its heap), so those are the numbers a learner gives; none, where that
     * is more than {@link #MOST_LISTED} or the question is not about heaps.
     */
    private static long wrongNumbersBelow(WholeNumber w) {
        if (!(w instanceof AboutPosition about)) {
            return 0;
        }
        long largest = about.position().stream().max().orElse(0);
        long below = Long.highestOneBit(Math.max(largest, 1)) * 2;
        return below <= MOST_LISTED ? below : 0;
    }

    /** Every legal move but the winning ones, in short form, where the position has at most {@link #MOST_LISTED}. */
    private static Stream<String> wrongMoves(Question q, List<String> spellings) {
        if (!(q instanceof FindMove find)) {
            return Stream.empty();
        }
        List<Move> legal = find.rules().legalMoves(find.position());
        if (legal.size() > MOST_LISTED) {
            return Stream.empty();
        }
        return legal.stream().map(Move::shortForm).filter(m -> !spellings.contains(m));
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
