package org.nimexplorer.engine;

/** One heap of a sum of games, with the game played on it. */
public record Component(HeapGame game, long size) {

    public Component {
        if (size < 0) {
            throw new IllegalArgumentException("heap sizes are never negative: " + size);
        }
    }

    /** "kayles:5", the notation {@link GameNotation} reads back. */
    public String notation() {
        return game.notation() + ":" + size;
    }

    public long grundy() {
        return game.grundy(size);
    }
}
