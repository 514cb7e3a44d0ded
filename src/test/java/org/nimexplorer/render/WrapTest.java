package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class WrapTest {

    @Test
    void colourCodesTakeNoRoomWhenWrapping() {
        String green = Painter.ANSI.good("A winning move.");
        List<String> lines = Wrap.lines(green + " It leaves your opponent a P-position (nim-sum 0): whatever", 0, 0, 80);
        assertThat(lines).hasSize(1);
        assertThat(Wrap.visibleLength(green)).isEqualTo("A winning move.".length());
    }

    @Test
    void labelledTextWrapsUnderItsColumn() {
        List<String> lines = Painter.PLAIN.labelled("Rules", 10, "word ".repeat(30).strip());
        assertThat(lines.get(0)).startsWith("Rules     word");
        assertThat(lines.get(1)).startsWith("          word");
        assertThat(lines).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(80));
    }

    /** Wide characters take two columns and a combining accent none, whatever else the text holds. */
    @Test
    void textIsMeasuredInColumnsNotCharacters() {
        assertThat(Wrap.visibleLength("\u674e")).isEqualTo(2);
        assertThat(Wrap.visibleLength("ab\u674e")).isEqualTo(4);
        assertThat(Wrap.visibleLength("e\u0301")).isEqualTo(1);
        assertThat(Wrap.visibleLength("abc")).isEqualTo(3);
    }

    /** The start of a word that fits takes exactly the columns given, and never half a wide character. */
    @Test
    void theFittingStartOfAWordFillsTheColumnsGivenExactly() {
        assertThat(Wrap.fittingStart("abcd", 2)).isEqualTo("ab");
        assertThat(Wrap.fittingStart("abc", 3)).isEqualTo("abc");
        assertThat(Wrap.fittingStart("abc", 5)).isEqualTo("abc");
        assertThat(Wrap.fittingStart("\u674e\u674e", 3)).isEqualTo("\u674e");
        assertThat(Wrap.fittingStart("\u674ea", 1)).as("at least one character, so that wrapping moves on")
                .isEqualTo("\u674e");
    }
}
