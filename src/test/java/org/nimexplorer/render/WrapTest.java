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
}
