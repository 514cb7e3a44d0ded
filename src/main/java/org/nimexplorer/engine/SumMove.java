package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.List;

/** A move in a sum of games: one option, in the heap at zero-based index {@code part}. */
public record SumMove(int part, HeapOption option) {

    /**
     * The sum after the move: the heap is replaced by what it leaves, a split's second heap
     * right after the first, so the heaps after it move up one letter.
     */
    public GameSum applyTo(GameSum sum) {
        List<Component> parts = new ArrayList<>(sum.parts());
        HeapGame game = parts.get(part).game();
        parts.set(part, new Component(game, option.left()));
        if (option.splits()) {
            parts.add(part + 1, new Component(game, option.right()));
        }
        return new GameSum(parts);
    }

    /**
     * "take 2 from B, leaving heaps of 1 and 3", with the game's own word for a heap; in a row of pins,
     * which pins to knock down, counted from 1 at the left end, and the same pins counted from the
     * right when they differ: "knock down pins 2-3 (or 3-4) of B, leaving rows of 1 and 2".
     */
    public String describe(GameSum sum) {
        Component c = sum.parts().get(part);
        String label = HeapLabels.of(part);
        String word = c.game().heapWord();
        if (option.take() == 0) {
            return "split " + label + " into " + word + "s of " + option.left() + " and " + option.right();
        }
        String leaving = option.splits() ? ", leaving " + word + "s of " + option.left() + " and " + option.right()
                : option.left() == 0 ? ", leaving nothing" : ", leaving a " + word + " of " + option.left();
        if (word.equals("row")) {
            List<String> pins = pins(c.size());
            return knockDown(pins.get(0)) + (pins.size() > 1 ? " (or " + pins.get(1) + ")" : "") + " of " + label
                    + leaving;
        }
        return "take " + option.take() + " from " + label + (c.game().splits() ? leaving : "");
    }

    /**
     * Each way to say this move in a row of {@code row} pins: "knock down pins 1-2 of C", and when the
     * same pins counted from the right differ, "knock down pins 7-8 of C" too.
     */
    public List<String> knockDowns(long row) {
        return pins(row).stream().map(p -> knockDown(p) + " of " + HeapLabels.of(part)).toList();
    }

    /** "knock down pin 3", "knock down pins 2-3". */
    private String knockDown(String pins) {
        return "knock down " + (option.take() == 1 ? "pin " : "pins ") + pins;
    }

    /** The pins knocked down in a row of {@code row}, counted from the left end, then from the right if that differs. */
    private List<String> pins(long row) {
        long first = option.splits() ? option.left() + 1 : 1;
        long last = first + option.take() - 1;
        String left = pins(first, last);
        String right = pins(row + 1 - last, row + 1 - first);
        return left.equals(right) ? List.of(left) : List.of(left, right);
    }

    /** "3" or "2-3": pins counted from 1 at the row's left end. */
    private static String pins(long first, long last) {
        return first == last ? Long.toString(first) : first + "-" + last;
    }

    /** "B-2" for a plain take, "B-2=1+3" for a take that splits, "B=1+3" for a split alone. */
    public String shortForm() {
        String label = HeapLabels.of(part);
        String split = option.left() + "+" + option.right();
        if (option.take() == 0) {
            return label + "=" + split;
        }
        return label + "-" + option.take() + (option.splits() ? "=" + split : "");
    }
}
