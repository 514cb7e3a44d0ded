package org.nimexplorer.explain;

/**
 * A learner's answer judged: right or wrong, one line on why, the derivation that explains the right
 * answer, and the idea the question rests on.
 *
 * @param counted false for an answer that could not be read (it does not count as an attempt)
 */
public record Verdict(boolean correct, boolean counted, String summary, Derivation derivation, Idea idea) {

    public static Verdict unreadable(String why, Idea idea) {
        return new Verdict(false, false, why, null, idea);
    }
}
