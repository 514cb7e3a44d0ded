package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.HeapOption;
import org.nimexplorer.engine.Kernel;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.SumMove;

/**
 * Recognises a {@link Misconception} in a wrong answer and says it in plain words. "You added the
 * heaps" teaches more than the right number does, but a wrong diagnosis is worse than none, so each
 * check asks for evidence that only that wrong idea explains:
 *
 * <ul>
 *   <li>A sentence restates only what the learner did (their own numbers, heap labels and sizes) and the
 *       rule they missed; it never holds the right answer, which the learner is still to find.
 *   <li>A misconception is named only to a learner who knows every idea in its {@link
 *       Misconception#needs()}.
 *   <li>A number is a reading of what the learner computed (a sum, an XOR of the sizes). When two
 *       different wrong ideas explain the same number (in a subtraction game, the sum of the Grundy values
 *       that is also the XOR of the heap sizes), nothing is said.
 *   <li>A move can show several wrong ideas at once; the most specific one the learner can follow is
 *       named, in this order: the misère endgame, the nim-sum's leading column, the mirror, the largest
 *       heap. Moves from a P-position get no diagnosis: every move loses there, so the move is not the
 *       mistake.
 * </ul>
 */
public final class Diagnose {

    /** A single heap's moves are read for a misconception only up to this size. */
    private static final long MEX_READ_UP_TO = 1000;

    /** Beyond this many heaps a sum is not written out term by term. */
    private static final int TERMS_SHOWN = 5;

    /**
     * Below this bit, a column's value (1, 2) is also the bit number of a neighbouring column, so an answer
     * equal to it may be a miscounted column rather than a value for a bit number.
     */
    private static final int SMALLEST_CLEAR_BIT_FOR_VALUE = 2;


    private static final String XOR_RULE = "sum each binary column without carrying, and keep only whether it is odd.";

    private Diagnose() {}

    /**
     * A wrong decimal answer to a question answered with a number: the readings its kind makes of the
     * number ({@link WholeNumber#readings}). An answer that looks like binary is no reading of a number:
     * {@link WholeNumber#looksLikeBinary} turns it away before it is judged.
     */
    public static Optional<Diagnosis> number(WholeNumber question, long given, Set<Idea> known) {
        if (given == question.value()) {
            return Optional.empty();
        }
        List<Diagnosis> readings = question.readings(given);
        return readings.size() == 1 ? known(readings.get(0), known) : Optional.empty();
    }

    /** A wrong answer to a {@link ToBinary}, as typed. */
    public static Optional<Diagnosis> binary(ToBinary question, String text, Set<Idea> known) {
        String t = text.strip();
        boolean digitsOnly = !t.isEmpty() && t.chars().allMatch(c -> c >= '0' && c <= '9');
        boolean numberItself = question.number() >= 2 && t.equals(Long.toString(question.number()));
        boolean otherDigits = t.chars().anyMatch(c -> c >= '2' && c <= '9');
        if (!digitsOnly || !(numberItself || otherDigits)) {
            return Optional.empty();
        }
        String sentence = numberItself
                ? "You wrote " + t + ", the number itself in decimal. In binary every digit is a zero or a one,"
                        + " and each stands for a power of two."
                : "You wrote " + t + ", but binary uses only the digits zero and one: each stands for a power of"
                        + " two.";
        return known(new Diagnosis(Misconception.DECIMAL_FOR_BINARY, sentence), known);
    }

    /**
     * A legal move already judged not to win.
     *
     * @return empty also for a move from a P-position, and where the engine cannot decide the position
     */
    public static Optional<Diagnosis> move(Position position, Rules rules, Move move, Set<Idea> known) {
        if (!(Engine.analyze(position, rules) instanceof Result.Ok<Analysis> decided)) {
            return Optional.empty();
        }
        Analysis analysis = decided.value();
        if (analysis.winningMoves().isEmpty() || analysis.isWinningMove(move)) {
            return Optional.empty();
        }
        Position after = move.applyTo(position);
        List<Supplier<Optional<Diagnosis>>> mostSpecificFirst = List.of(
                () -> normalRuleInMisereEnd(rules, after),
                () -> heapWithoutLeadingBit(position, rules, move),
                () -> mirrorOutOfPlace(rules, move, after),
                () -> emptiedLargestHeap(analysis, move, after));
        return mostSpecificFirst.stream().map(Supplier::get).flatMap(Optional::stream)
                .filter(d -> known.containsAll(d.misconception().needs())).findFirst();
    }

