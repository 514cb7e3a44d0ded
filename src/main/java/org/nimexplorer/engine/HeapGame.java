package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The rule for moving in one heap, as a component of a sum of games: Nim, a subtraction game, an
 * octal game such as Kayles (moves may split a heap in two) or Lasker's Nim. A sum gives every heap
 * its own game; by the Sprague-Grundy theorem each heap is worth a Nim heap of its Grundy value.
 */
public sealed interface HeapGame extends Game permits HeapGame.Nim, HeapGame.Subtract, HeapGame.Octal, HeapGame.Lasker {

    /** Every move from a heap of this size, by take then by the smaller heap left; small heaps only. */
    List<HeapOption> options(long heap);

    /**
     * The options that leave exactly this Grundy value: the first {@code limit} of them in the order of
     * {@link #options}, and how many there are, in time that does not grow with the heap.
     */
    HeapOptions optionsTo(long heap, long target, int limit);

    /**
     * Whether the game has this kind of move: how much it takes and whether it leaves nothing, one
     * heap or two; the sizes are checked by {@link #whyIllegal}.
     */
    boolean allows(HeapOption option);

    /** Why this option cannot be played from a heap of this size, if it cannot; what is accepted otherwise. */
    default Optional<String> whyIllegal(long heap, HeapOption option) {
        if (option.take() > heap) {
            return Optional.of("it has only " + heap + ", so " + option.take() + " cannot be taken");
        }
        if (option.take() == 0 && !option.splits()) {
            return Optional.of("a move must take at least one object");
        }
        long rest = heap - option.take();
        if (option.left() + option.right() != rest) {
            return Optional.of("taking " + option.take() + " from " + heap + " leaves " + rest + " in all, not "
                    + (option.splits() ? option.left() + " and " + option.right() : option.left()));
        }
        if (!allows(option)) {
            return Optional.of("that move is not allowed in " + notation() + ": " + describe());
        }
        return Optional.empty();
    }

    /** The Grundy value of a heap; only for heaps {@link #whyUnknown} accepts. */
    long grundy(long heap);

    /** Why the value of this heap is not known, if it is not (a game whose period is not found). */
    default Optional<String> whyUnknown(long heap) {
        return Optional.empty();
    }

    /** The pattern of the Grundy values in words: "a heap of n is worth n", "period 12 from heap 71, ...". */
    String pattern();

    /** True when a move may split a heap in two. */
    default boolean splits() {
        return false;
    }

    /** What one heap is called in this game: "heap", "row". */
    default String heapWord() {
        return "heap";
    }

    /** Nim: take any number from the heap. */
    record Nim() implements HeapGame {
        @Override
        public List<HeapOption> options(long heap) {
            List<HeapOption> all = new ArrayList<>();
            for (long t = 1; t <= heap; t++) {
                all.add(new HeapOption(t, heap - t, 0));
            }
            return all;
        }

        @Override
        public HeapOptions optionsTo(long heap, long target, int limit) {
            OptionTally tally = new OptionTally(limit);
            if (target < heap) {
                tally.add(heap - target, target, 0);
            }
            return tally.options();
        }

        @Override
        public boolean allows(HeapOption option) {
            return option.take() >= 1 && !option.splits();
        }

        @Override
        public long grundy(long heap) {
            return heap;
        }

        @Override
        public String pattern() {
            return "a heap of n has the value n";
        }

        @Override
        public String notation() {
            return "nim";
        }

        @Override
        public String describe() {
            return "Nim: take any number from the heap";
        }
    }

    /** A subtraction game: take one of the listed amounts. */
    record Subtract(MoveSet.Subtraction set) implements HeapGame {
        @Override
        public List<HeapOption> options(long heap) {
            List<HeapOption> all = new ArrayList<>();
            for (int t : set.takes()) {
                if (t <= heap) {
                    all.add(new HeapOption(t, heap - t, 0));
                }
            }
            return all;
        }

        @Override
        public HeapOptions optionsTo(long heap, long target, int limit) {
            OptionTally tally = new OptionTally(limit);
            options(heap).stream().filter(o -> grundy(o.left()) == target).forEach(tally::add);
            return tally.options();
        }

        @Override
        public Optional<String> whyIllegal(long heap, HeapOption option) {
            if (option.take() >= 1 && option.take() <= heap && !set.allows(option.take())) {
                return Optional.of(notation() + " allows taking " + set.listTakes() + ", not " + option.take());
            }
            return HeapGame.super.whyIllegal(heap, option);
        }

        @Override
        public boolean allows(HeapOption option) {
            return set.allows(option.take()) && !option.splits();
        }

        @Override
        public long grundy(long heap) {
            return Engine.grundy(heap, set);
        }

        @Override
        public String pattern() {
            if (set.isRangeFromOne()) {
                return "a heap of n has the value n mod " + (set.largest() + 1);
            }
            GrundySequence values = GrundySequence.of(set);
            return "values repeat with period " + values.period() + " from heap " + values.preperiod();
        }

        @Override
        public String notation() {
            return "sub[" + set.notation() + "]";
        }

        @Override
        public String describe() {
            return "the subtraction game: " + set.describe();
        }
    }

