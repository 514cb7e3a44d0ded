package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.WholeMove;
import org.nimexplorer.explain.GameClaimProof.Spot;
import org.nimexplorer.explain.GameClaimProof.Step;

/**
 * A box of a game played on the whole position: Moore's Nim on heaps of 0 to the max, which its
 * moves only lower, or the staircase with at most the max coins in all, since a move carries coins
 * down and a step may gather more than the max but the coins never grow. Letter a is the most
 * significant digit of a position's number.
 */
final class WholeSpace implements ClaimSpace {

    private final WholeGame game;
    private final int heaps;
    private final long max;
    private final boolean byTotal;
    private final int size;

    WholeSpace(WholeGame game, int heaps, long max, boolean byTotal) {
        this.game = game;
        this.heaps = heaps;
        this.max = max;
        this.byTotal = byTotal;
        this.size = (int) Math.round(positions(heaps, max));
    }

    /** How many numbers a box of {@code heaps} digits of 0 to {@code max} spans. */
    static double positions(int heaps, long max) {
        return Math.pow(max + 1.0, heaps);
    }

    @Override
    public int heaps() {
        return heaps;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean inBox(int index) {
        return !byTotal || objects(index) <= max;
    }

    @Override
    public long objects(int index) {
        return Arrays.stream(letters(index)).sum();
    }

    @Override
    public long[] letters(int index) {
        long[] out = new long[heaps];
        int rest = index;
        for (int i = heaps - 1; i >= 0; i--) {
            out[i] = rest % (max + 1);
            rest /= (int) (max + 1);
        }
        return out;
    }

    private int indexOf(Position p) {
        long index = 0;
        for (int i = 0; i < heaps; i++) {
            index = index * (max + 1) + p.heap(i);
        }
        return (int) index;
    }

    @Override
    public long moves(int index, IntPredicate stop) {
        long count = 0;
        Position at = new Position(letters(index));
        for (WholeMove m : game.legalMoves(at)) {
            count++;
            if (stop.test(indexOf(m.applyTo(at)))) {
                return count;
            }
        }
        return count;
    }

    @Override
    public List<Step> steps(int index, IntPredicate wanted, int most) {
        List<Step> out = new ArrayList<>();
        Position at = new Position(letters(index));
        for (WholeMove m : game.legalMoves(at)) {
            int target = indexOf(m.applyTo(at));
            if (wanted.test(target)) {
                out.add(new Step(m.shortForm(), m.describe(), spot(target)));
                if (out.size() == most) {
                    break;
                }
            }
        }
        return out;
    }

    @Override
    public boolean plain(int index) {
        return true;
    }

    @Override
    public Spot spot(int index) {
        return new Spot(Arrays.stream(letters(index)).mapToObj(Long::toString).toList());
    }

    @Override
    public double moveCount() {
        long[] largest = new long[heaps];
        Arrays.fill(largest, max);
        return (double) game.legalMoveCount(new Position(largest)) * size;
    }
}
