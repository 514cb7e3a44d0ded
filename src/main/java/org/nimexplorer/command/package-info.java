/**
 * The commands: one picocli command class per command, the options they share, the table that
 * builds each command by name ({@code Subcommands}, through {@code CommandFactory}), and the launcher
 * that turns every refusal into one line. Commands compute through {@code engine} and
 * {@code explain} and hand the results to {@code render}; nothing imports this package but the
 * REPL and {@code Main}.
 */
package org.nimexplorer.command;
