/**
 * The class server ({@code nim-explorer serve}): SSH on a port, each student's connection the whole
 * session on a terminal of its own, the roster and its codes, the guard on logins, and the class's
 * data in a database (SQLite in the data folder, or PostgreSQL). With {@code --web-port} the same
 * sessions reach a browser too ({@code Web*}: Jetty's HTTP and WebSocket, xterm.js in the page, and
 * the teacher's live dashboard), through the same gate. It sits beside the REPL, whose session it
 * runs for each student, and nothing below it knows of it.
 */
package org.nimexplorer.server;
