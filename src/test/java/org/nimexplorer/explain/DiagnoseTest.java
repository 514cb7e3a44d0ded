package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.SumMoveParser;

/**
 * Every case is a wrong answer made by hand, with its right answer worked out by hand (and checked
 * against the engine, so a slip in the arithmetic here shows up as a failure, not as a weaker test).
 */
class DiagnoseTest {

    private static final Set<Idea> ALL = Idea.all();
    private static final Rules MISERE = new Rules(Play.MISERE, MoveSet.NIM);

    /**
     * A wrong answer, the misconception it shows, and the right answers the sentence must not hold: a
     * single word ("2", "A-2") must not be a word of the sentence, a phrase ("0 4 8") not part of it.
     */
    record Case(String name, Misconception expected, Function<Set<Idea>, Optional<Diagnosis>> diagnose,
            List<String> rightAnswers, Supplier<List<String>> engineRightAnswers) {
        @Override
        public String toString() {
            return name;
        }
    }

    static List<Case> cases() {
        return List.of(
                number("nim-sum of 3 4 5 answered 12", Misconception.ADDED_NOT_XORED, nimSum(Rules.NIM, 3, 4, 5), "12", "2"),
                number("6 xor 3 answered 9", Misconception.ADDED_NOT_XORED, new XorOf(6, 3), "9", "5"),
                number("nim-sum of 3 5 6 7 answered 21 (a heap equals the nim-sum)", Misconception.ADDED_NOT_XORED,
                        nimSum(Rules.NIM, 3, 5, 6, 7), "21", "7"),
                number("nim-sum of 5 6 7 with takes 1-3 answered 6 (Grundy values 1 2 3 added)",
                        Misconception.ADDED_NOT_XORED, nimSum(subtract("1-3"), 5, 6, 7), "6", "0"),
                number("nim-sum of 5 6 7 with takes 1-3 answered 18 (heap sizes added)",
                        Misconception.ADDED_NOT_XORED, nimSum(subtract("1-3"), 5, 6, 7), "18", "0"),
                number("nim-sum of 1 2 3 4 5 6 answered 21 (too many heaps to write the sum out)",
                        Misconception.ADDED_NOT_XORED, nimSum(Rules.NIM, 1, 2, 3, 4, 5, 6), "21", "7"),
                binary("13 in binary answered 13", 13, "13", "1101"),
                binary("6 in binary answered 6", 6, "6", "110"),
                binary("5 in binary answered 102", 5, "102", "101"),
                binary("10 in binary answered 10", 10, "10", "1010"),
                move("3 4 5: B-1 (B has no 1 in the 2s column)", Misconception.HEAP_WITHOUT_LEADING_BIT, Rules.NIM,
                        "B-1", List.of("A-2"), 3, 4, 5),
                move("1 4 6: B-2 (nim-sum 3, B = 100)", Misconception.HEAP_WITHOUT_LEADING_BIT, Rules.NIM,
                        "B-2", List.of("C-1"), 1, 4, 6),
                move("3 4 5: C-5 (C = 101, also the largest heap emptied)", Misconception.HEAP_WITHOUT_LEADING_BIT,
                        Rules.NIM, "C-5", List.of("A-2"), 3, 4, 5),
                move("2 5 6: B-3 makes 2 2 6", Misconception.MIRROR_OUT_OF_PLACE, Rules.NIM, "B-3", List.of("B-1"), 2, 5, 6),
                move("misère 2 5 6: B-3 makes 2 2 6", Misconception.MIRROR_OUT_OF_PLACE, MISERE, "B-3", List.of("B-1"),
                        2, 5, 6),
                move("misère 1 1 2: C-2 leaves two heaps of one", Misconception.NORMAL_RULE_IN_MISERE_END, MISERE,
                        "C-2", List.of("C-1"), 1, 1, 2),
                move("misère 1 3: B-2 leaves 1 1", Misconception.NORMAL_RULE_IN_MISERE_END, MISERE, "B-2",
                        List.of("B-3"), 1, 3),
                move("misère 4: A-4 takes the last object", Misconception.NORMAL_RULE_IN_MISERE_END, MISERE, "A-4",
                        List.of("A-3"), 4),
                move("misère 2 5 6: C-6", Misconception.EMPTIED_LARGEST_HEAP, MISERE, "C-6", List.of("B-1"), 2, 5, 6),
                move("misère 3 4 5: C-5", Misconception.EMPTIED_LARGEST_HEAP, MISERE, "C-5", List.of("A-2"), 3, 4, 5),
                lemma2Bit("3 5 8: d answered 8 (nim-sum 14 = 1110)", 8, "3", 3, 5, 8),
                lemma2Bit("1 2 4: d answered 4 (nim-sum 7 = 111)", 4, "2", 1, 2, 4),
                kernel("takes 1-3 up to 21 answered with multiples of 3", "1-3", 21, List.of(0L, 3L, 6L, 9L, 12L, 15L, 18L, 21L),
                        "0 4 8 12 16 20", "4", "8", "16", "20"),
                kernel("takes 1-2 up to 10 answered with multiples of 2", "1-2", 10, List.of(0L, 2L, 4L, 6L, 8L, 10L),
                        "0 3 6 9", "3", "9"),
                kernel("takes 1-3 up to 8 answered 6 0 3 3 (any order, repeats)", "1-3", 8, List.of(6L, 0L, 3L, 3L),
                        "0 4 8", "4", "8"),
                number("nim-sum of 5 6 7 with takes 1-3 answered 4 (5 xor 6 xor 7)",
                        Misconception.PLAIN_NIM_SUM_IN_SUBTRACTION, nimSum(subtract("1-3"), 5, 6, 7), "4", "0"),
                number("nim-sum of 4 5 with takes 1-2 answered 1 (4 xor 5)", Misconception.PLAIN_NIM_SUM_IN_SUBTRACTION,
                        nimSum(subtract("1-2"), 4, 5), "1", "3"),
                number("nim-sum of 2 5 9 with takes 1-3 answered 14 (heap A equals the nim-sum)",
                        Misconception.PLAIN_NIM_SUM_IN_SUBTRACTION, nimSum(subtract("1-3"), 2, 5, 9), "14", "2"),
                number("mex of {4, 0, 2, 1, 6} answered 7", Misconception.LARGEST_PLUS_ONE,
                        new Mex(List.of(4L, 0L, 2L, 1L, 6L)), "7", "3"),
                number("mex of {0, 1, 3} answered 4", Misconception.LARGEST_PLUS_ONE, new Mex(List.of(0L, 1L, 3L)),
                        "4", "2"),
                number("lasker:4 answered 6 (its moves leave 4, 2, 1, 0, 1+3 = 5 and 2+2 = 0)",
                        Misconception.LARGEST_PLUS_ONE, sumValue("lasker:4"), "6", "3"),
                grundyTable("takes 1, 3 or 4: g(6) answered 4 (its moves leave values 3, 1 and 0)",
                        Misconception.LARGEST_PLUS_ONE, new HeapGame.Subtract((MoveSet.Subtraction) MoveSet.parse("1,3,4")
                                .orThrow()), "0 1 0 1 2 3 4", "2"),
                number("kayles:4 answered 0 (only 3 and 2, the rows left from an end)", Misconception.SPLIT_NOT_XORED,
                        sumValue("kayles:4"), "0", "1"),
                grundyTable("Kayles: g(3) answered 0 (only 2 and 1, not 1+1)", Misconception.SPLIT_NOT_XORED, kayles(),
                        "0 1 2 0", "3"),
                grundyTable("Kayles: g(5) answered 0 (splits 1+3, 2+2, 1+2 left out)", Misconception.SPLIT_NOT_XORED,
                        kayles(), "0 1 2 3 1 0", "4"),
                number("nim:3 kayles:4 sub[1,3,4]:7 answered 0 (3 xor 4 xor 7)", Misconception.SIZES_XORED_IN_SUM,
                        sumValue("nim:3 kayles:4 sub[1,3,4]:7"), "0", "2"),
                sumMove("nim:5 kayles:4 sub[1,3,4]:6: A-3 leaves sizes 2 4 6", "nim:5 kayles:4 sub[1,3,4]:6", "A-3",
                        List.of("A-2")),
                sumMove("nim:5 kayles:4 sub[1,3,4]:6: B-1 leaves sizes 5 3 6", "nim:5 kayles:4 sub[1,3,4]:6", "B-1",
                        List.of("A-2")),
                sumMove("kayles:3 kayles:5 kayles:8: C-2 leaves sizes 3 5 6", "kayles:3 kayles:5 kayles:8", "C-2",
                        List.of("B-1=1+3")),
                sumOutcome("kayles:2 kayles:5 kayles:7 answered P (2 xor 5 xor 7 = 0)", "kayles:2 kayles:5 kayles:7"),
                sumOutcome("nim:3 kayles:4 sub[1,3,4]:7 answered P (3 xor 4 xor 7 = 0)", "nim:3 kayles:4 sub[1,3,4]:7"),
                whole("staircase 5 3 5 6 answered N (all steps XOR to 5)", Misconception.EVEN_STEPS_COUNTED,
                        new WholeOutcome(STAIRS, Position.of(5, 3, 5, 6)), "N", List.of("P")),
                whole("staircase 3 1 1 3 answered P (all steps XOR to 0)", Misconception.EVEN_STEPS_COUNTED,
                        new WholeOutcome(STAIRS, Position.of(3, 1, 1, 3)), "P", List.of("N")),
                whole("staircase 2 1 4 3: S3-1 leaves 2 2 3 3, pairs on all the steps", Misconception.EVEN_STEPS_COUNTED,
                        new FindWholeMove(STAIRS, Position.of(2, 1, 4, 3)), "S3-1", List.of("S3-2")),
                whole("moore[2] 4 5 6 3 2 1 answered N (nim-sum 7)", Misconception.MOD_TWO_NOT_K_PLUS_ONE,
                        new WholeOutcome(MOORE_2, Position.of(4, 5, 6, 3, 2, 1)), "N", List.of("P")),
                whole("moore[2] 1 2 3 answered P (nim-sum 0)", Misconception.MOD_TWO_NOT_K_PLUS_ONE,
                        new WholeOutcome(MOORE_2, Position.of(1, 2, 3)), "P", List.of("N")),
                whole("moore[2] 6 7 3 4: A-1 B-5 leaves nim-sum 0", Misconception.MOD_TWO_NOT_K_PLUS_ONE,
                        new FindWholeMove(MOORE_2, Position.of(6, 7, 3, 4)), "A-1 B-5", List.of("B-1 C-1")),
                whole("moore[2] 9 12 5 3 10: columns answered modulo 2", Misconception.MOD_TWO_NOT_K_PLUS_ONE,
                        new ColumnResidues(MOORE_2, Position.of(9, 12, 5, 3, 10)), "1 0 0 1",
                        List.of("0 2 2 0")),
                whole("moore[2] 6 7 3 4: A-1 B-1 C-1 lowers three heaps", Misconception.MORE_THAN_K_HEAPS,
                        new FindWholeMove(MOORE_2, Position.of(6, 7, 3, 4)), "A-1 B-1 C-1", List.of("B-1 C-1")),
                whole("moore[2] 3 4 5 6: A=2 B=3 C=4 D=5 lowers all four", Misconception.MORE_THAN_K_HEAPS,
                        new FindWholeMove(MOORE_2, Position.of(3, 4, 5, 6)), "A=2 B=3 C=4 D=5",
                        List.of("A-2 D-1")));
    }

