package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/** Interim: replaced by the detection of each misconception. */
public final class Diagnose {
    private Diagnose() {}

    public static Optional<Diagnosis> number(Question question, String text, long given, Set<Idea> known) {
        return Optional.empty();
    }

    public static Optional<Diagnosis> binary(Question.ToBinary question, String text, Set<Idea> known) {
        return Optional.empty();
    }

    public static Optional<Diagnosis> move(Position position, Rules rules, Move move, Set<Idea> known) {
        return Optional.empty();
    }

    public static Optional<Diagnosis> kernel(Question.KernelUpTo question, List<Long> given, Set<Idea> known) {
        return Optional.empty();
    }

    public static Optional<Diagnosis> lemma2Bit(Question.Lemma2Step question, long givenD, Set<Idea> known) {
        return Optional.empty();
    }
}
