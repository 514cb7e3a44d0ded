package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The theme asked for, in the order the flag, the variable and the terminal speak; and the shades each paints
 * in, checked for contrast against the background it is for (WCAG's ratio, at least 7:1 for LIGHT and DARK).
 */
class ThemeTest {

    private static Theme asked(Optional<Theme> flag, Map<String, String> env) {
        return Theme.asked(flag, env::get);
    }

    @Test
    void theFlagSpeaksFirstThenTheVariableThenTheTerminalsBackground() {
        Map<String, String> all = Map.of("NIM_EXPLORER_THEME", "light", "COLORFGBG", "15;0");
        assertThat(asked(Optional.of(Theme.DARK), Map.of("NIM_EXPLORER_THEME", "light"))).isEqualTo(Theme.DARK);
        assertThat(asked(Optional.empty(), all)).isEqualTo(Theme.LIGHT);
        assertThat(asked(Optional.empty(), Map.of("NIM_EXPLORER_THEME", " Dark "))).isEqualTo(Theme.DARK);
        assertThat(asked(Optional.empty(), Map.of("NIM_EXPLORER_THEME", "auto", "COLORFGBG", "0;15"))).isEqualTo(Theme.AUTO);
        assertThat(asked(Optional.empty(), Map.of("NIM_EXPLORER_THEME", "sepia", "COLORFGBG", "0;15")))
                .as("a name not known leaves the choice to the terminal").isEqualTo(Theme.LIGHT);
        assertThat(asked(Optional.empty(), Map.of())).isEqualTo(Theme.AUTO);
    }

    @Test
    void aVariableThatNamesNoThemeIsSaidOnce() {
        assertThat(Theme.problemIn(Map.of("NIM_EXPLORER_THEME", "blue")::get)).contains("NIM_EXPLORER_THEME='blue' is"
                + " not a theme: name light, dark or auto; the colours are chosen as if it were not set");
        assertThat(Theme.problemIn(Map.of("NIM_EXPLORER_THEME", "Light")::get)).isEmpty();
        assertThat(Theme.problemIn(Map.of("NIM_EXPLORER_THEME", " ")::get)).isEmpty();
        assertThat(Theme.problemIn(Map.<String, String>of()::get)).isEmpty();
    }

    @Test
    void colorFgBgNamesTheBackgroundInItsLastFieldAndOnlyBlackAndWhiteAreTaken() {
        assertThat(asked(Optional.empty(), Map.of("COLORFGBG", "15;0"))).isEqualTo(Theme.DARK);
        assertThat(asked(Optional.empty(), Map.of("COLORFGBG", "0;15"))).isEqualTo(Theme.LIGHT);
        assertThat(asked(Optional.empty(), Map.of("COLORFGBG", "0;default;7"))).isEqualTo(Theme.LIGHT);
        for (String other : new String[] {"", "15", "0;default", "0;16", "0;123", "x;;", ";", "7;8", "12;9", "0;6",
                "0;1"}) {
            assertThat(asked(Optional.empty(), Map.of("COLORFGBG", other))).as(other).isEqualTo(Theme.AUTO);
        }
    }

    @Test
    void autoUsesTheTerminalsOwnRedAndGreen() {
        Painter auto = new Painter.Coloured(Theme.AUTO);
        assertThat(auto.odd("1")).isEqualTo("\u001b[31;1m1\u001b[0m");
        assertThat(auto.good("A-1")).isEqualTo("\u001b[32;1mA-1\u001b[0m");
        assertThat(auto.bad("no")).isEqualTo("\u001b[31mno\u001b[0m");
    }

    @Test
    void lightAndDarkUseShadesThatKeepSevenToOneOnTheirBackground() {
        Painter light = new Painter.Coloured(Theme.LIGHT);
        Painter dark = new Painter.Coloured(Theme.DARK);
        assertThat(light.odd("1")).isEqualTo("\u001b[38;5;124;1m1\u001b[0m");
        assertThat(light.bad("no")).isEqualTo("\u001b[38;5;124mno\u001b[0m");
        assertThat(light.good("A-1")).isEqualTo("\u001b[38;5;22;1mA-1\u001b[0m");
        assertThat(dark.odd("1")).isEqualTo("\u001b[38;5;203;1m1\u001b[0m");
        assertThat(dark.good("A-1")).isEqualTo("\u001b[38;5;83;1mA-1\u001b[0m");
        // The 256-colour cube: index 16 + 36r + 6g + b, each level 0, 95, 135, 175, 215, 255.
        assertThat(contrast(xterm256(124), 255, 255, 255)).isGreaterThanOrEqualTo(7);
        assertThat(contrast(xterm256(22), 255, 255, 255)).isGreaterThanOrEqualTo(7);
        assertThat(contrast(xterm256(203), 0, 0, 0)).isGreaterThanOrEqualTo(7);
        assertThat(contrast(xterm256(83), 0, 0, 0)).isGreaterThanOrEqualTo(7);
    }

    private static int[] xterm256(int index) {
        int cube = index - 16;
        int[] levels = {0, 95, 135, 175, 215, 255};
        return new int[] {levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6]};
    }

    private static double contrast(int[] rgb, int r, int g, int b) {
        double a = luminance(rgb[0], rgb[1], rgb[2]);
        double c = luminance(r, g, b);
        return (Math.max(a, c) + 0.05) / (Math.min(a, c) + 0.05);
    }

    private static double luminance(int r, int g, int b) {
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    }

    private static double linear(int channel) {
        double c = channel / 255.0;
        return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }
}
