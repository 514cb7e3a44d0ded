package org.nimexplorer.explain;

/** A misconception recognised in a wrong answer, and the plain words that tell the learner. */
public record Diagnosis(Misconception misconception, String sentence) {}
