package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.lesson.Lesson;

/** A walkthrough's step log: heaps listed up to a hundred, the rules in words, and the line that sets the position again. */
class StepLogTextTest {

    private static final Rules MISERE_1_TO_3 = new Rules(Play.MISERE, MoveSet.parse("1-3").orThrow());
    private static final Lesson LESSON = new Lesson("sums", "Sums", "S.", List.of(), Set.of(), 5, List.of(
            new Lesson.Step("One heap", List.of()), new Lesson.Step("Two games", List.of())), "sums.md");
    private static final HeapGame KAYLES = GameNotation.heapGame("kayles").orThrow();

    @Test
    void aHundredHeapsAreListedAndAHundredAndOneCounted() {
        long[] hundred = new long[100];
        hundred[99] = 7;
        assertThat(StepLogText.heaps(Position.of(hundred))).startsWith("A 0, B 0, ").endsWith(", CV 7");
        assertThat(StepLogText.heaps(Position.of(new long[101]))).isEqualTo("101 heaps");
        assertThat(StepLogText.heaps(Position.of(new long[1234]))).isEqualTo("1,234 heaps");
        assertThat(StepLogText.heaps(Position.of(3, 4, 5))).isEqualTo("A 3, B 4, C 5");
    }

    @Test
    void theRulesAreSaidAsTheSessionWouldSetThem() {
        assertThat(StepLogText.rules(Rules.NIM)).isEqualTo("normal play");
        assertThat(StepLogText.rules(MISERE_1_TO_3)).isEqualTo("misère play, take 1-3");
        assertThat(StepLogText.replay(Position.of(3, 4, 5), Rules.NIM)).contains("set 3 4 5");
        assertThat(StepLogText.replay(Position.of(3, 4, 5), MISERE_1_TO_3))
                .contains("set 3 4 5 --misere --subtract 1-3");
        assertThat(StepLogText.replay(Position.of(new long[100]), Rules.NIM)).isPresent();
        assertThat(StepLogText.replay(Position.of(new long[101]), Rules.NIM)).isEmpty();
    }

    @Test
    void answersSayWhichQuestionTheyAnswer() {
        assertThat(StepLogText.asked("Is it P?")).isEqualTo("   Asked: Is it P?");
        assertThat(StepLogText.answered("Answered", Optional.empty(), "P")).isEqualTo("   Answered: P");
        assertThat(StepLogText.answered("Worked out", Optional.of(3), "A-1"))
                .isEqualTo("   Worked out (the question of line 3): A-1");
    }

    @Test
    void aPositionLineNamesItsStepHeapsRulesOutcomeAndReplay() {
        assertThat(StepLogText.position(3, LESSON, 1, "After A-2", Position.of(1, 4), MISERE_1_TO_3,
                Optional.of(Outcome.P))).isEqualTo("3. Step 1/2, One heap. After A-2: A 1, B 4; misère play, take 1-3."
                        + " P-position (as shown in class). Replay: `set 1 4 --misere --subtract 1-3`");
        assertThat(StepLogText.position(4, LESSON, 2, "Set", Position.of(new long[101]), Rules.NIM,
                Optional.empty())).isEqualTo("4. Step 2/2, Two games. Set: 101 heaps; normal play.");
    }

    @Test
    void aSumLineListsUpToAHundredHeapsWithTheirGamesAndCountsMore() {
        assertThat(StepLogText.sum(1, LESSON, 2, "Question", GameSum.of(KAYLES, 4, 2), Optional.of(Outcome.N)))
                .isEqualTo("1. Step 2/2, Two games. Question: A " + GameSum.of(KAYLES, 4).part(0).notation() + ", B "
                        + GameSum.of(KAYLES, 2).part(0).notation() + "; normal play. N-position (as shown in class)."
                        + " Replay: `analyze " + GameSum.of(KAYLES, 4, 2).notation() + "`");
        GameSum hundred = GameSum.of(KAYLES, new long[100]);
        assertThat(StepLogText.sum(2, LESSON, 1, "Set", hundred, Optional.empty()))
                .startsWith("2. Step 1/2, One heap. Set: A ").contains(", CV ")
                .endsWith("; normal play. Replay: `analyze " + hundred.notation() + "`");
        assertThat(StepLogText.sum(2, LESSON, 1, "Set", GameSum.of(KAYLES, new long[1001]), Optional.empty()))
                .isEqualTo("2. Step 1/2, One heap. Set: 1,001 heaps; normal play.");
    }

    @Test
    void theHeaderNamesTheLessonAndSaysHowToReadTheLines() {
        assertThat(StepLogText.header(LESSON)).hasSize(10).startsWith("# Positions shown in class: Sums", "",
                "Lesson sums, as a walkthrough. Each numbered line is a position shown in class,").endsWith(
                        "only where the lesson had said which it is.", "");
    }

    @Test
    void aQuestionOnNoPositionIsANumberedLineOfItsOwn() {
        assertThat(StepLogText.question(5, LESSON, 2, "Which heaps are in the kernel?"))
                .isEqualTo("5. Step 2/2, " + LESSON.steps().get(1).title() + ". Question: Which heaps are in the kernel?");
    }

    @Test
    void normalPlayWithASubtractionSetIsSaidAndReplayed() {
        Rules normal = new Rules(Play.NORMAL, MoveSet.parse("1-3").orThrow());
        assertThat(StepLogText.rules(normal)).isEqualTo("normal play, take 1-3");
        assertThat(StepLogText.replay(Position.of(2), normal)).contains("set 2 --subtract 1-3");
        assertThat(StepLogText.replay(Position.of(2), new Rules(Play.MISERE, MoveSet.NIM)))
                .contains("set 2 --misere");
    }
}
