package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.MoveParser;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.explain.ClaimProof;
import org.nimexplorer.explain.Columns;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.GameTree;
import org.nimexplorer.explain.GrundyValues;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.KernelProof;
import org.nimexplorer.explain.Lemma2;
import org.nimexplorer.explain.MoveCheck;
import org.nimexplorer.explain.PositionReport;
import org.nimexplorer.explain.SumReport;
import org.nimexplorer.explain.WholeReport;

/**
 * Judged answers (right, missed, unreadable, worked) and every kind of derivation handed to the text that
 * draws it, with answers and derivations made by the engine and the explain layer.
 */
class DerivationTextTest {

    private static final Position ONE_TWO_FOUR = Position.of(1, 2, 4);
    private static final FindMove FIND = new FindMove(ONE_TWO_FOUR, Rules.NIM);

    private static List<String> derive(Derivation d, Painter painter) {
        return DerivationText.derivation(d, painter);
    }

    @Test
    void aRightAnswerIsGoodThenItsIdeaThenItsDerivation() {
        var verdict = FIND.judge("C-1", Idea.BINARY, Set.of());
        List<String> text = DerivationText.verdict(verdict, Marked.AT_80);
        assertThat(text.subList(0, 4)).containsExactly(
                "<Right: C-1 leaves your opponent 1 2 3, where every move loses.>",
                "(The idea: writing numbers in binary.)",
                "",
                "Game tree of 4 2 1 (normal play (the last move wins), any number from one heap),\n39 nodes. A"
                        + " position is P when every move from it leads to N, and N when some\nmove leads to P. A"
                        + " position met again is marked (as above), and one below the\nlevels shown (not drawn"
                        + " further).");
        assertThat(text.subList(3, text.size())).isEqualTo(derive(verdict.derivation(), Marked.AT_80));
        assertThat(text.get(5)).isEqualTo("4 2 1  N  -> 3 2 1 is P");
    }

    @Test
    void aCountedMissIsBadAndSaysWhyItFails() {
        assertThat(DerivationText.miss(FIND.judge("A-1", Idea.BINARY, Set.of()), Marked.AT_80)).containsExactly(
                "!Not quite: A-1 leaves your opponent a position they can win from.!",
                "A-1 leaves 0 2 4. Your opponent answers C-2, leaving you 0 2 2: there, every\nmove you make loses.");
    }

    @Test
    void sayingNoneWhereAMoveWinsIsAMiss() {
        assertThat(DerivationText.miss(FIND.judge("none", Idea.BINARY, Set.of()), Marked.AT_80)).containsExactly(
                "!Not quite: there is a winning move from 1 2 4.!",
                "A winning move leaves your opponent a position where every move loses.");
    }

    @Test
    void anUnreadableAnswerIsNotCountedSoNotMarkedBadAndHasNoWhy() {
        assertThat(DerivationText.miss(FIND.judge("zz", Idea.BINARY, Set.of()), Marked.AT_80)).containsExactly(
                "cannot read 'zz' as a move: write a move as 'take 2 from A', 'A-2' (take 2 from\nA), 'A=1' or 'A to"
                        + " 1' (reduce A to 1)");
    }

    @Test
    void theWorkedAnswerNamesTheMoveThenItsIdeaAndDerivation() {
        var solution = FIND.solution(Set.of(), Idea.BINARY);
        List<String> text = DerivationText.solution(solution, Marked.AT_80);
        assertThat(text.subList(0, 3)).containsExactly(
                "#The answer: #C-1 (take 1 from C)", "(The idea: writing numbers in binary.)", "");
        assertThat(text.subList(3, text.size())).isEqualTo(derive(solution.derivation(), Marked.AT_80)).isNotEmpty();
    }

    @Test
    void aGrundyTableOfASubtractionGameComesFromTheQuestion() {
        var table = new GrundyValues(new MoveSet.Subtraction(new int[] {1, 2}), 4).derivation(Set.of());
        assertThat(derive(table, Marked.AT_80)).containsExactly(
                "The game 'take 1 or 2 from one heap'. g(n) is the mex, the smallest whole number\nnot among the"
                        + " values of the sizes one move away:",
                "  g(0) = 0   (no move)",
                "  g(1) = 1   mex of g(0)=0",
                "  g(2) = 2   mex of g(1)=1, g(0)=0",
                "  g(3) = 0   mex of g(2)=2, g(1)=1",
                "  g(4) = 1   mex of g(3)=0, g(2)=2");
    }

