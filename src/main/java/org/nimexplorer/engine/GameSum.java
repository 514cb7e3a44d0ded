package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A position made of heaps that may each follow a different game, like a Nim heap of 3, a row of 5
 * Kayles pins and a heap of 7 in the subtraction game 1, 3, 4. By the Sprague-Grundy theorem the
 * sum is won like Nim on the heaps' Grundy values.
 */
public record GameSum(List<Component> parts) {

    public GameSum {
        parts = List.copyOf(parts);
    }

    /** Every heap of one game. */
    public static GameSum of(HeapGame game, long... sizes) {
        List<Component> parts = new ArrayList<>();
        for (long s : sizes) {
            parts.add(new Component(game, s));
        }
        return new GameSum(parts);
    }

    public int size() {
        return parts.size();
    }

    public Component part(int index) {
        return parts.get(index);
    }

    /** The heaps' sizes alone, in order, without their games. */
    public Position sizes() {
        return new Position(parts.stream().mapToLong(Component::size).toArray());
    }

    /** True when every heap is of this one game. */
    public boolean allOf(HeapGame game) {
        return parts.stream().allMatch(c -> c.game().equals(game));
    }

    /** The games played in the sum, each once, in order of first appearance. */
    public List<HeapGame> games() {
        return parts.stream().map(Component::game).distinct().toList();
    }

    /** The same sum without empty heaps and in a fixed order: equal as a game. */
    public GameSum canonical() {
        return new GameSum(parts.stream().filter(c -> c.size() > 0)
                .sorted(Comparator.comparing((Component c) -> c.game().notation()).thenComparingLong(Component::size))
                .toList());
    }

    /** Every move, heap by heap; only sensible for small heaps. */
    public List<SumMove> moves() {
        List<SumMove> all = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            for (HeapOption o : parts.get(i).game().options(parts.get(i).size())) {
                all.add(new SumMove(i, o));
            }
        }
        return all;
    }

    /** "nim:3 kayles:5 sub[1,3,4]:7". */
    public String notation() {
        return parts.stream().map(Component::notation).collect(Collectors.joining(" "));
    }

    /** "3 5 7" when every heap is of one game, the notation otherwise. */
    @Override
    public String toString() {
        if (games().size() <= 1) {
            return parts.stream().map(c -> Long.toString(c.size())).collect(Collectors.joining(" "));
        }
        return notation();
    }
}
