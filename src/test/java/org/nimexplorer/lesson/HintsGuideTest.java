package org.nimexplorer.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.commonmark.renderer.text.TextContentRenderer;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.explain.Choice;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.FindSumMove;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.KernelUpTo;
import org.nimexplorer.explain.Lemma2;
import org.nimexplorer.explain.Lemma2Step;
import org.nimexplorer.explain.MoveRecipe;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.SumOutcome;
import org.nimexplorer.explain.WholeNumber;
import org.nimexplorer.explain.WholeOutcome;

/**
 * Every hint of every checkpoint of the course, the author's and the ladder's own, guides towards the
 * method and never states what the engine computes as the answer: a number answer as a number, a
 * winning move in any spelling the session reads or as its heap and new size (or take), a choice's
 * right option by its text, a one-heap game's kernel by its rule.
 */
class HintsGuideTest {

    private static final LessonLibrary COURSE = LessonLibrary.folder(Path.of("lessons"));

    /** A checkpoint with the ideas a learner taking the course in order knows when it is asked. */
    record Asked(Checkpoint checkpoint, Set<Idea> known) {
        List<String> hints() {
            List<String> all = new ArrayList<>(checkpoint.hints());
            all.addAll(checkpoint.question().hints(known));
            return all;
        }
    }

    static Stream<Named<Asked>> checkpoints() {
        return COURSE.lessons().stream().flatMap(lesson -> lesson.steps().stream()
                .flatMap(s -> s.checkpoints().stream())
                .map(c -> Named.of(lesson.id() + ":" + c.line() + " " + c.question().kind(),
                        new Asked(c, COURSE.known(lesson)))));
    }

    @ParameterizedTest
    @MethodSource("checkpoints")
    void noHintStatesTheAnswer(Asked asked) {
        Question q = asked.checkpoint().question();
        for (String hint : asked.hints()) {
            assertThat(giveaway(q, hint, asked.checkpoint().prompt())).as("the answer is %s; the hint: %s", q.answer(), hint).isEmpty();
        }
    }

    /**
     * The prose a step shows before a question that asks for a winning move does not spell one of its
     * winning moves: an example of the notation must not be the answer asked for next.
     */
    @Test
    void noProseBeforeAMoveQuestionSpellsOneOfItsWinningMoves() {
        TextContentRenderer plain = TextContentRenderer.builder().build();
        int asked = 0;
        for (Lesson lesson : COURSE.lessons()) {
            for (Lesson.Step step : lesson.steps()) {
                StringBuilder before = new StringBuilder();
                for (Lesson.Part part : step.parts()) {
                    if (part instanceof Lesson.Prose prose) {
                        prose.blocks().forEach(block -> before.append(plain.render(block)).append('\n'));
                        continue;
                    }
                    Checkpoint c = ((Lesson.Ask) part).checkpoint();
                    String text = before.toString().replace('\n', ' ');
                    List<String> spelled = c.question().accept(new Question.Visitor<List<String>>() {
                        @Override
                        public List<String> outcome(Question question) {
                            return List.of();
                        }

                        @Override
                        public List<String> move(Question question, List<String> spellings) {
                            return spellings.stream().filter(m -> !m.matches("[0-9]+"))
                                    .filter(m -> standalone(m, text)).toList();
                        }

                        @Override
                        public List<String> number(WholeNumber question) {
                            return List.of();
                        }

                        @Override
                        public List<String> choice(Choice choice) {
                            return List.of();
                        }

                        @Override
                        public List<String> written(Question question) {
                            return List.of();
                        }
                    });
                    assertThat(spelled).as("%s, step '%s': the prose before its move question", lesson.id(),
                            step.title()).isEmpty();
                    asked++;
                }
            }
        }
        assertThat(asked).isGreaterThan(80);
    }