    @Test
    void aKaylesTableWritesItsSplitsAtEightyColumns() {
        var table = new GrundyValues(GameNotation.heapGame("kayles").orThrow(), 4).derivation(Set.of());
        assertThat(derive(table, Marked.AT_80)).containsExactly(
                "Kayles. g(n) is the mex of the values of what the moves from n leave. Each move\nis written as what"
                        + " it leaves and its value: 'a:v' is one row of a (0 for\nnothing), worth v; 'a+b:v' is two"
                        + " rows, of a and b, worth g(a) xor g(b) = v.",
                "  g(0) = 0    (no move)",
                "  g(1) = 1    mex of 0:0",
                "  g(2) = 2    mex of 1:1 0:0",
                "  g(3) = 3    mex of 2:2 1+1:0 1:1",
                "  g(4) = 1    mex of 3:3 1+2:3 2:2 1+1:0");
    }

    @Test
    void aPositionReportIsDrawnAsAnalyzeDrawsIt() {
        PositionReport report = PositionReport.of(ONE_TWO_FOUR, Rules.NIM).orThrow();
        assertThat(derive(report, Marked.AT_80)).isNotEmpty().isEqualTo(ReportText.analyze(report, Marked.AT_80));
    }

    @Test
    void aMoveCheckIsDrawnAsCheckDrawsIt() {
        MoveCheck check = MoveCheck.of(ONE_TWO_FOUR, Rules.NIM,
                MoveParser.parse("C-1", ONE_TWO_FOUR, Rules.NIM).orThrow()).orThrow();
        assertThat(derive(check, Marked.AT_80)).isNotEmpty().isEqualTo(ReportText.check(check, Marked.AT_80));
    }

    @Test
    void columnsAreDrawnAsColumnsDrawsThem() {
        Columns columns = Columns.of(ONE_TWO_FOUR, MoveSet.NIM);
        assertThat(derive(columns, Marked.AT_80)).isNotEmpty().isEqualTo(ColumnsText.render(columns, Marked.AT_80));
    }

    @Test
    void lemmaTwoKernelAndClaimProofsAreDrawnByTheirOwnTexts() {
        Lemma2 lemma = Lemma2.of(ONE_TWO_FOUR);
        assertThat(derive(lemma, Marked.AT_80)).isNotEmpty().isEqualTo(BoutonText.lemma2(lemma, Marked.AT_80));
        KernelProof kernel = KernelProof.of(new MoveSet.Subtraction(new int[] {2, 3}), 6).orThrow();
        assertThat(derive(kernel, Marked.AT_80)).isNotEmpty().isEqualTo(KernelProofText.render(kernel, Marked.AT_80));
        ClaimProof claim = ClaimProof.check("a == b", Rules.NIM, 2, 3).orThrow();
        assertThat(derive(claim, Marked.AT_80)).isNotEmpty().isEqualTo(ClaimProofText.render(claim, Marked.AT_80));
    }

    @Test
    void theFollowersOfAPositionAreItsGameTreeUnderItsRules() {
        GameTree tree = GameTree.of(Position.of(1, 1), Rules.NIM, OptionalInt.empty()).orThrow();
        assertThat(derive(new Derivation.Followers(tree, Rules.NIM), Marked.AT_80)).endsWith(
                "",
                "1 1  <P>  every move leads to N",
                "  1 0  N  -> 0 0 is P",
                "    0 0  <P>  no move left");
        assertThat(derive(new Derivation.Followers(tree, Rules.NIM), Marked.AT_80).get(0))
                .startsWith("Game tree of 1 1 (normal play (the last move wins), any number from one heap), 3\n");
    }

