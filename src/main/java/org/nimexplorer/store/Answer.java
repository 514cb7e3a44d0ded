package org.nimexplorer.store;

import java.util.Optional;

/**
 * One answer to a question, as the progress file counts it through {@link Progress#record(Answer)}:
 * lessons and quizzes tally their answers the same way, so that 'progress' reads them as one record.
 */
public sealed interface Answer {

    /**
     * An answer the engine could judge.
     *
     * @param idea          the key of the idea the question rests on, whose tally the answer joins
     * @param misconception the key of the misconception a wrong answer showed, if one was recognised
     * @param at            the lesson question answered, whose attempts the file keeps; empty in a quiz,
     *                      whose answers go to its report instead
     */
    record Judged(String idea, boolean right, Optional<String> misconception, Optional<At> at) implements Answer {}

    /** An answer in the wrong form that still showed a misconception: only the misconception counts. */
    record Unreadable(String misconception) implements Answer {}

    /** A lesson's question: its step and its place among the step's questions (both from 0). */
    record At(String lesson, int step, int checkpoint) {

        /** The key of its attempts in the file. */
        public String key() {
            return step + "." + checkpoint;
        }
    }
}
