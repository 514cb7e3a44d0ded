package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/**
 * Every checkpoint kind judged on hand-written answers: right ones in each accepted form, wrong ones
 * (told why, never given the answer, their misconception named), and malformed ones (not counted,
 * told what is expected).
 */
class GradingLadderTest {

    private static final Set<Idea> ALL = Idea.all();

    private static Verdict grade(Question q, String answer) {
        return Grading.grade(q, answer, ALL, q.idea(ALL));
    }

    private static String seen(Verdict v) {
        return v.summary() + " " + v.why() + " " + v.diagnosis().map(Diagnosis::sentence).orElse("");
    }

    private static final FindMove MOVE_345 = new FindMove(Position.of(3, 4, 5), Rules.NIM);

    @ParameterizedTest
    @ValueSource(strings = {"A-2", "a-2", "take 2 from A", "take 2 from 1", "A=1", "A to 1", " A-2 "})
    void theWinningMoveFromThreeFourFiveIsRightInEveryNotation(String answer) {
        assertThat(grade(MOVE_345, answer).correct()).isTrue();
    }

    @Test
    void aLosingMoveIsRefutedByTheOpponentsReplyWithoutTheWinningMove() {
        Verdict v = grade(MOVE_345, "B-1");
        assertThat(v.correct()).isFalse();
        assertThat(v.counted()).isTrue();
        assertThat(seen(v)).contains("B-1 leaves 3 3 5").contains("Your opponent answers").doesNotContain("A-2")
                .doesNotContain("take 2 from A");
        assertThat(v.diagnosis()).map(Diagnosis::misconception).contains(Misconception.HEAP_WITHOUT_LEADING_BIT);
    }

    @Test
    void noneFromAnNPositionIsWrongWithoutNamingTheMove() {
        Verdict v = grade(MOVE_345, "none");
        assertThat(v.correct()).isFalse();
        assertThat(seen(v)).contains("there is a winning move").doesNotContain("A-2");
    }

    @ParameterizedTest
    @ValueSource(strings = {"take", "A-9", "D-1", "fly"})
    void anUnreadableOrIllegalMoveIsNotCounted(String answer) {
        Verdict v = grade(MOVE_345, answer);
        assertThat(v.counted()).isFalse();
        assertThat(v.summary()).isNotBlank().doesNotContain("\n");
    }

    @Test
    void beforeTheTheoremAMoveIsJudgedByTheNimSumItLeaves() {
        Set<Idea> known = Set.of(Idea.BINARY, Idea.XOR, Idea.NIM_SUM, Idea.LEMMA_1, Idea.LEMMA_2);
        Verdict v = Grading.grade(MOVE_345, "C-1", known, Idea.LEMMA_2);
        assertThat(v.summary()).isEqualTo("Not quite: C-1 leaves 3 4 4, whose nim-sum is not 0.");
        assertThat(Grading.grade(MOVE_345, "A-2", known, Idea.LEMMA_2).summary())
                .isEqualTo("Right: A-2 leaves 1 4 5, whose nim-sum is 0.");
    }

    @Test
    void beforeTheNimSumTwoHeapsAreExplainedByTheMirrorAndOneHeapByMultiples() {
        Set<Idea> early = Set.of(Idea.RULES, Idea.MIRROR, Idea.KERNEL);
        FindMove two = new FindMove(Position.of(9, 5), Rules.NIM);
        assertThat(Grading.solution(two, early, Idea.MIRROR).derivation()).isInstanceOf(Derivation.Mirror.class);
        FindMove one = new FindMove(Position.of(30), new Rules(Play.NORMAL, subtract("1-4")));
        assertThat(Grading.solution(one, early, Idea.KERNEL).derivation()).isEqualTo(new Derivation.Multiples(30, 4));
        assertThat(Grading.solution(one, early, Idea.KERNEL).answer()).startsWith("none");
    }

