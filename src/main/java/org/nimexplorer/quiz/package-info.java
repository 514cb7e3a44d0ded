/**
 * Quizzes on winning moves: seeded question generation by level, the record of a quiz (answers,
 * times, mistakes), reports as CSV or JSON and worksheets as Markdown. Depends on {@code engine},
 * {@code explain} and {@code store}; never on {@code cli} or {@code repl}.
 */
package org.nimexplorer.quiz;
