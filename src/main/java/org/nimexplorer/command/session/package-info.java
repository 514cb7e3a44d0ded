/**
 * The session's state and the commands that act on it: the current position with undo and redo, a
 * game against the engine, the lesson and quiz under way (their flows fed by a runner that prints
 * and saves), and the commands that open a session from the command line. Knows nothing of JLine:
 * the REPL hands it lines, an {@link org.nimexplorer.command.session.Input} and a
 * {@link org.nimexplorer.command.session.Transcript}.
 */
package org.nimexplorer.command.session;
