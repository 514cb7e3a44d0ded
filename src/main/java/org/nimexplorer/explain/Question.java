package org.nimexplorer.explain;

import java.util.List;
import java.util.Set;

/**
 * What a lesson checkpoint or a quiz asks. Every kind but {@link Choice} names only the position or
 * numbers: the engine computes the answer, so no question can carry a wrong one. Each kind judges its
 * own answers and works out its own solution, so a new kind is complete in one place.
 *
 * <p>A wrong answer is told why it fails without being given the right one (the ladder of a lesson
 * shows the worked answer only at its last rung); an answer that cannot be read is not counted as an
 * attempt: the learner is told what form is expected and may try again. Explanations draw only on the
 * ideas the learner is known to have met.
 *
 * <p>The interface is open, not sealed: {@link Visitor} dispatches by the form of answer, so the compiler
 * already checks that every form is met, and a new kind is its own file plus its line in
 * {@link QuestionKinds}, with no list of kinds to extend here.
 */
public interface Question {

    /** The word lesson files use for this kind: "move", "nim-sum", ... */
    String kind();

    /** The question as it is put to the learner. */
    String prompt();

    /** The engine's answer, as a learner would type it (for a move, any winning move is as good). */
    String answer();

    /** The idea the question rests on, for a learner who knows {@code known}. */
    Idea idea(Set<Idea> known);

    /** What an answer looks like, for a learner who typed something else. */
    String form();

    /** Judges a non-empty answer; {@link Grading#grade} is the entry point. */
    Verdict judge(String text, Idea idea, Set<Idea> known);

    /**
     * A method for this kind, put as a hint in terms of what the learner knows. It comes after the
     * lesson author's own hints, so that every question has a next rung before its worked answer; it
     * never names a number the question asks for.
     */
    List<String> hints(Set<Idea> known);

    /** How the answer is worked out, in terms of what the learner knows. */
    Derivation derivation(Set<Idea> known);

    /** The answer worked out in full, for the last rung of the ladder. */
    default Solution solution(Set<Idea> known, Idea idea) {
        return new Solution(answer(), derivation(known), idea);
    }

    /** Hands the question to the visitor's method for its form of answer. */
    <R> R accept(Visitor<R> visitor);

    /**
     * One method for each form of answer, for code that treats them differently (a course platform's
     * question types). Every kind names its form, so the compiler checks that a visitor meets them all,
     * and a new kind of an existing form needs no change here.
     */
    interface Visitor<R> {
        /** Answered P or N. */
        R outcome(Question question);

        /** Answered with a winning move, in any of {@code spellings}, or "none" when there is none. */
        R move(Question question, List<String> spellings);

        /** Answered with one whole number. */
        R number(WholeNumber question);

        /** Answered with one of the author's options. */
        R choice(Choice question);

        /** Answered in a form of its own, which only the kind reads. */
        R written(Question question);
    }

    /** The options to show under the prompt: only a choice has any. */
    default List<String> options() {
        return List.of();
    }
}
