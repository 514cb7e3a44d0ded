package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/** A walkthrough's step log: heaps listed up to a hundred, the rules in words, and the line that sets the position again. */
class StepLogTextTest {

    private static final Rules MISERE_1_TO_3 = new Rules(Play.MISERE, MoveSet.parse("1-3").orThrow());

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
}
