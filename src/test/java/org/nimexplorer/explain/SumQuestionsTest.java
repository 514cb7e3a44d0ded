package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;

/**
 * The questions of lessons 12 and 13 judged on hand-written answers: a mex, the value of a Kayles row,
 * the nim-sum of a sum of different games, a winning move in such a sum (Kayles splits included), P or
 * N, and a Kayles table. Right answers are read in the forms a learner types; wrong ones are told why
 * and their misconception is named, never the answer; answers that cannot be read are not counted.
 */
class SumQuestionsTest {

    /** What a learner of lesson 12 has met: everything up to the Sprague-Grundy theorem, not octal games. */
    private static final Set<Idea> LESSON_12 = EnumSet.complementOf(EnumSet.of(Idea.OCTAL));
    private static final Set<Idea> ALL = Idea.all();

    private static GameSum sum(String notation) {
        return GameNotation.sum(List.of(notation), new HeapGame.Nim()).orThrow();
    }

    private static Verdict grade(Question q, String answer, Set<Idea> known) {
        return Grading.grade(q, answer, known, q.idea(known));
    }

    private static Verdict grade(Question q, String answer) {
        return grade(q, answer, LESSON_12);
    }

    /** Everything the learner reads at a miss: the verdict, why, and the misconception. */
    private static String seen(Verdict v) {
        return v.summary() + " " + v.why() + " " + v.diagnosis().map(Diagnosis::sentence).orElse("");
    }

    private static Misconception named(Verdict v) {
        return v.diagnosis().map(Diagnosis::misconception).orElse(null);
    }

    // --- the mex ---------------------------------------------------------------------------------

    private static final Mex MEX = new Mex(List.of(4L, 0L, 2L, 1L, 6L));

    @Test
    void theMexIsTheFirstNumberMissingNotTheLargestPlusOne() {
        assertThat(MEX.prompt()).isEqualTo("What is the mex of {4, 0, 2, 1, 6}?");
        assertThat(grade(MEX, "3").correct()).isTrue();
        assertThat(grade(MEX, " 3 ").correct()).isTrue();
        Verdict plusOne = grade(MEX, "7");
        assertThat(plusOne.correct()).isFalse();
        assertThat(plusOne.counted()).isTrue();
        assertThat(named(plusOne)).isEqualTo(Misconception.LARGEST_PLUS_ONE);
        assertThat(seen(plusOne)).contains("6 + 1 = 7").doesNotContain(" 3");
        assertThat(seen(grade(MEX, "4"))).contains("4 is in the set");
        assertThat(seen(grade(MEX, "5"))).contains("5 is not in the set, but it is not the smallest");
        assertThat(grade(MEX, "three").counted()).isFalse();
        assertThat(Grading.solution(MEX, ALL, Idea.GRUNDY).derivation()).isEqualTo(
                new Derivation.Mex(List.of(4L, 0L, 2L, 1L, 6L), 3));
    }

    // --- the value of one component ---------------------------------------------------------------

    private static final SumValue ROW_OF_4 = new SumValue(sum("kayles:4"));

    @Test
    void aKaylesRowOfFourIsWorthOneAndLeavingOutTheSplitsIsNamed() {
        assertThat(ROW_OF_4.prompt()).isEqualTo("What is the Grundy value of kayles:4?");
        assertThat(grade(ROW_OF_4, "1").correct()).isTrue();
        Verdict noSplits = grade(ROW_OF_4, "0");
        assertThat(noSplits.correct()).isFalse();
        assertThat(named(noSplits)).isEqualTo(Misconception.SPLIT_NOT_XORED);
        assertThat(seen(noSplits)).contains("You left out the moves that split the row").doesNotContain(" 1 ")
                .doesNotContain("is 1");
        Verdict likeNim = grade(ROW_OF_4, "4");
        assertThat(likeNim.correct()).isFalse();
        assertThat(likeNim.diagnosis()).as("its size, or 3 + 1: two readings, none named").isEmpty();
        assertThat(seen(likeNim)).contains("List what each move from a Kayles row of 4 leaves");
        Derivation.GrundyTable table = (Derivation.GrundyTable) Grading.solution(ROW_OF_4, ALL, Idea.GRUNDY)
                .derivation();
        assertThat(table.rows()).hasSize(5);
        assertThat(table.rows().get(4).value()).isEqualTo(1);
        assertThat(table.rows().get(4).splitWith()).contains(2L, 1L);
    }

