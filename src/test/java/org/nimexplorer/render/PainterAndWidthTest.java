package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** The painters' choice, their colours, the width they wrap to, and the width helpers beneath them. */
class PainterAndWidthTest {

    private static final String ESC = "\u001b[";

    @Test
    void accessibleWinsOverColourAndNoColourOverATerminal() {
        assertThat(Painter.of(false, true, true, Theme.AUTO)).isSameAs(Painter.ACCESSIBLE);
        assertThat(Painter.of(true, true, false, Theme.DARK)).isSameAs(Painter.ACCESSIBLE);
        assertThat(Painter.of(false, false, true, Theme.AUTO)).isEqualTo(Painter.ANSI);
        assertThat(Painter.of(true, false, true, Theme.LIGHT)).isSameAs(Painter.PLAIN);
        assertThat(Painter.of(false, false, false, Theme.LIGHT)).isSameAs(Painter.PLAIN);
    }

    @Test
    void theFlagsOrTheEnvironmentAskForNoColourAndAccessibleMode() {
        UnaryOperator<String> none = Map.<String, String>of()::get;
        assertThat(Painter.noColorAsked(true, none)).isTrue();
        assertThat(Painter.noColorAsked(false, none)).isFalse();
        assertThat(Painter.noColorAsked(false, Map.of("NO_COLOR", "1")::get)).isTrue();
        assertThat(Painter.noColorAsked(false, Map.of("NO_COLOR", "")::get)).as("set but empty: not asked").isFalse();
        assertThat(Painter.accessibleAsked(true, none)).isTrue();
        assertThat(Painter.accessibleAsked(false, none)).isFalse();
        assertThat(Painter.accessibleAsked(false, Map.of("NIM_EXPLORER_ACCESSIBLE", "yes")::get)).isTrue();
        assertThat(Painter.accessibleAsked(false, Map.of("NIM_EXPLORER_ACCESSIBLE", "0")::get)).isFalse();
        assertThat(Painter.accessibleAsked(false, Map.of("NIM_EXPLORER_ACCESSIBLE", "")::get)).isFalse();
    }

    @Test
    void colourOnlyOnAConsoleThatIsNotDumbAndNotWhenTheEnvironmentSaysNo() {
        UnaryOperator<String> xterm = Map.of("TERM", "xterm")::get;
        assertThat(Painter.choose(false, false, java.util.Optional.empty(), xterm, true)).isEqualTo(Painter.ANSI);
        assertThat(Painter.choose(false, false, java.util.Optional.empty(), Map.<String, String>of()::get, true)).as("no TERM").isEqualTo(Painter.ANSI);
        assertThat(Painter.choose(false, false, java.util.Optional.empty(), xterm, false)).as("not a console").isSameAs(Painter.PLAIN);
        assertThat(Painter.choose(false, false, java.util.Optional.empty(), Map.of("TERM", "dumb")::get, true)).isSameAs(Painter.PLAIN);
        assertThat(Painter.choose(true, false, java.util.Optional.empty(), xterm, true)).isSameAs(Painter.PLAIN);
        assertThat(Painter.choose(false, false, java.util.Optional.empty(), Map.of("TERM", "xterm", "NO_COLOR", "1")::get, true)).isSameAs(Painter.PLAIN);
        assertThat(Painter.choose(false, true, java.util.Optional.empty(), xterm, true)).isSameAs(Painter.ACCESSIBLE);
        assertThat(Painter.choose(false, false, java.util.Optional.empty(), Map.of("TERM", "xterm", "NIM_EXPLORER_ACCESSIBLE", "1")::get, false))
                .isSameAs(Painter.ACCESSIBLE);
    }

