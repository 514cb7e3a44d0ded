/**
 * Lessons: the Markdown format (front matter, one step per {@code ##} section, fenced checkpoint
 * blocks that name what to ask), the loader and validator, and the checkpoint model. Depends on
 * {@code engine} and {@code explain}, and on commonmark-java; never on {@code cli} or {@code repl}.
 */
package org.nimexplorer.lesson;
