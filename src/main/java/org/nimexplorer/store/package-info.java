/**
 * Where the program keeps what must outlive a session (the data folder, the REPL history and, with
 * the lessons, the progress file), and the one rule for every file a user names: {@code InputFile}
 * for what is read, {@code OutputFile} for what is written. Nothing here depends on the program's
 * other packages but {@code engine.Text}, which makes a file's name safe to show.
 */
package org.nimexplorer.store;
