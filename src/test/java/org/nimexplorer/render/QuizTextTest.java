package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Choice;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.explain.Diagnosis;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Misconception;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.Verdict;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.QuizEvent;
import org.nimexplorer.quiz.QuizResult;

/** Each quiz event as the exact lines a learner reads: singular and plural, seeds, scores, times and mistakes. */
class QuizTextTest {

    private static final PorN P_1_1 = new PorN(Position.of(1, 1), Rules.NIM);
    private static final FindMove MOVE_1_2 = new FindMove(Position.of(1, 2), Rules.NIM);
    private static final FindMove NONE_1_1 = new FindMove(Position.of(1, 1), Rules.NIM);

    private static List<String> lines(QuizEvent event) {
        return QuizText.lines(List.of(event), Marked.AT_80);
    }

    private static QuizResult result(int number, Question q, boolean correct, boolean skipped,
            Optional<Diagnosis> diagnosis, QuizResult.Try... tries) {
        return new QuizResult(number, q, "", correct, skipped, 1.0, Idea.THEOREM, diagnosis, List.of(tries), 0);
    }

    private static QuizResult.Try said(String answer, boolean correct) {
        return new QuizResult.Try(answer, correct, Optional.empty());
    }

    @Test
    void aQuizWhoseSeedIsSecretDoesNotTellIt() {
        assertThat(lines(new QuizEvent.QuizOpened(3, Level.EASY, 42, true, false, Optional.empty(), true)).get(0))
                .startsWith("Quiz: 3 questions, level easy (").endsWith(").").doesNotContain("42", "seed");
    }

    @Test
    void anOpenedQuizCountsItsQuestionsAndSaysHowToGetTheSameOnesAgain() {
        assertThat(lines(new QuizEvent.QuizOpened(1, Level.EASY, 42, false, false))).containsExactly(
                "Quiz: 1 question, level easy (2 or 3 heaps of 1 to 7), seed 42 (give --seed 42\n"
                        + "for the same questions).",
                "Type your answer, 'skip' to skip a question, 'quiz stop' to stop the quiz.");
        assertThat(lines(new QuizEvent.QuizOpened(5, Level.HARD, 7, true, true))).containsExactly(
                "Quiz: 5 questions, level hard (4 or 5 heaps of 1 to 63), seed 7.",
                "Type your answer, 'skip' to skip a question, 'quiz stop' to stop the quiz.\n"
                        + "Practice: three tries each; the score counts the first.");
    }

    @Test
    void aQuizOnAGameNamesItAndItsWordForAHeap() {
        var kayles = GameNotation.heapGame("0.77").orThrow();
        assertThat(lines(new QuizEvent.QuizOpened(2, Level.MEDIUM, 3, true, false, Optional.of(kayles))))
                .first().isEqualTo("Quiz on Kayles: 2 questions, level medium (3 rows of 1 to 15), seed 3.");
    }

    @Test
    void aReviewCountsItsPositions() {
        assertThat(lines(new QuizEvent.ReviewOpened(1, false))).containsExactly(
                "Review: 1 position you missed before. Each leaves the list after 2 right answers\nin a row.",
                "Type your answer, 'skip' to skip a question, 'quiz stop' to stop the quiz.");
        assertThat(lines(new QuizEvent.ReviewOpened(3, true))).first().isEqualTo(
                "Review: 3 positions you missed before. Each leaves the list after 2 right\nanswers in a row.");
    }

    @Test
    void aQuestionIsNumberedAndSaysTheFormOfItsAnswer() {
        assertThat(lines(new QuizEvent.Ask(2, 5, P_1_1))).containsExactly("",
                "#Question 2/5:# Is 1 1 a P-position or an N-position?", "(answer P or N)");
    }

    @Test
    void aJudgedAnswerIsRightOrWrong() {
        assertThat(lines(new QuizEvent.Judged(Verdict.wrong("Not P.", "", Optional.empty(),
                new Derivation.Binary(3), Idea.THEOREM)))).containsExactly("!Not P.!");
        assertThat(lines(new QuizEvent.Judged(Verdict.right("Right.", new Derivation.Binary(3), Idea.THEOREM))))
                .first().isEqualTo("<Right.>");
    }

    @Test
    void practiceGivesAHintThenOneMoreTry() {
        assertThat(lines(new QuizEvent.Hint("XOR the heaps."))).containsExactly("#Hint: #XOR the heaps.");
        assertThat(lines(new QuizEvent.OneMoreTry()))
                .containsExactly("Try once more; after that the worked answer comes.");
    }

    @Test
    void aSkippedQuestionGivesTheAnswerOrAWinningMove() {
        assertThat(lines(new QuizEvent.Skipped(P_1_1))).containsExactly("Skipped. The answer: P.");
        assertThat(lines(new QuizEvent.Skipped(MOVE_1_2)))
                .containsExactly("Skipped. A winning move: " + MOVE_1_2.answer() + ".");
        assertThat(lines(new QuizEvent.Skipped(NONE_1_1))).containsExactly("Skipped. The answer: none.");
        assertThat(lines(new QuizEvent.Skipped(new Choice(List.of("x", "y"), 1, "")))).containsExactly(
                "Skipped. The answer: b.");
    }

