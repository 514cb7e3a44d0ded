package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.GrundySequence;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.OctalValues;
import org.nimexplorer.engine.Result;

/**
 * The Grundy values of one heap game, g(0) to g(max), with how their pattern is known: a period
 * proved (by the octal periodicity theorem, or because a subtraction game's values depend only on a
 * window of the last ones), a closed form (Nim, Lasker's Nim), or no period found within the values
 * computed. {@code asked} holds the values of single heaps asked for, however large.
 */
public record GrundyTable(HeapGame game, long[] values, Pattern pattern, List<HeapValue> asked) {

    /** Values shown when no --max is given: at least this many, and past the preperiod by two periods. */
    public static final int DEFAULT_SHOWN = 36;

    /** The largest --max a table prints. */
    public static final long MOST_SHOWN = 100_000;

    public GrundyTable {
        values = values.clone();
        asked = List.copyOf(asked);
    }

    @Override
    public long[] values() {
        return values.clone();
    }

    /** One heap asked for by size, with its value and the heap below the preperiod that has the same. */
    public record HeapValue(long heap, long value, Optional<Long> sameAs) {}

    /** How the values' pattern is known. */
    public sealed interface Pattern {
        /** Values repeat with {@code period} from heap {@code preperiod}; {@code checkedUpTo} is the proof's bound. */
        record Periodic(long preperiod, long period, long checkedUpTo, boolean octalTheorem) implements Pattern {}

        /** A formula gives every value: "n" for Nim, the pattern in fours for Lasker's Nim. */
        record Formula(String words) implements Pattern {}

        /** No period among the values computed, so only heaps below {@code known} have a value. */
        record Unsettled(long known) implements Pattern {}
    }

    /** The table up to {@code max} (or a default) when {@code withTable}, and the values of the heaps asked for. */
    public static Result<GrundyTable> of(HeapGame game, Optional<Long> max, List<Long> heaps, boolean withTable) {
        Pattern pattern = patternOf(game);
        long shown = withTable ? max.orElseGet(() -> defaultShown(pattern)) : -1;
        if (withTable && (shown < 0 || shown > MOST_SHOWN)) {
            return Result.problem("the largest heap shown must be from 0 to " + String.format("%,d", MOST_SHOWN)
                    + ", not " + shown + "; name a single heap to have its value, however large");
        }
        for (long h : heaps) {
            Optional<String> why = game.whyUnknown(h);
            if (why.isPresent()) {
                return Result.problem(why.get());
            }
        }
        if (pattern instanceof Pattern.Unsettled u && shown >= u.known()) {
            return Result.problem(game.whyUnknown(shown).orElseThrow());
        }
        long[] values = new long[(int) (shown + 1)];
        for (int n = 0; n <= shown; n++) {
            values[n] = game.grundy(n);
        }
        List<HeapValue> asked = heaps.stream().map(h -> new HeapValue(h, game.grundy(h), sameAs(pattern, h))).toList();
        return Result.ok(new GrundyTable(game, values, pattern, asked));
    }

    private static Optional<Long> sameAs(Pattern pattern, long heap) {
        if (pattern instanceof Pattern.Periodic p && heap >= p.preperiod() + p.period()) {
            return Optional.of(p.preperiod() + (heap - p.preperiod()) % p.period());
        }
        return Optional.empty();
    }

    private static long defaultShown(Pattern pattern) {
        if (pattern instanceof Pattern.Periodic p) {
            long shown = Math.max(DEFAULT_SHOWN, p.preperiod() + 2 * p.period());
            // Whole rows of a period each, as the table draws a short period.
            long rows = p.period() <= 16 ? (shown + p.period() - 1) / p.period() * p.period() : shown;
            return Math.min(rows, 200) - 1;
        }
        return DEFAULT_SHOWN - 1;
    }

    private static Pattern patternOf(HeapGame game) {
        if (game instanceof HeapGame.Octal octal) {
            OctalValues values = OctalValues.of(octal.code());
            return values.periodicity().<Pattern>map(p -> new Pattern.Periodic(p.preperiod(), p.period(),
                    p.checkedUpTo(), true)).orElse(new Pattern.Unsettled(values.computed()));
        }
        if (game instanceof HeapGame.Subtract s) {
            GrundySequence seq = GrundySequence.of(s.set());
            return new Pattern.Periodic(seq.preperiod(), seq.period(), seq.preperiod() + seq.period()
                    + s.set().largest(), false);
        }
        return new Pattern.Formula(game.pattern());
    }
}
