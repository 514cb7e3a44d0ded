package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/** Answers written the way a learner writes them, from the trial of lessons 12 and 13. */
class NaturalAnswerFormsTest {

    private static final Set<Idea> ALL = EnumSet.allOf(Idea.class);

    private static Verdict judge(Question q, String answer) {
        return q.judge(answer, q.idea(ALL), ALL);
    }

    @Test
    void aNumberAnswerMayBeWrittenAsAnEquation() {
        NimSum q = new NimSum(Position.of(3, 4, 5), Rules.NIM);
        assertThat(judge(q, "3 xor 4 xor 5 = 2").correct()).isTrue();
        assertThat(judge(q, "s = 2.").correct()).isTrue();
        Verdict wrong = judge(q, "3 xor 4 xor 5 = 12");
        assertThat(wrong.counted()).isTrue();
        assertThat(wrong.correct()).isFalse();
        SumValue kayles = new SumValue(GameNotation.sum(List.of("kayles:4"), new HeapGame.Nim())
                .orThrow());
        assertThat(judge(kayles, "g(4) = 1").correct()).isTrue();
    }

    @Test
    void anOutcomeMayBeASentence() {
        PorN q = new PorN(Position.of(1, 2, 3), Rules.NIM);
        for (String answer : List.of("P", "p", "P-position", "it is a P-position.", "It's a P position", "p position")) {
            assertThat(judge(q, answer).correct()).as(answer).isTrue();
        }
        assertThat(judge(q, "it is an N-position").correct()).isFalse();
        assertThat(judge(q, "it is an N-position").counted()).isTrue();
        assertThat(judge(q, "maybe").counted()).isFalse();
    }

    @Test
    void aKernelMayBeWrittenAsASetInBracesAsTheLessonsWriteSets() {
        KernelUpTo q = new KernelUpTo(new Rules(Play.NORMAL, (MoveSet.Subtraction) MoveSet.parse("1-3").orThrow()), 21);
        for (String answer : List.of("{0, 4, 8, 12, 16, 20}", "{0,4,8,12,16,20}", "0 4 8 12 16 20", "0,4,8,12,16,20",
                "0 4 8 12 16 20.", "{ 0 4 8 12 16 20 }")) {
            assertThat(judge(q, answer).correct()).as(answer).isTrue();
        }
        Verdict wrong = judge(q, "{0,4}");
        assertThat(wrong.counted()).isTrue();
        assertThat(wrong.correct()).isFalse();
    }

    @Test
    void anOptionLetterMayBeWrittenInBracketsWithABracketOrInCapitals() {
        Choice q = new Choice(List.of("Copy the move", "Pair the heaps", "Count"), 1, "Pairs cancel.",
                List.of("Copying is not it.", "", "Counting is not it."));
        for (String answer : List.of("b", "B", "b)", "(b)", "( b )", "B.", "(B)", "option b")) {
            assertThat(judge(q, answer).correct()).as(answer).isTrue();
        }
        assertThat(judge(q, "(a)").counted()).isTrue();
        assertThat(judge(q, "(a)").correct()).isFalse();
    }

    @Test
    void anOutcomeMayBeSaidAsWhatHappensToThePlayerToMove() {
        PorN p = new PorN(Position.of(3, 3), Rules.NIM);
        for (String answer : List.of("lose", "loses", "losing", "you lose", "the player to move loses", "a loss",
                "it is a losing position", "Lose.", "P-position")) {
            assertThat(judge(p, answer).correct()).as(answer).isTrue();
        }
        for (String answer : List.of("win", "wins", "winning", "You win!", "it's a win for the player to move",
                "N-position")) {
            assertThat(judge(p, answer).counted()).as(answer).isTrue();
            assertThat(judge(p, answer).correct()).as(answer).isFalse();
        }
        // "won" and "lost" could be said of the player who has just moved: not read either way.
        assertThat(judge(p, "lost").counted()).isFalse();
        assertThat(judge(p, "won").counted()).isFalse();
    }

    @Test
    void aWrongOutcomeDoesNotSayTheOtherOutcomeAtTheFirstMiss() {
        Set<Idea> early = EnumSet.of(Idea.RULES);
        PorN p = new PorN(Position.of(3, 3), Rules.NIM);
        for (Set<Idea> known : List.of(early, ALL)) {
            Verdict v = p.judge("N", p.idea(known), known);
            assertThat(v.correct()).isFalse();
            assertThat(v.summary()).doesNotContain("P").doesNotContain("N-").doesNotContain("win for")
                    .doesNotContain("loss");
            assertThat(v.summary() + " " + v.why()).doesNotContain("is P").doesNotContain("is a P")
                    .doesNotContain("not an N").doesNotContain("not a win").doesNotContain("a loss");
        }
    }

    @Test
    void allZerosAndOnesAfterALeadingOneAreDecimalWithANoteOnBinaryRightOrWrong() {
        NimSum q = new NimSum(Position.of(2, 4, 6), Rules.NIM); // 0, and 110 in binary is 6: neither is the answer
        Verdict v = judge(q, "110");
        assertThat(v.counted()).isTrue();
        assertThat(v.summary()).isEqualTo("Not quite: the nim-sum of 2 4 6 is not 110. (110 is read as a decimal"
                + " number; if you meant binary, write 0110 or 0b110.)");
        NimSum six = new NimSum(Position.of(2, 4), Rules.NIM); // 6: the binary reading is right, the note the same
        assertThat(judge(six, "110").summary()).endsWith("(110 is read as a decimal number; if you meant binary,"
                + " write 0110 or 0b110.)");
        assertThat(judge(six, "110").correct()).isFalse();
        assertThat(judge(six, "0110").correct()).as("the form the note offers is read as binary").isTrue();
        assertThat(judge(new NimSum(Position.of(100, 0), Rules.NIM), "100").summary())
                .isEqualTo("Right: the nim-sum of 100 0 is 100. (100 is read as a decimal number; if you meant"
                        + " binary, write 0100 or 0b100.)");
        assertThat(judge(six, "10").summary()).doesNotContain("binary");
        assertThat(judge(six, "120").summary()).doesNotContain("binary");
    }

    @Test
    void columnSumsRunTogetherAreToldTheirShapeAndCostNoTry() {
        ColumnSums q = new ColumnSums(Position.of(3, 4, 5)); // columns 4 2 1: counts 2 1 2
        Verdict run = judge(q, "212");
        assertThat(run.counted()).isFalse();
        assertThat(run.summary()).startsWith("write it as '2 1 2', one count a column apart by spaces;");
        Verdict wrongRun = judge(q, "111");
        assertThat(wrongRun.counted()).isFalse();
        assertThat(wrongRun.summary()).startsWith("write it as '1 1 1'");
        assertThat(judge(q, "2 1").counted()).isFalse();
        assertThat(judge(q, "2,1,2").correct()).isTrue();
        assertThat(judge(q, "2 1 2.").correct()).isTrue();
    }
}
