package org.nimexplorer.render;

import java.util.List;
import java.util.Optional;
import java.util.function.IntSupplier;
import java.util.function.UnaryOperator;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStyle;

/**
 * How text is drawn for the screen it goes to. Colour that carries meaning: odd column sums and
 * mistakes in red, the winning move in green, headings in bold. The plain painter returns text
 * unchanged; layouts mark the same things with {@code *} so that nothing depends on colour alone.
 * And the width text is wrapped to, which a session's painter takes from its own window
 * ({@link #fittedTo}): render code is handed its painter, so no width is shared between sessions.
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

    /** Whether text is painted in colour, and a heap's objects drawn as dots. */
    default boolean colour() {
        return false;
    }

    /** Columns text is wrapped to: {@link Wrap#MAX_WIDTH}, or fewer in a narrower window. */
    default int width() {
        return Wrap.MAX_WIDTH;
    }

    /**
     * These colours for a window {@code columns} wide, asked again at each use so that a resized window
     * is followed; 0 or less means the width is not known, and 80 columns are used.
     */
    default Painter fittedTo(IntSupplier columns) {
        return new Fitted(atFullWidth(), columns);
    }

    /**
     * These colours at the full 80 columns: what a file gets, whatever the window it is written from,
     * so that the same request always writes the same file.
     */
    default Painter atFullWidth() {
        return this;
    }

    /** The text wrapped to this painter's width, every line indented by {@code indent}. */
    default String paragraph(String text, int indent) {
        return Wrap.paragraph(text, indent, width());
    }

    /** The text wrapped to this painter's width beside a label padded to {@code column}, like a field in a form. */
    default List<String> labelled(String label, int column, String text) {
        return Wrap.labelled(label, column, text, width());
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

    /** The terminal's own colours. */
    Painter ANSI = new Coloured(Theme.AUTO);

    /** Colour for a terminal, in the shades of {@code theme}. */
    record Coloured(Theme theme) implements Painter {
        @Override
        public String odd(String text) {
            return paint(text, theme.odd());
        }

        @Override
        public String good(String text) {
            return paint(text, theme.good());
        }

        @Override
        public String bad(String text) {
            return paint(text, theme.bad());
        }

        @Override
        public String strong(String text) {
            return paint(text, AttributedStyle.BOLD);
        }

        /**
         * Bold in the terminal's own text colour, which its theme makes readable: yellow, as it was, all but
         * vanished on the light background of a projector.
         */
        @Override
        public String objects(String text) {
            return paint(text, AttributedStyle.BOLD);
        }

        @Override
        public boolean colour() {
            return true;
        }

        private static String paint(String text, AttributedStyle style) {
            return new AttributedString(text, style).toAnsi();
        }
    }

    /** The colours of {@code colours} for a window whose width {@code columns} tells. */
    record Fitted(Painter colours, IntSupplier columns) implements Painter {
        @Override
        public String odd(String text) {
            return colours.odd(text);
        }

        @Override
        public String good(String text) {
            return colours.good(text);
        }

        @Override
        public String bad(String text) {
            return colours.bad(text);
        }

        @Override
        public String strong(String text) {
            return colours.strong(text);
        }

        @Override
        public String objects(String text) {
            return colours.objects(text);
        }

        @Override
        public boolean accessible() {
            return colours.accessible();
        }

        @Override
        public boolean colour() {
            return colours.colour();
        }

        @Override
        public int width() {
            return Wrap.fit(columns.getAsInt());
        }

        @Override
        public Painter atFullWidth() {
            return colours;
        }
    }

    /**
     * Colour only on standard output that is a terminal ({@code console}) that is not dumb, and never
     * when the user or NO_COLOR asked for none. The environment is a parameter: a session on a class
     * server has its client's, not the server's.
     */
    static Painter choose(boolean noColorFlag, boolean accessibleFlag, Optional<Theme> themeFlag,
            UnaryOperator<String> env, boolean console) {
        return of(noColorAsked(noColorFlag, env), accessibleAsked(accessibleFlag, env),
                console && !"dumb".equals(env.apply("TERM")), Theme.asked(themeFlag, env));
    }

    /** The painter for a screen that can ({@code colourTerminal}) or cannot show colour, at the full width. */
    static Painter of(boolean noColor, boolean accessible, boolean colourTerminal, Theme theme) {
        if (accessible) {
            return ACCESSIBLE;
        }
        return !noColor && colourTerminal ? new Coloured(theme) : PLAIN;
    }

    /** Colour is off: asked with {@code --no-color} ({@code flag}) or by the NO_COLOR environment variable. */
    static boolean noColorAsked(boolean flag, UnaryOperator<String> env) {
        String noColor = env.apply("NO_COLOR");
        return flag || noColor != null && !noColor.isEmpty();
    }

    /** Accessible mode: asked with {@code --accessible} ({@code flag}) or by NIM_EXPLORER_ACCESSIBLE. */
    static boolean accessibleAsked(boolean flag, UnaryOperator<String> env) {
        String value = env.apply("NIM_EXPLORER_ACCESSIBLE");
        return flag || value != null && !value.isEmpty() && !"0".equals(value);
    }
}
