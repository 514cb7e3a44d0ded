package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A move of Moore's Nim: one or more heaps lowered at once, each by an amount of its own. It keeps
 * every changed heap's size before and after, so it reads the same in each notation without the
 * position at hand: {@code take 2 from A and 3 from C}, {@code A-2 C-3}, {@code A=1 C=0}. How many
 * heaps one move may lower is the game's business ({@link MooreNim#whyIllegal}), not the move's.
 *
 * @param lowerings the heaps changed, by heap, each heap once
 */
public record MultiMove(List<Lowering> lowerings) implements WholeMove {

    /** Heap {@code heap} (zero-based) goes down from {@code from} objects to {@code to}. */
    public record Lowering(int heap, long from, long to) {

        public Lowering {
            if (heap < 0 || to < 0 || to >= from) {
                throw new IllegalArgumentException("a move lowers a real heap to a smaller size, never below 0");
            }
        }

        public long take() {
            return from - to;
        }
    }

    public MultiMove {
        if (lowerings.isEmpty()) {
            throw new IllegalArgumentException("a move lowers at least one heap");
        }
        lowerings = lowerings.stream().sorted(Comparator.comparingInt(Lowering::heap)).toList();
        for (int i = 1; i < lowerings.size(); i++) {
            if (lowerings.get(i).heap() == lowerings.get(i - 1).heap()) {
                throw new IllegalArgumentException("a move names each heap once");
            }
        }
    }

    /** The move that turns {@code before} into {@code after}: every heap that differs is lowered. */
    public static MultiMove between(Position before, Position after) {
        if (before.size() != after.size()) {
            throw new IllegalArgumentException("a move keeps the number of heaps");
        }
        List<Lowering> changed = new ArrayList<>();
        for (int i = 0; i < before.size(); i++) {
            if (before.heap(i) != after.heap(i)) {
                changed.add(new Lowering(i, before.heap(i), after.heap(i)));
            }
        }
        return new MultiMove(changed);
    }

    /** How many heaps the move lowers. */
    public int heapCount() {
        return lowerings.size();
    }

    /** The position after the move; the move must have been made for this position. */
    public Position applyTo(Position position) {
        long[] heaps = position.heaps();
        for (Lowering l : lowerings) {
            if (l.heap() >= heaps.length || heaps[l.heap()] != l.from()) {
                throw new IllegalArgumentException("the move " + shortForm() + " was not made for " + position);
            }
            heaps[l.heap()] = l.to();
        }
        return new Position(heaps);
    }

    /** "take 2 from A and 3 from C"; three heaps or more read "take 2 from A, 1 from B and 3 from C". */
    public String describe() {
        return "take " + Text.and(lowerings.stream().map(l -> l.take() + " from " + HeapLabels.of(l.heap())).toList());
    }

    /** "A-2 C-3": what each heap loses, the short notation. */
    public String shortForm() {
        return lowerings.stream().map(l -> HeapLabels.of(l.heap()) + "-" + l.take()).collect(Collectors.joining(" "));
    }

    /** "A=1 C=0": what each heap is left with. */
    public String leavesForm() {
        return lowerings.stream().map(l -> HeapLabels.of(l.heap()) + "=" + l.to()).collect(Collectors.joining(" "));
    }
}
