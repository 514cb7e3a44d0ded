package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Numbers;
import org.nimexplorer.engine.Text;

/**
 * The mex and multiple-choice kinds, from their checkpoint lines to what a learner is told: every
 * line the factory accepts or refuses, and each answer judged against a count from 0.
 */
class MexAndChoiceTest {

    private static final Set<Idea> ALL = EnumSet.allOf(Idea.class);

    /** The smallest whole number not in {@code set}, found by trying 0, 1, 2, ... */
    private static long missing(List<Long> set) {
        return LongStream.rangeClosed(0, set.size()).filter(n -> !set.contains(n)).findFirst().orElseThrow();
    }

    private static String spaced(List<Long> set) {
        return set.stream().map(String::valueOf).collect(Collectors.joining(" "));
    }

    @Test
    void aMexSetIsReadInEachWayItIsWritten() {
        for (String written : List.of("0 1 3", "0, 1, 3", "{0, 1, 3}", " {0,1,3} ")) {
            assertThat(Lines.of("set", written).ask("mex").orThrow()).isEqualTo(new Mex(List.of(0L, 1L, 3L)));
        }
        assertThat(Lines.of("set", "{}").ask("mex").orThrow()).isEqualTo(new Mex(List.of()));
        assertThat(Lines.of("set", "1000").ask("mex").orThrow()).isEqualTo(new Mex(List.of(1000L)));
        List<Long> thirty = LongStream.range(0, 30).boxed().toList();
        assertThat(Lines.of("set", spaced(thirty)).ask("mex").orThrow()).isEqualTo(new Mex(thirty));
    }

    @Test
    void aMexSetThatCannotBeAskedIsRefusedWithItsLine() {
        assertThat(Lines.of().ask("mex").problemOrNull()).isEqualTo("missing 'set:' line");
        for (String empty : List.of("", " , ", "{ }")) {
            assertThat(Lines.of("set", empty).ask("mex").problemOrNull()).as(empty)
                    .isEqualTo("set: list whole numbers, like 'set: 0 1 3' (write {} for the empty set)");
        }
        assertThat(Lines.of("set", "0 x").ask("mex").problemOrNull())
                .isEqualTo("set: " + Numbers.parseNonNegative("x", "number").problemOrNull());
        assertThat(Lines.of("set", "0 1001").ask("mex").problemOrNull()).isEqualTo("set: numbers up to 1000, not 1001");
        List<Long> many = LongStream.range(0, 31).boxed().toList();
        assertThat(Lines.of("set", spaced(many)).ask("mex").problemOrNull())
                .isEqualTo("set: at most 30 numbers, not 31");
    }

    @Test
    void aMexIsJudgedByCountingUpFromZero() {
        List<List<Long>> sets = List.of(List.of(), List.of(0L), List.of(1L, 2L), List.of(0L, 1L, 3L),
                List.of(2L, 0L, 1L), List.of(0L, 1L, 2L, 3L, 5L, 9L));
        for (List<Long> set : sets) {
            Mex q = new Mex(set);
            long mex = missing(set);
            assertThat(q.value()).isEqualTo(mex);
            assertThat(q.answer()).isEqualTo(Long.toString(mex));
            assertThat(q.written()).isEqualTo("{" + set.stream().map(String::valueOf).collect(Collectors.joining(", "))
                    + "}");
            assertThat(q.prompt()).isEqualTo("What is the mex of " + q.written() + "?");
            assertThat(q.asked()).isEqualTo("the mex of " + q.written());
            assertThat(q.derivation(ALL)).isEqualTo(new Derivation.Mex(set, mex));
            Verdict right = q.judge(Long.toString(mex), Idea.GRUNDY, ALL);
            assertThat(right.correct()).isTrue();
            assertThat(right.summary()).isEqualTo("Right: the mex of " + q.written() + " is " + mex + ".");
            for (long given = 0; given <= mex + 2; given++) {
                if (given == mex) {
                    continue;
                }
                Verdict v = q.judge(Long.toString(given), Idea.GRUNDY, ALL);
                assertThat(v.correct()).isFalse();
                assertThat(v.why()).isEqualTo(set.contains(given)
                        ? given + " is in the set, and the mex is a number missing from it."
                        : given + " is not in the set, but it is not the smallest number missing from it.");
            }
        }
    }

