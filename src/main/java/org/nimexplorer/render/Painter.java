package org.nimexplorer.render;

import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStyle;

/**
 * Colour that carries meaning: odd column sums and mistakes in red, the winning move in green,
 * headings in bold. The plain painter returns text unchanged; layouts mark the same things with
 * {@code *} so that nothing depends on colour alone.
 */
public interface Painter {

    String odd(String text);

    String good(String text);

    String bad(String text);

    String strong(String text);

    /** The objects of a heap drawn big (see {@link BigPosition}): in colour on a terminal that shows it. */
    default String objects(String text) {
        return text;
    }

    /** Columns read as sentences and nothing redrawn, for screen readers. */
    default boolean accessible() {
        return false;
    }

    /** Text unchanged. */
    Painter PLAIN = new Plain(false);

    /** Plain text, with binary columns read out as sentences. */
    Painter ACCESSIBLE = new Plain(true);

    /** A painter that adds nothing; {@code accessible} also turns columns into sentences. */
    record Plain(boolean accessible) implements Painter {
        @Override
        public String odd(String text) {
            return text;
        }

        @Override
        public String good(String text) {
            return text;
        }

        @Override
        public String bad(String text) {
            return text;
        }

        @Override
        public String strong(String text) {
            return text;
        }
    }

    Painter ANSI = new Painter() {
        @Override
        public String odd(String text) {
            return paint(text, AttributedStyle.DEFAULT.foreground(AttributedStyle.RED).bold());
        }

        @Override
        public String good(String text) {
            return paint(text, AttributedStyle.DEFAULT.foreground(AttributedStyle.GREEN).bold());
        }

        @Override
        public String bad(String text) {
            return paint(text, AttributedStyle.DEFAULT.foreground(AttributedStyle.RED));
        }

        @Override
        public String strong(String text) {
            return paint(text, AttributedStyle.BOLD);
        }

        @Override
        public String objects(String text) {
            return paint(text, AttributedStyle.DEFAULT.foreground(AttributedStyle.YELLOW).bold());
        }

        private String paint(String text, AttributedStyle style) {
            return new AttributedString(text, style).toAnsi();
        }
    };

    /** Colour only on a terminal, and never when the user or NO_COLOR asked for none. */
    static Painter choose(boolean noColorFlag, boolean accessibleFlag) {
        return choose(noColorFlag, accessibleFlag, System.console() != null && !"dumb".equals(System.getenv("TERM")));
    }

    /** The painter for output to a terminal that can ({@code colourTerminal}) or cannot show colour. */
    static Painter choose(boolean noColorFlag, boolean accessibleFlag, boolean colourTerminal) {
        if (accessibleFlag || isSet("NIM_EXPLORER_ACCESSIBLE")) {
            return ACCESSIBLE;
        }
        String noColor = System.getenv("NO_COLOR");
        return !noColorFlag && (noColor == null || noColor.isEmpty()) && colourTerminal ? ANSI : PLAIN;
    }

    private static boolean isSet(String variable) {
        String value = System.getenv(variable);
        return value != null && !value.isEmpty() && !"0".equals(value);
    }
}
