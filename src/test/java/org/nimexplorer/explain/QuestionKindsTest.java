package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.ExhaustiveSolver;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/**
 * What every kind of question says about itself: the word lesson files use, the prompt, the form of an
 * answer, the idea it rests on, the derivation it is worked out with, and its own answer, which must
 * be judged right by the same question.
 */
class QuestionKindsTest {

    private static final Set<Idea> ALL = Idea.all();
    private static final Rules SUBTRACT_1_3 = new Rules(Play.NORMAL, subtract("1-3"));
    private static final Rules MISERE = new Rules(Play.MISERE, MoveSet.NIM);

    private static MoveSet.Subtraction subtract(String set) {
        return (MoveSet.Subtraction) MoveSet.parse(set).orThrow();
    }

    /** One question of each kind, each with the word its kind is written with. */
    private static List<Question> oneOfEach() {
        return List.of(new FindMove(Position.of(3, 4, 5), Rules.NIM),
                new PorN(Position.of(3, 4, 5), Rules.NIM),
                new NimSum(Position.of(3, 4, 5), Rules.NIM),
                new ToBinary(13),
                new ColumnSums(Position.of(3, 4, 5)),
                new XorOf(5, 3),
                new KernelUpTo(SUBTRACT_1_3, 9),
                new Lemma2Step(Position.of(3, 5, 8)),
                new GrundyValues(subtract("1,3,4"), 6),
                new Choice(List.of("even", "odd"), 1, "three ones"),
                new Mex(List.of(0L, 1L, 3L)),
                new SumValue(sum("nim:3 kayles:4 sub[1,3,4]:7")),
                new FindSumMove(sum("kayles:3 kayles:5 kayles:8")),
                new SumOutcome(sum("nim:1 kayles:3 sub[1,3,4]:11")),
                new GrundyValues(GameNotation.heapGame("kayles").orThrow(), 5));
    }

    private static GameSum sum(String notation) {
        return GameNotation.sum(List.of(notation), new HeapGame.Nim()).orThrow();
    }

    @Test
    void eachKindIsNamedByTheWordLessonFilesUse() {
        assertThat(oneOfEach()).extracting(Question::kind).containsExactly("move", "outcome", "nim-sum", "binary",
                "column-sums", "xor", "kernel", "lemma2", "grundy", "choice", "mex", "nim-sum", "move", "outcome", "grundy");
    }

    @Test
    void eachPromptNamesWhatItAsksAbout() {
        assertThat(oneOfEach()).extracting(Question::prompt).containsExactly(
                "Find a winning move from 3 4 5, or answer 'none' if every move loses.",
                "Is 3 4 5 a P-position or an N-position?",
                "What is the nim-sum of 3 4 5?",
                "Write 13 in binary.",
                "Write 3 4 5 in binary columns: how many ones in each column, highest column first?",
                "What is 5 xor 3?",
                "List the kernel of the game 'take 1, 2 or 3 from one heap' for heaps 0 to 9.",
                "For 3 5 8: the bit d of the nim-sum's leftmost 1, a heap with a 1 there, and its new size y.",
                "Write the Grundy values g(0) to g(6) of the game 'take 1, 3 or 4 from one heap', in order.",
                "Choose one option.",
                "What is the mex of {0, 1, 3}?",
                "What is the nim-sum of nim:3 kayles:4 sub[1,3,4]:7, the XOR of its heaps' Grundy values?",
                "Find a winning move in kayles:3 kayles:5 kayles:8 (rows A, B and C), or answer 'none' if every move"
                        + " loses.",
                "Is nim:1 kayles:3 sub[1,3,4]:11 a P-position or an N-position?",
                "Write the Grundy values g(0) to g(5) of Kayles (octal game 0.77), in order.");
        assertThat(new PorN(Position.of(2, 2), MISERE).prompt()).isEqualTo(
                "Is 2 2 (misère) a P-position or an N-position?");
    }

    @Test
    void everyKindJudgesItsOwnAnswerRight() {
        for (Question q : oneOfEach()) {
            Verdict v = Grading.grade(q, q.answer());
            assertThat(v.correct()).as(q.kind() + ": " + q.answer()).isTrue();
            assertThat(v.counted()).isTrue();
            assertThat(v.idea()).isEqualTo(q.idea(ALL));
        }
    }

