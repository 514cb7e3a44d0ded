package org.nimexplorer.explain;

import static org.nimexplorer.explain.ClaimProof.LISTED_MOVES;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.ClaimProof.Example;
import org.nimexplorer.explain.ClaimProof.Miss;
import org.nimexplorer.explain.ClaimProof.NoWayIn;
import org.nimexplorer.explain.ClaimProof.Property;
import org.nimexplorer.explain.ClaimProof.RuleCheck;
import org.nimexplorer.explain.ClaimProof.RuleMiss;
import org.nimexplorer.explain.ClaimProof.StaysIn;
import org.nimexplorer.explain.ClaimProof.WrongEnd;

/** The check of a {@link ClaimProof} itself: K as a bit per position, then every position's moves against it. */
final class ClaimChecker {
    private static final int CHECK_EVERY = 1 << 16;

    private final Claim claim;
    private final MoveRule rule;
    private final Rules rules;
    private final int heaps;
    private final int max;
    private final NumberedBox box;
    private final int count;
    private final int[] takes;
    private final int smallestTake;
    private final long[] inK;

    ClaimChecker(Claim claim, MoveRule rule, Rules rules, int heaps, int max) {
        this.claim = claim;
        this.rule = rule;
        this.rules = rules;
        this.heaps = heaps;
        this.max = max;
        this.box = new NumberedBox(heaps, max);
        this.count = box.count();
        if (rules.moves() instanceof MoveSet.Subtraction set) {
            this.takes = java.util.Arrays.stream(set.takes()).filter(t -> t <= max).toArray();
            this.smallestTake = set.smallest();
        } else {
            this.takes = null;
            this.smallestTake = 1;
        }
        this.inK = new long[(count + 63) / 64];
    }

    private boolean in(int index) {
        return (inK[index >>> 6] & (1L << index)) != 0;
    }

    private boolean isEnd(long[] position) {
        for (long h : position) {
            if (h >= smallestTake) {
                return false;
            }
        }
        return true;
    }

    Result<ClaimProof> run(BooleanSupplier cancelled, LongConsumer progress) {
        long[] position = new long[heaps];
        long members = 0;
        for (int index = 0; index < count; index++) {
            if ((index & (CHECK_EVERY - 1)) == 0 && index > 0) {
                progress.accept(index);
                if (cancelled.getAsBoolean()) {
                    return Result.ok(partial(members));
                }
            }
            boolean member;
            try {
                member = claim.holdsAt(position);
            } catch (ArithmeticException e) {
                return Result.problem("the claim cannot be computed at " + new Position(position) + ": it makes "
                        + Claim.words(e));
            }
            if (member) {
                inK[index >>> 6] |= 1L << index;
                members++;
            }
            box.next(position);
        }
        return Result.ok(sweep(members, cancelled, progress));
    }

    private ClaimProof partial(long members) {
        Property none1 = new Property(1, true, 0, 0, Optional.empty());
        Property none2 = new Property(2, true, 0, 0, Optional.empty());
        Property none3 = new Property(3, true, 0, 0, Optional.empty());
        return new ClaimProof(claim.text(), rules, heaps, max, 0, members, none1, none2, none3, Optional.empty(),
                Optional.ofNullable(rule).map(r -> new RuleCheck(r.text(), r.condition(), true, 0, Optional.empty(),
                        Optional.empty())), false);
    }

    /** The smallest failing position of one kind: fewest objects, then first in heap order. */
    private static final class Smallest {
        long total = Long.MAX_VALUE;
        int index = -1;

        /** Positions come in heap order, so a later one replaces the best only with fewer objects. */
        boolean offer(int at, long objects) {
            if (objects < total) {
                total = objects;
                index = at;
                return true;
            }
            return false;
        }
    }

