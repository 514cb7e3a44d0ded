package org.nimexplorer.quiz;

import java.text.Normalizer;
import java.util.Locale;
import org.nimexplorer.engine.Text;

/**
 * A student's name as a class report shows it, the same in the terminal, the page and the spreadsheet:
 * without the controls that reorder text (a right-to-left override makes "\u202Eevil" read "live"),
 * with other control characters shown as '?', and at most {@value #LONGEST} characters. Two names are
 * the same name when they read alike: compared without case, spacing, invisible characters or
 * full-width forms.
 */
final class StudentName {

    /** Longer than any real name; a longer one is cut, with "…". */
    static final int LONGEST = 60;

    private StudentName() {}

    /** The name as shown; "(no name)" when nothing visible is left. */
    static String shown(String name) {
        String visible = Text.visible(withoutDirectionControls(name).strip());
        if (visible.isBlank()) {
            return "(no name)";
        }
        return visible.codePointCount(0, visible.length()) <= LONGEST ? visible
                : visible.substring(0, visible.offsetByCodePoints(0, LONGEST - 1)) + "…";
    }

    /** What two names that read alike have in common. */
    static String key(String name) {
        String folded = Normalizer.normalize(name, Normalizer.Form.NFKC).codePoints()
                .filter(cp -> Character.getType(cp) != Character.FORMAT && !Character.isISOControl(cp))
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        return folded.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }

    /** The marks and overrides that set the direction of text: U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069. */
    private static String withoutDirectionControls(String name) {
        return name.replaceAll("[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]", "");
    }
}
