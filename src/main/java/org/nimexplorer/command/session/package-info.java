/**
 * The session's state and the commands that act on it. The state is one value ({@code SessionState}):
 * the activity (idle, a lesson, a quiz) and the board (empty, a position, a game against the
 * engine, kept for undo and redo); the prompt and what a bare line means follow from it. What lies on
 * the board is a {@code Table} of any game the engine decides: Nim or a subtraction game, a sum of heap
 * games, Moore's Nim or the staircase, each reading its own moves and explaining them in its own terms. The lesson
 * and quiz flows are fed by a runner that prints and saves. {@code SessionCommands} builds every
 * command of a session with what it needs, and the commands that open a session from the command
 * line. Knows nothing of JLine:
 * the REPL hands it lines, an {@link org.nimexplorer.command.session.Input} and a
 * {@link org.nimexplorer.command.session.Transcript}.
 */
package org.nimexplorer.command.session;
