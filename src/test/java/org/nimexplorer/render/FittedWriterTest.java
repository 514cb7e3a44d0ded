package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class FittedWriterTest {

    private static String through(int width, String text) {
        StringWriter screen = new StringWriter();
        try (PrintWriter out = new PrintWriter(new FittedWriter(screen, () -> width))) {
            out.print(text);
        }
        return screen.toString();
    }

    @Test
    void aLineThatFitsIsLeftExactlyAsItWas() {
        assertThat(through(40, "  xor          Binary numbers and XOR\n")).isEqualTo("  xor          Binary numbers and XOR\n");
    }

    @Test
    void aLongLineBreaksBetweenWordsAndNeverCutsOne() {
        String screen = through(20, "error: the heap sizes are whole numbers from 0\n");
        assertThat(screen).isEqualTo("error: the heap\n  sizes are whole\n  numbers from 0\n");
        assertThat(screen.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(20));
    }

    @Test
    void textBesideALabelHangsUnderTheTextNotTheLabel() {
        assertThat(through(30, "  lemma-1      Bouton's lemma 1: zero cannot stay zero\n"))
                .isEqualTo("  lemma-1      Bouton's lemma\n               1: zero cannot\n               stay zero\n");
    }

    @Test
    void aWordLongerThanTheScreenIsCutSoThatNoLineOverflows() {
        String screen = through(30, "x".repeat(70) + "\n");
        assertThat(screen.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(30));
        assertThat(screen.replaceAll("\\s", "")).isEqualTo("x".repeat(70));
    }

    @Test
    void colourCodesTakeNoColumnsAndAreNeverSplit() {
        String red = "\u001b[31modd\u001b[0m";
        String screen = through(20, "column " + red + " and " + red + " and " + red + " again\n");
        assertThat(screen).contains(red);
        assertThat(screen.lines()).allSatisfy(line -> assertThat(Wrap.visibleLength(line)).isLessThanOrEqualTo(20));
    }

    @Test
    void aLineFinishedAfterAFlushCountsWhatWasAlreadyShown() throws Exception {
        StringWriter screen = new StringWriter();
        PrintWriter out = new PrintWriter(new FittedWriter(screen, () -> 20));
        out.print("Thinking... ");
        out.flush();
        out.println("done after looking at every position");
        assertThat(screen.toString().lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(20));
        assertThat(screen.toString()).startsWith("Thinking... done\n");
    }

    @Test
    void theWidthIsReadWhenEachLineEndsSoAResizeIsFollowed() {
        int[] width = {80};
        StringWriter screen = new StringWriter();
        PrintWriter out = new PrintWriter(new FittedWriter(screen, () -> width[0]));
        String sentence = "the player to move wins with perfect play from here";
        out.println(sentence);
        width[0] = 30;
        out.println(sentence);
        out.flush();
        assertThat(screen.toString().lines().toList()).containsExactly(sentence, "the player to move wins with",
                "  perfect play from here");
    }

    /** A line exactly as wide as the screen is a line that fits: kept as it is, its spaces too. */
    @Test
    void aLineExactlyAsWideAsTheScreenIsKeptWithItsSpaces() {
        assertThat(through(5, "abc  \n")).isEqualTo("abc  \n");
    }

    /** The rest of a cut word that exactly fills the next line stays on it, with no empty line after. */
    @Test
    void whatIsLeftOfACutWordFillsTheNextLineExactly() {
        assertThat(through(10, "x".repeat(18) + "\n")).isEqualTo("x".repeat(10) + "\n  " + "x".repeat(8) + "\n");
    }

    /** A coloured label has no gap to hang under that the wrapping can measure: continuation lines use the indent. */
    @Test
    void textAfterAColouredLabelHangsAtTheIndent() {
        String bold = "\u001b[1mP\u001b[0m";
        assertThat(through(30, bold + "  Bouton's lemma 1: zero cannot stay zero\n").lines().skip(1))
                .allSatisfy(line -> assertThat(line).startsWith("  ").doesNotStartWith("   "));
    }

    /** Closing the writer shows what was left and closes the screen under it. */
    @Test
    void closingShowsThePendingTextAndClosesTheScreen() throws Exception {
        boolean[] closed = {false};
        StringWriter text = new StringWriter();
        java.io.Writer screen = new java.io.FilterWriter(text) {
            @Override
            public void close() {
                closed[0] = true;
            }
        };
        FittedWriter out = new FittedWriter(new java.io.BufferedWriter(screen), () -> 80);
        out.write("Thinking...");
        out.flush();
        assertThat(text.toString()).isEqualTo("Thinking...");
        out.write(" done");
        out.close();
        assertThat(text.toString()).isEqualTo("Thinking... done");
        assertThat(closed[0]).isTrue();
    }

    @Test
    void aCarriageReturnStartsTheLineAgainSoWhatFollowsIsMeasuredFromTheLeft() {
        assertThat(through(10, "0123456789\r0123456789\n")).isEqualTo("0123456789\r0123456789\n");
    }

    @Test
    void aWordEndingExactlyAtTheEdgeStaysOnItsLine() {
        assertThat(through(10, "aaaa bbbbb cc\n")).isEqualTo("aaaa bbbbb\n  cc\n");
    }

    @Test
    void aLabelsGapEndingAtHalfTheWidthStillHangsTheText() {
        assertThat(through(20, "ab        cd ee ff gg hh\n")).isEqualTo("ab        cd ee ff\n          gg hh\n");
        assertThat(through(20, "ab         cd ee ff gg\n")).as("past half: the gap is not a label's")
                .isEqualTo("ab         cd ee ff\n  gg\n");
    }

    @Test
    void aDeepIndentHangsAtMostHalfTheWidth() {
        assertThat(through(10, "      aaa bbb\n")).isEqualTo("      aaa\n     bbb\n");
    }
}
