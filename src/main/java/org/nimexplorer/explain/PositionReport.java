package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;

/** Everything {@code analyze} shows: the columns, the verdict and every winning move with its reason. */
public record PositionReport(Analysis analysis, Columns columns, List<MoveReason> reasons) implements Derivation {

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.report(this);
    }

    public PositionReport {
        reasons = List.copyOf(reasons);
    }

    public static Result<PositionReport> of(Position position, Rules rules) {
        return Engine.analyze(position, rules).map(PositionReport::of);
    }

    public static PositionReport of(Analysis analysis) {
        Columns columns = Columns.of(analysis.position(), analysis.rules().moves());
        HeapCounts counts = HeapCounts.of(analysis.position());
        List<MoveReason> reasons = new ArrayList<>();
        for (Move move : analysis.winningMoves()) {
            reasons.add(reason(analysis, columns, counts, move));
        }
        return new PositionReport(analysis, columns, reasons);
    }

    private static MoveReason reason(Analysis analysis, Columns columns, HeapCounts counts, Move move) {
        Position position = analysis.position();
        Rules rules = analysis.rules();
        long from = position.heap(move.heap());
        long to = from - move.take();
        if (!rules.isNim()) {
            if (rules.isMisere()) {
                return new MoveReason.FoundBySearch(move, from, to);
            }
            return new MoveReason.ZeroGrundySum(move, from, to, Engine.grundy(from, rules.moves()),
                    Engine.grundy(to, rules.moves()));
        }
        if (rules.isMisere() && counts.onlyOnesAfter(from, to)) {
            return new MoveReason.OddOnesLeft(move, from, to, counts.onesAfter(from, to));
        }
        return new MoveReason.ZeroNimSum(move, from, to, columns.nimSum(), columns.leadingBit());
    }

    /**
     * How many heaps are 1 and how many are 2 or more, so the position after each of many moves can
     * be judged without copying it: a position with a million heaps may have half a million moves.
     */
    private record HeapCounts(long ones, long big) {

        static HeapCounts of(Position position) {
            return new HeapCounts(position.stream().filter(h -> h == 1).count(),
                    position.stream().filter(h -> h >= 2).count());
        }

        boolean onlyOnesAfter(long from, long to) {
            return to <= 1 && big - (from >= 2 ? 1 : 0) == 0;
        }

        long onesAfter(long from, long to) {
            return ones - (from == 1 ? 1 : 0) + (to == 1 ? 1 : 0);
        }
    }
}
