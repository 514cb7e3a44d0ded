package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.Kernel;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;

/**
 * The two properties that make a set of heap sizes the kernel of a one-heap subtraction game,
 * checked one heap at a time from the moves themselves: no move from a kernel heap lands in the
 * kernel (it is stable), and from every other heap some move does (it is absorbing).
 *
 * @param stable    no kernel heap has a follower in the kernel
 * @param absorbing every heap outside the kernel has a witness move into it
 */
public record KernelProof(Rules rules, long max, List<Long> kernel, List<Entry> entries, boolean stable,
        boolean absorbing) implements Derivation {

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.kernel(this);
    }

    public static final long MAX = 10_000;

    /**
     * One heap size: its followers, whether it is in the kernel, and (outside the kernel) the
     * smallest take that enters it, or -1 when there is none.
     */
    public record Entry(long heap, boolean inKernel, List<Long> followers, long witnessTake) {
        public Entry {
            followers = List.copyOf(followers);
        }

        /** The followers that lie in the kernel (none, for a kernel heap, if the kernel is stable). */
        public List<Long> followersIn(Set<Long> kernel) {
            return followers.stream().filter(kernel::contains).toList();
        }
    }

    public KernelProof {
        kernel = List.copyOf(kernel);
        entries = List.copyOf(entries);
    }

    public static Result<KernelProof> of(MoveSet.Subtraction set, long max) {
        if (max < 0 || max > MAX) {
            return Result.outOfBounds(new Bound(Bound.Name.MAX, 0, MAX, max));
        }
        Rules rules = new Rules(Play.NORMAL, set);
        return Kernel.of(rules, max).map(kernel -> prove(rules, set, max, kernel));
    }

    private static KernelProof prove(Rules rules, MoveSet.Subtraction set, long max, List<Long> kernelList) {
        Set<Long> kernel = new TreeSet<>(kernelList);
        List<Entry> entries = new ArrayList<>();
        boolean stable = true;
        boolean absorbing = true;
        for (long n = 0; n <= max; n++) {
            List<Long> followers = new ArrayList<>();
            long witness = -1;
            for (int t : set.takes()) {
                if (t <= n) {
                    followers.add(n - t);
                    if (witness < 0 && kernel.contains(n - t)) {
                        witness = t;
                    }
                }
            }
            boolean in = kernel.contains(n);
            stable &= !in || witness < 0;
            absorbing &= in || witness >= 0;
            // A kernel heap has no witness: no move from it enters the kernel.
            entries.add(new Entry(n, in, followers, witness));
        }
        return new KernelProof(rules, max, kernelList, entries, stable, absorbing);
    }
}