    @Test
    void theAnswersAreTheOnesALearnerWouldType() {
        assertThat(oneOfEach()).extracting(Question::answer).containsExactly("A-2", "N", "2", "1101", "2 1 2", "6",
                "0 4 8", "3 C 6", "0 1 0 1 2 3 2", "b", "2", "2", "B-1=1+3", "P", "0 1 2 3 1 4");
        assertThat(new FindMove(Position.of(2, 2), Rules.NIM).answer()).isEqualTo("none");
        assertThat(new PorN(Position.of(2, 2), Rules.NIM).answer()).isEqualTo("P");
        assertThat(new Lemma2Step(Position.of(1, 2, 3)).answer()).isEqualTo("none");
        assertThat(new Choice(List.of(" 7 ", "9"), 0, "").answer()).isEqualTo("7");
    }

    @Test
    void anEmptyAnswerIsNotCountedAndIsToldTheFormOfAnAnswer() {
        for (Question q : oneOfEach()) {
            for (String empty : new String[] {null, "", "   "}) {
                Verdict v = Grading.grade(q, empty);
                assertThat(v.counted()).isFalse();
                assertThat(v.summary()).isEqualTo("no answer given: " + q.form());
            }
        }
    }

    @Test
    void theFormOfAnAnswerIsSpeltOutForEachKind() {
        assertThat(new NimSum(Position.of(1), Rules.NIM).form()).isEqualTo("answer with a whole number");
        assertThat(new XorOf(1, 2).form()).isEqualTo("answer with a whole number");
        assertThat(new PorN(Position.of(1), Rules.NIM).form()).isEqualTo("answer P or N");
        assertThat(new FindMove(Position.of(1), Rules.NIM).form()).startsWith("answer with a move, written");
        assertThat(new ToBinary(3).form()).isEqualTo("answer with 0s and 1s, highest bit first");
        assertThat(new ColumnSums(Position.of(1)).form()).startsWith("answer with the number of ones");
        assertThat(new KernelUpTo(SUBTRACT_1_3, 3).form()).startsWith("answer with the heap sizes");
        assertThat(new Lemma2Step(Position.of(1)).form()).startsWith("answer in the form 'd H y'");
        assertThat(new GrundyValues(subtract("1-2"), 4).form())
                .isEqualTo("answer with 5 whole numbers, g(0) first, separated by spaces");
        assertThat(new Choice(List.of("1", "2"), 0, "").form())
                .isEqualTo("answer with one of the numbers listed, or its letter");
        assertThat(new Choice(List.of("1", "two"), 0, "").form())
                .isEqualTo("answer with the letter of an option, or its text");
    }

    @Test
    void eachKindRestsOnTheIdeaItPractises() {
        assertThat(new ToBinary(3).idea(ALL)).isEqualTo(Idea.BINARY);
        assertThat(new XorOf(1, 2).idea(ALL)).isEqualTo(Idea.XOR);
        assertThat(new ColumnSums(Position.of(1)).idea(ALL)).isEqualTo(Idea.NIM_SUM);
        assertThat(new KernelUpTo(SUBTRACT_1_3, 3).idea(ALL)).isEqualTo(Idea.KERNEL);
        assertThat(new Lemma2Step(Position.of(1)).idea(ALL)).isEqualTo(Idea.LEMMA_2);
        assertThat(new GrundyValues(subtract("1-2"), 4).idea(ALL)).isEqualTo(Idea.GRUNDY);
        assertThat(new NimSum(Position.of(1), Rules.NIM).idea(ALL)).isEqualTo(Idea.NIM_SUM);
        assertThat(new NimSum(Position.of(1), SUBTRACT_1_3).idea(ALL)).isEqualTo(Idea.GRUNDY);
        Choice choice = new Choice(List.of("a", "b"), 0, "");
        assertThat(choice.idea(EnumSet.of(Idea.RULES, Idea.XOR, Idea.BINARY))).isEqualTo(Idea.XOR);
        assertThat(choice.idea(Set.of())).isEqualTo(Idea.RULES);
    }