    @Test
    void aThemeGivenOnTheLineOrInTheEnvironmentOrSaidByTheTerminalPaintsInItsShades() {
        UnaryOperator<String> xterm = Map.of("TERM", "xterm")::get;
        assertThat(Painter.choose(false, false, java.util.Optional.of(Theme.LIGHT), xterm, true))
                .isEqualTo(new Painter.Coloured(Theme.LIGHT));
        assertThat(Painter.choose(false, false, java.util.Optional.empty(),
                Map.of("TERM", "xterm", "NIM_EXPLORER_THEME", "dark")::get, true)).isEqualTo(new Painter.Coloured(Theme.DARK));
        assertThat(Painter.choose(false, false, java.util.Optional.empty(), Map.of("COLORFGBG", "0;15")::get, true))
                .isEqualTo(new Painter.Coloured(Theme.LIGHT));
        assertThat(Painter.choose(true, false, java.util.Optional.of(Theme.DARK), xterm, true)).isSameAs(Painter.PLAIN);
        Display session = new Display(true, false, false, () -> 80, () -> 80).withTheme(Theme.DARK);
        assertThat(session.painter(false, false).good("A-1")).isEqualTo(new Painter.Coloured(Theme.DARK).good("A-1"));
        assertThat(session.painter(false, false, java.util.Optional.of(Theme.LIGHT)).good("A-1"))
                .isEqualTo(new Painter.Coloured(Theme.LIGHT).good("A-1"));
        assertThat(session.withDoubleSize(true).theme()).isEqualTo(Theme.DARK);
        assertThat(session.withTheme(Theme.LIGHT).withDoubleSize(true).doubleSize()).isTrue();
    }

    @Test
    void plainAndAccessiblePaintersLeaveTextAlone() {
        for (Painter p : new Painter[] {Painter.PLAIN, Painter.ACCESSIBLE}) {
            assertThat(p.odd("1")).isEqualTo("1");
            assertThat(p.good("A-1")).isEqualTo("A-1");
            assertThat(p.bad("no")).isEqualTo("no");
            assertThat(p.strong("P")).isEqualTo("P");
            assertThat(p.objects("o o")).isEqualTo("o o");
            assertThat(p.colour()).isFalse();
            assertThat(p.width()).isEqualTo(80);
            assertThat(p.atFullWidth()).isSameAs(p);
        }
        assertThat(Painter.PLAIN.accessible()).isFalse();
        assertThat(Painter.ACCESSIBLE.accessible()).isTrue();
    }

    @Test
    void ansiPaintsEachKindInItsOwnColour() {
        assertThat(Painter.ANSI.odd("1")).isEqualTo(ESC + "31;1m1" + ESC + "0m");
        assertThat(Painter.ANSI.good("A-1")).isEqualTo(ESC + "32;1mA-1" + ESC + "0m");
        assertThat(Painter.ANSI.bad("no")).isEqualTo(ESC + "31mno" + ESC + "0m");
        assertThat(Painter.ANSI.strong("P")).isEqualTo(ESC + "1mP" + ESC + "0m");
        // In the terminal's own text colour, bold: readable on a light theme and a dark one alike.
        assertThat(Painter.ANSI.objects("o")).isEqualTo(ESC + "1mo" + ESC + "0m");
        assertThat(Painter.ANSI.colour()).isTrue();
        assertThat(Painter.ANSI.accessible()).isFalse();
    }

    @Test
    void aFittedPainterFollowsItsWindowAndKeepsItsColours() {
        AtomicInteger columns = new AtomicInteger(50);
        Painter fitted = Painter.ANSI.fittedTo(columns::get);
        assertThat(fitted.width()).isEqualTo(50);
        columns.set(20);
        assertThat(fitted.width()).as("never below 30").isEqualTo(30);
        columns.set(0);
        assertThat(fitted.width()).as("unknown: 80").isEqualTo(80);
        columns.set(200);
        assertThat(fitted.width()).isEqualTo(80);
        assertThat(fitted.atFullWidth()).isEqualTo(Painter.ANSI);
        assertThat(fitted.odd("1")).isEqualTo(Painter.ANSI.odd("1"));
        assertThat(fitted.good("1")).isEqualTo(Painter.ANSI.good("1"));
        assertThat(fitted.bad("1")).isEqualTo(Painter.ANSI.bad("1"));
        assertThat(fitted.strong("1")).isEqualTo(Painter.ANSI.strong("1"));
        assertThat(fitted.objects("1")).isEqualTo(Painter.ANSI.objects("1"));
        assertThat(fitted.colour()).isTrue();
        assertThat(fitted.accessible()).isFalse();
        assertThat(Painter.ACCESSIBLE.fittedTo(() -> 40).accessible()).isTrue();
        assertThat(Painter.PLAIN.fittedTo(() -> 40).colour()).isFalse();
    }