    /** A wrong kernel of a one-heap game, as a list of heap sizes in any order. */
    public static Optional<Diagnosis> kernel(KernelUpTo question, List<Long> given, Set<Idea> known) {
        Rules rules = question.rules();
        // A kernel question is always about a subtraction game: its own proof reads the set the same way.
        MoveSet.Subtraction set = (MoveSet.Subtraction) rules.moves();
        if (rules.isMisere() || !set.isRangeFromOne() || set.largest() < 2) {
            return Optional.empty();
        }
        int k = set.largest();
        List<Long> multiplesOfK = LongStream.rangeClosed(0, question.max() / k).map(i -> i * k).boxed().toList();
        List<Long> listed = given.stream().distinct().sorted().toList();
        if (!listed.equals(multiplesOfK) || listed.equals(Kernel.of(rules, question.max()).orThrow())) {
            return Optional.empty();
        }
        return known(new Diagnosis(Misconception.KERNEL_MULTIPLES_OF_K, "You listed the multiples of " + k
                + ". But from a heap of " + k + " the player to move takes all " + k + " and wins, so " + k
                + " is not in the kernel."), known);
    }

    /**
     * The first word of a 'd H y' answer to a {@link Lemma2Step}: the bit number d of the
     * nim-sum's leftmost 1. Called for any d the grader did not accept as the bit number, including a
     * column value it accepts as a second reading.
     */
    public static Optional<Diagnosis> lemma2Bit(Lemma2Step question, long givenD, Set<Idea> known) {
        Lemma2 lemma = Lemma2.of(question.position());
        if (!lemma.applies() || lemma.bit() < SMALLEST_CLEAR_BIT_FOR_VALUE || givenD != lemma.bitValue()) {
            return Optional.empty();
        }
        return known(new Diagnosis(Misconception.COLUMN_VALUE_FOR_BIT, "You gave " + givenD + ", the value of the"
                + " column of the nim-sum's leftmost 1. Its bit number counts the columns from zero, starting at"
                + " the ones column."), known);
    }

    static List<Diagnosis> nimSumReadings(Position position, MoveSet moves, long given, long right) {
        List<Long> heaps = position.stream().boxed().toList();
        List<Diagnosis> readings = new ArrayList<>();
        if (moves instanceof MoveSet.AnyAmount) {
            if (given == position.total()) {
                readings.add(added(shown("You added the heaps: ", heaps, " + ", given, right,
                        "Your " + given + " is the ordinary sum of the heaps."), "The nim-sum is their XOR: "));
            }
            return readings;
        }
        List<Long> grundy = heaps.stream().map(h -> Engine.grundy(h, moves)).toList();
        if (given == grundy.stream().mapToLong(Long::longValue).sum()) {
            readings.add(added(shown("You added the Grundy values: ", grundy, " + ", given, right,
                    "Your " + given + " is the ordinary sum of the Grundy values."), "The nim-sum is their XOR: "));
        } else if (given == position.total()) {
            readings.add(added(shown("You added the heap sizes: ", heaps, " + ", given, right,
                    "Your " + given + " is the ordinary sum of the heap sizes."),
                    "XOR their Grundy values instead: "));
        }
        if (given == heaps.stream().mapToLong(Long::longValue).reduce(0, (x, y) -> x ^ y)) {
            readings.add(new Diagnosis(Misconception.PLAIN_NIM_SUM_IN_SUBTRACTION, shown(
                    "You took the XOR of the heap sizes: ", heaps, " xor ", given, right,
                    "Your " + given + " is the XOR of the heap sizes themselves.")
                    + " In a subtraction game each heap counts as its Grundy value: XOR those instead."));
        }
        return readings;
    }

