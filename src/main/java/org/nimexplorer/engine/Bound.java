package org.nimexplorer.engine;

/**
 * A number outside the range a computation accepts, kept as values: which bound, the range, and the
 * value given. The same limits hold in a lesson, a test or a command, so the engine and the
 * explanations never name a command-line option; the command that read the number says the problem
 * with the option the user typed.
 *
 * @param most the largest value accepted, or {@link #NO_MOST} when only the least is limited
 */
public record Bound(Name name, long least, long most, long given) {

    public static final long NO_MOST = Long.MAX_VALUE;

    /** What the number counts. */
    public enum Name {
        HEAPS("the number of heaps"),
        MAX("the largest heap"),
        FIX("the fixed first heap"),
        DEPTH("the depth");

        private final String words;

        Name(String words) {
            this.words = words;
        }
    }

    /** "from 1 to 12", or "at least 0". */
    public String range() {
        return most == NO_MOST ? "at least " + least : "from " + least + " to " + most;
    }

    /** In words for a reader with no option to name: "the number of heaps must be from 1 to 12, not 0". */
    public String describe() {
        return name.words + " must be " + range() + ", not " + given;
    }
}