    @Test
    void aFittedPainterWrapsParagraphsAndFormsToItsWindow() {
        Painter narrow = Painter.PLAIN.fittedTo(() -> 30);
        assertThat(narrow.paragraph("one two three four five six seven eight nine ten", 2))
                .isEqualTo("  one two three four five six\n  seven eight nine ten");
        assertThat(narrow.labelled("Rules", 10, "one two three four five six"))
                .containsExactly("Rules     one two three four", "          five six");
    }

    @Test
    void aSessionsPainterTakesItsLinesFlagsOrItsOwn() {
        Display colour = new Display(true, false, false, () -> 0, () -> 40);
        assertThat(colour.painter(false, false).colour()).isTrue();
        assertThat(colour.painter(false, false).width()).isEqualTo(40);
        assertThat(colour.painter(true, false).colour()).isFalse();
        assertThat(colour.painter(false, true).accessible()).isTrue();
        assertThat(new Display(true, true, false).painter(false, false).colour()).isFalse();
        assertThat(new Display(true, false, true).painter(false, false).accessible()).isTrue();
        assertThat(new Display(false, false, false).painter(false, false).colour()).isFalse();
        assertThat(new Display(false, false, false).painter(false, false).width()).isEqualTo(80);
        assertThat(new Display(false, false, false).redraw()).isEmpty();
    }

    @Test
    void fitKeepsWindowsBetweenThirtyAndEighty() {
        assertThat(Wrap.fit(-1)).isEqualTo(80);
        assertThat(Wrap.fit(0)).isEqualTo(80);
        assertThat(Wrap.fit(1)).isEqualTo(30);
        assertThat(Wrap.fit(30)).isEqualTo(30);
        assertThat(Wrap.fit(31)).isEqualTo(31);
        assertThat(Wrap.fit(80)).isEqualTo(80);
        assertThat(Wrap.fit(81)).isEqualTo(80);
    }

    @Test
    void linesBreakBeforeAWordThatWouldPassTheWidth() {
        assertThat(Wrap.lines("aaa bbb ccc", 0, 0, 7)).containsExactly("aaa bbb", "ccc");
        assertThat(Wrap.lines("aaa bbb ccc", 0, 0, 6)).containsExactly("aaa", "bbb", "ccc");
        assertThat(Wrap.lines("aaa bbb ccc", 2, 4, 9)).containsExactly("  aaa bbb", "    ccc");
        assertThat(Wrap.lines("aaaaaaaaaa b", 0, 0, 5)).containsExactly("aaaaaaaaaa", "b");
        assertThat(Wrap.lines("", 0, 0, 5)).containsExactly("");
        assertThat(Wrap.lines("a  b", 0, 0, 5)).containsExactly("a b");
        assertThat(Wrap.lines("\u674e\u674e \u674e", 0, 0, 6)).containsExactly("\u674e\u674e", "\u674e");
        assertThat(Wrap.paragraph("aaa bbb ccc", 1, 8)).isEqualTo(" aaa bbb\n ccc");
    }

    @Test
    void widthMeasuresPadsAndClipsByWhatShows() {
        String red = Painter.ANSI.odd("abc");
        assertThat(Width.of(red)).isEqualTo(3);
        assertThat(Width.of("\u674e")).isEqualTo(2);
        assertThat(Width.padRight(red, 5)).isEqualTo(red + "  ");
        assertThat(Width.padRight("abc", 3)).isEqualTo("abc");
        assertThat(Width.padRight("abcd", 3)).isEqualTo("abcd");
        assertThat(Width.clip("abcdef", 6)).isEqualTo("abcdef");
        assertThat(Width.clip("abcdefg", 6)).isEqualTo("abcde~");
        assertThat(Width.clip("\u674e\u674e\u674e", 5)).isEqualTo("\u674e\u674e~");
    }
}
