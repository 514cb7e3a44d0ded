package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.nimexplorer.server.ClassData.LiveAnswer;

/** The dashboard's chart of a live question's answers: bars to scale, both votes side by side, and its numbers in words. */
class WebLiveViewTest {

    private static LiveAnswer answer(String student, int round, String text, boolean correct, String mistake) {
        return new LiveAnswer("live", 3, round, student, 1, text, correct, Optional.ofNullable(mistake));
    }

    @Test
    void eachAnswerIsABarToScaleWithItsCountAndItsMistake() {
        String html = WebLiveView.spread(LiveTally.of(List.of(answer("a", 1, "6", true, null), answer("b", 1, "8",
                false, "added-not-xored"), answer("c", 1, "8", false, "added-not-xored"), answer("d", 1, "6", true,
                null), answer("e", 1, "6", true, null)), 1, 6), true);
        assertThat(html).contains("<title id=\"spread-title\">The answers: 3 of 5 right</title>",
                "6 \u2014 right", "8 \u2014 wrong (added)").doesNotContain("vote2", "second vote");
        // The commonest answer's bar is the longest; the others are to its scale.
        assertThat(widths(html, "right vote1")).containsExactly(300);
        assertThat(widths(html, "wrong vote1")).containsExactly(200);
        assertThat(html).contains("<tr><th scope=\"row\">6 \u2014 right</th><td>3</td></tr>",
                "<tr><th scope=\"row\">8 \u2014 wrong (added)</th><td>2</td></tr>");
    }

    @Test
    void untilTheAnswerIsRevealedTheChartSaysNothingOfRightOrWrong() {
        List<LiveAnswer> answers = List.of(answer("a", 1, "6", true, null), answer("b", 1, "8", false,
                "added-not-xored"), answer("c", 1, "8", false, "added-not-xored"));
        String hidden = WebLiveView.spread(LiveTally.of(answers, 1, 3), false);
        assertThat(hidden).contains("The answers: 3 so far", "class=\"answer vote1\"", "<th scope=\"row\">8</th>",
                "<th scope=\"row\">6</th>").doesNotContain("right", "wrong", "added");
        assertThat(widths(hidden, "answer vote1")).containsExactly(300, 150);
    }

    @Test
    void theSecondVoteStandsBesideTheFirstOnOneScale() {
        String html = WebLiveView.spread(LiveTally.of(List.of(answer("a", 1, "P", true, null), answer("b", 1, "N",
                false, null), answer("c", 1, "N", false, null), answer("a", 2, "P", true, null), answer("b", 2, "P",
                true, null), answer("c", 2, "P", true, null), answer("d", 2, "N", false, null)), 2, 4), true);
        assertThat(html).contains("first vote</text>", "second vote</text>", "3 of 4 right in the second vote",
                "<th scope=\"col\">First vote</th><th scope=\"col\">Second vote</th>",
                "<tr><th scope=\"row\">P \u2014 right</th><td>1</td><td>3</td></tr>",
                "<tr><th scope=\"row\">N \u2014 wrong</th><td>2</td><td>1</td></tr>");
        assertThat(widths(html, "right vote1")).containsExactly(100);
        assertThat(widths(html, "right vote2")).containsExactly(300);
        assertThat(widths(html, "wrong vote1")).containsExactly(200);
        assertThat(widths(html, "wrong vote2")).containsExactly(100);
    }

    @Test
    void noAnswersYetSaysHowManyFollow() {
        assertThat(WebLiveView.spread(LiveTally.of(List.of(), 1, 1), false)).contains("No answers yet (1 student following)")
                .doesNotContain("<svg");
    }

    @Test
    void whatAStudentTypedIsTextInTheChartAndTheTable() {
        String html = WebLiveView.spread(LiveTally.of(List.of(answer("a", 1, "<script>alert(1)</script>", false,
                null)), 1, 1), true);
        assertThat(html).doesNotContain("<script>").contains("&lt;script&gt;alert(1)&lt;/script&gt;");
    }

    private static List<Integer> widths(String html, String kind) {
        Matcher bar = Pattern.compile("width=\"([0-9]+)\" height=\"[0-9]+\" class=\"" + kind + "\"").matcher(html);
        List<Integer> widths = new java.util.ArrayList<>();
        while (bar.find()) {
            widths.add(Integer.parseInt(bar.group(1)));
        }
        return widths;
    }
}
