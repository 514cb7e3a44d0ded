package org.nimexplorer.engine;

/** Reading whole numbers from learner input, with messages that say what went wrong. */
public final class Numbers {

    public static final String RANGE = "a whole number from 0 to " + Long.MAX_VALUE;

    private Numbers() {}

    /** A non-negative long, or a problem naming the word and the accepted range. */
    public static Result<Long> parseNonNegative(String word, String what) {
        String w = word.trim();
        if (w.startsWith("+")) {
            w = w.substring(1);
        }
        if (isDigits(w, 0)) {
            try {
                return Result.ok(Long.parseLong(w));
            } catch (NumberFormatException tooBig) {
                return Result.problem(what + " '" + Text.clip(word) + "' is too large: write " + RANGE);
            }
        }
        if (w.startsWith("-") && isDigits(w, 1)) {
            boolean zero = w.chars().skip(1).allMatch(c -> c == '0');
            return Result.problem(what + " '" + Text.clip(word) + "' " + (zero ? "has a minus sign" : "is negative")
                    + ": write " + RANGE);
        }
        return Result.problem("'" + Text.clip(word) + "' is not a " + what + ": write it in digits, like 7");
    }

    /** True when {@code w} has at least one character from {@code from} on, all ASCII digits. */
    private static boolean isDigits(String w, int from) {
        if (w.length() <= from) {
            return false;
        }
        for (int i = from; i < w.length(); i++) {
            char c = w.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }
}
