/**
 * Lessons: the Markdown format (front matter, one step per {@code ##} section, fenced checkpoint
 * blocks that name what to ask), the loader and validator, the checkpoint model, and
 * {@link org.nimexplorer.lesson.LessonFlow}, a lesson as a state machine: input in, events out, no
 * I/O. Depends on {@code engine}, {@code explain} and {@code store}, and on commonmark-java; never on
 * {@code render}, {@code command} or {@code repl}.
 */
package org.nimexplorer.lesson;
