package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Choice;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.Solution;
import org.nimexplorer.explain.SumOutcome;
import org.nimexplorer.quiz.PlatformQuestion;

/** The HTML an exported question shows: heaps drawn as tallies for positions and sums only, and the worked answer. */
class PlatformHtmlTest {

    private static String question(org.nimexplorer.explain.Question q) {
        return PlatformHtml.question(PlatformQuestion.of(1, 1, q));
    }

    @Test
    void aPositionIsDrawnAsTalliesInGroupsOfFiveUnderItsPrompt() {
        assertThat(question(new PorN(Position.of(0, 5, 6, 11), Rules.NIM))).isEqualTo(
                "<p>Is 0 5 6 11 a P-position or an N-position?</p>\n<pre>A   0\nB   5  |||||\nC   6  ||||| |\n"
                        + "D  11  ||||| ||||| |</pre>");
    }

    @Test
    void twentySixHeapsTakeOneLetterEachAndTwentySevenTwo() {
        long[] heaps = new long[26];
        heaps[0] = 1;
        assertThat(question(new PorN(Position.of(heaps), Rules.NIM))).contains("<pre>A  1  |\nB  0\n").endsWith(
                "\nZ  0</pre>");
        long[] more = new long[27];
        more[0] = 1;
        assertThat(question(new PorN(Position.of(more), Rules.NIM))).contains("<pre>A   1  |\nB   0\n")
                .endsWith("\nAA  0</pre>");
    }

    @Test
    void aSumIsDrawnByItsSizesAndAChoiceHasNoDrawing() {
        GameSum sum = GameSum.of(GameNotation.heapGame("kayles").orThrow(), 2, 3);
        assertThat(question(new SumOutcome(sum))).isEqualTo("<p>Is " + Html.text(sum.notation())
                + " a P-position or an N-position?</p>\n<pre>A  2  ||\nB  3  |||</pre>");
        assertThat(question(new Choice(List.of("a <b>", "c"), 0, "x"))).isEqualTo("<p>Choose one option.</p>");
    }

    @Test
    void theWorkedAnswerEndsInAFullStopOnceAndDropsEmptyAndTrailingSpace() {
        assertThat(PlatformHtml.solution(new Solution("1010", new Derivation.Note(""), Idea.BINARY))).isEqualTo(
                "<p>The answer: 1010.</p>\n<p>(The idea: writing numbers in binary.)</p>");
        assertThat(PlatformHtml.solution(new Solution("Is it?", new Derivation.Note("Yes.\t"), Idea.BINARY)))
                .isEqualTo("<p>The answer: Is it?</p>\n<p>(The idea: writing numbers in binary.)</p>\n<pre>Yes.</pre>");
        assertThat(PlatformHtml.solution(new Solution("Go!", new Derivation.Xor(13, 6), Idea.XOR))).isEqualTo(
                "<p>The answer: Go!</p>\n<p>(The idea: XOR, bit by bit.)</p>\n<pre>13 xor 6 = 11\n\n     8 4 2 1\n"
                        + "  13 1 1 0 1\n   6 0 1 1 0\n    --------\n  11 1 0 1 1\n\nColumn by column: the result"
                        + " has a 1 where exactly one of the two numbers has a\n1 (an odd column) and a 0 where both"
                        + " or neither have one (an even column). No\ncarrying.</pre>");
        assertThat(PlatformHtml.solution(new Solution("a < b.", new Derivation.Note("x"), Idea.XOR)))
                .startsWith("<p>The answer: a &lt; b.</p>").endsWith("<pre>x</pre>");
    }

    @Test
    void feedbackIsOneParagraphOfEscapedText() {
        assertThat(PlatformHtml.paragraph("a & \"b\" <c>")).isEqualTo("<p>a &amp; \"b\" &lt;c&gt;</p>");
    }
}
