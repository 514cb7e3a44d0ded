/**
 * The interactive session's terminal side: a JLine line reader (or plain lines from a stream), the
 * history, Tab completion, the prompt and the transcript. Each line gets one decision (a line that
 * names no command becomes {@code answer ...} or {@code move ...}) and goes to the session's one
 * picocli command tree.
 */
package org.nimexplorer.repl;
