package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/**
 * The rarer paths of judging: the end of a game, answers at the limits of their form, and wrong
 * answers in each kind's less common shapes. Each is told why it fails without the answer.
 */
class JudgingEdgesTest {

    private static final Set<Idea> ALL = Idea.all();
    private static final Rules MISERE = new Rules(Play.MISERE, MoveSet.NIM);

    private static Verdict grade(Question q, String answer) {
        return Grading.grade(q, answer, ALL, q.idea(ALL));
    }

    private static MoveSet.Subtraction subtract(String set) {
        return (MoveSet.Subtraction) MoveSet.parse(set).orThrow();
    }

    @Test
    void aLosingMoveAtTheEndOfAGameIsRefutedByTheLastMove() {
        assertThat(grade(new FindMove(Position.of(1), MISERE), "A-1").why())
                .isEqualTo("A-1 leaves 0: you took the last object, and under misère play that loses.");
        assertThat(grade(new FindMove(Position.of(2, 0), MISERE), "A-2").why())
                .isEqualTo("A-2 leaves 0 0: you took the last object, and under misère play that loses.");
        assertThat(grade(new FindMove(Position.of(3, 1), MISERE), "A-1").why())
                .isEqualTo("A-1 leaves 2 1. Your opponent answers A-2, leaving you 0 1: there, every move you make loses.");
        assertThat(grade(new FindMove(Position.of(2, 1), Rules.NIM), "B-1").why())
                .isEqualTo("B-1 leaves 2 0, and your opponent answers A-2, taking the last object.");
    }

    @Test
    void betweenTheNimSumAndTheTheoremNoneIsJudgedByTheNimSum() {
        Set<Idea> known = EnumSet.of(Idea.RULES, Idea.NIM_SUM);
        FindMove q = new FindMove(Position.of(3, 4, 5), Rules.NIM);
        Verdict none = Grading.grade(q, "none", known, Idea.NIM_SUM);
        assertThat(none.summary()).isEqualTo("Not quite: the nim-sum of 3 4 5 is not 0, so some move makes it 0.");
        assertThat(none.derivation()).isInstanceOf(PositionReport.class);
        Verdict move = Grading.grade(q, "A-2", known, Idea.NIM_SUM);
        assertThat(move.derivation()).isInstanceOf(MoveCheck.class);
        Verdict early = Grading.grade(q, "A-2", EnumSet.of(Idea.RULES), Idea.GAME_TREE);
        assertThat(early.correct()).isTrue();
        assertThat(early.derivation()).isNotInstanceOf(MoveCheck.class);
    }

    @Test
    void aWrongLabelOnAPositionWithoutMovesSaysThereIsNone() {
        Verdict v = grade(new PorN(Position.of(0, 0), Rules.NIM), "N");
        assertThat(v.why()).isEqualTo("For N, the player to move needs a move, and from 0 0 there is none.");
        Verdict p = grade(new PorN(Position.of(2, 2), Rules.NIM), "N");
        assertThat(p.summary()).isEqualTo("Not quite: work out again who wins from 2 2.");
        assertThat(p.why()).isEqualTo("For N, some move must leave your opponent a P-position. Try A-1: your opponent"
                + " answers B-1. Does any move do better?");
    }

    @Test
    void aGrundyValueIsAskedForOneHeapAndTheirXorForSeveral() {
        Rules take = new Rules(Play.NORMAL, subtract("1-3"));
        NimSum one = new NimSum(Position.of(6), take);
        NimSum two = new NimSum(Position.of(5, 6), take);
        assertThat(one.asked()).isEqualTo("the Grundy value of a heap of 6");
        assertThat(two.asked()).isEqualTo("the XOR of the Grundy values of 5 6");
        assertThat(new NimSum(Position.of(5, 6), Rules.NIM).asked()).isEqualTo("the nim-sum of 5 6");
        assertThat(grade(one, "1").why()).isEqualTo("Find each heap's Grundy value first, by the mex rule.");
        assertThat(grade(two, "2").why()).isEqualTo("Find each heap's Grundy value first, by the mex rule, then XOR"
                + " those values, not the heap sizes.");
    }

