package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/** Each misconception at the edge of what shows it: the answer just inside, and the one just outside. */
class DiagnoseEdgesTest {

    private static final Set<Idea> ALL = Idea.all();
    private static final Rules MISERE = new Rules(Play.MISERE, MoveSet.NIM);

    private static Optional<Misconception> binary(long number, String answer) {
        return Diagnose.binary(new ToBinary(number), answer, ALL).map(Diagnosis::misconception);
    }

    private static Optional<Diagnosis> move(Position p, Rules rules, Move move, Set<Idea> known) {
        return Diagnose.move(p, rules, move, known);
    }

    @Test
    void decimalDigitsInABinaryAnswerAreNamedFromTwoToNine() {
        assertThat(binary(13, "20")).contains(Misconception.DECIMAL_FOR_BINARY);
        assertThat(binary(13, "19")).contains(Misconception.DECIMAL_FOR_BINARY);
        assertThat(binary(5, "12")).contains(Misconception.DECIMAL_FOR_BINARY);
        assertThat(binary(13, "10")).isEmpty();
        assertThat(binary(13, "1:")).isEmpty();
        assertThat(binary(13, "1/")).isEmpty();
        assertThat(binary(13, "2a")).isEmpty();
        assertThat(Diagnose.binary(new ToBinary(2), "2", ALL).orElseThrow().sentence())
                .startsWith("You wrote 2, the number itself in decimal.");
        assertThat(Diagnose.binary(new ToBinary(13), "2", ALL).orElseThrow().sentence())
                .startsWith("You wrote 2, but binary uses only the digits zero and one");
    }

    @Test
    void anAnswerWithoutALeadingZeroIsANumberWhateverItsDigits() {
        XorOf q = new XorOf(1, 3);
        assertThat(Grading.grade(q, "10").counted()).as("10, not 2 in binary").isTrue();
        assertThat(Grading.grade(q, "01").correct()).as("1 either way").isFalse();
        assertThat(Grading.grade(q, "01").counted()).isTrue();
        assertThat(Grading.grade(q, "002").correct()).as("not 0s and 1s: decimal with a leading 0").isTrue();
        Verdict padded = Grading.grade(q, "0".repeat(62) + "10");
        assertThat(padded.counted()).isFalse();
        assertThat(padded.diagnosis()).isEmpty();
    }

    @Test
    void theAddedHeapsAreShownUpToFiveTerms() {
        NimSum five = new NimSum(Position.of(3, 5, 6, 7, 9), Rules.NIM);
        assertThat(Diagnose.number(five, 30, ALL).orElseThrow().sentence())
                .startsWith("You added the heaps: 3 + 5 + 6 + 7 + 9 = 30.");
        NimSum six = new NimSum(Position.of(3, 5, 6, 7, 9, 10), Rules.NIM);
        assertThat(Diagnose.number(six, 40, ALL).orElseThrow().sentence())
                .startsWith("Your 40 is the ordinary sum of the heaps.");
    }

    @Test
    void aMoveFromAPPositionShowsNoMisconception() {
        assertThat(move(Position.of(1, 2, 3), Rules.NIM, new Move(2, 3), ALL)).isEmpty();
        assertThat(move(Position.of(3, 4, 5), Rules.NIM, new Move(0, 2), ALL)).isEmpty();
        // A winning move that copies a heap beside a lone one is still a winning move.
        assertThat(move(Position.of(1, 2, 3, 3, 7), Rules.NIM, new Move(4, 4), ALL)).isEmpty();
    }

    @Test
    void theMisereEndgameIsNamedOnlyInMisereNim() {
        assertThat(move(Position.of(2, 1), new Rules(Play.MISERE, MoveSet.parse("1-2").orThrow()), new Move(0, 1), ALL))
                .isEmpty();
        assertThat(move(Position.of(2, 1, 1), MISERE, new Move(0, 2), ALL).orElseThrow().sentence())
                .startsWith("You left 2 heaps of one and nothing bigger");
        // Under normal play, leaving a single 1 loses, and is no misère habit.
        assertThat(move(Position.of(2, 1), Rules.NIM, new Move(0, 2), ALL)).isEmpty();
    }

    @Test
    void aPairMadeBesideALoneHeapIsTheMirrorOutOfPlaceAndTheLoneHeapIsNamed() {
        Set<Idea> mirror = EnumSet.of(Idea.MIRROR);
        assertThat(move(Position.of(6, 3, 1), Rules.NIM, new Move(0, 3), mirror).map(Diagnosis::misconception))
                .contains(Misconception.MIRROR_OUT_OF_PLACE);
        assertThat(move(Position.of(0, 6, 3, 1), Rules.NIM, new Move(1, 3), mirror).orElseThrow().sentence())
                .contains("heap D (1) has no equal partner");
        // Two empty heaps are no pair.
        assertThat(move(Position.of(0, 5, 3), Rules.NIM, new Move(1, 5), ALL)).isEmpty();
    }

    @Test
    void emptyingALargestHeapOfTwoIsNamedWhenTheWinIsElsewhere() {
        Set<Idea> rules = EnumSet.of(Idea.RULES);
        assertThat(move(Position.of(2, 2, 1), Rules.NIM, new Move(0, 2), rules).map(Diagnosis::misconception))
                .contains(Misconception.EMPTIED_LARGEST_HEAP);
        assertThat(move(Position.of(3, 3, 1), Rules.NIM, new Move(0, 3), rules)).isEmpty();
        Verdict v = Grading.grade(new FindMove(Position.of(2, 2, 1), Rules.NIM), "A-2", rules, Idea.GAME_TREE);
        assertThat(v.diagnosis().map(Diagnosis::misconception)).contains(Misconception.EMPTIED_LARGEST_HEAP);
    }

    @Test
    void theMultiplesOfKAreNamedOnlyForTakesOneToKUnderNormalPlay() {
        KernelUpTo one = new KernelUpTo(new Rules(Play.NORMAL, MoveSet.parse("1").orThrow()), 6);
        assertThat(Diagnose.kernel(one, List.of(0L, 1L, 2L, 3L, 4L, 5L, 6L), ALL)).isEmpty();
        KernelUpTo misere = new KernelUpTo(new Rules(Play.MISERE, MoveSet.parse("1-3").orThrow()), 9);
        assertThat(Diagnose.kernel(misere, List.of(0L, 3L, 6L, 9L), ALL)).isEmpty();
        KernelUpTo gaps = new KernelUpTo(new Rules(Play.NORMAL, MoveSet.parse("1,3").orThrow()), 9);
        assertThat(Diagnose.kernel(gaps, List.of(0L, 3L, 6L, 9L), ALL)).isEmpty();
        KernelUpTo three = new KernelUpTo(new Rules(Play.NORMAL, MoveSet.parse("1-3").orThrow()), 9);
        assertThat(Diagnose.kernel(three, List.of(9L, 6L, 3L, 0L), ALL).map(Diagnosis::misconception))
                .contains(Misconception.KERNEL_MULTIPLES_OF_K);
        // Up to 2 the multiples of 3 are the kernel itself: a right answer shows no misconception.
        KernelUpTo small = new KernelUpTo(new Rules(Play.NORMAL, MoveSet.parse("1-3").orThrow()), 2);
        assertThat(Diagnose.kernel(small, List.of(0L), ALL)).isEmpty();
    }
}
