package org.nimexplorer.render;

import java.util.List;
import java.util.stream.Stream;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.explain.Equivalence;

/** Whether two heaps or two games are equivalent, with the sum that decides it and the values that explain it. */
public final class EquivalenceText {

    private EquivalenceText() {}

    public static List<String> render(Equivalence e, Painter painter) {
        if (e instanceof Equivalence.Heaps h) {
            return List.of(painter.paragraph(heaps(h, painter), 0));
        }
        return List.of(painter.paragraph(games((Equivalence.Games) e, painter), 0));
    }

    private static String heaps(Equivalence.Heaps h, Painter painter) {
        Component a = h.first();
        Component b = h.second();
        String sum = a.notation() + " + " + b.notation();
        String how = h.searched() ? " (found by searching every line of play, without Grundy values)"
                : " (decided by the Grundy values: the heaps are too large to search)";
        String values = "Their Grundy values: " + a.grundy() + " and " + b.grundy() + ".";
        if (h.equivalent() && a.equals(b)) {
            return painter.good("Equivalent.") + " " + sum + " is a P-position" + how + ": the same heap twice cancels,"
                    + " since the second player can copy every move in the other copy. Every heap is equivalent to"
                    + " itself. Its Grundy value: " + a.grundy() + ".";
        }
        if (h.equivalent()) {
            return painter.good("Equivalent.") + " " + sum + " is a P-position" + how + ": the two heaps cancel"
                    + " each other, as two equal Nim heaps do. So in any sum, " + a.notation() + " can be replaced by "
                    + b.notation() + " without changing who wins. " + values;
        }
        List<String> worth = Stream.of(a, b).filter(c -> !c.notation().equals("nim:" + c.grundy()))
                .map(c -> c.notation() + " is worth nim:" + c.grundy()).toList();
        return painter.bad("Not equivalent.") + " " + sum + " is an N-position" + how + ", so the player to move wins"
                + " it; two equivalent heaps would make it P. " + values
                + (worth.isEmpty() ? "" : " " + String.join(" and ", worth) + ".");
    }

    private static String games(Equivalence.Games g, Painter painter) {
        HeapGame a = g.first();
        HeapGame b = g.second();
        String how = g.searched() ? " (each sum searched, without Grundy values)" : " (by the Grundy values past the"
                + " search's limit)";
        if (g.differs().isEmpty()) {
            return painter.good("Equivalent on every heap from 0 to " + g.max() + ".") + " For each n, " + a.notation()
                    + ":n + " + b.notation() + ":n is a P-position" + how + ", so a heap of one game can stand for the"
                    + " same heap of the other in any sum. Raise --max to compare further.";
        }
        long n = g.differs().get();
        return painter.bad("Not equivalent.") + " They part at heap " + n + ": " + a.notation() + ":" + n + " + "
                + b.notation() + ":" + n + " is an N-position" + how + ". There " + a.notation() + ":" + n
                + " is worth " + a.grundy(n) + " and " + b.notation() + ":" + n + " is worth " + b.grundy(n) + ".";
    }
}