    /** An octal game given by its code, such as 0.77 (Kayles). */
    record Octal(OctalCode code) implements HeapGame {
        @Override
        public List<HeapOption> options(long heap) {
            return code.options(heap);
        }

        @Override
        public HeapOptions optionsTo(long heap, long target, int limit) {
            OptionTally tally = new OptionTally(limit);
            for (int k = 1; k <= code.largestTake() && k <= heap; k++) {
                int d = code.digit(k);
                long rest = heap - k;
                if ((d & 1) != 0 && rest == 0 && target == 0) {
                    tally.add(k, 0, 0);
                }
                if ((d & 2) != 0 && rest >= 1 && grundy(rest) == target) {
                    tally.add(k, rest, 0);
                }
                if ((d & 4) != 0) {
                    OctalSplits.into(OctalValues.of(code), k, rest, target, tally);
                }
            }
            return tally.options();
        }

        /** Says which takes the code allows, or what a take of that size may leave. */
        @Override
        public Optional<String> whyIllegal(long heap, HeapOption option) {
            Optional<String> general = HeapGame.super.whyIllegal(heap, option);
            if (general.isEmpty() || option.take() == 0 || option.take() > heap) {
                return general;
            }
            int d = code.digit((int) Math.min(option.take(), OctalCode.MAX_DIGITS + 1));
            if (d == 0) {
                return Optional.of(notation() + " allows taking " + code.allowedTakes() + ", not " + option.take());
            }
            return general.filter(why -> !why.startsWith("that move")).or(() -> Optional.of("in " + notation()
                    + " taking " + option.take() + " is allowed only " + OctalCode.leaves(d)));
        }

        @Override
        public boolean allows(HeapOption option) {
            if (option.take() < 1 || option.take() > code.largestTake()) {
                return false;
            }
            int d = code.digit((int) option.take());
            int needs = option.splits() ? 4 : option.left() == 0 ? 1 : 2;
            return (d & needs) != 0;
        }

        @Override
        public long grundy(long heap) {
            return OctalValues.of(code).valueOf(heap);
        }

        @Override
        public Optional<String> whyUnknown(long heap) {
            return OctalValues.of(code).whyUnknown(heap);
        }

        @Override
        public boolean splits() {
            return code.splits();
        }

        @Override
        public String heapWord() {
            return code.name().isPresent() && code.name().get().contains("Kayles") ? "row" : "heap";
        }

        @Override
        public String pattern() {
            OctalValues values = OctalValues.of(code);
            return values.periodicity().map(p -> "values repeat with period " + p.period() + " from heap "
                    + p.preperiod() + " (proved: 'grundy --game " + notation() + "' shows how)")
                    .orElse("no period found among the first " + String.format("%,d", values.computed())
                            + " values, so only heaps up to " + String.format("%,d", values.computed() - 1)
                            + " are known");
        }

        @Override
        public String notation() {
            return code.nickname().orElse(code.toString());
        }

        @Override
        public String describe() {
            return code.name().map(n -> n + " (octal game " + code + ")").orElse("the octal game " + code)
                    + ": " + code.describeMoves();
        }
    }

    /**
     * Lasker's Nim: take any number from a heap, or split a heap into two non-empty heaps. Its
     * Grundy values follow a pattern in fours, which {@link #grundy} uses and the tests check against
     * the mex rule and against search.
     */
    record Lasker() implements HeapGame {
        @Override
        public List<HeapOption> options(long heap) {
            List<HeapOption> all = new Nim().options(heap);
            for (long a = 1; a <= heap / 2; a++) {
                all.add(new HeapOption(0, a, heap - a));
            }
            return all;
        }

        @Override
        public HeapOptions optionsTo(long heap, long target, int limit) {
            OptionTally tally = new OptionTally(limit);
            // Only heaps of target - 1, target and target + 1 can have the value target.
            for (long left = Math.min(heap - 1, target + 1); left >= Math.max(0, target - 1); left--) {
                if (grundy(left) == target) {
                    tally.add(heap - left, left, 0);
                }
            }
            LaskerSplits.into(heap, target, tally);
            return tally.options();
        }

        @Override
        public boolean allows(HeapOption option) {
            return option.splits() ? option.take() == 0 : option.take() >= 1;
        }

        @Override
        public long grundy(long heap) {
            return switch ((int) (heap % 4)) {
                case 0 -> heap == 0 ? 0 : heap - 1;
                case 3 -> heap + 1;
                default -> heap;
            };
        }

        /** Past 2^63 - 2 a heap's value may not fit a long. */
        @Override
        public Optional<String> whyUnknown(long heap) {
            return heap == Long.MAX_VALUE
                    ? Optional.of("a heap of " + heap + " in Lasker's Nim has a value too large to write here")
                    : Optional.empty();
        }

        @Override
        public boolean splits() {
            return true;
        }

        @Override
        public String pattern() {
            return "values in fours: 4k+1 and 4k+2 keep their size, 4k+3 is worth 4k+4, and 4k+4 is worth 4k+3";
        }

        @Override
        public String notation() {
            return "lasker";
        }

        @Override
        public String describe() {
            return "Lasker's Nim: take any number from a heap, or split it into two non-empty heaps";
        }
    }
}
