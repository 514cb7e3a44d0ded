package org.nimexplorer.render;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/** A sheet of paper in millimetres: A4, or US Letter where the locale's country prints on Letter. */
public enum Paper {
    A4(210, 297),
    LETTER(215.9f, 279.4f);

    /** The countries whose printers take Letter by default: the Americas that use it, and the Philippines. */
    private static final Set<String> LETTER_COUNTRIES = Set.of("US", "CA", "MX", "PH", "PR", "CL", "CO", "VE", "GT",
            "CR", "PA", "SV", "NI", "DO");

    private final float width;
    private final float height;

    Paper(float width, float height) {
        this.width = width;
        this.height = height;
    }

    public float width() {
        return width;
    }

    public float height() {
        return height;
    }

    /**
     * The paper the environment's locale asks for, as POSIX decides which variable speaks for paper: LC_ALL,
     * then LC_PAPER, then LANG ("en_US.UTF-8" prints on Letter, "de_DE" and "C" on A4).
     */
    public static Paper forLocale(Function<String, String> env) {
        return Optional.ofNullable(env.apply("LC_ALL")).filter(v -> !v.isBlank())
                .or(() -> Optional.ofNullable(env.apply("LC_PAPER")).filter(v -> !v.isBlank()))
                .or(() -> Optional.ofNullable(env.apply("LANG")).filter(v -> !v.isBlank()))
                .map(Paper::ofLocaleName).orElse(A4);
    }

    private static Paper ofLocaleName(String name) {
        int underscore = name.indexOf('_');
        if (underscore < 0 || name.length() < underscore + 3) {
            return A4;
        }
        String country = name.substring(underscore + 1, underscore + 3).toUpperCase(Locale.ROOT);
        return LETTER_COUNTRIES.contains(country) ? LETTER : A4;
    }
}
