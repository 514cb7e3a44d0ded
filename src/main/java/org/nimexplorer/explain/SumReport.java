package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumMove;

/**
 * A sum of different games worked out by the Sprague-Grundy theorem, for a lesson's worked answer:
 * each heap with its game and its Grundy value, the values' XOR column by column, who wins, and every
 * move that makes the XOR 0, with the value it takes its heap from and to (a move may raise a value).
 */
public record SumReport(SumAnalysis analysis, Columns columns, List<Win> wins) implements Derivation {

    /** A winning move: its heap's value goes from {@code from} to {@code to}, so the XOR becomes 0. */
    public record Win(SumMove move, long from, long to) {}

    public SumReport {
        wins = List.copyOf(wins);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.sum(this);
    }

    public static SumReport of(SumAnalysis analysis) {
        GameSum sum = analysis.sum();
        long[] sizes = sum.sizes().heaps();
        long[] values = analysis.values();
        List<Win> wins = new ArrayList<>();
        for (SumMove move : analysis.winningMoves()) {
            Component c = sum.part(move.part());
            wins.add(new Win(move, values[move.part()], move.option().valueIn(c.game())));
        }
        return new SumReport(analysis, Columns.ofValues(sizes, values), wins);
    }

    public GameSum sum() {
        return analysis.sum();
    }
}