    private ClaimProof sweep(long members, BooleanSupplier cancelled, LongConsumer progress) {
        boolean nim = takes == null;
        boolean misere = rules.isMisere();
        // For Nim: a bit per position, for each heap, "some position below this one along the heap is in K".
        // It is kept at the line's start (the heap at 0), so one bit serves the whole line.
        long[][] seen = nim ? new long[heaps][(count + 63) / 64] : null;
        int[] takesUpTo = nim ? null : takesUpTo();
        long[] position = new long[heaps];
        long objects = 0;
        long checked1 = 0;
        long checked2 = 0;
        long moves2 = 0;
        long checked3 = 0;
        long moves3 = 0;
        long checkedRule = 0;
        long membersChecked = 0;
        Smallest end = new Smallest();
        Smallest stays = new Smallest();
        Smallest noWay = new Smallest();
        Smallest ruleMiss = new Smallest();
        RuleMiss ruleFailure = null;
        int lastOutside = -1;
        boolean complete = true;
        int index = 0;
        for (; index < count; index++, objects += box.next(position)) {
            if ((index & (CHECK_EVERY - 1)) == 0 && index > 0) {
                progress.accept(count + (long) index);
                if (cancelled.getAsBoolean()) {
                    complete = false;
                    break;
                }
            }
            boolean member = in(index);
            if (member) {
                membersChecked++;
            }
            if (isEnd(position)) {
                checked1++;
                if (member == misere) {
                    end.offer(index, objects);
                }
                if (nim && member) {
                    markSeen(seen, position, index);
                }
                continue;
            }
            boolean entersK = false;
            long moves = 0;
            for (int i = 0; i < heaps && !entersK; i++) {
                int x = (int) position[i];
                if (nim) {
                    entersK = x > 0 && (seen[i][lineStart(index, i, x) >>> 6] & (1L << lineStart(index, i, x))) != 0;
                } else {
                    for (int t : takes) {
                        if (t > x) {
                            break;
                        }
                        if (in(box.below(index, i, t))) {
                            entersK = true;
                            break;
                        }
                    }
                }
            }
            for (int i = 0; i < heaps; i++) {
                moves += nim ? position[i] : takesUpTo[(int) position[i]];
            }
            if (member) {
                checked2++;
                moves2 += moves;
                if (entersK) {
                    stays.offer(index, objects);
                }
            } else {
                checked3++;
                moves3 += moves;
                lastOutside = index;
                if (!entersK) {
                    noWay.offer(index, objects);
                }
                if (rule != null) {
                    checkedRule++;
                    Miss miss = judgeRule(position, index);
                    if (miss != null && ruleMiss.offer(index, objects)) {
                        ruleFailure = ruleMissAt(index, miss);
                    }
                }
            }
            if (nim && member) {
                markSeen(seen, position, index);
            }
        }
        if (complete) {
            progress.accept(2L * count);
        }
        Property p1 = new Property(1, end.index < 0, checked1, 0, Optional.ofNullable(end.index < 0 ? null
                : new WrongEnd(box.decode(end.index), in(end.index))));
        Property p2 = new Property(2, stays.index < 0, checked2, moves2, Optional.ofNullable(stays.index < 0 ? null
                : new StaysIn(box.decode(stays.index), movesInto(stays.index, 1).get(0))));
        Property p3 = new Property(3, noWay.index < 0, checked3, moves3, Optional.ofNullable(noWay.index < 0 ? null
                : noWayAt(noWay.index)));
        Optional<Example> example = Optional.empty();
        Optional<Example> ruleExample = Optional.empty();
        if (lastOutside >= 0) {
            List<Move> into = movesInto(lastOutside, 1);
            if (!into.isEmpty()) {
                example = Optional.of(new Example(box.decode(lastOutside), into.get(0)));
            }
            if (rule != null && judgeRule(box.decode(lastOutside).heaps(), lastOutside) == null) {
                MoveRule.Names named = (MoveRule.Names) rule.at(box.decode(lastOutside).heaps());
                ruleExample = Optional.of(new Example(box.decode(lastOutside),
                        new Move(named.heap(), box.decode(lastOutside).heap(named.heap()) - named.newSize())));
                example = ruleExample;
            }
        }
        Optional<RuleCheck> ruleCheck = Optional.empty();
        if (rule != null) {
            ruleCheck = Optional.of(new RuleCheck(rule.text(), rule.condition(), ruleFailure == null, checkedRule,
                    Optional.ofNullable(ruleFailure), ruleExample));
        }
        return new ClaimProof(claim.text(), rules, heaps, max, complete ? count : index,
                complete ? members : membersChecked, p1, p2, p3,
                example, ruleCheck, complete);
    }