    @Test
    void theLargestPlusOneIsReadAsAMisconceptionAndTheMexHasItsOwnIdeaHintAndForm() {
        Mex q = new Mex(List.of(0L, 2L));
        long largestPlusOne = 3;
        assertThat(q.readings(largestPlusOne)).isEqualTo(Diagnose.largestPlusOne(q.set(), largestPlusOne, q.value(),
                "the largest number in the set").stream().toList());
        assertThat(q.readings(largestPlusOne)).isNotEmpty();
        assertThat(q.readings(q.value())).isEmpty();
        assertThat(q.telltales()).isEmpty();
        assertThat(q.idea(Set.of())).isEqualTo(Idea.GRUNDY);
        assertThat(q.kind()).isEqualTo("mex");
        assertThat(q.hints(ALL)).singleElement().asString().startsWith("Count up from 0");
        assertThat(WholeGameQuestionsTest.formOfAnswer(q)).isEqualTo("number");
        List<Long> mutable = new ArrayList<>(List.of(0L));
        Mex copy = new Mex(mutable);
        mutable.add(1L);
        assertThat(copy.set()).containsExactly(0L);
    }

    @Test
    void aChoiceIsReadFromItsOptionsAnswerExplanationAndWhys() {
        Question q = Lines.of("option", "copy", "option", "pair", "option", "count", "answer", "B", "explain", "Pairs.",
                "why", "a: the opponent copies too", "why", "C : counting is not enough").ask("choice").orThrow();
        assertThat(q).isEqualTo(new Choice(List.of("copy", "pair", "count"), 1, "Pairs.",
                List.of("the opponent copies too", "", "counting is not enough")));
        List<String> eight = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            eight.add("option");
            eight.add("o" + i);
        }
        eight.addAll(List.of("answer", "h", "explain", "E."));
        for (int i = 0; i < 7; i++) {
            eight.addAll(List.of("why", (char) ('a' + i) + ": not " + i));
        }
        assertThat(Lines.of(eight.toArray(String[]::new)).ask("choice").orThrow())
                .isEqualTo(new Choice(List.of("o0", "o1", "o2", "o3", "o4", "o5", "o6", "o7"), 7, "E.",
                        List.of("not 0", "not 1", "not 2", "not 3", "not 4", "not 5", "not 6", "")));
    }

    @Test
    void everyWrongOptionOfAChoiceNeedsItsWhy() {
        String[] three = {"option", "copy", "option", "pair", "option", "count", "answer", "b", "explain", "Pairs."};
        assertThat(with(three).ask("choice").problemOrNull()).isEqualTo("why: options a and c have no 'why:' line:"
                + " give every wrong option one line on why it fails, like 'why: a: the opponent can copy'");
        assertThat(with(three, "why", "a: the opponent copies too").ask("choice").problemOrNull())
                .isEqualTo("why: option c has no 'why:' line: give every wrong option one line on why it fails, like"
                        + " 'why: c: the opponent can copy'");
    }

    @Test
    void aChoiceThatCannotBeAskedIsRefusedWithItsLine() {
        assertThat(Lines.of("option", "x", "answer", "a", "explain", "E.").ask("choice").problemOrNull())
                .isEqualTo("a choice needs 2 to 8 'option:' lines, not 1");
        List<String> nine = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            nine.add("option");
            nine.add("o" + i);
        }
        nine.addAll(List.of("answer", "a", "explain", "E."));
        assertThat(Lines.of(nine.toArray(String[]::new)).ask("choice").problemOrNull())
                .isEqualTo("a choice needs 2 to 8 'option:' lines, not 9");
        String[] two = {"option", "x", "option", "y"};
        assertThat(with(two).ask("choice").problemOrNull()).isEqualTo("missing 'answer:' line");
        for (String letter : List.of("c", "ab", "", "`", "1")) {
            assertThat(with(two, "answer", letter, "explain", "E.").ask("choice").problemOrNull()).as(letter)
                    .isEqualTo("answer: give the letter of an option, a to b");
        }
        assertThat(with(two, "answer", "a").ask("choice").problemOrNull()).isEqualTo("missing 'explain:' line");
        for (String why : List.of("the opponent copies", "c: beyond the options", "b:   ", "`: not a letter",
                "bb: two letters")) {
            assertThat(with(two, "answer", "a", "explain", "E.", "why", why).ask("choice").problemOrNull()).as(why)
                    .isEqualTo("why: write the letter of a wrong option and why it fails, like 'why: b: the opponent"
                            + " can copy', not '" + Text.clip(why) + "'");
        }
        assertThat(with(two, "answer", "a", "explain", "E.", "why", "A: it is right").ask("choice").problemOrNull())
                .isEqualTo("why: option a is the answer; a why is for a wrong option");
        assertThat(with(two, "answer", "a", "explain", "E.", "why", "b: one", "why", "b: two").ask("choice")
                .problemOrNull()).isEqualTo("why: option b has two why lines; give one");
        assertThatThrownBy(() -> new Choice(List.of("x", "y"), 0, "E.", List.of("only one")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static Lines with(String[] first, String... more) {
        List<String> all = new ArrayList<>(List.of(first));
        all.addAll(List.of(more));
        return Lines.of(all.toArray(String[]::new));
    }

    @Test
    void aChoiceIsAnsweredByLetterOrTextAndAWrongOptionHearsItsWhy() {
        Choice q = new Choice(List.of("Copy the move", "Pair the heaps", "Count"), 1, "Pairs cancel.",
                List.of("copying fails", "", ""));
        assertThat(q.answer()).isEqualTo("b");
        assertThat(q.numeric()).isFalse();
        assertThat(q.form()).isEqualTo("answer with the letter of an option, or its text");
        for (String right : List.of("b", "B)", " b. ", "pair  the HEAPS!")) {
            Verdict v = q.judge(right, Idea.MIRROR, ALL);
            assertThat(v.correct()).as(right).isTrue();
            assertThat(v.summary()).isEqualTo("Right: b) Pair the heaps.");
            assertThat(v.derivation()).isEqualTo(new Derivation.Note("Pairs cancel."));
        }
        Verdict wrong = q.judge("copy the move", Idea.MIRROR, ALL);
        assertThat(wrong.correct()).isFalse();
        assertThat(wrong.counted()).isTrue();
        assertThat(wrong.summary()).isEqualTo("Not quite: option a) is not it.");
        assertThat(wrong.why()).isEqualTo("copying fails");
        assertThat(q.judge("c", Idea.MIRROR, ALL).why()).isEmpty();
        Verdict unread = q.judge("d", Idea.MIRROR, ALL);
        assertThat(unread.counted()).isFalse();
        assertThat(unread.summary()).isEqualTo("'d' is not one of the options: " + q.form() + " (a to c)");
        assertThat(q.solution(ALL, Idea.MIRROR)).isEqualTo(new Solution("b) Pair the heaps",
                new Derivation.Note("Pairs cancel."), Idea.MIRROR));
        assertThat(q.options()).containsExactly("Copy the move", "Pair the heaps", "Count");
        Choice ends = new Choice(List.of("Yes!", "No"), 0, "E.");
        assertThat(ends.judge("a", Idea.RULES, ALL).summary()).isEqualTo("Right: a) Yes!");
    }

    @Test
    void aChoiceOfNumbersIsAnsweredWithTheNumberAndTakesTheLatestIdeaMet() {
        Choice q = new Choice(List.of("3", " 7 ", "-1"), 1, "Seven.");
        assertThat(q.numeric()).isTrue();
        assertThat(q.answer()).isEqualTo("7");
        assertThat(q.form()).isEqualTo("answer with one of the numbers listed, or its letter");
        assertThat(q.judge("7", Idea.RULES, ALL).correct()).isTrue();
        assertThat(q.judge("b", Idea.RULES, ALL).correct()).isTrue();
        assertThat(q.judge("-1", Idea.RULES, ALL).summary()).isEqualTo("Not quite: -1 is not it.");
        assertThat(new Choice(List.of("3", "x"), 0, "E.").numeric()).isFalse();
        Idea latest = ALL.stream().max(Enum::compareTo).orElseThrow();
        assertThat(q.idea(ALL)).isEqualTo(latest);
        assertThat(q.idea(EnumSet.of(Idea.RULES, Idea.MIRROR))).isEqualTo(Idea.MIRROR);
        assertThat(q.idea(Set.of())).isEqualTo(Idea.RULES);
        assertThat(q.kind()).isEqualTo("choice");
        assertThat(q.prompt()).isEqualTo("Choose one option.");
        assertThat(q.hints(ALL)).isEmpty();
        assertThat(WholeGameQuestionsTest.formOfAnswer(q)).isEqualTo("choice");
    }
}
