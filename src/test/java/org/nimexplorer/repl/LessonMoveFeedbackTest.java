package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

/**
 * A move tried during a lesson is explained with what that lesson's learner knows: in twenty-one, before XOR is
 * taught, no nim-sum, no Grundy values and no binary columns; and while the lesson's question waits, the move is
 * not judged, since its verdict would answer the question.
 */
class LessonMoveFeedbackTest {

    @Test
    void whileTheQuestionWaitsAWhatIfMoveIsTriedOnItsPositionAndNotJudged(@TempDir Path home) {
        // The question puts its position on the board: a move tried starts there, and goes on from where it leaves.
        Script s = Script.runIn(new AppHome(home), "lesson start twenty-one", "move A-2", "move A-1",
                "set 21 --subtract 1-3", "move A-2");
        String move = s.out().substring(s.out().indexOf("take 2 from A (A-2): 4  ->  2"));
        assertThat(move).startsWith("take 2 from A (A-2): 4  ->  2\n(A question is waiting: this move is not judged"
                + " until the question is answered.)\nThe position is now 2.");
        assertThat(move).contains("take 1 from A (A-1): 2  ->  1\n").contains("take 2 from A (A-2): 21  ->  19\n");
        assertThat(move).doesNotContain("winning move").doesNotContain("mistake").doesNotContain("nim-sum")
                .doesNotContain("Grundy");
    }