    /** Marks, along every heap, that the line through this position of K has a member of K at this height. */
    private void markSeen(long[][] seen, long[] position, int index) {
        for (int i = 0; i < heaps; i++) {
            int start = lineStart(index, i, (int) position[i]);
            seen[i][start >>> 6] |= 1L << start;
        }
    }

    /** The index of the position with heap {@code i} at 0 and the others as at {@code index}. */
    private int lineStart(int index, int i, int x) {
        return box.below(index, i, x);
    }

    private int[] takesUpTo() {
        int[] up = new int[max + 1];
        int k = 0;
        for (int v = 0; v <= max; v++) {
            while (k < takes.length && takes[k] <= v) {
                k++;
            }
            up[v] = k;
        }
        return up;
    }

    /** What is wrong with the rule's move at a position outside K, or null when it is a legal move into K. */
    private Miss judgeRule(long[] position, int index) {
        MoveRule.Outcome said = rule.at(position);
        if (said instanceof MoveRule.NoHeap) {
            return Miss.NO_HEAP;
        }
        if (said instanceof MoveRule.NoSuchHeap) {
            return Miss.NO_SUCH_HEAP;
        }
        if (said instanceof MoveRule.CannotCompute) {
            return Miss.CANNOT_COMPUTE;
        }
        MoveRule.Names named = (MoveRule.Names) said;
        long x = position[named.heap()];
        long y = named.newSize();
        if (y < 0) {
            return Miss.BELOW_ZERO;
        }
        if (y > x) {
            return Miss.GROWS;
        }
        if (y == x) {
            return Miss.STAYS;
        }
        if (!rules.moves().allows(x - y)) {
            return Miss.NOT_ALLOWED;
        }
        return in(box.below(index, named.heap(), x - y)) ? null : Miss.MISSES;
    }

    private RuleMiss ruleMissAt(int index, Miss miss) {
        Position p = box.decode(index);
        MoveRule.Outcome said = rule.at(p.heaps());
        List<Move> into = movesInto(index, 1);
        Optional<Move> another = into.isEmpty() ? Optional.empty() : Optional.of(into.get(0));
        if (said instanceof MoveRule.Names n) {
            return new RuleMiss(p, miss, n.heap(), n.newSize(), "", another);
        }
        String problem = said instanceof MoveRule.CannotCompute c ? c.problem() : "";
        long number = said instanceof MoveRule.NoSuchHeap n ? n.number() : -1;
        return new RuleMiss(p, miss, -1, number, problem, another);
    }

    private NoWayIn noWayAt(int index) {
        Position p = box.decode(index);
        List<Move> listed = new ArrayList<>();
        long all = 0;
        for (int i = 0; i < heaps; i++) {
            long size = p.heap(i);
            all += takes == null ? size : java.util.Arrays.stream(takes).filter(t -> t <= size).count();
            for (int k = 0; listed.size() < LISTED_MOVES; k++) {
                long t = take(k, size);
                if (t < 0) {
                    break;
                }
                listed.add(new Move(i, t));
            }
        }
        return new NoWayIn(p, listed, all);
    }

    /** The first {@code most} moves from a position that enter K, by heap then take. */
    private List<Move> movesInto(int index, int most) {
        Position p = box.decode(index);
        List<Move> found = new ArrayList<>();
        for (int i = 0; i < heaps && found.size() < most; i++) {
            for (int k = 0; found.size() < most; k++) {
                long t = take(k, p.heap(i));
                if (t < 0) {
                    break;
                }
                if (in(box.below(index, i, t))) {
                    found.add(new Move(i, t));
                }
            }
        }
        return found;
    }

    /** The k-th take (from 0, smallest first) a heap of {@code size} allows, or -1 when there are no more. */
    private long take(int k, long size) {
        if (takes == null) {
            return k < size ? k + 1 : -1;
        }
        return k < takes.length && takes[k] <= size ? takes[k] : -1;
    }
}