    @Test
    void aQuestionAboutAPositionRestsOnWhatTheLearnerHasMet() {
        Position n = Position.of(3, 4, 5);
        Position p = Position.of(1, 2, 3);
        Set<Idea> nimSum = EnumSet.of(Idea.RULES, Idea.NIM_SUM);
        assertThat(new PorN(n, Rules.NIM).idea(ALL)).isEqualTo(Idea.THEOREM);
        assertThat(new FindMove(n, Rules.NIM).idea(ALL)).isEqualTo(Idea.LEMMA_2);
        assertThat(new FindMove(p, Rules.NIM).idea(ALL)).isEqualTo(Idea.LEMMA_1);
        assertThat(new FindMove(n, Rules.NIM).idea(nimSum)).isEqualTo(Idea.NIM_SUM);
        assertThat(new PorN(n, Rules.NIM).idea(nimSum)).isEqualTo(Idea.NIM_SUM);
        assertThat(new FindMove(Position.of(5, 3), Rules.NIM).idea(EnumSet.of(Idea.MIRROR)))
                .isEqualTo(Idea.MIRROR);
        assertThat(new FindMove(Position.of(5, 3), Rules.NIM).idea(Set.of())).isEqualTo(Idea.GAME_TREE);
        assertThat(new FindMove(n, Rules.NIM).idea(EnumSet.of(Idea.MIRROR))).isEqualTo(Idea.GAME_TREE);
        assertThat(new FindMove(Position.of(9), SUBTRACT_1_3).idea(ALL)).isEqualTo(Idea.KERNEL);
        assertThat(new FindMove(Position.of(9, 2), SUBTRACT_1_3).idea(ALL)).isEqualTo(Idea.GRUNDY);
    }

    @Test
    void misereIsTheIdeaOnlyWhereMiserePlayDepartsFromNormalPlay() {
        // 1 1 1: only 1-heaps, the endgame itself; 5 1: the winning move leaves only 1-heaps;
        // 5 4: its winning move leaves heaps of 2 or more, as in normal Nim.
        assertThat(new PorN(Position.of(1, 1, 1), MISERE).idea(ALL)).isEqualTo(Idea.MISERE);
        assertThat(new FindMove(Position.of(5, 1), MISERE).idea(ALL)).isEqualTo(Idea.MISERE);
        assertThat(new FindMove(Position.of(5, 4), MISERE).idea(ALL)).isEqualTo(Idea.LEMMA_2);
        assertThat(new FindMove(Position.of(5, 1), MISERE).idea(EnumSet.complementOf(EnumSet.of(Idea.MISERE))))
                .isEqualTo(Idea.LEMMA_2);
    }

    @Test
    void eachKindIsWorkedOutWithItsOwnDerivation() {
        Columns grundy = (Columns) new NimSum(Position.of(5, 6), SUBTRACT_1_3).derivation(ALL);
        assertThat(grundy.grundy()).isTrue();
        assertThat(grundy.values()).containsExactly(1, 2);
        assertThat(grundy.nimSum()).isEqualTo(3);
        assertThat(new ToBinary(13).derivation(ALL)).isEqualTo(new Derivation.Binary(13));
        assertThat(new XorOf(5, 3).derivation(ALL)).isEqualTo(new Derivation.Xor(5, 3));
        assertThat(new Choice(List.of("a", "b"), 0, "because").derivation(ALL))
                .isEqualTo(new Derivation.Note("because"));
        assertThat(((Columns) new ColumnSums(Position.of(3, 4, 5)).derivation(ALL)).sums())
                .containsExactly(2, 1, 2);
        assertThat(new KernelUpTo(SUBTRACT_1_3, 9).derivation(ALL).kernel()).containsExactly(0L, 4L, 8L);
        assertThat(new Lemma2Step(Position.of(3, 5, 8)).derivation(ALL))
                .isEqualTo(Lemma2.of(Position.of(3, 5, 8)));
        assertThat(new PorN(Position.of(3, 4, 5), Rules.NIM).derivation(ALL))
                .isInstanceOf(PositionReport.class);
        assertThat(new FindMove(Position.of(3, 4, 5), Rules.NIM).derivation(ALL))
                .isInstanceOf(PositionReport.class);
    }

