package org.nimexplorer.explain;

import java.util.Optional;

/**
 * A learner's answer judged. A wrong answer is told apart from the right one without giving the right
 * one away: {@code summary} and {@code why} never contain it, so they can be shown at the first miss;
 * the {@code derivation} works the answer out in full and is kept for the last rung of the ladder.
 *
 * @param counted   false for an answer that could not be read (it does not count as an attempt)
 * @param summary   one line: right, or what is wrong with the answer
 * @param why       for a wrong answer, why it fails (the opponent's reply, a follower, the wrong column), or empty
 * @param diagnosis a misconception the wrong answer reveals, if one is recognised
 */
public record Verdict(boolean correct, boolean counted, String summary, String why, Optional<Diagnosis> diagnosis,
        Derivation derivation, Idea idea) {

    public static Verdict right(String summary, Derivation derivation, Idea idea) {
        return new Verdict(true, true, summary, "", Optional.empty(), derivation, idea);
    }

    public static Verdict wrong(String summary, String why, Optional<Diagnosis> diagnosis, Derivation derivation,
            Idea idea) {
        return new Verdict(false, true, summary, why, diagnosis, derivation, idea);
    }

    public static Verdict unreadable(String why, Idea idea) {
        return new Verdict(false, false, why, "", Optional.empty(), null, idea);
    }

    /** An answer in the wrong form that still shows what the learner thinks. */
    public static Verdict unreadable(String why, Diagnosis diagnosis, Idea idea) {
        return new Verdict(false, false, why, "", Optional.of(diagnosis), null, idea);
    }
}
