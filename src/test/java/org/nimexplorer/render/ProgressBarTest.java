package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
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

    /** Each narrowing of the bar happens at its own width, to the column. */
    @Test
    void theBarNarrowsStepByStepAtExactWidths() {
        assertThat(ProgressBar.line(0.5, 33)).isEqualTo("[#####.....]  50%  (Ctrl-C stops)");
        assertThat(ProgressBar.line(0.5, 32)).isEqualTo("[############.............]  50%");
        assertThat(ProgressBar.line(0.5, 17)).isEqualTo("[#####.....]  50%");
        assertThat(ProgressBar.line(0.5, 16)).isEqualTo(" 50%");
        assertThat(ProgressBar.line(0.5, 4)).isEqualTo(" 50%");
        assertThat(ProgressBar.line(0.5, 3)).isEmpty();
    }

    /** A redraw waits its turn: a second update within the interval draws nothing. */
    @Test
    void nothingIsRedrawnBeforeTheIntervalIsUp() {
        StringWriter text = new StringWriter();
        ProgressBar bar = new ProgressBar(new PrintWriter(text), 100, () -> 80, () -> { }, TimeUnit.HOURS.toNanos(1));
        bar.update(50);
        assertThat(text.toString()).isEmpty();
    }

    /** A window of one column has no room for a bar: nothing at all is printed, not even a return. */
    @Test
    void aOneColumnWindowGetsNothing() {
        StringWriter text = new StringWriter();
        ProgressBar bar = new ProgressBar(new PrintWriter(text), 100, () -> 1, () -> { }, 0);
        bar.update(50);
        bar.clear();
        assertThat(text.toString()).isEmpty();
    }

    /** The bar is seen as it is drawn and gone when cleared, however the writer buffers; its terminal is let go. */
    @Test
    void eachRedrawAndTheClearingAreFlushedAndTheScreenIsClosed() {
        StringWriter text = new StringWriter();
        AtomicInteger width = new AtomicInteger(80);
        AtomicBoolean closed = new AtomicBoolean();
        ProgressBar bar = new ProgressBar(new PrintWriter(new BufferedWriter(text)), 100, width::get,
                () -> closed.set(true), 0);
        bar.update(50);
        assertThat(text.toString()).isEqualTo("\r" + ProgressBar.line(0.5, 79));
        width.set(12);
        bar.clear();
        assertThat(text.toString()).endsWith("\r" + " ".repeat(11) + "\r");
        assertThat(closed).isTrue();
    }

    /** On a session's terminal the bar is drawn once its interval is up; never for a screen reader. */
    @Test
    void aSessionsBarDrawsOnItsTerminalButNeverForAScreenReader() throws Exception {
        StringWriter shown = new StringWriter();
        ProgressBar bar = ProgressBar.onTerminal(new PrintWriter(shown), 100, Painter.PLAIN, () -> 80);
        StringWriter read = new StringWriter();
        ProgressBar accessible = ProgressBar.onTerminal(new PrintWriter(read), 100, Painter.ACCESSIBLE, () -> 80);
        Thread.sleep(150);
        bar.update(30);
        accessible.update(30);
        assertThat(shown.toString()).isEqualTo("\r" + ProgressBar.line(0.3, 79));
        assertThat(read.toString()).isEmpty();
    }
}
