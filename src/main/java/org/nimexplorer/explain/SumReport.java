package org.nimexplorer.explain;

import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.SumAnalysis;

/**
 * A sum of different games worked out by the Sprague-Grundy theorem, as {@code analyze} shows it:
 * each heap with its game and its Grundy value, the values' XOR column by column, who wins, and every
 * move that makes the XOR 0.
 */
public record SumReport(SumAnalysis analysis) implements Derivation {

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.sum(this);
    }

    public static SumReport of(SumAnalysis analysis) {
        return new SumReport(analysis);
    }

    public GameSum sum() {
        return analysis.sum();
    }
}
