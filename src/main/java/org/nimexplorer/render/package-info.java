/**
 * What the learner sees: the renderers that turn {@code explain} records and the events of lessons
 * and quizzes into plain text, colour, sentences for screen readers or JSON, the word wrapping fitted
 * to the terminal, the progress bar, quizzes for course platforms (Moodle XML, GIFT), and pages to print (the class report, the worksheet
 * as HTML and as PDF). No picocli
 * here: the same renderers serve the command line and the session.
 */
package org.nimexplorer.render;
