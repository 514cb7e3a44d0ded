package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveParser;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.MoveCheck;
import org.nimexplorer.explain.PorN;

/**
 * A move and a position explained in the terms of a lesson before the nim-sum: the verdict in words, then who wins
 * from what is left, derived with what the lesson's learner knows; and a move tried while a question waits, not
 * judged at all.
 */
class ReportTextInLessonTest {

    private static final Rules TAKE_1_TO_3 = new Rules(Play.NORMAL, MoveSet.parse("1-3").orThrow());
    private static final Set<Idea> BEFORE_XOR = Set.of(Idea.GAME_TREE, Idea.KERNEL);

    private static MoveCheck check(Rules rules, String move, long... heaps) {
        Position position = Position.of(heaps);
        Move parsed = MoveParser.parse(move, position, rules).orThrow();
        return MoveCheck.of(position, rules, parsed).orThrow();
    }

    private static List<String> derivation(Rules rules, long... heaps) {
        return DerivationText.derivation(new PorN(Position.of(heaps), rules).derivation(BEFORE_XOR), Painter.PLAIN);
    }

    private static String flat(List<String> lines) {
        return String.join("\n", lines).replace('\n', ' ');
    }

    @Test
    void aWinningMoveAMistakeAndAMoveFromAPPositionAreEachSaidInWordsThenTheHeapLeftIsDerived() {
        List<String> winning = ReportText.check(check(TAKE_1_TO_3, "A-1", 21), Optional.of(BEFORE_XOR), true,
                Painter.PLAIN);
        assertThat(winning.get(0)).isEqualTo("take 1 from A (A-1): 21  ->  20");
        assertThat(flat(winning.subList(1, 2))).isEqualTo("A winning move. It leaves your opponent a P-position:"
                + " whatever they do, you can answer and win.");
        assertThat(flat(winning.subList(2, 3))).isEqualTo("Your opponent has no winning move; the engine would play"
                + " take 1 from A (A-1), leaving 19, to make the game last.");
        assertThat(winning.get(3)).isEmpty();
        assertThat(winning.subList(4, winning.size())).isEqualTo(derivation(TAKE_1_TO_3, 20)).isNotEmpty();

        List<String> mistake = ReportText.check(check(TAKE_1_TO_3, "A-2", 21), Optional.of(BEFORE_XOR), true,
                Painter.PLAIN);
        assertThat(flat(mistake.subList(1, 2))).isEqualTo("A mistake. You had a win, but this leaves your opponent"
                + " an N-position, from which they can win.");
        assertThat(mistake.subList(2, 4)).containsExactly("The winning move was A-1 (take 1 from A).",
                "Your opponent's winning reply: take 3 from A (A-3), leaving 16.");
        assertThat(mistake.subList(5, mistake.size())).isEqualTo(derivation(TAKE_1_TO_3, 19));

        List<String> none = ReportText.check(check(TAKE_1_TO_3, "A-3", 20), Optional.of(BEFORE_XOR), true,
                Painter.PLAIN);
        assertThat(flat(none.subList(1, 2))).isEqualTo("No move wins here: 20 was already a P-position, so whatever"
                + " you take, your opponent can answer and win.");
        assertThat(flat(winning) + flat(mistake) + flat(none)).doesNotContain("nim-sum").doesNotContain("Grundy")
                .doesNotContain("binary");
    }

    @Test
    void whileAQuestionWaitsTheMoveIsNamedAndNotJudgedWhatTheLearnerKnows() {
        for (Optional<Set<Idea>> terms : List.of(Optional.of(BEFORE_XOR), Optional.<Set<Idea>>empty())) {
            List<String> tried = ReportText.check(check(Rules.NIM, "A-2", 3, 4, 5), terms, false, Painter.PLAIN);
            assertThat(tried).hasSize(2);
            assertThat(tried.get(0)).isEqualTo("take 2 from A (A-2): 3 4 5  ->  1 4 5");
            assertThat(tried.get(1).replace('\n', ' ')).isEqualTo("(A question is waiting: this move is not judged"
                    + " until the question is answered.)");
        }
    }

    @Test
    void onceTheNimSumIsKnownAMoveIsCheckedInFull() {
        MoveCheck c = check(Rules.NIM, "A-2", 3, 4, 5);
        assertThat(ReportText.check(c, Optional.empty(), true, Painter.PLAIN)).isEqualTo(ReportText.check(c,
                Painter.PLAIN));
    }

    @Test
    void aPositionAnalysedInALessonsTermsEndsWithWhoWinsAndEveryWinningMove() {
        List<String> n = ReportText.analyzeInLesson(Engine.analyze(Position.of(1, 1, 1), Rules.NIM).orThrow(),
                BEFORE_XOR, Painter.PLAIN);
        assertThat(n.subList(0, 3)).containsExactly("Position  1 1 1",
                "Rules     normal play (the last move wins), any number from one heap", "");
        assertThat(n.subList(3, n.size() - 2)).isEqualTo(derivation(Rules.NIM, 1, 1, 1));
        assertThat(n.get(n.size() - 2)).isEmpty();
        assertThat(n.get(n.size() - 1).replace('\n', ' ')).isEqualTo("1 1 1 is an N-position: the player to move"
                + " wins with take 1 from A (A-1), or take 1 from B (B-1), or take 1 from C (C-1).");
        List<String> p = ReportText.analyzeInLesson(Engine.analyze(Position.of(20), TAKE_1_TO_3).orThrow(),
                BEFORE_XOR, Painter.PLAIN);
        assertThat(p.get(p.size() - 1)).isEqualTo("20 is a P-position: the player to move loses, whatever they take.");
        assertThat(flat(n) + flat(p)).doesNotContain("nim-sum").doesNotContain("in binary");
    }

