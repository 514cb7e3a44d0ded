package org.nimexplorer.quiz;

import java.text.Normalizer;
import java.util.Locale;
import org.nimexplorer.engine.Text;

/**
 * A student's name as a class report shows it, the same in the terminal, the page and the spreadsheet:
 * without invisible characters (a right-to-left override makes "\u202Eevil" read "live", a zero-width
 * space hides inside a name), with control characters shown as '?', and at most {@value #LONGEST}
 * characters. Two names are the same name when they read alike: compared without case, spaces or
 * full-width forms (a zero-width space between two words leaves them joined, as "AdaLovelace").
 */
final class StudentName {

    /** Longer than any real name; a longer one is cut, with "…". */
    static final int LONGEST = 60;

    private StudentName() {}

    /** The name as shown; "(no name)" when nothing visible is left. */
    static String shown(String name) {
        String visible = Text.visible(withoutInvisibles(name).strip());
        if (visible.isEmpty()) {
            return "(no name)";
        }
        return visible.codePointCount(0, visible.length()) <= LONGEST ? visible
                : visible.substring(0, visible.offsetByCodePoints(0, LONGEST - 1)) + "…";
    }

    /** What two names that read alike have in common. */
    static String key(String name) {
        return withoutInvisibles(Normalizer.normalize(name, Normalizer.Form.NFKC)).replaceAll("\\s+", "")
                .toLowerCase(Locale.ROOT);
    }

    /**
     * The name without Unicode's format characters: the marks and overrides that set the direction of
     * text (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069), zero-width spaces and joiners.
     */
    private static String withoutInvisibles(String name) {
        return name.codePoints().filter(cp -> Character.getType(cp) != Character.FORMAT)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
    }
}
