/**
 * Quizzes on winning moves: seeded question generation by level, {@link org.nimexplorer.quiz.QuizFlow}
 * (a quiz as a state machine: answers in, events out, no I/O), the record of a quiz (answers, times,
 * mistakes), the review list of missed positions, reports as CSV or JSON, worksheets as Markdown, and
 * questions as a course platform grades them (every answer it should accept, with its feedback).
 * Depends on {@code engine}, {@code explain} and {@code store}; never on {@code render},
 * {@code command} or {@code repl}.
 */
package org.nimexplorer.quiz;
