/**
 * The interactive session: a JLine line reader (or plain lines from a stream), the session state
 * (current position, undo and redo, a game against the engine), and the commands that act on that
 * state. Every line runs through the same picocli command tree as the command line.
 */
package org.nimexplorer.repl;
