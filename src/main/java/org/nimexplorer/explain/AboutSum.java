package org.nimexplorer.explain;

import java.util.Set;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumEngine;

/** A question about a sum of heaps that may each follow a different game, under normal play. */
public sealed interface AboutSum extends Question permits SumValue, FindSumMove, SumOutcome {
    GameSum sum();

    /** Lessons ask only about sums whose every heap has a known value. */
    default SumAnalysis analysis() {
        return SumEngine.analyze(sum(), Play.NORMAL).orThrow();
    }

    default Idea idea(Set<Idea> known) {
        return SumWords.idea(sum(), known);
    }

    default SumReport report() {
        return SumReport.of(analysis());
    }
}