    /** Wrong or right answers in which no misconception may be seen, even by a learner who knows every idea. */
    static List<NearMiss> nearMisses() {
        return List.of(
                new NearMiss("1 2: nim-sum 3 is right (the sum equals the XOR)", known -> Diagnose.number(
                        nimSum(Rules.NIM, 1, 2), 3, known)),
                new NearMiss("1 xor 2 = 3 is right", known -> Diagnose.number(new XorOf(1, 2), 3, known)),
                new NearMiss("12 xor 6 = 10: the answer 10 is decimal and right", known -> Diagnose.number(
                        new XorOf(12, 6), 10, known)),
                new NearMiss("4 2, takes 1-2, answered 6: sum and XOR of the sizes agree, which was it?",
                        known -> Diagnose.number(nimSum(subtract("1-2"), 4, 2), 6, known)),
                new NearMiss("3 4 5 answered 7: no reading fits", known -> Diagnose.number(nimSum(Rules.NIM, 3, 4, 5), 7,
                        known)),
                new NearMiss("2 in binary: 10 is right", known -> Diagnose.binary(new ToBinary(2), "10", known)),
                new NearMiss("1 in binary: 1 is right", known -> Diagnose.binary(new ToBinary(1), "1", known)),
                new NearMiss("13 in binary answered 1011: binary, just wrong", known -> Diagnose.binary(
                        new ToBinary(13), "1011", known)),
                new NearMiss("13 in binary answered in words", known -> Diagnose.binary(new ToBinary(13),
                        "thirteen", known)),
                new NearMiss("3 3 6: C-2 leaves 3 3 4, the pair was there before", known -> Diagnose.move(
                        Position.of(3, 3, 6), Rules.NIM, move("C-2"), known)),
                new NearMiss("1 2 6: C-6 empties the largest, but C is the heap to play (C-3)", known -> Diagnose.move(
                        Position.of(1, 2, 6), Rules.NIM, move("C-6"), known)),
                new NearMiss("1 2 3 is P: C-1 makes 1 2 2, but every move loses", known -> Diagnose.move(
                        Position.of(1, 2, 3), Rules.NIM, move("C-1"), known)),
                new NearMiss("misère 1 1 1 is P: A-1 leaves two ones, but every move loses", known -> Diagnose.move(
                        Position.of(1, 1, 1), MISERE, move("A-1"), known)),
                new NearMiss("2 5 6: B-1 wins", known -> Diagnose.move(Position.of(2, 5, 6), Rules.NIM, move("B-1"), known)),
                new NearMiss("takes 1-3 up to 21: the right kernel", known -> Diagnose.kernel(kernelUpTo("1-3", 21),
                        List.of(0L, 4L, 8L, 12L, 16L, 20L), known)),
                new NearMiss("takes 1-3 up to 21: multiples of 3 only up to 9", known -> Diagnose.kernel(
                        kernelUpTo("1-3", 21), List.of(0L, 3L, 6L, 9L), known)),
                new NearMiss("takes 1, 3 or 4: not 'take 1 to k'", known -> Diagnose.kernel(kernelUpTo("1,3,4", 12),
                        List.of(0L, 4L, 8L, 12L), known)),
                new NearMiss("misère takes 1-3: another kernel, another mistake", known -> Diagnose.kernel(
                        new KernelUpTo(new Rules(Play.MISERE, subtract("1-3").moves()), 9),
                        List.of(0L, 3L, 6L, 9L), known)),
                new NearMiss("take 1 only: every heap listed is not 'multiples of 1'", known -> Diagnose.kernel(
                        kernelUpTo("1", 4), List.of(0L, 1L, 2L, 3L, 4L), known)),
                new NearMiss("1 2 4: d = 2 is right", known -> Diagnose.lemma2Bit(new Lemma2Step(
                        Position.of(1, 2, 4)), 2, known)),
                new NearMiss("4 6: d answered 2, the value of bit 1 or bit number 2?", known -> Diagnose.lemma2Bit(
                        new Lemma2Step(Position.of(4, 6)), 2, known)),
                new NearMiss("1 2 3: nim-sum 0, no bit d", known -> Diagnose.lemma2Bit(new Lemma2Step(
                        Position.of(1, 2, 3)), 4, known)),
                new NearMiss("kayles:4 answered 4: its size, or the largest value 3 plus one? cannot tell",
                        known -> Diagnose.number(sumValue("kayles:4"), 4, known)),
                new NearMiss("Kayles: g(4) answered 4, counting up as in Nim, or 3 + 1?", known -> Diagnose.grundyValue(
                        new GrundyValues(kayles(), 4), List.of(0L, 1L, 2L, 3L, 4L), 4, known)),
                new NearMiss("mex of {0, 1, 2} answered 3: right, and the largest plus one too", known -> Diagnose.number(
                        new Mex(List.of(0L, 1L, 2L)), 3, known)),
                new NearMiss("kayles:5 answered 4: right, though the splits were needed", known -> Diagnose.number(
                        sumValue("kayles:5"), 4, known)),
                new NearMiss("nim:1 kayles:3 sub[1,3,4]:11 is P: a move from it is no mistake", known -> {
                    FindSumMove q = new FindSumMove(sum("nim:1 kayles:3 sub[1,3,4]:11"));
                    return Diagnose.sumMove(q, SumMoveParser.parse("A-1", q.sum()).orThrow(), known);
                }),
                new NearMiss("nim:2 kayles:3 sub[1,3,4]:7 answered P: the sizes do not XOR to 0", known ->
                        Diagnose.sumOutcome(new SumOutcome(sum("nim:2 kayles:3 sub[1,3,4]:7")), Outcome.P, known)),
                new NearMiss("nim:3 nim:5 kayles:1 answered 7: right, its sizes are its values", known -> Diagnose.number(
                        sumValue("nim:3 nim:5 kayles:1"), 7, known)));
    }

