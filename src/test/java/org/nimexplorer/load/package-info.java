/**
 * The class server under load: a program, not a test (run by {@code mvn -Pload verify}), which starts
 * the packaged server and has scripted students use it over SSH at once, on loopback only.
 */
package org.nimexplorer.load;
