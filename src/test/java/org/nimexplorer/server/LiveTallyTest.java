package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nimexplorer.explain.Misconception;
import org.nimexplorer.server.ClassData.LiveAnswer;

/** The teacher's view of a live question's answers: the count, the commonest wrong answer, the spread of both votes. */
class LiveTallyTest {

    private static LiveAnswer answer(String student, int round, String text, boolean correct, String mistake) {
        return new LiveAnswer("live", 3, round, student, 1, text, correct, Optional.ofNullable(mistake));
    }

    @Test
    void theStatusCountsTheOpenRoundAndNamesItsCommonestWrongAnswerWithItsMistake() {
        List<LiveAnswer> answers = List.of(answer("a", 1, "6", true, null), answer("b", 1, "8", false, "added-not-xored"),
                answer("c", 1, "8", false, "added-not-xored"), answer("d", 1, "2", false, null),
                answer("e", 1, "6", true, null));
        assertThat(LiveTally.of(answers, 1, 6).status(" · "))
                .isEqualTo("answers 5/6 · 2 right · most common wrong: 8 (added)");
        assertThat(LiveTally.of(answers.subList(0, 1), 1, 6).status(" · ")).isEqualTo("answers 1/6 · 1 right");
        // More answers than students following (one left after answering): never "answers 5/4".
        assertThat(LiveTally.of(answers, 1, 4).status(" · ")).startsWith("answers 5/5");
    }

    @Test
    void answersAlikeButForCaseAreOneBarAndTheSecondVoteStandsBesideTheFirst() {
        List<LiveAnswer> answers = new ArrayList<>(List.of(answer("a", 1, "P", true, null), answer("b", 1, "n", false,
                null), answer("c", 1, "N", false, null), answer("d", 1, "p", true, null)));
        answers.add(answer("b", 2, "P", true, null));
        answers.add(answer("c", 2, "P", true, null));
        answers.add(answer("a", 2, "P", true, null));
        LiveTally tally = LiveTally.of(answers, 2, 4);
        assertThat(tally.status(" · ")).isEqualTo("second vote: answers 3/4 · 3 right");
        assertThat(tally.spread('#')).containsExactly(
                "            first vote (2/4 right)  second vote (3/3 right)",
                // One scale for both votes, so that the bars compare: 3 is the full 16, 2 is 11.
                "  P  right  ########### 2           ################ 3",
                "  n  wrong  ########### 2            0");
    }

    @Test
    void rightAnswersWrittenAnyWayAreOneBarAndWrongOnesDifferingInSpacingToo() {
        List<LiveAnswer> answers = List.of(answer("a", 1, "110", true, null), answer("b", 1, "0110", true, null),
                answer("c", 1, "1 1 0", true, null), answer("d", 1, "0111", false, null),
                answer("e", 1, "111", false, null), answer("f", 1, "b)", false, null), answer("g", 1, "B", false, null));
        assertThat(LiveTally.of(answers, 1, 7).groups(1)).extracting(g -> g.answer() + " " + g.count())
                .containsExactly("110 3", "0111 2", "b) 2");
    }

    @Test
    void noAnswersIsSaidAsSuch() {
        assertThat(LiveTally.of(List.of(), 1, 3).spread('#')).containsExactly("No answers yet (3 students following).");
    }

    @Test
    void everyMistakeTheEngineReadsHasAWordForTheStatusRow() {
        for (Misconception m : Misconception.values()) {
            assertThat(LiveTally.brief(m.key())).as(m.key()).hasValueSatisfying(word -> assertThat(word.length())
                    .isBetween(3, 16));
        }
        assertThat(LiveTally.brief("no-such-mistake")).isEmpty();
    }
}
