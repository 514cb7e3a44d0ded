package org.nimexplorer.lesson;

import java.util.List;
import org.nimexplorer.explain.Question;

/**
 * A question inside a lesson: what to ask (never the answer, except for a multiple choice), the
 * prompt shown, hints shown one at a time, and the line of the lesson file it starts on.
 */
public record Checkpoint(Question question, String prompt, List<String> hints, int line) {

    public Checkpoint {
        hints = List.copyOf(hints);
    }
}
