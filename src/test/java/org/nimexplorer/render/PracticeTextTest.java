package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.quiz.QuizEvent;

/** The opening of practice that adapts: how it chooses, what is due and what is mastered, and how to answer. */
class PracticeTextTest {

    private static final Marked WIDE = new Marked(1000, false);

    @Test
    void practiceSaysHowItChoosesWhatIsDueAndWhatIsMastered() {
        List<String> text = QuizText.lines(List.of(new QuizEvent.PracticeOpened(8, List.of("nim-sum in nim (box 1)",
                "move in kayles (new)"), List.of("outcome in nim (box 4)"))), WIDE);
        assertThat(text).containsExactly(
                "Practice: 8 questions, each chosen from your record as you go: a kind you miss comes back soon, one"
                        + " you know comes back less and less often.",
                "Due now: nim-sum in nim (box 1), move in kayles (new). Mastered: outcome in nim (box 4).",
                "Type your answer, 'skip' to skip a question, 'quiz stop' to stop the quiz. Practice: three tries"
                        + " each; the score counts the first.");
    }

    @Test
    void withNothingDueOrMasteredItSaysWhatComesFirst() {
        List<String> text = QuizText.lines(List.of(new QuizEvent.PracticeOpened(1, List.of(), List.of())), WIDE);
        assertThat(text.get(0)).startsWith("Practice: 1 question, each chosen");
        assertThat(text.get(1)).isEqualTo("Due now: nothing, so the cards due soonest come first.");
    }
}
