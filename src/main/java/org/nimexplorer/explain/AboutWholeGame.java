package org.nimexplorer.explain;

import java.util.Set;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.WholeGame;

/** A question about a position of Moore's Nim or the staircase, judged by the game's own theorem. */
public sealed interface AboutWholeGame extends Question permits WholeOutcome, FindWholeMove, ColumnResidues {
    WholeGame game();

    Position position();

    default Idea idea(Set<Idea> known) {
        return game() instanceof MooreNim ? Idea.MOORE : Idea.DISGUISE;
    }

    /** The theorem's working: the columns or the odd steps, then who wins and how. */
    default Derivation derivation(Set<Idea> known) {
        return new WholeReport(game(), position(), true);
    }
}
