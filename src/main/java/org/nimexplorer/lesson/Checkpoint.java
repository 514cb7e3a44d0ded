package org.nimexplorer.lesson;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Question;

/**
 * A question inside a lesson: what to ask (never the answer, except for a multiple choice), the
 * prompt shown, hints shown one at a time, the idea it tests when the author names one, and the line
 * of the lesson file it starts on.
 */
public record Checkpoint(Question question, String prompt, List<String> hints, Optional<Idea> idea, int line) {

    public Checkpoint {
        hints = List.copyOf(hints);
    }

    /** The idea the question tests, for a learner who knows {@code known}: the author's label, or the question's own. */
    public Idea ideaFor(Set<Idea> known) {
        return idea.orElseGet(() -> question.idea(known));
    }
}
