/**
 * The game itself: positions, rules, moves, nim-sums, Grundy values and the solvers that
 * decide who wins. Pure computation on values; imports nothing but {@code java.*}, never prints,
 * and reports bad input as {@link org.nimexplorer.engine.Result} values rather than exceptions.
 */
package org.nimexplorer.engine;
