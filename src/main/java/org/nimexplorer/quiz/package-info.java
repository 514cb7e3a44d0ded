/**
 * Quizzes on winning moves: seeded question generation by level, the record of a quiz (answers,
 * times, mistakes), reports as CSV or JSON and worksheets as Markdown. Depends on {@code engine}
 * and {@code explain}; never on {@code cli} or {@code repl}.
 */
package org.nimexplorer.quiz;
