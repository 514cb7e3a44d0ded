package org.nimexplorer.render;

import org.nimexplorer.engine.Text;

/**
 * Text made safe to put in an HTML page: markup escaped, and control and format characters (NUL,
 * escape, bell, the controls that reorder text) shown as '?', as the terminal shows them.
 */
final class Html {

    private Html() {}

    /** For an element's text: quotes stay as they are, so a sentence reads the same in the page's source. */
    static String text(String text) {
        return Text.visible(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** For an element's text or an attribute's value. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : Text.visible(text).toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