    static Diagnosis added(String whatTheLearnerDid, String rightRuleStart) {
        return new Diagnosis(Misconception.ADDED_NOT_XORED, whatTheLearnerDid + " " + rightRuleStart + XOR_RULE);
    }

    /**
     * "3 + 4 + 5 = 12" after the lead, when short and free of the right value (a heap may equal the
     * nim-sum); otherwise the fallback, which names only the learner's number.
     */
    private static String shown(String lead, List<Long> terms, String operator, long given, long right,
            String fallback) {
        if (terms.size() > TERMS_SHOWN || terms.contains(right)) {
            return fallback;
        }
        return lead + terms.stream().map(String::valueOf).collect(Collectors.joining(operator)) + " = " + given + ".";
    }

    /** Misère Nim: the move leaves only heaps of 0 and 1, an even number of ones (normal play's aim). */
    private static Optional<Diagnosis> normalRuleInMisereEnd(Rules rules, Position after) {
        long ones = after.stream().filter(h -> h == 1).count();
        // Under normal play such a move leaves nim-sum 0 and wins, and a winning move is never diagnosed.
        if (!rules.isNim() || after.largest() > 1 || ones % 2 != 0) {
            return Optional.empty();
        }
        String sentence = ones == 0
                ? "You took the last object, and in misère play that loses. Near the end, leave your opponent an"
                        + " odd number of heaps of one."
                : "You left " + ones + " heaps of one and nothing bigger: that wins in normal play, but in misère"
                        + " play the last object loses, so leave an odd number.";
        return Optional.of(new Diagnosis(Misconception.NORMAL_RULE_IN_MISERE_END, sentence));
    }

    /** Normal Nim: no move from a heap with a 0 in the nim-sum's leading column can make the nim-sum 0. */
    private static Optional<Diagnosis> heapWithoutLeadingBit(Position position, Rules rules, Move move) {
        if (!rules.equals(Rules.NIM)) {
            return Optional.empty();
        }
        Lemma2 lemma = Lemma2.of(position);
        boolean hasLeadingBit = lemma.candidates().stream().anyMatch(c -> c.heap() == move.heap());
        if (!lemma.applies() || hasLeadingBit) {
            return Optional.empty();
        }
        String heap = HeapLabels.of(move.heap());
        return Optional.of(new Diagnosis(Misconception.HEAP_WITHOUT_LEADING_BIT, "Heap " + heap + " ("
                + position.heap(move.heap()) + ") has no 1 in the column of the nim-sum's leftmost 1, so no move"
                + " from " + heap + " makes the nim-sum 0. Choose a heap with a 1 there."));
    }

    /**
     * Nim: the moved heap now equals another, yet some heap is left without an equal partner, so copying
     * cannot win. With only two heaps left a pair wins, except misère 1 1, which the misère endgame check
     * names first.
     */
    private static Optional<Diagnosis> mirrorOutOfPlace(Rules rules, Move move, Position after) {
        long size = after.heap(move.heap());
        long equal = size == 0 ? 0 : after.stream().filter(h -> h == size).count();
        // A pair and a heap without a partner are three heaps in play at least.
        Optional<Integer> unpaired = firstUnpairedHeap(after);
        if (!rules.isNim() || equal < 2 || unpaired.isEmpty()) {
            return Optional.empty();
        }
        String made = "You made " + (equal == 2 ? "two" : Long.toString(equal)) + " heaps of " + size
                + ", as in the mirror strategy, but ";
        // Three equal heaps are a pair and one more: the odd one out is among them, not elsewhere.
        String alone = equal % 2 == 1 ? "one of them has no partner, since equal heaps cancel only in pairs"
                : "heap " + HeapLabels.of(unpaired.get()) + " (" + after.heap(unpaired.get()) + ") has no equal partner";
        return Optional.of(new Diagnosis(Misconception.MIRROR_OUT_OF_PLACE, made + alone
                + ": copying wins only when every heap left has one."));
    }

