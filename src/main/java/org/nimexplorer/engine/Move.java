package org.nimexplorer.engine;

/** Take {@code take} objects from the heap at zero-based index {@code heap}. */
public record Move(int heap, long take) {

    public Move {
        if (heap < 0 || take <= 0) {
            throw new IllegalArgumentException("a move takes at least one object from a real heap");
        }
    }

    /** The size the heap has after this move, in the given position. */
    public long leavesHeapAt(Position position) {
        return position.heap(heap) - take;
    }

    public Position applyTo(Position position) {
        return position.with(heap, leavesHeapAt(position));
    }

    /** "take 2 from A". */
    public String describe() {
        return "take " + take + " from " + HeapLabels.of(heap);
    }

    /** "A-2": the short notation. */
    public String shortForm() {
        return HeapLabels.of(heap) + "-" + take;
    }
}