    @Test
    void beforeTheKernelOneHeapIsExplainedByItsFollowersAndTheHintDoesNotNameTheKernel() {
        Set<Idea> first = Set.of(Idea.RULES, Idea.MIRROR);
        Rules take1to3 = new Rules(Play.NORMAL, subtract("1-3"));
        PorN four = new PorN(Position.of(4), take1to3);
        assertThat(Grading.solution(four, first, Idea.KERNEL).derivation()).isInstanceOf(Derivation.Followers.class);
        Set<Idea> kernel = Set.of(Idea.RULES, Idea.MIRROR, Idea.KERNEL);
        assertThat(Grading.solution(four, kernel, Idea.KERNEL).derivation()).isEqualTo(new Derivation.Multiples(4, 3));
        FindMove seven = new FindMove(Position.of(7), take1to3);
        assertThat(seven.hints(first)).singleElement().asString().doesNotContain("kernel").doesNotContain("multiple");
        assertThat(seven.hints(kernel)).singleElement().asString().contains("multiples of k + 1");
        FindMove twoHeaps = new FindMove(Position.of(7, 2), take1to3);
        assertThat(twoHeaps.hints(first)).singleElement().asString().doesNotContain("kernel");
        assertThat(twoHeaps.hints(kernel)).singleElement().asString().contains("kernel");
    }

    @ParameterizedTest
    @ValueSource(strings = {"P", "p", "P-position", " p-position "})
    void threeThreeIsP(String answer) {
        assertThat(grade(new PorN(Position.of(3, 3), Rules.NIM), answer).correct()).isTrue();
    }

    @Test
    void aWrongLabelPointsAtAFollowerWithoutStatingTheLabel() {
        PorN q = new PorN(Position.of(3, 1), Rules.NIM);
        Verdict v = grade(q, "P");
        assertThat(seen(v)).contains("Look at the follower 1 1").doesNotContain("3 1 is an N-position");
        assertThat(grade(q, "maybe").counted()).isFalse();
    }

    @Test
    void aNimSumAnsweredWithTheSumIsNamedAndTheWrongColumnShown() {
        NimSum q = new NimSum(Position.of(3, 4, 5), Rules.NIM);
        assertThat(grade(q, "2").correct()).isTrue();
        Verdict sum = grade(q, "12");
        assertThat(sum.diagnosis()).map(Diagnosis::misconception).contains(Misconception.ADDED_NOT_XORED);
        assertThat(seen(sum)).contains("12 has a 1 in the 8s column, but no number here does").doesNotContainPattern("\\bis 2\\b");
        Verdict binary = grade(q, "010");
        assertThat(binary.correct()).as("a nim-sum may be written in binary after a 0").isTrue();
        assertThat(binary.diagnosis()).isEmpty();
        assertThat(grade(q, "two").counted()).isFalse();
        assertThat(grade(q, "3").why()).startsWith("Check the 1s column: count the ones there");
    }

    @Test
    void theGrundyValueOfOneHeapIsAskedAsSuch() {
        NimSum q = new NimSum(Position.of(10), new Rules(Play.NORMAL, subtract("1-3")));
        Verdict v = grade(q, "10");
        assertThat(v.summary()).isEqualTo("Not quite: the Grundy value of a heap of 10 is not 10.");
        assertThat(grade(q, "2").correct()).isTrue();
    }

    @Test
    void binaryIsReadWithPrefixAndSpacesAndADecimalAnswerIsNamedButNotCounted() {
        ToBinary q = new ToBinary(13);
        assertThat(List.of("1101", "0b1101", "1 101", "01101")).allMatch(a -> grade(q, a).correct());
        assertThat(seen(grade(q, "1110"))).contains("1110 is 14").doesNotContain("1101");
        Verdict decimal = grade(q, "13");
        assertThat(decimal.counted()).isFalse();
        assertThat(decimal.diagnosis()).map(Diagnosis::misconception).contains(Misconception.DECIMAL_FOR_BINARY);
    }

