package org.nimexplorer.explain;

import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/** A question about one position under some rules. */
public sealed interface AboutPosition extends Question permits FindMove, PorN, NimSum {
    Position position();

    Rules rules();

    /** Lessons and quizzes ask only about positions the engine decides. */
    default Analysis analysis() {
        return Engine.analyze(position(), rules()).orThrow();
    }
}
