package org.nimexplorer.engine;

/** Who wins with perfect play, seen from the player to move. */
public enum Outcome {
    /** The previous player wins: the player to move loses whatever they do. */
    P,
    /** The next player, the one to move, wins. */
    N
}