    @Test
    void aWrongXorNamesTheHighestWrongColumn() {
        XorOf q = new XorOf(4, 3);
        Verdict v = grade(q, "3");
        assertThat(v.summary()).isEqualTo("Not quite: 4 xor 3 is not 3.");
        assertThat(v.why()).startsWith("Check the 4s column: count the ones there");
        assertThat(grade(q, "15").why()).startsWith("15 has a 1 in the 8s column, but no number here does");
        assertThat(grade(new XorOf(6, 3), "7").why()).startsWith("Check the 2s column");
    }

    @Test
    void binaryOfSixtyFourDigitsIsReadAndLongerIsNot() {
        ToBinary q = new ToBinary(Long.MAX_VALUE);
        assertThat(grade(q, "0" + "1".repeat(63)).correct()).isTrue();
        assertThat(grade(q, "00" + "1".repeat(63)).counted()).isFalse();
        assertThat(grade(q, "0b").counted()).isFalse();
        assertThat(grade(q, "0b1" + "1".repeat(62)).correct()).isTrue();
    }

    @Test
    void columnSumsOfEmptyHeapsAreOneColumnOfZero() {
        ColumnSums zero = new ColumnSums(Position.of(0, 0));
        assertThat(grade(zero, "0").correct()).isTrue();
        assertThat(grade(zero, "0 0").correct()).isTrue();
        assertThat(grade(new ColumnSums(Position.of(3, 4, 5)), "2 1").summary())
                .isEqualTo("give one count for each column: the largest heap needs 3 binary digits, so there are 3"
                        + " columns, from the 4s column down to the 1s");
        assertThat(grade(new ColumnSums(Position.of(3, 4, 5)), "2 1 3").summary())
                .isEqualTo("Not quite: the 1s column does not have 3 ones.");
    }

    @Test
    void aKernelNamesAMissingHeapWithTheMovesFromIt() {
        KernelUpTo one = new KernelUpTo(new Rules(Play.NORMAL, subtract("1")), 6);
        assertThat(grade(one, "0 2 6").why()).isEqualTo("4 is missing: the only move from 4 reaches 3, which is not in"
                + " the kernel, so 4 belongs to it.");
        KernelUpTo twoFive = new KernelUpTo(new Rules(Play.NORMAL, subtract("2,5")), 6);
        assertThat(grade(twoFive, "0").why()).isEqualTo("1 is missing: no move from 1 can reach the kernel (there is"
                + " no move from 1 at all), so 1 belongs to it.");
        KernelUpTo three = new KernelUpTo(new Rules(Play.NORMAL, subtract("1,3,4")), 9);
        assertThat(grade(three, "0 2 7").why()).isEqualTo("9 is missing: the moves from 9 reach 8, 6 and 5, none of"
                + " them in the kernel, so 9 belongs to it.");
        assertThat(grade(three, "0 2 7 9 3").why()).startsWith("3 does not belong: from 3 a move reaches 2");
    }

    @Test
    void lemmaTwoOnANimSumOfZeroIsToldSo() {
        Lemma2Step q = new Lemma2Step(Position.of(1, 2, 3));
        Verdict v = grade(q, "1 B 0");
        assertThat(v.correct()).isFalse();
        assertThat(v.counted()).isTrue();
        assertThat(v.summary()).isEqualTo("Not quite: the nim-sum of 1 2 3 is 0.");
        assertThat(grade(q, "none").correct()).isTrue();
        assertThat(grade(q, "1 D 0").counted()).isFalse();
        assertThat(grade(q, "1 C 0").counted()).isTrue();
    }

    @Test
    void aGrundyTableOfTheWrongLengthOrWithoutMovesIsToldWhy() {
        GrundyValues q = new GrundyValues(subtract("2,5"), 3);
        assertThat(grade(q, "0 0 1 1").correct()).isTrue();
        assertThat(grade(q, "x").counted()).isFalse();
        assertThat(grade(q, "x").summary()).startsWith("'x' is not a list of numbers: answer with 4 whole numbers");
        assertThat(grade(q, "1").summary()).startsWith("that is 1 number: ");
        assertThat(grade(q, "1 2").summary()).startsWith("that is 2 numbers: ");
        Verdict v = grade(q, "0 1 1 1");
        assertThat(v.summary()).isEqualTo("Not quite: g(1) is not 1.");
        assertThat(v.why()).isEqualTo("From 1 no move is allowed, so the set of follower values is empty.");
    }

