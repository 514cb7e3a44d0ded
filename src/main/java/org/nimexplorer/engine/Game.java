package org.nimexplorer.engine;

/**
 * A game named by {@code --game}: a rule for single heaps that positions add up from
 * ({@link HeapGame}), or a game played on the whole position at once.
 */
public sealed interface Game permits HeapGame, WholeGame {

    /** The short name that {@link GameNotation} reads back: "kayles", "sub[1,3,4]", "0.137". */
    String notation();

    /** One line in words: what a move is. */
    String describe();
}
