package org.nimexplorer.server;

/**
 * Text made safe to put in a page: what a student typed (a name, an answer) is shown as those
 * characters and nothing else, in an element's text or in a quoted attribute.
 */
final class WebText {

    private WebText() {}

    static String escape(String text) {
        StringBuilder safe = new StringBuilder(text.length() + 16);
        text.codePoints().forEach(c -> {
            switch (c) {
                case '&' -> safe.append("&amp;");
                case '<' -> safe.append("&lt;");
                case '>' -> safe.append("&gt;");
                case '"' -> safe.append("&quot;");
                case '\'' -> safe.append("&#39;");
                default -> {
                    // A control character has no business in a page; it would only confuse a reader.
                    if (Character.isISOControl(c) && c != '\n' && c != '\t') {
                        safe.append('\uFFFD');
                    } else {
                        safe.appendCodePoint(c);
                    }
                }
            }
        });
        return safe.toString();
    }
}
