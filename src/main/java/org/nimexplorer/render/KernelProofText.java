package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.nimexplorer.explain.KernelProof;

/** The two kernel properties of a one-heap game checked heap by heap, as text. */
public final class KernelProofText {

    private static final int MAX_KERNEL_ROWS = 64;

    private KernelProofText() {}

    public static List<String> render(KernelProof k, Painter painter) {
        List<String> out = new ArrayList<>();
        Set<Long> kernel = new TreeSet<>(k.kernel());
        out.add(painter.paragraph("Kernel of the one-heap game " + k.rules().moves().describe() + ", heaps 0 to " + k.max()
                + ": " + painter.good(ColumnsText.join(k.kernel(), " ")), 0));
        out.add("");
        out.add((k.stable() ? "Stable" : painter.bad("Not stable")) + ": no move from a kernel heap lands in the kernel.");
        int shown = 0;
        for (KernelProof.Entry e : k.entries()) {
            if (e.inKernel() && shown++ < MAX_KERNEL_ROWS) {
                List<Long> inside = e.followersIn(kernel);
                out.add("  " + e.heap() + ": " + (e.followers().isEmpty() ? "no move at all"
                        : "moves to " + ColumnsText.join(e.followers(), " ")
                        + (inside.isEmpty() ? ", none in the kernel"
                        : painter.bad(", but " + ColumnsText.join(inside, " ") + " is in the kernel"))));
            }
        }
        out.add((k.absorbing() ? "Absorbing" : painter.bad("Not absorbing")) + ": from every other heap some move"
                + " enters the kernel.");
        shown = 0;
        for (KernelProof.Entry e : k.entries()) {
            if (!e.inKernel() && shown++ < MAX_KERNEL_ROWS) {
                out.add("  " + e.heap() + ": " + (e.witnessTake() >= 0 ? "take " + e.witnessTake() + " -> "
                        + (e.heap() - e.witnessTake()) : painter.bad("no move enters the kernel")));
            }
        }
        if (k.entries().size() > 2 * MAX_KERNEL_ROWS) {
            out.add("  (" + MAX_KERNEL_ROWS + " heaps of each kind are listed; all " + k.entries().size()
                    + " were checked)");
        }
        out.add("");
        out.add(painter.paragraph(k.stable() && k.absorbing()
                ? "Both hold, so the player who always moves into the kernel wins: the opponent can never move into"
                        + " it, and the game ends at 0, which is in the kernel."
                : "The set fails a kernel property.", 0));
        return out;
    }
}