    @Test
    void withNoQuestionWaitingTheMoveIsJudgedInTheLessonsOwnTerms(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "lesson start twenty-one", "next", "next", "next", "next", "next",
                "set 21 --subtract 1-3", "move A-1");
        String move = s.out().substring(s.out().indexOf("take 1 from A (A-1): 21  ->  20"));
        assertThat(move).contains("A winning move.").contains("multiples of 4").doesNotContain("nim-sum")
                .doesNotContain("Grundy").doesNotContain("g=").doesNotContain("in binary");
    }

    @Test
    void onceTheNimSumIsTaughtTheColumnsAreShownAsBefore(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "lesson start bouton", "set 3 4 5", "move A-2");
        assertThat(s.out()).contains("A winning move. It leaves your opponent a P-position (nim-sum 0)")
                .contains("nim-sum 0 = 000 in binary");
    }

    @Test
    void inAWalkthroughAnalyzeAndCheckWithNoHeapsWorkOnTheQuestionsPositionInTheLessonsTerms(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "lesson start twenty-one --walkthrough", "analyze",
                "check --move A-1", "analyze --json");
        String analyzed = s.out().substring(s.out().indexOf("Position  4\n"));
        assertThat(analyzed).contains("Rules     normal play (the last move wins), take 1, 2 or 3 from one heap")
                .contains("From 4 the player to move loses: every move leaves 3, 2 or 1, and from each of\nthese the other"
                        + " player wins: from 3 by moving to 0, from 2 by moving to 0, from\n1 by moving to 0.")
                .doesNotContain("nim-sum").doesNotContain("Grundy").doesNotContain("g=").doesNotContain("in binary")
                .as("the kernel's multiples are the next step's answer").doesNotContain("multiple")
                .doesNotContain("game tree").doesNotContain("P-position");
        // The question is asked again below the analysis, so that it stays on the screen.
        assertThat(analyzed.substring(analyzed.indexOf("whatever they take.")))
                .contains("One heap of 4, take 1 to 3, normal play. Does the player to move lose (answer P)\nor win");
        String checked = s.out().substring(s.out().indexOf("take 1 from A (A-1): 4  ->  3"));
        assertThat(checked).contains("No move wins here: from 4 the player to move loses")
                .contains("From 3 the player to move wins by moving to 0: then no move is left, and the\nopponent has"
                        + " lost.").doesNotContain("nim-sum").doesNotContain("multiple");
        // check too asks the question again; after a JSON line, which a program reads whole, nothing is added.
        String question = "One heap of 4, take 1 to 3, normal play. Does the player to move lose (answer P)\nor win"
                + " (answer N)?\n";
        assertThat(checked.substring(checked.indexOf("opponent has lost."))).contains(question);
        String json = s.out().substring(s.out().lastIndexOf("\n{") + 1);
        assertThat(json).startsWith("{").doesNotContain(question).endsWith("}\n");
        assertThat(s.err()).isEmpty();
    }

    @Test
    void theCoachOfAGamePlayedInTheLessonSpeaksItsTerms(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "lesson start twenty-one", "next", "play 21 --subtract 1-3",
                "A-2");
        String coached = s.out().substring(s.out().indexOf("take 2 from A (A-2): 21  ->  19"));
        assertThat(coached).contains("A mistake. You had a win, but this leaves your opponent a position from which")
                .contains("19 = 4 x\n4 + 3: taking 3 leaves the multiple 16").doesNotContain("nim-sum")
                .doesNotContain("g=");
    }

    @Test
    void outsideALessonABareAnalyzeWorksOnTheBoardInFull(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "set 3 4 5", "analyze", "check --move A-2");
        assertThat(s.out()).contains("Position  3 4 5").contains("nim-sum 2 = 010 in binary")
                .contains("A winning move. It leaves your opponent a P-position (nim-sum 0)");
    }

    @Test
    void withNothingOnTheBoardABareAnalyzeSaysWhatItNeeds(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "analyze", "check --move A-1");
        assertThat(s.err()).isEqualTo("error: analyze needs heap sizes, like 'analyze 3 4 5', or a position to work"
                + " on: set one with 'set 3 4 5'\nerror: check needs heap sizes, like 'check 3 4 5 --move A-2', or a"
                + " position to work on: set one with 'set 3 4 5'\n");
    }

    @Test
    void aQuizQuestionIsNotAnalysedForTheLearner(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "quiz --seed 9 --count 3", "analyze", "check --move C-3");
        assertThat(s.err()).isEqualTo("error: a quiz question is waiting: answer it, 'skip' it or 'quiz stop' first\n"
                .repeat(2));
        assertThat(s.out()).doesNotContain("Position  13 9 7").doesNotContain("C-3");
    }

    /** A lesson starts on a clean board: a position left from before, under other rules, is put away, not lost. */
    @Test
    void aLessonPutsAwayThePositionLeftFromBeforeAndUndoBringsItBack(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "set 7 --subtract 1-3", "lesson start bouton", "analyze", "undo",
                "analyze");
        assertThat(s.err()).startsWith("error: analyze needs heap sizes");
        assertThat(s.out()).contains("Position  7\nRules     normal play (the last move wins), take 1, 2 or 3 from"
                + " one heap");
    }

    /** On their own, a learner is asked the question: the program does not analyse its position for them. */
    @Test
    void outsideAWalkthroughTheQuestionsPositionIsNotAnalysedForTheLearner(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "lesson start twenty-one", "analyze", "check --move A-1");
        assertThat(s.err()).isEqualTo(("error: a question is waiting: answer it ('hint' gives a hint, 'reveal' the"
                + " worked answer)\n").repeat(2));
    }

    /**
     * A question about no position waits too: the kernel's list, which the board's heap of 4 explained by its
     * multiples would answer. Heaps given are analysed as asked.
     */
    @Test
    void outsideAWalkthroughNoQuestionLetsTheBoardBeAnalysedForTheLearner(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "lesson start twenty-one", "P", "next", "analyze", "analyze 2 2");
        assertThat(s.out()).contains("List the kernel of the game").doesNotContain("multiples of 4");
        assertThat(s.err()).isEqualTo("error: a question is waiting: answer it ('hint' gives a hint, 'reveal' the"
                + " worked answer)\n");
        assertThat(s.out()).contains("Position  2 2");
    }

    /** A move tried from the question's position leads on: analyze and show follow it, and undo goes back. */
    @Test
    void analyzeAndShowFollowTheMovesTriedFromTheQuestionsPosition(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "lesson start twenty-one --walkthrough", "move A-2", "analyze",
                "show", "undo", "analyze");
        String after = s.out().substring(s.out().indexOf("take 2 from A (A-2): 4  ->  2"));
        assertThat(after).contains("Position  2\n").contains("  A      2  | |\n");
        assertThat(after.substring(after.indexOf("Undone"))).contains("Position  4\n");
        assertThat(s.err()).isEmpty();
    }
}