    /** What in the hint gives the answer away, or empty when it only guides; {@code prompt} is the question as asked. */
    static Optional<String> giveaway(Question q, String hint, String prompt) {
        String text = hint.replace('\n', ' ');
        return q.accept(new Question.Visitor<Optional<String>>() {
            @Override
            public Optional<String> outcome(Question question) {
                return saysOutcome(question, text).or(() -> kernelRule(question, text));
            }

            @Override
            public Optional<String> move(Question question, List<String> spellings) {
                // A bare number is a move only on one heap, where the rules' own numbers ("takes 1 to 3") are not.
                Optional<String> spelled = spellings.stream().filter(s -> !s.matches("[0-9]+"))
                        .filter(s -> standalone(s, text)).findFirst().map(s -> "it spells the winning move " + s);
                return spelled.or(() -> heapAndSize(question, text)).or(() -> kernelRule(question, text))
                        .or(() -> spellings.isEmpty() && standalone("none", text)
                                ? Optional.of("it says there is none") : Optional.empty());
            }

            @Override
            public Optional<String> number(WholeNumber question) {
                return statesNumber(Long.toString(question.value()), text, prompt);
            }

            @Override
            public Optional<String> choice(Choice c) {
                String right = c.options().get(c.correct()).strip();
                return c.numeric() ? statesNumber(right, text, prompt) : squeezed(text).contains(squeezed(right))
                        ? Optional.of("it quotes the right option: " + right) : Optional.empty();
            }

            @Override
            public Optional<String> written(Question question) {
                String answer = question.answer();
                if (question instanceof WholeOutcome) {
                    return saysOutcome(question, text);
                }
                // An answer of several words (a kernel, a claim) is given away anywhere in the hint, spaced as it likes.
                boolean stated = answer.contains(" ") ? squeezed(text).contains(squeezed(answer)) : standalone(answer, text);
                return (stated ? Optional.of("it states the answer " + answer) : Optional.<String>empty())
                        .or(() -> saidInWords(answer, text)).or(() -> heapAndSize(question, text))
                        .or(() -> kernelRule(question, text));
            }
        });
    }

    /**
     * The claim and the rule the course asks for, said in words. A claim is judged by its meaning, so a
     * hint can give it away without its symbols: "the number that is 0 exactly at the P-positions".
     */
    private static final Map<String, Pattern> SAID_IN_WORDS = Map.of(
            "s == 0", Pattern.compile("\\b(is|are) (0|zero),? exactly (at|when|for|in)\\b"),
            MoveRecipe.LEADING_BIT, Pattern.compile("(heap|x) (for which|whose|where) (that |its )?new size is"
                    + " (smaller|less|below)"));

    private static Optional<String> saidInWords(String answer, String text) {
        return Optional.ofNullable(SAID_IN_WORDS.get(answer)).filter(words -> words.matcher(text).find())
                .map(words -> "it says the answer " + answer + " in words");
    }

    /** "4 4 is a P-position", "the answer is N": the verdict on the question's own position said outright. */
    private static Optional<String> saysOutcome(Question q, String text) {
        String position = q instanceof PorN p ? p.position().toString() : q instanceof SumOutcome s
                ? s.sum().notation() : q instanceof WholeOutcome w ? w.position().toString() : "";
        String outcome = "(an?\\s+)?" + q.answer() + "\\b";
        return Pattern.compile(Pattern.quote(position) + "\\s+is\\s+" + outcome + "|\\banswers?(\\s+is)?\\s+" + outcome)
                .matcher(text).find() ? Optional.of("it says the position is " + q.answer()) : Optional.empty();
    }

    /**
     * A number answer stated in the hint. Digits that are bits ("a column gives 1", "an even count a 0"),
     * columns ("the 4s column") and bit numbers are no answer; when the question itself shows the number,
     * only a stated result ("is 6", "= 6", "answer 6") gives it away.
     */
    private static Optional<String> statesNumber(String number, String text, String prompt) {
        String withoutBits = text.replaceAll("\\b[0-9]+s column", "").replaceAll("\\bbit [0-9]+", "")
                .replaceAll("\\b(an?|gives?)\\s+[01]\\b", "").replaceAll("\\b[01](?=\\s+(when|if)\\b)", "");
        boolean stated = standalone(number, prompt)
                ? Pattern.compile("(=|\\bis|\\bequals|\\banswer|\\bsay)\\s+" + Pattern.quote(number) + "(?![\\w-])")
                        .matcher(withoutBits).find()
                : standalone(number, withoutBits);
        return stated ? Optional.of("it states the number " + number) : Optional.empty();
    }