    @Test
    void aStoppedQuizCountsTheQuestionsAnswered() {
        assertThat(lines(new QuizEvent.Stopped(1))).containsExactly("Quiz stopped after 1 question.");
        assertThat(lines(new QuizEvent.Stopped(0))).containsExactly("Quiz stopped after 0 questions.");
        assertThat(lines(new QuizEvent.Stopped(2))).containsExactly("Quiz stopped after 2 questions.");
    }

    @Test
    void aRefusalIsNoPartOfTheText() {
        assertThat(lines(new QuizEvent.Refused("no"))).isEmpty();
    }

    @Test
    void theTimeIsInSecondsUnderAMinuteAndInMinutesFromOne() {
        QuizResult right = result(1, P_1_1, true, false, Optional.empty(), said("P", true));
        assertThat(lines(new QuizEvent.Finished(List.of(right), 59, false, false, 0)))
                .containsExactly("", "#Score: 1/1# in 59 s.");
        assertThat(lines(new QuizEvent.Finished(List.of(right), 60, false, false, 0)))
                .containsExactly("", "#Score: 1/1# in 1 min 0 s.");
        assertThat(lines(new QuizEvent.Finished(List.of(right), 125, true, false, 0)))
                .containsExactly("", "#Score: 1/1# in 2 min 5 s.");
    }

    @Test
    void mistakesAreListedWithWhatWasSaidAndWhereItCameFrom() {
        QuizResult right = result(1, P_1_1, true, false, Optional.empty(), said("P", true));
        QuizResult missed = result(2, P_1_1, false, false, Optional.of(new Diagnosis(Misconception.ADDED_NOT_XORED,
                "You added.")), said("N", false));
        QuizResult skipped = result(3, P_1_1, false, true, Optional.empty());
        assertThat(lines(new QuizEvent.Finished(List.of(right, missed, skipped), 5, false, false, 0))).containsExactly("",
                "#Score: 1/3# in 5 s.", "To look at again:",
                "  2. 1 1 (outcome): you said N; the answer is P (Bouton's theorem: P exactly",
                "     when the nim-sum is 0)", "     Where it came from: You added.",
                "  3. 1 1 (outcome): skipped; the answer is P (Bouton's theorem: P exactly when",
                "     the nim-sum is 0)", "They are saved for 'quiz --review'.");
    }

    @Test
    void practiceCountsTheFirstTryAndTheEndAndSaysWhichTryFoundIt() {
        QuizResult later = result(1, MOVE_1_2, false, false, Optional.empty(), said("A-1", false),
                said(MOVE_1_2.answer(), true));
        QuizResult gaveUp = result(2, MOVE_1_2, false, true, Optional.empty(), said("A-1", false));
        assertThat(lines(new QuizEvent.Finished(List.of(later, gaveUp), 3, true, true, 0))).containsExactly("",
                "#Score: 0/2 at the first try, 1/2 in the end,# in 3 s.", "To look at again:",
                "  1. 1 2 (move): you said A-1, then " + MOVE_1_2.answer() + ": right at try 2 (Bouton's theorem: P",
                "     exactly when the nim-sum is 0)",
                "  2. 1 2 (move): you said A-1, then skipped; a winning move is " + MOVE_1_2.answer()
                        + " (Bouton's",
                "     theorem: P exactly when the nim-sum is 0)");
    }

    @Test
    void theQuestionTheQuizWasStoppedAtIsAStopNotASkip() {
        QuizResult gaveUp = result(1, MOVE_1_2, false, true, Optional.empty(), said("A-1", false));
        QuizResult untried = result(2, P_1_1, false, true, Optional.empty());
        assertThat(lines(new QuizEvent.Finished(List.of(gaveUp), 3, true, true, 1))).contains(
                "  1. 1 2 (move): you said A-1, then stopped the quiz; a winning move is " + MOVE_1_2.answer());
        assertThat(lines(new QuizEvent.Finished(List.of(gaveUp, untried), 3, true, true, 2)))
                .anySatisfy(line -> assertThat(line).startsWith("  1. 1 2 (move): you said A-1, then skipped; a winning"))
                .anySatisfy(line -> assertThat(line).startsWith("  2. 1 1 (outcome): stopped the quiz; the answer is P"));
    }

    @Test
    void noWinningMoveIsTheOneAnswer() {
        QuizResult missed = result(1, NONE_1_1, false, false, Optional.empty(), said("A-1", false));
        assertThat(lines(new QuizEvent.Finished(List.of(missed), 0, true, false, 0))).containsExactly("",
                "#Score: 0/1# in 0 s.", "To look at again:",
                "  1. 1 1 (move): you said A-1; the answer is none (Bouton's theorem: P exactly",
                "     when the nim-sum is 0)");
    }
}