    @Test
    void columnSumsNameTheFirstWrongColumn() {
        ColumnSums q = new ColumnSums(Position.of(3, 4, 5));
        assertThat(List.of("2 1 2", "2,1,2", "0 2 1 2")).allMatch(a -> grade(q, a).correct());
        assertThat(grade(q, "2 2 2").summary()).isEqualTo("Not quite: the 2s column does not have 2 ones.");
        assertThat(grade(q, "2 1").summary()).contains("give one count for each column");
        assertThat(grade(q, "x").counted()).isFalse();
    }

    @Test
    void xorAnsweredWithTheSumIsNamed() {
        XorOf q = new XorOf(5, 3);
        assertThat(grade(q, "6").correct()).isTrue();
        assertThat(grade(q, "8").diagnosis()).map(Diagnosis::misconception).contains(Misconception.ADDED_NOT_XORED);
    }

    @Test
    void aKernelIsJudgedByItsFirstWrongMemberWithTheMoveThatShowsIt() {
        KernelUpTo q = new KernelUpTo(new Rules(Play.NORMAL, subtract("1-3")), 21);
        assertThat(List.of("0 4 8 12 16 20", "20 16 12 8 4 0", "0,4,8,12,16,20")).allMatch(a -> grade(q, a).correct());
        Verdict threes = grade(q, "0 3 6 9 12 15 18 21");
        assertThat(threes.why()).isEqualTo("3 does not belong: from 3 a move reaches 0, and 0 is in the kernel, so the"
                + " player at 3 can move there and win.");
        assertThat(threes.diagnosis()).map(Diagnosis::misconception).contains(Misconception.KERNEL_MULTIPLES_OF_K);
        assertThat(grade(q, "0 4 8 12 16").why()).startsWith("20 is missing: the moves from 20 reach 19, 18 and 17");
        assertThat(grade(q, "0 4 8 12 16 20 24").why()).contains("24 is beyond that");
        assertThat(grade(q, "zero").counted()).isFalse();
    }

    @Test
    void lemmaTwoReadsTheBitOrTheColumnValueAndSaysWhichPartIsWrong() {
        Lemma2Step q = new Lemma2Step(Position.of(3, 5, 8));
        assertThat(grade(q, "3 C 6").correct()).isTrue();
        assertThat(grade(q, "3 c 6").correct()).isTrue();
        Verdict byValue = grade(q, "8 C 6");
        assertThat(byValue.correct()).isTrue();
        assertThat(byValue.diagnosis()).map(Diagnosis::misconception).contains(Misconception.COLUMN_VALUE_FOR_BIT);
        assertThat(byValue.diagnosis().orElseThrow().sentence()).contains("You gave 8, the value of the column");
        assertThat(grade(new Lemma2Step(Position.of(3, 4, 5)), "2 A 1").summary())
                .contains("(You gave 2, the value of the column");
        assertThat(grade(q, "3 A 2").summary()).isEqualTo("Not quite: heap A has no 1 in that column.");
        assertThat(grade(q, "2 C 6").summary()).isEqualTo("Not quite: the leftmost 1 of the nim-sum is not in bit 2.");
        assertThat(grade(q, "3 C 5").summary()).isEqualTo("Not quite: heap C does not go to 5.");
        assertThat(seen(grade(q, "none"))).contains("is not 0").doesNotContain("3 C 6");
        assertThat(grade(q, "3 C").counted()).isFalse();
    }

    @Test
    void aWrongBitInLemmaTwoIsToldHowToFindTheNimSumNotTheNimSum() {
        Lemma2Step q = new Lemma2Step(Position.of(3, 5, 8));
        assertThat(seen(grade(q, "2 C 6"))).contains("Work out the nim-sum of 3 5 8").doesNotContain("14")
                .doesNotContain("1110");
    }

    @Test
    void aGrundyTableIsJudgedAtItsFirstWrongValueFromTheLearnersOwnValues() {
        GrundyValues q = new GrundyValues((MoveSet.Subtraction) subtract("1,3,4"), 9);
        assertThat(grade(q, "0 1 0 1 2 3 2 0 1 0").correct()).isTrue();
        Verdict v = grade(q, "0 1 0 1 1 3 2 0 1 0");
        assertThat(v.summary()).isEqualTo("Not quite: g(4) is not 1.");
        assertThat(v.why()).contains("g(3) = 1, g(1) = 1, g(0) = 0");
        assertThat(grade(q, "0 1 0").counted()).isFalse();
    }