    /** Before the lesson that names P- and N-positions (twenty-one knows the kernel only), the same in plain words. */
    @Test
    void beforePAndNAreNamedTheVerdictsSayWhoWinsInPlainWords() {
        Optional<Set<Idea>> kernel = Optional.of(Set.of(Idea.KERNEL));
        assertThat(flat(ReportText.check(check(TAKE_1_TO_3, "A-1", 21), kernel, true, Painter.PLAIN).subList(1, 2)))
                .isEqualTo("A winning move. It leaves your opponent a position where the player to move loses:"
                        + " whatever they do, you can answer and win.");
        assertThat(flat(ReportText.check(check(TAKE_1_TO_3, "A-2", 21), kernel, true, Painter.PLAIN).subList(1, 2)))
                .isEqualTo("A mistake. You had a win, but this leaves your opponent a position from which they can"
                        + " win.");
        assertThat(flat(ReportText.check(check(TAKE_1_TO_3, "A-3", 20), kernel, true, Painter.PLAIN).subList(1, 2)))
                .isEqualTo("No move wins here: from 20 the player to move loses, so whatever you take, your"
                        + " opponent can answer and win.");
        List<String> n = ReportText.analyzeInLesson(Engine.analyze(Position.of(21), TAKE_1_TO_3).orThrow(),
                kernel.get(), Painter.PLAIN);
        assertThat(n.get(n.size() - 1)).isEqualTo("From 21 the player to move wins with take 1 from A (A-1).");
        List<String> p = ReportText.analyzeInLesson(Engine.analyze(Position.of(20), TAKE_1_TO_3).orThrow(),
                kernel.get(), Painter.PLAIN);
        assertThat(p.get(p.size() - 1)).isEqualTo("From 20 the player to move loses, whatever they take.");
        assertThat(flat(n) + flat(p)).doesNotContain("P-position").doesNotContain("N-position");
    }

    /** Where no tree small enough to draw decides, the lesson's terms do not fall back on the nim-sum. */
    @Test
    void aPositionTooLargeForATreeIsNotExplainedByTheNimSumBeforeItIsTaught() {
        List<String> n = ReportText.analyzeInLesson(Engine.analyze(Position.of(7, 9, 11), Rules.NIM).orThrow(),
                BEFORE_XOR, Painter.PLAIN);
        assertThat(flat(n)).contains("(The game tree from 7 9 11 is too large to draw here; the lessons ahead give a"
                + " short way to tell who wins.)").doesNotContain("nim-sum").doesNotContain("8 4 2 1");
        List<String> move = ReportText.check(check(Rules.NIM, "A-1", 7, 9, 11), Optional.of(BEFORE_XOR), true,
                Painter.PLAIN);
        assertThat(flat(move)).contains("The game tree from 6 9 11 is too large to draw here").doesNotContain("nim-sum");
        Set<Idea> withNimSum = Set.of(Idea.GAME_TREE, Idea.NIM_SUM);
        assertThat(flat(ReportText.analyzeInLesson(Engine.analyze(Position.of(7, 9, 11), Rules.NIM).orThrow(),
                withNimSum, Painter.PLAIN))).contains("nim-sum").doesNotContain("too large to draw");
    }

    @Test
    void theEndOfTheGameIsSaidAsSuchAndAMoveThatEndsItWinsOrLosesByTheRules() {
        assertThat(flat(ReportText.analyzeInLesson(Engine.analyze(Position.of(0), TAKE_1_TO_3).orThrow(), BEFORE_XOR,
                Painter.PLAIN))).endsWith("The game is over: no move is left, so your opponent made the last move"
                        + " and won.");
        Rules misere = new Rules(Play.MISERE, MoveSet.NIM);
        assertThat(flat(ReportText.analyzeInLesson(Engine.analyze(Position.of(0, 0), misere).orThrow(), BEFORE_XOR,
                Painter.PLAIN))).endsWith("so your opponent made the last move and lost. You win.");
        assertThat(flat(ReportText.check(check(TAKE_1_TO_3, "A-3", 3), Optional.of(BEFORE_XOR), true, Painter.PLAIN)))
                .endsWith("That takes the last object: the game is over, and you win.");
        assertThat(flat(ReportText.check(check(misere, "A-1", 1), Optional.of(BEFORE_XOR), true, Painter.PLAIN)))
                .endsWith("That takes the last object, and under misère play whoever does so loses.");
    }

    @Test
    void manyWinningMovesAreListedToTwelveAndCounted() {
        long[] ones = new long[15];
        java.util.Arrays.fill(ones, 1);
        List<String> n = ReportText.analyzeInLesson(Engine.analyze(Position.of(ones), Rules.NIM).orThrow(),
                Set.of(Idea.GAME_TREE), Painter.PLAIN);
        String last = n.get(n.size() - 1).replace('\n', ' ');
        assertThat(last).contains("take 1 from L (L-1), or 3 other moves.").doesNotContain("(M-1)");
    }
}