    /** A winning move named by its heap and the heap's new size or the amount taken. */
    private static Optional<String> heapAndSize(Question q, String text) {
        List<String[]> moves = new ArrayList<>();
        if (q instanceof FindMove m) {
            for (Move w : Engine.analyze(m.position(), m.rules()).orThrow().winningMoves()) {
                moves.add(new String[] {HeapLabels.of(w.heap()), Long.toString(w.take()),
                        Long.toString(w.leavesHeapAt(m.position()))});
            }
        } else if (q instanceof FindSumMove m) {
            for (SumMove w : m.analysis().winningMoves()) {
                moves.add(new String[] {HeapLabels.of(w.part()), Long.toString(w.option().take()),
                        Long.toString(w.option().left())});
            }
        } else if (q instanceof Lemma2Step l) {
            for (Lemma2.Candidate c : Lemma2.of(l.position()).candidates()) {
                moves.add(new String[] {HeapLabels.of(c.heap()), null, Long.toString(c.to())});
            }
        }
        return moves.stream().filter(w -> namesHeap(w[0], text)
                && (w[1] != null && standalone(w[1], text) || standalone(w[2], text))).findFirst()
                .map(w -> "it names heap " + w[0] + " and its new size " + w[2]);
    }

    /** The kernel of one heap with takes 1 to k, given away as "the multiples of k + 1". */
    private static Optional<String> kernelRule(Question q, String text) {
        Rules rules = q instanceof FindMove m ? m.rules() : q instanceof PorN p ? p.rules()
                : q instanceof KernelUpTo k ? k.rules() : null;
        if (rules == null || !(rules.moves() instanceof MoveSet.Subtraction set) || !set.isRangeFromOne()) {
            return Optional.empty();
        }
        String period = Long.toString(set.largest() + 1);
        return Pattern.compile("multiples? of " + period + "(?!\\d)").matcher(text).find()
                ? Optional.of("it states the kernel: the multiples of " + period) : Optional.empty();
    }

    /**
     * Whether heap {@code label} is named: the capital letter as a word, except an "A" that opens a
     * sentence, which is the article.
     */
    private static boolean namesHeap(String label, String text) {
        Matcher m = Pattern.compile("(?<![\\w'-])" + label + "(?![\\w'])").matcher(text);
        while (m.find()) {
            String before = text.substring(0, m.start()).stripTrailing();
            boolean opensSentence = before.isEmpty() || before.matches("(?s).*[.:!?]");
            if (!label.equals("A") || !opensSentence) {
                return true;
            }
        }
        return false;
    }

    /** The answer as a word of its own: "5" is not found in "15", "5s column" or "1-5". */
    private static boolean standalone(String answer, String text) {
        return Pattern.compile("(?<![\\w.-])" + Pattern.quote(answer) + "(?![\\w-]|\\.\\d)", Pattern.CASE_INSENSITIVE)
                .matcher(text).find();
    }

    private static String squeezed(String s) {
        return s.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").replaceAll("[.!?]+$", "");
    }

    // Guards the detector itself on the hints the issue named, so that the walk above can be trusted.
    @ParameterizedTest
    @MethodSource("knownGiveaways")
    void theDetectorFindsTheGiveawaysOfIssue27(Question q, String hint) {
        assertThat(giveaway(q, hint, q.prompt())).isPresent();
    }

    static Stream<Arguments> knownGiveaways() {
        Rules takeOneToFour = new Rules(Play.NORMAL, MoveSet.parse("1-4").orThrow());
        Rules misere = new Rules(Play.MISERE, MoveSet.NIM);
        return Stream.of(
                Arguments.of(new FindMove(
                        Position.of(30), takeOneToFour),
                        "With takes 1 to 4, the kernel is the multiples of 5."),
                Arguments.of(new FindMove(
                        Position.of(1, 1, 5), misere),
                        "You can cut heap C down to 0 or to 1. Which choice leaves an odd number of 1-heaps?"),
                Arguments.of(new Choice(List.of("14", "15", "16", "17"), 2, "e"), "Say 16."),
                Arguments.of(new MoveRecipe("s == 0", 3, 7), "Lemma 2 moves one heap to its size xor the nim-sum. Let"
                        + " the condition choose a heap for which that new size is smaller."));
    }
}
