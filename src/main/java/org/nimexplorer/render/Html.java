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
        return xml(Text.visible(text)).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** For an element's text or an attribute's value. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : xml(Text.visible(text)).toCharArray()) {
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

    /**
     * The characters XML allows, the others as '?': the noncharacters U+FFFE and U+FFFF and a surrogate without its
     * pair would make a page that a browser shows but an XML reader (the worksheet's PDF) refuses.
     */
    private static String xml(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                out.append(c).append(text.charAt(++i));
            } else {
                out.append(Character.isSurrogate(c) || c == '\uFFFE' || c == '\uFFFF' ? '?' : c);
            }
        }
        return out.toString();
    }
}
