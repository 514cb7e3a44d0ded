package org.nimexplorer.lesson;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Question;

/**
 * A question inside a lesson: what to ask (never the answer, except for a multiple choice), the
 * prompt shown, hints shown one at a time, the idea it tests when the author names one, the ideas of
 * its lesson it is asked before (feedback on it must not use them: twenty-one asks about a heap of 4
 * before it teaches the kernel, whose multiples would give the next answer away), and the line of the
 * lesson file it starts on.
 */
public record Checkpoint(Question question, String prompt, List<String> hints, Optional<Idea> idea, Set<Idea> before,
        int line) {

    public Checkpoint {
        hints = List.copyOf(hints);
        before = Set.copyOf(before);
    }

    /** A question asked after everything its lesson teaches. */
    public Checkpoint(Question question, String prompt, List<String> hints, Optional<Idea> idea, int line) {
        this(question, prompt, hints, idea, Set.of(), line);
    }

    /** What feedback on this question may use, of {@code lessonKnows}: all of it but the ideas it comes before. */
    public Set<Idea> known(Set<Idea> lessonKnows) {
        if (before.isEmpty()) {
            return lessonKnows;
        }
        Set<Idea> known = new HashSet<>(lessonKnows);
        known.removeAll(before);
        return Set.copyOf(known);
    }

    /** The idea the question tests in a lesson whose learner knows {@code lessonKnows}, less what it comes before. */
    public Idea ideaIn(Set<Idea> lessonKnows) {
        return ideaFor(known(lessonKnows));
    }

    /** The idea the question tests, for a learner who knows {@code known}: the author's label, or the question's own. */
    public Idea ideaFor(Set<Idea> known) {
        return idea.orElseGet(() -> question.idea(known));
    }
}
