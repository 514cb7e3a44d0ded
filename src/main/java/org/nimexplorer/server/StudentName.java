package org.nimexplorer.server;

import java.text.Normalizer;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A student's name as they type it after {@code ssh -p PORT}: letters of any script, digits, and
 * {@code . _ -}, at most 32 of them, starting with a letter or digit. Nothing else can reach a
 * terminal or a folder name through it. Two names that differ only in case are one student:
 * {@code Ada@host} and {@code ada@host} are the same login.
 */
public record StudentName(String name) {

    public static final int LONGEST = 32;
    private static final Pattern ALLOWED = Pattern.compile("[\\p{L}\\p{Nd}][\\p{L}\\p{M}\\p{Nd}._-]{0," + (LONGEST - 1)
            + "}");

    public StudentName {
        // A Mac sends é as e and a combining accent; one student, however their keyboard spells it.
        name = Normalizer.normalize(name, Normalizer.Form.NFC);
        if (!ALLOWED.matcher(name).matches() || !oneAlphabet(name)) {
            throw new IllegalArgumentException(problem(name));
        }
    }

    /** The name, when {@code typed} is one; what is wrong with it otherwise. */
    public static Optional<StudentName> parse(String typed) {
        String name = Normalizer.normalize(typed, Normalizer.Form.NFC);
        return ALLOWED.matcher(name).matches() && oneAlphabet(name) ? Optional.of(new StudentName(name))
                : Optional.empty();
    }

    /** What is wrong with {@code typed} as a name, in words a teacher can act on. */
    public static String problem(String typed) {
        if (typed.isEmpty()) {
            return "a name cannot be empty";
        }
        if (typed.codePointCount(0, typed.length()) > LONGEST) {
            return "a name has at most " + LONGEST + " letters";
        }
        if (ALLOWED.matcher(typed).matches()) {
            return "a name's letters are of one alphabet: a Cyrillic е among Latin letters would pass for another"
                    + " student's name";
        }
        return "a name is letters, digits, '.', '_' and '-', starting with a letter or digit (it is typed as"
                + " ssh NAME@HOST)";
    }

    /** Whether every letter of {@code name} is of one script, so no name can pass for another by a look-alike letter. */
    private static boolean oneAlphabet(String name) {
        return name.codePoints().filter(Character::isLetter).mapToObj(Character.UnicodeScript::of)
                .filter(script -> script != Character.UnicodeScript.COMMON && script != Character.UnicodeScript.INHERITED)
                .distinct().count() <= 1;
    }

    /** The same student whatever the case they type: the key of their rows and the name of their folder. */
    public String key() {
        return name.toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return name;
    }
}
