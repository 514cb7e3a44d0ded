package org.nimexplorer.explain;

import java.util.Objects;

/**
 * A misconception recognised in a wrong answer, with one or two plain sentences for the learner that
 * say what they did and what to do instead, never the right answer.
 */
public record Diagnosis(Misconception misconception, String sentence) {

    public Diagnosis {
        Objects.requireNonNull(misconception, "misconception");
        Objects.requireNonNull(sentence, "sentence");
    }
}