    /** The first non-empty heap whose size occurs an odd number of times. */
    private static Optional<Integer> firstUnpairedHeap(Position position) {
        for (int i = 0; i < position.size(); i++) {
            long size = position.heap(i);
            if (size > 0 && position.stream().filter(h -> h == size).count() % 2 == 1) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /** The whole of a largest heap (2 or more, among other heaps) taken, though no winning move uses that heap. */
    private static Optional<Diagnosis> emptiedLargestHeap(Analysis analysis, Move move, Position after) {
        Position before = analysis.position();
        long size = before.heap(move.heap());
        // Other heaps are in play: were this heap alone, every winning move would use it.
        boolean heapCanWin = analysis.winningMoves().stream().anyMatch(m -> m.heap() == move.heap());
        if (after.heap(move.heap()) != 0 || size != before.largest() || size < 2 || heapCanWin) {
            return Optional.empty();
        }
        String heap = HeapLabels.of(move.heap());
        return Optional.of(new Diagnosis(Misconception.EMPTIED_LARGEST_HEAP, "Emptying heap " + heap + ", the"
                + " largest, does not win by itself: from " + after + " your opponent has a winning reply."));
    }

    /**
     * The first wrong value {@code n} of a Grundy table, read against the learner's own earlier values
     * (all right, since n is the first wrong one): the largest value plus one for the mex, or a game's
     * splits left out or their two heaps added.
     */
    public static Optional<Diagnosis> grundyValue(GrundyValues question, List<Long> mine, int n,
            Set<Idea> known) {
        long given = mine.get(n);
        long right = question.values().get(n);
        List<Diagnosis> readings = new ArrayList<>();
        if (given == n) {
            // g(n) = n is also what counting up, as in Nim, gives: two wrong ideas, one number.
            return Optional.empty();
        }
        List<HeapOption> options = question.game().options(n);
        List<Long> values = options.stream().map(o -> mine.get((int) o.left()) ^ mine.get((int) o.right())).toList();
        largestPlusOne(values, given, right, "the largest value a move leaves").ifPresent(readings::add);
        splitReading(question.game(), options, o -> mine.get((int) o), given, right).ifPresent(readings::add);
        return readings.size() == 1 ? known(readings.get(0), known) : Optional.empty();
    }

    /** A wrong move in a sum of games that would win if every heap were a Nim heap: its sizes XOR to 0. */
    public static Optional<Diagnosis> sumMove(FindSumMove question, SumMove move, Set<Idea> known) {
        GameSum sum = question.sum();
        GameSum after = move.applyTo(sum);
        if (question.analysis().outcome() == Outcome.P || SumWords.sizesXor(after) != 0 || allNim(sum)) {
            return Optional.empty();
        }
        long[] sizes = after.sizes().heaps();
        return known(new Diagnosis(Misconception.SIZES_XORED_IN_SUM, "Your move leaves sizes " + SumWords.list(sizes)
                + ", which XOR to 0: a win in Nim. But each " + SumWords.word(sum) + " counts as its Grundy value"
                + inItsGame(sum) + ", and those must XOR to 0."), known);
    }

    /** P given for a sum of games whose sizes, not values, XOR to 0. */
    public static Optional<Diagnosis> sumOutcome(SumOutcome question, Outcome given, Set<Idea> known) {
        GameSum sum = question.sum();
        if (given != Outcome.P || question.analysis().outcome() == Outcome.P || SumWords.sizesXor(sum) != 0
                || allNim(sum)) {
            return Optional.empty();
        }
        String word = SumWords.word(sum);
        return known(new Diagnosis(Misconception.SIZES_XORED_IN_SUM, "The sizes of the " + word + "s XOR to 0, which"
                + " would make Nim heaps P. But each " + word + " counts as its Grundy value" + inItsGame(sum)
                + ": XOR those instead."), known);
    }

    /** " in Kayles" for heaps of one game, " in its own game" for a sum of different games. */
    private static String inItsGame(GameSum sum) {
        return sum.games().size() == 1 ? " in " + SumWords.name(sum.games().get(0)) : " in its own game";
    }

    private static boolean allNim(GameSum sum) {
        return sum.games().stream().allMatch(g -> g instanceof HeapGame.Nim);
    }

    static List<Diagnosis> sumValueReadings(GameSum sum, long given, long right) {
        List<Diagnosis> readings = new ArrayList<>();
        if (given == right) {
            return readings;
        }
        if (sum.size() == 1) {
            Component c = sum.part(0);
            // The size itself is what a Nim heap would be worth: another wrong idea that gives the same number.
            if (c.size() > MEX_READ_UP_TO || given == c.size()) {
                return readings;
            }
            List<HeapOption> options = c.game().options(c.size());
            List<Long> values = options.stream().map(o -> o.valueIn(c.game())).toList();
            largestPlusOne(values, given, right, "the largest value a move leaves").ifPresent(readings::add);
            splitReading(c.game(), options, c.game()::grundy, given, right).ifPresent(readings::add);
            return readings;
        }
        List<Long> sizes = sum.parts().stream().map(Component::size).toList();
        List<Long> values = sum.parts().stream().map(Component::grundy).toList();
        if (given == SumWords.sizesXor(sum) && !allNim(sum)) {
            readings.add(new Diagnosis(Misconception.SIZES_XORED_IN_SUM, shown("You took the XOR of the heap sizes: ",
                    sizes, " xor ", given, right, "Your " + given + " is the XOR of the heap sizes themselves.")
                    + " In a sum of games each heap counts as its Grundy value in its own game: XOR those."));
        }
        if (given == values.stream().mapToLong(Long::longValue).sum()) {
            readings.add(added(shown("You added the Grundy values: ", values, " + ", given, right,
                    "Your " + given + " is the ordinary sum of the Grundy values."), "The nim-sum is their XOR: "));
        } else if (given == sizes.stream().mapToLong(Long::longValue).sum()) {
            readings.add(added(shown("You added the heap sizes: ", sizes, " + ", given, right,
                    "Your " + given + " is the ordinary sum of the heap sizes."), "XOR their Grundy values instead: "));
        }
        return readings;
    }

    /** The largest of {@code values} plus one, given where their mex is right and differs from it. */
    static Optional<Diagnosis> largestPlusOne(List<Long> values, long given, long right, String what) {
        if (values.isEmpty() || given == right) {
            return Optional.empty();
        }
        long largest = values.stream().mapToLong(Long::longValue).max().orElseThrow();
        if (given != largest + 1) {
            return Optional.empty();
        }
        return Optional.of(new Diagnosis(Misconception.LARGEST_PLUS_ONE, "You took " + what + " plus one: " + largest
                + " + 1 = " + given + ". But the mex is the first number missing as you count up from 0."));
    }

    /**
     * In a game whose moves split a heap: the mex taken without the splits, or with the two heaps' values
     * added rather than XORed, when that is what was given.
     */
    private static Optional<Diagnosis> splitReading(HeapGame game, List<HeapOption> options,
            java.util.function.LongUnaryOperator value, long given, long right) {
        if (!game.splits() || given == right || options.stream().noneMatch(HeapOption::splits)) {
            return Optional.empty();
        }
        String word = game.heapWord();
        List<Long> oneLeft = options.stream().filter(o -> !o.splits()).map(o -> value.applyAsLong(o.left())).toList();
        if (given == Mex.mex(oneLeft)) {
            return Optional.of(new Diagnosis(Misconception.SPLIT_NOT_XORED, "You left out the moves that split the "
                    + word + ", leaving two " + word + "s. They count too: two " + word + "s side by side are a sum"
                    + " of games, worth the XOR of their values."));
        }
        List<Long> added = options.stream().map(o -> o.splits() ? value.applyAsLong(o.left())
                + value.applyAsLong(o.right()) : value.applyAsLong(o.left())).toList();
        if (given == Mex.mex(added)) {
            return Optional.of(new Diagnosis(Misconception.SPLIT_NOT_XORED, "You added the values of the two " + word
                    + "s a split leaves. Two " + word + "s side by side are a sum of games, worth the XOR of their"
                    + " values, not their sum."));
        }
        return Optional.empty();
    }

    private static Optional<Diagnosis> known(Diagnosis diagnosis, Set<Idea> known) {
        return known.containsAll(diagnosis.misconception().needs()) ? Optional.of(diagnosis) : Optional.empty();
    }
}
