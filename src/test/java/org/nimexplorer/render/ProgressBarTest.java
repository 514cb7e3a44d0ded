package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ProgressBarTest {

    @Test
    void theBarFitsEveryWidthWithoutFillingTheLastColumn() {
        for (int width = 1; width <= 120; width++) {
            for (double fraction : new double[] {0, 0.37, 1}) {
                assertThat(ProgressBar.line(fraction, width - 1).length()).as("width %d", width).isLessThan(width);
            }
        }
        assertThat(ProgressBar.line(0.5, 79)).isEqualTo("[####################....................]  50%  (Ctrl-C stops)");
        assertThat(ProgressBar.line(0.5, 30)).isEqualTo("[###########............]  50%");
        assertThat(ProgressBar.line(0.5, 12)).isEqualTo(" 50%");
    }

    @Test
    void everyRedrawAsksTheWidthAgainAndNoLineIsAsWideAsTheTerminal() {
        StringWriter text = new StringWriter();
        AtomicInteger width = new AtomicInteger(80);
        ProgressBar bar = new ProgressBar(new PrintWriter(text), 100, width::get, () -> { }, 0);
        int[] widths = {80, 30, 12, 3, 50, 100};
        for (int i = 0; i < widths.length; i++) {
            width.set(widths[i]);
            bar.update(i * 10);
        }
        bar.clear();
        String[] frames = text.toString().split("\r", -1);
        assertThat(frames).hasSizeGreaterThan(widths.length);
        for (int i = 0; i < widths.length; i++) {
            assertThat(frames[i + 1].length()).as("frame %d", i).isLessThan(widths[i]);
        }
        assertThat(frames[2]).startsWith("[").doesNotContain("Ctrl-C");
        assertThat(frames[3].strip()).isEqualTo("20%");
        assertThat(frames[frames.length - 2]).isBlank();
    }

    @Test
    void withoutATerminalNothingIsDrawn() {
        StringWriter text = new StringWriter();
        ProgressBar bar = new ProgressBar(new PrintWriter(text), 100, () -> 0, () -> { }, 0);
        Arrays.asList(10L, 50L, 90L).forEach(bar::update);
        bar.clear();
        assertThat(text.toString()).isEmpty();
    }
}
