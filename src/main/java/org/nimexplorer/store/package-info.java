/**
 * Where the program keeps what must outlive a session: the data folder, the REPL history and (with
 * the lessons) the progress file. Files here are written atomically,
 * through Jackson for the progress file; nothing here depends on the program's other packages.
 */
package org.nimexplorer.store;