    // --- the nim-sum of a mixed sum ---------------------------------------------------------------

    private static final SumValue MIXED = new SumValue(sum("nim:3 kayles:4 sub[1,3,4]:7"));

    @Test
    void aMixedSumIsWonOnTheValuesAndTheSizesXorIsNamed() {
        assertThat(MIXED.answer()).isEqualTo("2");
        assertThat(grade(MIXED, "2").correct()).isTrue();
        Verdict sizes = grade(MIXED, "0");
        assertThat(named(sizes)).isEqualTo(Misconception.SIZES_XORED_IN_SUM);
        assertThat(seen(sizes)).contains("3 xor 4 xor 7 = 0").doesNotContain(" 2 ").doesNotContain(" 2.");
        assertThat(named(grade(MIXED, "4"))).as("3 + 1 + 0, the values added").isEqualTo(Misconception.ADDED_NOT_XORED);
        assertThat(named(grade(MIXED, "14"))).as("3 + 4 + 7, the sizes added").isEqualTo(Misconception.ADDED_NOT_XORED);
        Verdict binary = grade(MIXED, "010");
        assertThat(binary.correct()).as("the XOR of values written in binary after a 0 is read as binary").isTrue();
        assertThat(binary.diagnosis()).isEmpty();
        assertThat(Grading.solution(MIXED, ALL, Idea.SPRAGUE_GRUNDY).derivation()).isInstanceOf(SumReport.class);
    }

    @Test
    void aMisconceptionNeedsTheIdeasItSpeaksOf() {
        Set<Idea> beforeTheTheorem = EnumSet.complementOf(EnumSet.of(Idea.SPRAGUE_GRUNDY, Idea.OCTAL));
        assertThat(grade(MIXED, "0", beforeTheTheorem).diagnosis()).isEmpty();
        assertThat(grade(ROW_OF_4, "0", beforeTheTheorem).diagnosis()).isEmpty();
        assertThat(grade(MEX, "7", EnumSet.of(Idea.RULES)).diagnosis()).isEmpty();
    }

    // --- a winning move ---------------------------------------------------------------------------

    private static final FindSumMove MIXED_MOVE = new FindSumMove(sum("nim:5 kayles:4 sub[1,3,4]:6"));
    private static final FindSumMove ROWS = new FindSumMove(sum("kayles:3 kayles:5 kayles:8"));
    private static final FindSumMove ONE_ROW = new FindSumMove(sum("kayles:8"));

