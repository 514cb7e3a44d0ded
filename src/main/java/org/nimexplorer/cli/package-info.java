/**
 * The command line: one picocli command class per command, the options they share, and the
 * renderers that turn {@code explain} records into plain text, colour or JSON. Imports every
 * layer below; nothing imports it but the REPL and {@code Main}.
 */
package org.nimexplorer.cli;
