/**
 * The game itself: positions, rules, moves, nim-sums, Grundy values and the solvers that
 * decide who wins. Pure computation on values; imports nothing but {@code java.*}, never prints,
 * and reports bad input as {@link org.nimexplorer.engine.Result} values rather than exceptions.
 *
 * <p>Which game a position is played in is decided once, by {@link org.nimexplorer.engine.GameFamily}:
 * a classic position under {@link org.nimexplorer.engine.Rules} (Nim or a subtraction game), a sum
 * of {@link org.nimexplorer.engine.HeapGame}s, or a {@link org.nimexplorer.engine.WholeGame}.
 *
 * <p>The referees: searches that know nothing of XOR, Grundy values or the games' theorems, only
 * which moves are legal, and what each is trusted to check (the tests named after them do it).
 * <table>
 * <caption>Which brute-force referee checks what</caption>
 * <tr><th>Referee</th><th>Searches</th><th>Checks</th></tr>
 * <tr><td>{@link org.nimexplorer.engine.ExhaustiveSolver}</td><td>one classic position's game tree,
 *   memoised</td><td>{@link org.nimexplorer.engine.Engine}'s outcome and every winning move for Nim and
 *   subtraction games in both conventions, and the only decider of misère subtraction games; it also
 *   decides {@code GameTree} and the counterexample moves of a conjecture</td></tr>
 * <tr><td>{@link org.nimexplorer.engine.BoxSearch}</td><td>every classic position in a box, a byte each,
 *   followers first</td><td>the outcome tables of two heaps (or three with one fixed); checked itself
 *   against the ExhaustiveSolver</td></tr>
 * <tr><td>{@link org.nimexplorer.engine.Census}</td><td>every classic position of so many heaps up to a
 *   maximum, a bit per line</td><td>the closed {@link org.nimexplorer.engine.Formula} (Bouton's XOR, the
 *   misère rule, the Grundy XOR of subtraction games) on every position: {@code verify} for classic
 *   games; checked itself against the ExhaustiveSolver's count</td></tr>
 * <tr><td>{@link org.nimexplorer.engine.SumSearch}</td><td>one sum of heap games' tree, equal heaps
 *   cancelled under normal play</td><td>the Sprague-Grundy analysis of sums (XOR of values), each
 *   heap game's values (octal periods, Lasker's fours), the kernels of heap games, and the only
 *   decider of misère sums; {@link org.nimexplorer.engine.SumCensus} runs it over a box for
 *   {@code verify --game}</td></tr>
 * <tr><td>{@link org.nimexplorer.engine.GameTreeSearch}</td><td>any finite game's tree, told only the
 *   followers</td><td>the theorems of whole-position games (Moore's column rule, the staircase's odd
 *   steps) and their winning moves; {@link org.nimexplorer.engine.WholeCensus} runs it over a box for
 *   {@code verify --game moore[k]} or {@code staircase}; checked itself against Nim</td></tr>
 * </table>
 */
package org.nimexplorer.engine;