    @Test
    void aGrundyTableListsEachSizesFollowersAndTheirValuesFromTheMexRule() {
        Derivation.GrundyTable table = (Derivation.GrundyTable) new GrundyValues(subtract("1,3,4"), 5)
                .derivation(ALL);
        assertThat(table.game()).isEqualTo("take 1, 3 or 4 from one heap");
        assertThat(table.rows()).containsExactly(
                new Derivation.GrundyTable.Row(0, List.of(), List.of(), 0),
                new Derivation.GrundyTable.Row(1, List.of(0L), List.of(0L), 1),
                new Derivation.GrundyTable.Row(2, List.of(1L), List.of(1L), 0),
                new Derivation.GrundyTable.Row(3, List.of(2L, 0L), List.of(0L, 0L), 1),
                new Derivation.GrundyTable.Row(4, List.of(3L, 1L, 0L), List.of(1L, 1L, 0L), 2),
                new Derivation.GrundyTable.Row(5, List.of(4L, 2L, 1L), List.of(2L, 0L, 1L), 3));
        for (Derivation.GrundyTable.Row row : table.rows()) {
            long mex = 0;
            while (row.followerValues().contains(mex)) {
                mex++;
            }
            assertThat(row.value()).isEqualTo(mex);
        }
    }

    @Test
    void theSolutionOfAPositionQuestionSaysWhatTheAnswerMeans() {
        assertThat(new FindMove(Position.of(3, 4, 5), Rules.NIM).solution(ALL, Idea.LEMMA_2).answer())
                .isEqualTo("A-2 (take 2 from A)");
        assertThat(new FindMove(Position.of(1, 2, 4), Rules.NIM).solution(ALL, Idea.LEMMA_2).answer())
                .isEqualTo("C-1 (take 1 from C)");
        assertThat(new FindMove(Position.of(3, 3, 1), Rules.NIM).solution(ALL, Idea.LEMMA_2).answer())
                .endsWith(", or another winning move");
        assertThat(new FindMove(Position.of(2, 2), Rules.NIM).solution(ALL, Idea.LEMMA_1).answer())
                .isEqualTo("none: every move from 2 2 loses");
        assertThat(new PorN(Position.of(2, 2), Rules.NIM).solution(ALL, Idea.THEOREM).answer())
                .isEqualTo("P: 2 2 is a P-position (one where the player to move loses)");
        assertThat(new PorN(Position.of(2, 1), Rules.NIM).solution(ALL, Idea.THEOREM).answer())
                .isEqualTo("N: 2 1 is an N-position (one where the player to move wins)");
        Solution choice = new Choice(List.of("even", "odd"), 1, "three ones").solution(ALL, Idea.XOR);
        assertThat(choice).isEqualTo(new Solution("b) odd", new Derivation.Note("three ones"), Idea.XOR));
        Solution binary = Grading.solution(new ToBinary(6), ALL, Idea.BINARY);
        assertThat(binary).isEqualTo(new Solution("110", new Derivation.Binary(6), Idea.BINARY));
    }

    @Test
    void everyPositionQuestionAgreesWithTheSearchOnEverySmallPosition() {
        for (Rules rules : List.of(Rules.NIM, MISERE, SUBTRACT_1_3, new Rules(Play.MISERE, subtract("1,3,4")))) {
            ExhaustiveSolver referee = new ExhaustiveSolver(rules);
            for (Position p : positions(3, 5)) {
                if (rules.isOver(p)) {
                    continue;
                }
                Outcome outcome = referee.outcome(p);
                assertThat(new PorN(p, rules).answer()).isEqualTo(outcome.name());
                FindMove find = new FindMove(p, rules);
                assertThat(find.answer().equals("none")).isEqualTo(outcome == Outcome.P);
                assertThat(Grading.grade(find, find.answer()).correct()).as("%s under %s", p, rules).isTrue();
                assertThat(Grading.grade(find, "none").correct()).isEqualTo(outcome == Outcome.P);
                if (!rules.isMisere()) {
                    String wrongLabel = outcome == Outcome.P ? "N" : "P";
                    assertThat(Grading.grade(new PorN(p, rules), wrongLabel).correct()).isFalse();
                }
            }
        }
    }

    private static List<Position> positions(int heaps, int max) {
        List<Position> all = new ArrayList<>();
        int count = (int) Math.pow(max + 1, heaps);
        for (int code = 0; code < count; code++) {
            long[] h = new long[heaps];
            for (int i = 0, c = code; i < heaps; i++, c /= max + 1) {
                h[i] = c % (max + 1);
            }
            all.add(new Position(h));
        }
        return all;
    }
}
