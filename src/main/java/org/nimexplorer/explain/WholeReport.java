package org.nimexplorer.explain;

import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.WholeGame;

/**
 * A position of Moore's Nim or the staircase worked out by the game's theorem: for Moore's Nim the
 * binary columns with their counts of ones modulo k + 1, for the staircase the odd steps as Nim.
 *
 * @param verdict whether to go on to who wins and the winning moves; without it only the columns
 *                (or the odd steps) are shown, which is all a question about the counts asks
 */
public record WholeReport(WholeGame game, Position position, boolean verdict) implements Derivation {

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.whole(this);
    }
}