    @Test
    void aChoiceNamesItsLettersAndKeepsAnOptionsOwnFullStop() {
        Choice q = new Choice(List.of("pass", "take one.", "take two"), 1, "why");
        assertThat(grade(q, "z").summary()).isEqualTo("'z' is not one of the options: answer with the letter of an"
                + " option, or its text (a to c)");
        assertThat(grade(q, "b").summary()).isEqualTo("Right: b) take one.");
        assertThat(grade(new Choice(List.of("pass", "take"), 1, ""), "b").summary()).isEqualTo("Right: b) take.");
        assertThat(grade(q, "a").summary()).isEqualTo("Not quite: option a) is not it.");
        assertThat(grade(q, "c").summary()).isEqualTo("Not quite: option c) is not it.");
        assertThat(new Choice(List.of("1", "x"), 0, "").numeric()).isFalse();
        assertThat(new Choice(List.of("1", "-2"), 0, "").numeric()).isTrue();
    }

    @Test
    void lemmaOneOnManyHeapsListsOneMoveAHeapUpToItsLimit() {
        long[] heaps = new long[60];
        java.util.Arrays.fill(heaps, 7);
        Lemma1 l = Lemma1.of(new Position(heaps));
        assertThat(l.checked()).hasSize(Lemma1.MAX_LISTED);
        assertThat(l.checked()).extracting(Lemma1.Step::heap).doesNotHaveDuplicates();
        assertThat(l.checked()).allMatch(s -> s.to() == 0);
        Lemma1 huge = Lemma1.of(Position.of(Long.MAX_VALUE, Long.MAX_VALUE));
        assertThat(huge.checked()).hasSize(Lemma1.MAX_LISTED).allMatch(s -> s.to() >= 0 && s.to() < Long.MAX_VALUE);
        assertThat(huge.checked().stream().map(Lemma1.Step::to).filter(t -> t == 0)).hasSize(2);
    }

    @Test
    void aTreeOfOneHeapTooWideForItsFirstLevelIsRefusedAtThatDepth() {
        assertThat(GameTree.of(Position.of(400), Rules.NIM, java.util.OptionalInt.of(1)).problemOrNull())
                .isEqualTo("the tree of 400 has more than 400 nodes even at depth 1; choose a smaller position");
        assertThat(GameTree.of(Position.of(400), Rules.NIM, java.util.OptionalInt.of(2)).problemOrNull())
                .isEqualTo("the tree of 400 has more than 400 nodes even at depth 2; choose a smaller position");
    }

    @Test
    void everyWrongLabelOnASmallMisereOrSubtractionPositionIsExplainedWithoutFailing() {
        List<Rules> all = List.of(new Rules(Play.MISERE, MoveSet.NIM), new Rules(Play.MISERE, MoveSet.parse("1-3")
                .orThrow()), new Rules(Play.NORMAL, MoveSet.NIM));
        for (Rules rules : all) {
            for (int a = 0; a <= 4; a++) {
                for (int b = 0; b <= 4; b++) {
                    PorN q = new PorN(Position.of(a, b), rules);
                    String wrong = q.answer().equals("P") ? "N" : "P";
                    Verdict v = Grading.grade(q, wrong);
                    assertThat(v.correct()).as(q.prompt()).isFalse();
                }
            }
        }
        Verdict lastObject = Grading.grade(new PorN(Position.of(1), new Rules(Play.MISERE, MoveSet.NIM)), "N");
        assertThat(lastObject.why()).contains("it leaves 0, with no move left for your opponent");
        Verdict theEnd = Grading.grade(new PorN(Position.of(0, 0), new Rules(Play.MISERE, MoveSet.NIM)), "P");
        assertThat(theEnd.why()).contains("whoever made the last move has lost");
    }
}