    @ParameterizedTest
    @ValueSource(strings = {"A-2", "a-2", "take 2 from A", "A=3", "A to 3", "take 2 from heap A", "take 2 from 1"})
    void theWinningMoveInAMixedSumIsReadInEveryNimNotation(String answer) {
        assertThat(grade(MIXED_MOVE, answer).correct()).as(answer).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"B-1=1+3", "b-1=3+1", "B=1+3", "take 1 from B leaving 1 and 3",
            "take 1 from B, leaving rows of 1 and 3", "knock down pin 2 of B", "knock down pin 4 of B",
            "B-1 = 1 + 3"})
    void aKaylesSplitIsReadByTheRowsItLeavesOrThePinItKnocksDown(String answer) {
        Verdict v = grade(ROWS, answer, ALL);
        assertThat(v.correct()).as(answer + ": " + v.summary()).isTrue();
        assertThat(v.summary()).contains("leaves kayles:3 kayles:1 kayles:3 kayles:8").contains("XOR to 0");
    }

    @ParameterizedTest
    @ValueSource(strings = {"A-2=3+3", "knock down pins 4-5 of A", "take 2 from A leaving 3 and 3",
            "knock down pins 4 and 5 of A", "A-2=3+3.", "knock down pins 4-5", "Knock down pins 4 and 5."})
    void theMirrorMoveOnOneRowIsReadInTheFormsALearnerTypes(String answer) {
        Verdict v = grade(ONE_ROW, answer, ALL);
        assertThat(v.counted()).as(answer + ": " + v.summary()).isTrue();
        assertThat(v.correct()).as(answer).isTrue();
    }

    @Test
    void aMoveThatXorsTheSizesToZeroIsRefutedAndNamedWithoutTheWinningMove() {
        Verdict v = grade(MIXED_MOVE, "A-3");
        assertThat(v.correct()).isFalse();
        assertThat(v.summary()).isEqualTo("Not quite: A-3 leaves nim:2 kayles:4 sub[1,3,4]:6, whose values 2, 1 and 2"
                + " XOR to 1, not 0.");
        assertThat(v.why()).startsWith("Your opponent answers ");
        assertThat(named(v)).isEqualTo(Misconception.SIZES_XORED_IN_SUM);
        assertThat(seen(v)).doesNotContain("A-2").doesNotContain("take 2 from A");
        Verdict kayles = grade(ROWS, "C-2", ALL);
        assertThat(named(kayles)).isEqualTo(Misconception.SIZES_XORED_IN_SUM);
        assertThat(seen(kayles)).contains("sizes 3, 5 and 6").contains("Kayles").doesNotContain("B-1=1+3");
    }

    @Test
    void aSplitThatLosesIsRefutedByTheReplyInTheRowsItLeft() {
        Verdict v = grade(ROWS, "C-1=3+4", ALL);
        assertThat(v.correct()).isFalse();
        assertThat(v.summary()).contains("C-1=3+4 leaves kayles:3 kayles:5 kayles:3 kayles:4");
        assertThat(v.why()).contains("Your opponent answers").contains("every move you make loses");
        assertThat(seen(v)).doesNotContain("B-1=1+3");
    }

    @ParameterizedTest
    @ValueSource(strings = {"B-3", "D-1", "B-1=2+3", "knock down pin 9 of B", "take 0 from B", "jump", "B"})
    void anIllegalOrUnreadableMoveIsNotCountedAndSaysWhatIsWrong(String answer) {
        Verdict v = grade(ROWS, answer, ALL);
        assertThat(v.counted()).as(answer).isFalse();
        assertThat(v.summary()).as(answer).isNotBlank();
    }

    @Test
    void noneIsRightOnlyWhereEveryMoveLoses() {
        assertThat(grade(ROWS, "none", ALL).correct()).isFalse();
        assertThat(seen(grade(ROWS, "no winning move", ALL))).contains("there is a winning move")
                .doesNotContain("B-1");
        FindSumMove lost = new FindSumMove(sum("nim:1 kayles:3 sub[1,3,4]:11"));
        assertThat(lost.answer()).isEqualTo("none");
        assertThat(grade(lost, "none").correct()).isTrue();
        assertThat(grade(lost, "there is none").correct()).isTrue();
        assertThat(Grading.solution(lost, ALL, Idea.SPRAGUE_GRUNDY).answer()).startsWith("none: every move");
    }

    @Test
    void theFormOfAMoveMentionsSplitsOnlyWhereAGameSplitsAndUsesAHeapThatExists() {
        assertThat(ROWS.form()).contains("'B-1=1+2'");
        assertThat(ONE_ROW.form()).contains("'A-2'").contains("'A-1=1+2'").doesNotContain("'B");
        assertThat(new FindSumMove(sum("nim:3 sub[1,3,4]:7")).form()).doesNotContain("split");
        assertThat(ROWS.prompt()).isEqualTo("Find a winning move in kayles:3 kayles:5 kayles:8 (rows A, B and C), or"
                + " answer 'none' if every move loses.");
        assertThat(MIXED_MOVE.prompt()).contains("(heaps A, B and C)");
    }

    // --- P or N -----------------------------------------------------------------------------------

    @Test
    void pOrNOfASumIsJudgedOnTheValuesAndTheSizesXorIsNamed() {
        SumOutcome q = new SumOutcome(sum("kayles:2 kayles:5 kayles:7"));
        assertThat(q.answer()).isEqualTo("N");
        for (String right : List.of("N", "n", "N-position", " n ")) {
            assertThat(grade(q, right, ALL).correct()).as(right).isTrue();
        }
        Verdict p = grade(q, "P", ALL);
        assertThat(p.correct()).isFalse();
        assertThat(named(p)).isEqualTo(Misconception.SIZES_XORED_IN_SUM);
        assertThat(seen(p)).contains("For P, the rows' Grundy values must XOR to 0")
                .doesNotContain("is an N-position");
        assertThat(grade(q, "maybe", ALL).counted()).isFalse();
        SumOutcome lost = new SumOutcome(sum("nim:1 kayles:3 sub[1,3,4]:11"));
        Verdict n = grade(lost, "N");
        assertThat(n.diagnosis()).as("N is no sign of XORing sizes").isEmpty();
        assertThat(seen(n)).contains("For N, some move must make the XOR of the heaps' Grundy values 0");
    }

    // --- a table of Kayles values -----------------------------------------------------------------

    private static final GrundyValues KAYLES = new GrundyValues(
            GameNotation.heapGame("kayles").orThrow(), 10);

    @ParameterizedTest
    @ValueSource(strings = {"0 1 2 3 1 4 3 2 1 4 2", "0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2", " 0 1 2 3 1 4 3 2 1 4 2 "})
    void theKaylesValuesToTenAreReadWithSpacesOrCommas(String answer) {
        assertThat(grade(KAYLES, answer, ALL).correct()).isTrue();
    }

    @Test
    void aKaylesTableIsJudgedAtItsFirstWrongValueWithTheSplitsFromTheLearnersList() {
        assertThat(KAYLES.prompt()).isEqualTo("Write the Grundy values g(0) to g(10) of Kayles (octal game 0.77), in"
                + " order.");
        Verdict v = grade(KAYLES, "0 1 2 3 1 0 3 2 1 4 2", ALL);
        assertThat(v.summary()).isEqualTo("Not quite: g(5) is not 0.");
        assertThat(v.why()).contains("g(4) = 1").contains("g(1) xor g(3) = 2").contains("g(2) xor g(2) = 0");
        assertThat(named(v)).isEqualTo(Misconception.SPLIT_NOT_XORED);
        Verdict added = grade(KAYLES, "0 1 2 3 1 4 3 2 1 4 2".replaceFirst("3 1 4", "0 1 4"), ALL);
        assertThat(named(added)).isEqualTo(Misconception.SPLIT_NOT_XORED);
        Verdict countingUp = grade(KAYLES, "0 1 2 3 4 5 6 7 8 9 10", ALL);
        assertThat(countingUp.summary()).isEqualTo("Not quite: g(4) is not 4.");
        assertThat(countingUp.diagnosis()).isEmpty();
        assertThat(grade(KAYLES, "0 1 2 3", ALL).counted()).isFalse();
        assertThat(KAYLES.idea(ALL)).isEqualTo(Idea.OCTAL);
        assertThat(KAYLES.idea(LESSON_12)).isEqualTo(Idea.GRUNDY);
    }

    @Test
    void theKaylesTableWritesEachMoveAsWhatItLeavesAndItsValue() {
        Derivation.GrundyTable table = KAYLES.derivation(ALL);
        assertThat(table.splits()).isTrue();
        Derivation.GrundyTable.Row five = table.rows().get(5);
        // One pin: a row of 4, or 1 and 3, or 2 and 2; two pins: a row of 3, or 1 and 2.
        assertThat(five.followers()).containsExactly(4L, 1L, 2L, 3L, 1L);
        assertThat(five.splitWith()).containsExactly(0L, 3L, 2L, 0L, 2L);
        assertThat(five.followerValues()).containsExactly(1L, 2L, 0L, 3L, 3L);
        assertThat(five.value()).isEqualTo(4);
    }

    @Test
    void theHintsForTheNewKindsNameTheirMethod() {
        assertThat(MEX.hints(ALL)).singleElement().asString().startsWith("Count up from 0");
        assertThat(ROW_OF_4.hints(ALL)).singleElement().asString().contains("two heaps left side by side");
        assertThat(MIXED.hints(ALL)).singleElement().asString().contains("in its own game");
        assertThat(ROWS.hints(ALL)).singleElement().asString().contains("v xor s");
        assertThat(new SumOutcome(sum("kayles:2 kayles:5")).hints(ALL)).singleElement().asString()
                .contains("XOR to 0");
        assertThat(KAYLES.hints(ALL)).singleElement().asString().contains("two rows the XOR");
    }
}
