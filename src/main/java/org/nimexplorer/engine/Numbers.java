package org.nimexplorer.engine;

/** Reading whole numbers from learner input, with messages that say what went wrong. */
public final class Numbers {

    public static final String RANGE = "whole numbers from 0 to " + Long.MAX_VALUE;

    private Numbers() {}

    /** A non-negative long, or a problem naming the word and the accepted range. */
    public static Result<Long> parseNonNegative(String word, String what) {
        String w = word.trim();
        if (w.startsWith("+")) {
            w = w.substring(1);
        }
        if (!w.isEmpty() && w.chars().allMatch(c -> c >= '0' && c <= '9')) {
            try {
                return Result.ok(Long.parseLong(w));
            } catch (NumberFormatException tooBig) {
                return Result.problem(what + " '" + Text.clip(word) + "' is too large: " + what + "s are " + RANGE);
            }
        }
        if (w.startsWith("-") && w.length() > 1 && w.substring(1).chars().allMatch(Character::isDigit)) {
            return Result.problem(what + " '" + Text.clip(word) + "' is negative: " + what + "s are " + RANGE);
        }
        return Result.problem("'" + Text.clip(word) + "' is not a " + what + ": " + what + "s are " + RANGE);
    }
}
