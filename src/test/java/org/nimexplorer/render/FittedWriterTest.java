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
}