    @Test
    void aChoiceOfNumbersTakesTheNumberItselfNeverItsPlace() {
        Choice q = new Choice(List.of("0", "1", "3"), 1, "three ones is odd");
        assertThat(List.of("1", "b", "B)", " b. ")).allMatch(a -> grade(q, a).correct());
        assertThat(grade(q, "0").correct()).isFalse();
        assertThat(grade(q, "0").summary()).isEqualTo("Not quite: 0 is not it.");
        assertThat(grade(q, "2").counted()).isFalse();
    }

    @Test
    void anOptionIsReadAsTypedFromTheScreenWithItsOwnPunctuation() {
        Choice q = new Choice(List.of("You have won.", "You have lost: you cannot move."), 1, "why");
        assertThat(grade(q, "You have lost: your cannot move.").counted()).isFalse();
        assertThat(grade(q, "You have lost: you cannot move.").correct()).isTrue();
        assertThat(grade(q, "you have lost: you cannot move").correct()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"none", "None.", "no winning move", "there is none", "no move"})
    void noneIsReadInTheWordsALearnerUses(String answer) {
        assertThat(grade(new FindMove(Position.of(2, 2), Rules.NIM), answer).correct()).isTrue();
    }

    /**
     * Lesson column-sums asks the nim-sum of 6 9 12 (3, or 11 in binary) and of 3 4 5 (2): whether an
     * answer is taken for binary must not depend on which of them is asked, or the reply gives the answer away.
     */
    @ParameterizedTest
    @ValueSource(strings = {"11", "101", "10", "011", "0101", "0b11"})
    void theSameInputGetsTheSameKindOfReplyWhateverTheAnswer(String typed) {
        Verdict threeIsElevenInBinary = grade(new NimSum(Position.of(6, 9, 12), Rules.NIM), typed);
        Verdict twoIsTenInBinary = grade(new NimSum(Position.of(3, 4, 5), Rules.NIM), typed);
        assertThat(threeIsElevenInBinary.counted()).isEqualTo(twoIsTenInBinary.counted());
        assertThat(howRead(threeIsElevenInBinary)).as("the reading, binary or decimal, is the input's")
                .isEqualTo(howRead(twoIsTenInBinary));
    }

    /** The note on how a number was read, after the verdict's first sentence: empty when none. */
    private static String howRead(Verdict v) {
        int note = v.summary().indexOf(" (");
        return note < 0 ? "" : v.summary().substring(note);
    }

    @Test
    void aXorWrittenInBinaryWithALeadingZeroIsReadAsBinaryRightOrWrong() {
        Verdict right = grade(new XorOf(5, 3), "0110");
        assertThat(right.correct()).isTrue();
        assertThat(right.summary()).isEqualTo("Right: 5 xor 3 is 6. (0110 read as binary: 6.)");
        Verdict wrong = grade(new XorOf(5, 3), "0b111");
        assertThat(wrong.correct()).isFalse();
        assertThat(wrong.counted()).isTrue();
        assertThat(wrong.summary()).isEqualTo("Not quite: 5 xor 3 is not 7. (0b111 read as binary: 7.)");
        assertThat(grade(new XorOf(5, 3), "11").summary()).isEqualTo("Not quite: 5 xor 3 is not 11.");
        assertThat(grade(new XorOf(5, 3), "0" + "1".repeat(70)).counted()).as("too long to be a heap").isFalse();
    }

    @Test
    void aChoiceTakesTheOptionsTextWhateverItsCaseAndSpacing() {
        Choice q = new Choice(List.of("pass", "take all 5 from C"), 1, "why");
        assertThat(grade(q, "Take all  5 from c").correct()).isTrue();
        assertThat(grade(q, "c").counted()).isFalse();
    }

    private static MoveSet subtract(String set) {
        return MoveSet.parse(set).orThrow();
    }
}
