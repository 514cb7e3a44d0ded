package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.explain.GameClaimProof.Spot;
import org.nimexplorer.explain.GameClaimProof.Step;

/**
 * A box of heap games, a {@link PartList} per letter: a position is a part for each letter, numbered
 * with letter a the most significant, so positions come in heap order.
 */
final class PartsSpace implements ClaimSpace {

    private final List<PartList> lists;
    private final int[] stride;
    private final int size;

    PartsSpace(List<PartList> lists) {
        this.lists = lists;
        this.stride = new int[lists.size()];
        long s = 1;
        for (int i = lists.size() - 1; i >= 0; i--) {
            stride[i] = (int) s;
            s *= lists.get(i).size();
        }
        this.size = (int) s;
    }

    /** How many positions the lists make together, without making them. */
    static double positions(List<PartList> lists) {
        return lists.stream().mapToDouble(PartList::size).reduce(1, (a, b) -> a * b);
    }

    @Override
    public int heaps() {
        return lists.size();
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean inBox(int index) {
        return true;
    }

    private int part(int index, int i) {
        return index / stride[i] % lists.get(i).size();
    }

    @Override
    public long objects(int index) {
        long n = 0;
        for (int i = 0; i < lists.size(); i++) {
            n += lists.get(i).objects(part(index, i));
        }
        return n;
    }

    /** Each part's objects, then each part's Grundy value, which {@code g(a)} reads. */
    @Override
    public long[] letters(int index) {
        int h = lists.size();
        long[] out = new long[2 * h];
        for (int i = 0; i < h; i++) {
            int p = part(index, i);
            out[i] = lists.get(i).objects(p);
            out[h + i] = lists.get(i).value(p);
        }
        return out;
    }

    @Override
    public long moves(int index, IntPredicate stop) {
        long count = 0;
        for (int i = 0; i < lists.size(); i++) {
            int p = part(index, i);
            for (PartList.Option o : lists.get(i).options(p)) {
                count++;
                if (stop.test(index + (o.target() - p) * stride[i])) {
                    return count;
                }
            }
        }
        return count;
    }

    @Override
    public List<Step> steps(int index, IntPredicate wanted, int most) {
        List<Step> out = new ArrayList<>();
        for (int i = 0; i < lists.size() && out.size() < most; i++) {
            int p = part(index, i);
            PartList list = lists.get(i);
            for (PartList.Option o : list.options(p)) {
                int target = index + (o.target() - p) * stride[i];
                if (wanted.test(target)) {
                    out.add(step(i, list.rows(p), o, spot(target)));
                    if (out.size() == most) {
                        break;
                    }
                }
            }
        }
        return out;
    }

    /**
     * A move in part {@code i}, in the game's own words ("knock down pin 3 of C, leaving rows of 2 and
     * 2"), with the row it is made in named when the part has more than one.
     */
    private Step step(int i, long[] rows, PartList.Option o, Spot after) {
        List<Component> parts = new ArrayList<>();
        for (int j = 0; j < lists.size(); j++) {
            parts.add(new Component(lists.get(j).game(), j == i ? o.row() : 0));
        }
        SumMove move = new SumMove(i, o.option());
        String which = rows.length > 1 ? " (in " + HeapLabels.of(i) + "'s " + lists.get(i).game().heapWord() + " of "
                + o.row() + ")" : "";
        return new Step(move.shortForm(), move.describe(new GameSum(parts)) + which, after);
    }

    @Override
    public boolean plain(int index) {
        for (int i = 0; i < lists.size(); i++) {
            if (lists.get(i).rowCount(part(index, i)) > 1) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Spot spot(int index) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < lists.size(); i++) {
            long[] rows = lists.get(i).rows(part(index, i));
            out.add(rows.length == 0 ? "0" : String.join("+", Arrays.stream(rows).mapToObj(Long::toString).toList()));
        }
        return new Spot(out);
    }

    @Override
    public double moveCount() {
        double all = 0;
        for (int i = 0; i < lists.size(); i++) {
            PartList list = lists.get(i);
            double inList = 0;
            for (int p = 0; p < list.size(); p++) {
                inList += list.options(p).length;
            }
            all += inList * (positions(lists) / list.size());
        }
        return all;
    }
}
