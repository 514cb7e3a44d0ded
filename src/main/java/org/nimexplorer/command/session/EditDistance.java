package org.nimexplorer.command.session;

/** Levenshtein distance, for suggesting the command a mistyped word was meant to be. */
final class EditDistance {

    private static final int LONGEST = 40;

    private EditDistance() {}

    static int between(String a, String b) {
        if (a.length() > LONGEST || b.length() > LONGEST) {
            return Integer.MAX_VALUE;
        }
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int change = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + change);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
