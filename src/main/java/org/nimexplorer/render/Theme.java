package org.nimexplorer.render;

import java.util.Locale;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.jline.utils.AttributedStyle;

/**
 * The colours that carry meaning (an odd column, a mistake, the winning move), chosen for the background
 * they are read on. The terminal's own red and green follow its theme on a screen, but a projector or a
 * borrowed terminal often shows them badly: the usual green on white is under 2:1. LIGHT and DARK use
 * shades that keep 7:1 against white and against black respectively.
 */
public enum Theme {
    /** The terminal's own red and green, which its theme has chosen for its background. */
    AUTO(AttributedStyle.RED, AttributedStyle.GREEN),
    /** Dark red (#af0000) and dark green (#005f00), for a light background. */
    LIGHT(124, 22),
    /** Light red (#ff5f5f) and light green (#5fff5f), for a dark background. */
    DARK(203, 83);

    private final int red;
    private final int green;

    Theme(int red, int green) {
        this.red = red;
        this.green = green;
    }

    /** An odd column's digit: the column that makes a position an N-position. */
    AttributedStyle odd() {
        return AttributedStyle.DEFAULT.foreground(red).bold();
    }

    /** A mistake. */
    AttributedStyle bad() {
        return AttributedStyle.DEFAULT.foreground(red);
    }

    /** The move that wins. */
    AttributedStyle good() {
        return AttributedStyle.DEFAULT.foreground(green).bold();
    }

    /**
     * The theme asked for: {@code --theme} ({@code flag}), else {@code NIM_EXPLORER_THEME}, else the background
     * the terminal says it has in {@code COLORFGBG} (rxvt, Konsole and others set it: "15;0" is light text on
     * black), else the terminal's own colours. AUTO asked for by name is the terminal's own colours, whatever
     * COLORFGBG says.
     */
    public static Theme asked(Optional<Theme> flag, UnaryOperator<String> env) {
        return flag.or(() -> named(env.apply("NIM_EXPLORER_THEME")))
                .or(() -> background(env.apply("COLORFGBG")))
                .orElse(AUTO);
    }

    /** What is wrong with {@code NIM_EXPLORER_THEME}, when it names no theme, said once when the program starts. */
    public static Optional<String> problemIn(UnaryOperator<String> env) {
        String value = env.apply("NIM_EXPLORER_THEME");
        if (value == null || value.isBlank() || named(value).isPresent()) {
            return Optional.empty();
        }
        return Optional.of("NIM_EXPLORER_THEME='" + org.nimexplorer.engine.Text.clip(value) + "' is not a theme: name"
                + " light, dark or auto; the colours are chosen as if it were not set");
    }

    private static Optional<Theme> named(String value) {
        if (value == null) {
            return Optional.empty();
        }
        String name = value.strip().toUpperCase(Locale.ROOT);
        for (Theme theme : values()) {
            if (theme.name().equals(name)) {
                return Optional.of(theme);
            }
        }
        return Optional.empty();
    }

    /**
     * COLORFGBG's last field is the background's colour number. Only black (0) and the whites (7, 15) are taken: the
     * shades keep 7:1 against black and white, and on a grey or a coloured background the terminal's own do better.
     */
    private static Optional<Theme> background(String colorFgBg) {
        if (colorFgBg == null || !colorFgBg.matches("[0-9;a-z]*;[0-9]{1,2}")) {
            return Optional.empty();
        }
        return switch (colorFgBg.substring(colorFgBg.lastIndexOf(';') + 1)) {
            case "0" -> Optional.of(DARK);
            case "7", "15" -> Optional.of(LIGHT);
            default -> Optional.empty();
        };
    }
}