    record NearMiss(String name, Function<Set<Idea>, Optional<Diagnosis>> diagnose) {
        @Override
        public String toString() {
            return name;
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void eachHandMadeWrongAnswerShowsItsMisconception(Case c) {
        Optional<Diagnosis> d = c.diagnose().apply(ALL);
        assertThat(d).as(c.name()).isPresent();
        assertThat(d.get().misconception()).isEqualTo(c.expected());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theHandWorkedRightAnswersAgreeWithTheEngine(Case c) {
        assertThat(c.engineRightAnswers().get()).containsExactlyInAnyOrderElementsOf(c.rightAnswers());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void noSentenceGivesTheAnswerAway(Case c) {
        String sentence = c.diagnose().apply(ALL).orElseThrow().sentence();
        Set<String> words = words(sentence);
        for (String right : c.rightAnswers()) {
            if (right.contains(" ")) {
                assertThat(sentence).as(c.name()).doesNotContain(right);
            } else {
                assertThat(words).as(c.name() + ": " + sentence).doesNotContain(right);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void sentencesArePlainAndShort(Case c) {
        String sentence = c.diagnose().apply(ALL).orElseThrow().sentence();
        assertThat(sentence).as(c.name()).hasSizeLessThanOrEqualTo(160).doesNotContain("\n");
        assertThat(sentence.chars().allMatch(ch -> ch >= ' ' && ch <= '~' || ch == 'è')).as(sentence).isTrue();
    }

    @Test
    void everyMisconceptionIsShownBySomeCase() {
        Set<Misconception> seen = cases().stream().map(c -> c.diagnose().apply(ALL)).flatMap(Optional::stream)
                .map(Diagnosis::misconception).collect(Collectors.toCollection(() -> EnumSet.noneOf(Misconception.class)));
        assertThat(seen).isEqualTo(EnumSet.allOf(Misconception.class));
        for (Misconception m : Misconception.values()) {
            assertThat(cases().stream().filter(c -> c.expected() == m)).as(m.key()).hasSizeGreaterThanOrEqualTo(2);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("nearMisses")
    void nearMissesGetNoDiagnosis(NearMiss n) {
        assertThat(n.diagnose().apply(ALL)).as(n.name()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aLearnerWhoKnowsNoIdeasGetsNoDiagnosis(Case c) {
        assertThat(c.diagnose().apply(Set.of())).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aMisconceptionIsNotNamedToALearnerMissingOneOfItsIdeas(Case c) {
        for (Idea missing : c.expected().needs()) {
            Set<Idea> known = EnumSet.complementOf(EnumSet.of(missing));
            assertThat(c.diagnose().apply(known).map(Diagnosis::misconception)).as(c.name() + " without " + missing)
                    .isNotEqualTo(Optional.of(c.expected()));
        }
    }

    @Test
    void aMoveShowingTwoMisconceptionsIsNamedByTheMostSpecificOneTheLearnerCanFollow() {
        Position p = Position.of(3, 4, 5);
        Move copyTheThree = move("B-1");
        assertThat(Diagnose.move(p, Rules.NIM, copyTheThree, ALL).map(Diagnosis::misconception))
                .contains(Misconception.HEAP_WITHOUT_LEADING_BIT);
        assertThat(Diagnose.move(p, Rules.NIM, copyTheThree, Set.of(Idea.MIRROR)).map(Diagnosis::misconception))
                .contains(Misconception.MIRROR_OUT_OF_PLACE);
        assertThat(Diagnose.move(p, Rules.NIM, copyTheThree, Set.of(Idea.NIM_SUM))).isEmpty();
        assertThat(Diagnose.move(p, Rules.NIM, move("C-5"), Set.of(Idea.RULES)).map(Diagnosis::misconception))
                .contains(Misconception.EMPTIED_LARGEST_HEAP);
    }

    @Test
    void theMirrorSentenceNamesTheHeapLeftAloneAsThePositionHasIt() {
        assertThat(Diagnose.move(Position.of(7, 6, 6), Rules.NIM, move("A-1"), Set.of(Idea.MIRROR))
                .map(Diagnosis::sentence)).contains("You made 3 heaps of 6, as in the mirror strategy, but one of them has"
                        + " no partner, since equal heaps cancel only in pairs: copying wins only when every heap left"
                        + " has one.");
        assertThat(Diagnose.move(Position.of(2, 5, 6), Rules.NIM, move("B-3"), Set.of(Idea.MIRROR))
                .map(Diagnosis::sentence)).contains("You made two heaps of 2, as in the mirror strategy, but heap C (6)"
                        + " has no equal partner: copying wins only when every heap left has one.");
    }

    @Test
    void misereOneOneIsTheEndgameRuleNotTheMirror() {
        Position p = Position.of(1, 3);
        assertThat(Diagnose.move(p, MISERE, move("B-2"), Set.of(Idea.MIRROR))).isEmpty();
    }

    @Test
    void anAnswerWithTwoReadingsGetsNoDiagnosisWhateverTheLearnerKnows() {
        // 4 2 with takes 1-2 answered 6: the heap sizes added, or XORed?
        assertThat(Diagnose.number(nimSum(subtract("1-2"), 4, 2), 6, Set.of(Idea.XOR))).isEmpty();
        assertThat(Diagnose.number(nimSum(subtract("1-2"), 4, 2), 6, Set.of(Idea.GRUNDY))).isEmpty();
    }

    @Test
    void sentencesSayWhatTheLearnerDid() {
        assertThat(Diagnose.number(nimSum(Rules.NIM, 3, 4, 5), 12, ALL).orElseThrow().sentence())
                .startsWith("You added the heaps: 3 + 4 + 5 = 12.");
        assertThat(Diagnose.number(nimSum(Rules.NIM, 3, 5, 6, 7), 21, ALL).orElseThrow().sentence())
                .startsWith("Your 21 is the ordinary sum of the heaps.");
        assertThat(Diagnose.move(Position.of(2, 5, 6), Rules.NIM, move("B-3"), ALL).orElseThrow().sentence())
                .contains("two heaps of 2").contains("heap C (6)");
        assertThat(Diagnose.move(Position.of(4), MISERE, move("A-4"), ALL).orElseThrow().sentence())
                .startsWith("You took the last object");
        assertThat(Diagnose.lemma2Bit(new Lemma2Step(Position.of(3, 5, 8)), 8, ALL).orElseThrow().sentence())
                .startsWith("You gave 8, the value of the column");
    }

    @Test
    void keysHabitsAndNeeds() {
        Set<String> keys = new HashSet<>();
        for (Misconception m : Misconception.values()) {
            assertThat(m.key()).matches("[a-z]+(-[a-z0-9]+)*");
            assertThat(keys.add(m.key())).isTrue();
            assertThat(m.habit()).isNotBlank();
            assertThat(m.needs()).isNotEmpty();
        }
        assertThat(Misconception.ADDED_NOT_XORED.key()).isEqualTo("added-not-xored");
        assertThat(Misconception.ADDED_NOT_XORED.needs()).containsExactly(Idea.XOR);
        assertThat(Misconception.HEAP_WITHOUT_LEADING_BIT.needs()).containsExactlyInAnyOrder(Idea.NIM_SUM, Idea.LEMMA_2);
        assertThat(Misconception.MIRROR_OUT_OF_PLACE.needs()).containsExactly(Idea.MIRROR);
    }

    // --- building the cases -------------------------------------------------------------------

    private static Case number(String name, Misconception expected, WholeNumber q, String text, String right) {
        return new Case(name, expected, known -> Diagnose.number(q, Long.parseLong(text), known), List.of(right),
                () -> List.of(q.answer()));
    }

    private static Case binary(String name, long number, String text, String right) {
        ToBinary q = new ToBinary(number);
        return new Case(name, Misconception.DECIMAL_FOR_BINARY, known -> Diagnose.binary(q, text, known), List.of(right),
                () -> List.of(q.answer()));
    }

    private static Case move(String name, Misconception expected, Rules rules, String move, List<String> winning,
            long... heaps) {
        Position p = Position.of(heaps);
        return new Case(name, expected, known -> Diagnose.move(p, rules, move(move), known), winning,
                () -> Engine.analyze(p, rules).orThrow().winningMoves().stream().map(Move::shortForm).toList());
    }

    private static Case lemma2Bit(String name, long given, String rightBit, long... heaps) {
        Lemma2Step q = new Lemma2Step(Position.of(heaps));
        return new Case(name, Misconception.COLUMN_VALUE_FOR_BIT, known -> Diagnose.lemma2Bit(q, given, known),
                List.of(rightBit), () -> List.of(String.valueOf(Lemma2.of(q.position()).bit())));
    }


    /** The right answers: the whole kernel, and each member the learner left out. */
    private static Case kernel(String name, String takes, long max, List<Long> given, String kernel,
            String... leftOut) {
        KernelUpTo q = kernelUpTo(takes, max);
        List<String> right = Stream.concat(Stream.of(kernel), Arrays.stream(leftOut)).toList();
        return new Case(name, Misconception.KERNEL_MULTIPLES_OF_K, known -> Diagnose.kernel(q, given, known), right,
                () -> Stream.concat(Stream.of(q.answer()), Arrays.stream(q.answer().split(" "))
                        .filter(n -> !given.contains(Long.parseLong(n)))).toList());
    }

    private static GameSum sum(String notation) {
        return GameNotation.sum(List.of(notation), new HeapGame.Nim()).orThrow();
    }

    private static SumValue sumValue(String notation) {
        return new SumValue(sum(notation));
    }

    private static HeapGame kayles() {
        return GameNotation.heapGame("kayles").orThrow();
    }

    /** A Grundy table whose last value is the first wrong one; the right answer is that value. */
    private static Case grundyTable(String name, Misconception expected, HeapGame game, String given, String right) {
        List<Long> mine = Arrays.stream(given.split(" ")).map(Long::parseLong).toList();
        int n = mine.size() - 1;
        GrundyValues q = new GrundyValues(game, n);
        return new Case(name, expected, known -> Diagnose.grundyValue(q, mine, n, known), List.of(right),
                () -> List.of(String.valueOf(q.values().get(n))));
    }

    private static Case sumMove(String name, String notation, String move, List<String> winning) {
        FindSumMove q = new FindSumMove(sum(notation));
        return new Case(name, Misconception.SIZES_XORED_IN_SUM, known -> Diagnose.sumMove(q,
                SumMoveParser.parse(move, q.sum()).orThrow(), known), winning,
                () -> q.analysis().winningMoves().stream().map(SumMove::shortForm).toList());
    }

    private static final org.nimexplorer.engine.StaircaseNim STAIRS = new org.nimexplorer.engine.StaircaseNim();
    private static final org.nimexplorer.engine.MooreNim MOORE_2 = new org.nimexplorer.engine.MooreNim(2);

    /** A wrong answer to a question about Moore's Nim or the staircase, read by the question's own judge. */
    private static Case whole(String name, Misconception expected, AboutWholeGame q, String given,
            List<String> right) {
        return new Case(name, expected, known -> q.judge(given, q.idea(known), known).diagnosis(), right, () -> {
            if (q instanceof FindWholeMove m) {
                return m.game().winningMoves(m.position()).orThrow().stream()
                        .map(org.nimexplorer.engine.WholeMove::shortForm).toList();
            }
            return List.of(q.answer());
        });
    }

    private static Case sumOutcome(String name, String notation) {
        SumOutcome q = new SumOutcome(sum(notation));
        return new Case(name, Misconception.SIZES_XORED_IN_SUM, known -> Diagnose.sumOutcome(q, Outcome.P, known),
                List.of("N"), () -> List.of(q.answer()));
    }

    private static NimSum nimSum(Rules rules, long... heaps) {
        return new NimSum(Position.of(heaps), rules);
    }

    private static KernelUpTo kernelUpTo(String takes, long max) {
        return new KernelUpTo(subtract(takes), max);
    }

    private static Rules subtract(String takes) {
        return new Rules(Play.NORMAL, MoveSet.parse(takes).orThrow());
    }

    /** "B-3": take 3 from heap B. */
    private static Move move(String shortForm) {
        String[] parts = shortForm.split("-");
        return new Move(HeapLabels.indexOf(parts[0]).orElseThrow(), Long.parseLong(parts[1]));
    }

    /** The words of a sentence, split at everything but letters and digits, and also at everything but those and '-'. */
    private static Set<String> words(String sentence) {
        Set<String> words = new HashSet<>(Arrays.asList(sentence.split("[^A-Za-z0-9]+")));
        words.addAll(Arrays.asList(sentence.split("[^A-Za-z0-9-]+")));
        return words;
    }
}
