package org.nimexplorer.explain;

/**
 * A question's answer worked out in full, for the last rung of the feedback ladder ({@code reveal},
 * a hint past the last one, or a third miss).
 *
 * @param answer the answer as a learner would write it, with a word on what it means
 */
public record Solution(String answer, Derivation derivation, Idea idea) {}
