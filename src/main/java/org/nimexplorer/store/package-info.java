/**
 * Where the program keeps what must outlive a session: the data folder, the REPL history and (with
 * the lessons) the progress file. Files here are written atomically. Depends on {@code java.*} only.
 */
package org.nimexplorer.store;
