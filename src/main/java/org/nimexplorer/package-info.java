/** Nim Explorer: the entry point. The layers live in the sub-packages, from {@code engine} up to {@code repl}. */
package org.nimexplorer;