    @Test
    void xorAndSumReportsAreDrawnByTheirOwnTexts() {
        assertThat(derive(new Derivation.Xor(5, 3), Marked.AT_80)).isNotEmpty()
                .isEqualTo(XorText.xor(new Derivation.Xor(5, 3), Marked.AT_80));
        GameSum sum = GameNotation.sum(List.of("kayles:4", "nim:3"), new HeapGame.Nim()).orThrow();
        SumReport report = SumReport.of(SumEngine.analyze(sum, Play.NORMAL).orThrow());
        assertThat(derive(report, Marked.AT_80)).isNotEmpty().isEqualTo(SumReportText.render(report, Marked.AT_80));
    }

    @Test
    void aWholeGameWithItsVerdictIsAnalyzedAndWithoutItShowsOnlyItsColumns() {
        StaircaseNim staircase = new StaircaseNim();
        Position steps = Position.of(1, 5, 1);
        List<String> analyzed = derive(new WholeReport(staircase, steps, true), Marked.AT_80);
        assertThat(analyzed).isEqualTo(WholeGameText.analyze(staircase, steps, Marked.AT_80));
        List<String> columns = derive(new WholeReport(staircase, steps, false), Marked.AT_80);
        assertThat(columns).isEqualTo(WholeGameText.columns(staircase, steps, Marked.AT_80)).isNotEmpty();
        assertThat(analyzed).hasSizeGreaterThan(columns.size());
        MooreNim moore = new MooreNim(2);
        assertThat(derive(new WholeReport(moore, Position.of(1, 2, 3), false), Marked.AT_80))
                .isEqualTo(WholeGameText.columns(moore, Position.of(1, 2, 3), Marked.AT_80)).isNotEmpty();
    }

    @Test
    void binaryOfOneAndOfAPowerOfTwoUseOnePower() {
        assertThat(derive(new Derivation.Binary(1), Marked.AT_80)).containsExactly(
                "1 = 1: a 1 for each power of two used, a 0 for the others, so 1 is 1 in binary.");
        assertThat(derive(new Derivation.Binary(8), Marked.AT_80)).containsExactly(
                "8 = 8: a 1 for each power of two used, a 0 for the others, so 8 is 1000 in\nbinary.");
    }

    @Test
    void theMexOfTheEmptySetIsZeroAndOfZeroToOneIsTwo() {
        assertThat(derive(new Derivation.Mex(List.of(), 0), Marked.AT_80))
                .containsExactly("Counting up from 0: 0 is not in the set. So the mex of {} is 0.");
        assertThat(derive(new Derivation.Mex(List.of(0L, 1L), 2), Marked.AT_80))
                .containsExactly("Counting up from 0: 0 to 1 are all in the set, and 2 is not. So the mex of {0,\n1} is 2.");
    }

    @Test
    void heapsOneApartAreEvenedByTakingOne() {
        assertThat(derive(new Derivation.Mirror(Position.of(4, 3)), Marked.AT_80)).containsExactly(
                "The heaps are unequal. Taking 1 from A makes them equal, and from then on the\nmover copies every"
                        + " move of the opponent on the other heap: at 4 3 the player to\nmove wins.");
        assertThat(derive(new Derivation.Mirror(Position.of(3, 4)), Marked.AT_80).get(0))
                .startsWith("The heaps are unequal. Taking 1 from B makes them equal,");
    }

    @Test
    void aHeapOnePastAMultipleIsTakenDownByOneAndOneBelowByK() {
        assertThat(derive(new Derivation.Multiples(5, 1), Marked.AT_80)).containsExactly(
                "With takes 1 to 1, whatever one player takes, the other can take enough to make\n2 together, so the"
                        + " player to move loses exactly on the multiples of 2. 5 = 2 x 2\n+ 1: taking 1 leaves the"
                        + " multiple 4, where the opponent, to move, loses.");
        assertThat(derive(new Derivation.Multiples(3, 3), Marked.AT_80)).containsExactly(
                "With takes 1 to 3, whatever one player takes, the other can take enough to make\n4 together, so the"
                        + " player to move loses exactly on the multiples of 4. 3 = 0 x 4\n+ 3: taking 3 leaves the"
                        + " multiple 0, where the opponent, to move, loses.");
    }

    @Test
    void aNoteIsItsOwnParagraph() {
        assertThat(derive(new Derivation.Note("Short."), Marked.AT_80)).containsExactly("Short.");
    }
}
