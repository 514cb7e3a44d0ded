package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.WholeMove;

/**
 * Each hint states a piece of mathematics: a rule for a column, a test for P, a recipe for a move.
 * Here the rule is read out of the hint's own words and carried out, on many positions, against the
 * answer worked out by brute force, so a hint that says the wrong thing ("a column gives 0 when
 * exactly one of its bits is 1") fails however well it reads.
 */
class HintMathematicsTest {

    private static final Set<Idea> ALL = Idea.all();

    /** The one hint a question gives. */
    private static String hint(Question q, Set<Idea> known) {
        List<String> hints = q.hints(known);
        assertThat(hints).hasSize(1);
        return hints.get(0);
    }

    /** The groups of the first match of {@code regex} in the hint; the hint must say it. */
    private static Matcher says(String hint, String regex) {
        Matcher m = Pattern.compile(regex).matcher(hint);
        assertThat(m.find()).as("the hint '%s' says %s", hint, regex).isTrue();
        return m;
    }

    /** A number column by column: {@code bitFor(column)} gives each column's digit. */
    private static long byColumns(int width, java.util.function.IntUnaryOperator bitFor) {
        long n = 0;
        for (int bit = 0; bit < width; bit++) {
            n |= (long) bitFor.applyAsInt(bit) << bit;
        }
        return n;
    }

    @Test
    void theXorHintsColumnRuleGivesXorForEveryPairOfNumbersBelow64() {
        for (long a = 0; a < 64; a++) {
            for (long b = 0; b < 64; b++) {
                XorOf q = new XorOf(a, b);
                Matcher rule = says(hint(q, ALL), "a column gives ([01]) when exactly one of its two bits is 1, and"
                        + " ([01]) when they are equal");
                int oneDiffers = Integer.parseInt(rule.group(1));
                int equal = Integer.parseInt(rule.group(2));
                long x = a;
                long y = b;
                long byHint = byColumns(7, bit -> ((x >> bit) & 1) != ((y >> bit) & 1) ? oneDiffers : equal);
                assertThat(byHint).as("%d xor %d by the hint", a, b).isEqualTo(a ^ b).isEqualTo(q.value());
            }
        }
    }

    @Test
    void theNimSumHintsColumnCountsGiveTheNimSumOfEveryPositionOfThreeHeapsUpTo15() {
        for (Position p : box(3, 15)) {
            NimSum q = new NimSum(p, Rules.NIM);
            Matcher rule = says(hint(q, ALL), "count the ones in each column: an odd count gives a ([01]) in the"
                    + " nim-sum, an even count a ([01])");
            int odd = Integer.parseInt(rule.group(1));
            int even = Integer.parseInt(rule.group(2));
            long byHint = byColumns(5, bit -> p.stream().filter(h -> (h >> bit & 1) == 1).count() % 2 == 1 ? odd
                    : even);
            assertThat(byHint).as("the nim-sum of %s by the hint", p).isEqualTo(q.value())
                    .isEqualTo(p.stream().reduce(0, (x, y) -> x ^ y));
        }
    }

    @Test
    void theBinaryHintsGreedyPowersWriteEveryNumberUpTo1000() {
        for (long n = 1; n <= 1000; n++) {
            ToBinary q = new ToBinary(n);
            String hint = hint(q, ALL);
            says(hint, "Take the largest power of two \\(1, 2, 4, 8, 16, \\.\\.\\.\\) that fits, subtract it, and"
                    + " repeat");
            Matcher digits = says(hint, "each power used is a ([01]), each power skipped a ([01])");
            StringBuilder written = new StringBuilder();
            long rest = n;
            for (long power = Long.highestOneBit(n); power > 0; power >>= 1) {
                boolean used = power <= rest;
                rest -= used ? power : 0;
                written.append(used ? digits.group(1) : digits.group(2));
            }
            assertThat(rest).isZero();
            assertThat(written.toString()).as("%d in binary by the hint", n).isEqualTo(q.answer())
                    .isEqualTo(Long.toBinaryString(n));
        }
    }

    @Test
    void theMexHintsCountingUpFindsTheMexOfEverySetOfNumbersUpTo6() {
        for (int mask = 0; mask < 1 << 7; mask++) {
            List<Long> set = new ArrayList<>();
            for (long n = 0; n < 7; n++) {
                if ((mask >> n & 1) == 1) {
                    set.add(n);
                }
            }
            Mex q = new Mex(set);
            Matcher from = says(hint(q, ALL), "Count up from (\\d+): .* stop at the first number that is not in the"
                    + " set");
            long m = Long.parseLong(from.group(1));
            while (set.contains(m)) {
                m++;
            }
            long smallestMissing = 0;
            while (new HashSet<>(set).contains(smallestMissing)) {
                smallestMissing++;
            }
            assertThat(m).as("the mex of %s by the hint", set).isEqualTo(q.value()).isEqualTo(smallestMissing);
        }
    }

    @Test
    void theTheoremHintsNimSumTestTellsPFromNOnEveryPositionOfThreeHeapsUpTo7() {
        Map<Position, Boolean> memo = new HashMap<>();
        for (Position p : box(3, 7)) {
            PorN q = new PorN(p, Rules.NIM);
            Matcher test = says(hint(q, ALL), "the position is ([PN]) exactly when it is (\\d+)");
            long nimSum = p.stream().reduce(0, (x, y) -> x ^ y);
            boolean pByHint = test.group(1).equals("P") == (nimSum == Long.parseLong(test.group(2)));
            assertThat(pByHint).as("%s is P, by the hint", p).isEqualTo(nimIsP(p, Play.NORMAL, memo))
                    .isEqualTo(q.answer().equals("P"));
        }
    }

    @Test
    void theKernelHintsRuleBuildsTheKernelOfEverySmallSubtractionGame() {
        for (String set : List.of("1-3", "1,3,4", "2,5", "1,2,6", "3", "1-5")) {
            MoveSet.Subtraction moves = (MoveSet.Subtraction) MoveSet.parse(set).orThrow();
            Rules rules = new Rules(Play.NORMAL, moves);
            KernelUpTo q = new KernelUpTo(rules, 40);
            String hint = hint(q, ALL);
            Matcher start = says(hint, "(\\d+) is in the kernel\\.");
            says(hint, "a heap is in the kernel exactly when no allowed take reaches a size already in the kernel");
            List<Long> kernel = new ArrayList<>(List.of(Long.parseLong(start.group(1))));
            for (long n = kernel.get(0) + 1; n <= 40; n++) {
                long size = n;
                if (java.util.Arrays.stream(moves.takes()).noneMatch(t -> t <= size && kernel.contains(size - t))) {
                    kernel.add(n);
                }
            }
            List<Long> bruteForce = new ArrayList<>();
            for (long n = 0; n <= 40; n++) {
                if (heapIsP(n, moves)) {
                    bruteForce.add(n);
                }
            }
            assertThat(kernel).as("the kernel of %s by the hint", set).isEqualTo(bruteForce);
            assertThat(q.answer()).isEqualTo(String.join(" ", kernel.stream().map(String::valueOf).toList()));
        }
    }

    @Test
    void theTakeOneToKHintsMultiplesAreTheKernelForEveryKUpTo7() {
        for (int k = 1; k <= 7; k++) {
            MoveSet.Subtraction moves = (MoveSet.Subtraction) MoveSet.parse("1-" + k).orThrow();
            FindMove q = new FindMove(Position.of(k + 2L), new Rules(Play.NORMAL, moves));
            Matcher multiples = says(hint(q, Set.of(Idea.RULES, Idea.KERNEL)),
                    "With takes 1 to k, the kernel is the multiples of k \\+ (\\d+)");
            long period = k + Long.parseLong(multiples.group(1));
            for (long n = 0; n <= 60; n++) {
                assertThat(n % period == 0).as("heap %d of takes 1 to %d is P, by the hint", n, k)
                        .isEqualTo(heapIsP(n, moves));
            }
        }
    }

    @Test
    void lemmaTwosRecipeMovesEveryPositionOfThreeHeapsUpTo15ToAPPosition() {
        Map<Position, Boolean> memo = new HashMap<>();
        for (Position p : box(3, 15)) {
            Lemma2Step q = new Lemma2Step(p);
            String hint = hint(q, ALL);
            says(hint, "its leftmost 1 is bit d\\. Pick a heap with a 1 in that column; its new size is the nim-sum"
                    + " xor its size\\.");
            String moveHint = hint(new FindMove(p, Rules.NIM), Set.of(Idea.RULES, Idea.NIM_SUM, Idea.LEMMA_2));
            says(moveHint, "If it is 0, every move loses \\(lemma 1\\)\\. Otherwise find its leftmost 1 and change a heap"
                    + " with a 1 in that column to the nim-sum xor its size");
            long s = p.stream().reduce(0, (x, y) -> x ^ y);
            if (s == 0) {
                for (int heap = 0; heap < p.size(); heap++) {
                    for (long left = 0; left < p.heap(heap); left++) {
                        Position after = p.with(heap, left);
                        assertThat(nimIsP(after, Play.NORMAL, memo)).as("%s: from nim-sum 0, %s is a win for the"
                                + " opponent", p, after).isFalse();
                    }
                }
                continue;
            }
            int d = 63 - Long.numberOfLeadingZeros(s);
            for (int heap = 0; heap < p.size(); heap++) {
                long size = p.heap(heap);
                if ((size >> d & 1) == 1) {
                    Position after = p.with(heap, size ^ s);
                    assertThat(size ^ s).as("the recipe shrinks heap %d of %s", heap, p).isLessThan(size);
                    assertThat(nimIsP(after, Play.NORMAL, memo)).as("%s after the recipe", after).isTrue();
                }
            }
        }
    }

    @Test
    void theMisereHintsStrategyFindsAWinningMoveFromEveryNPositionOfThreeHeapsUpTo7() {
        Map<Position, Boolean> memo = new HashMap<>();
        Rules misere = new Rules(Play.MISERE, MoveSet.NIM);
        for (Position p : box(3, 7)) {
            String hint = hint(new FindMove(p, misere), ALL);
            says(hint, "Play as in normal Nim, unless your move would leave only heaps of 0 and 1: then leave an odd"
                    + " number of 1-heaps");
            if (p.total() == 0 || nimIsP(p, Play.MISERE, memo)) {
                continue;
            }
            assertThat(followers(p).stream().filter(after -> byMisereHint(p, after)).toList())
                    .as("moves the hint allows from %s", p).isNotEmpty()
                    .allSatisfy(after -> assertThat(nimIsP(after, Play.MISERE, memo)).isTrue());
        }
    }

    /** A move the misère hint allows: normal Nim's aim, or an odd number of 1-heaps when only 0s and 1s are left. */
    private static boolean byMisereHint(Position before, Position after) {
        if (after.largest() <= 1) {
            return after.stream().filter(h -> h == 1).count() % 2 == 1;
        }
        return after.stream().reduce(0, (x, y) -> x ^ y) == 0;
    }

    @Test
    void mooresHintsColumnTestTellsPFromNAndItsResiduesAreTheCountsRemainders() {
        for (int k = 1; k <= 2; k++) {
            MooreNim game = new MooreNim(k);
            Map<Position, Boolean> memo = new HashMap<>();
            for (Position p : box(3, 7)) {
                Matcher test = says(hint(new WholeOutcome(game, p), ALL), "the player to move loses exactly when every"
                        + " count is a multiple of k \\+ (\\d+)");
                long modulus = k + Long.parseLong(test.group(1));
                long[] counts = new long[3];
                for (int bit = 0; bit < 3; bit++) {
                    int b = bit;
                    counts[bit] = p.stream().filter(h -> (h >> b & 1) == 1).count();
                }
                boolean pByHint = java.util.Arrays.stream(counts).allMatch(c -> c % modulus == 0);
                assertThat(pByHint).as("%s is P in moore[%d], by the hint", p, k)
                        .isEqualTo(wholeIsP(game, p, memo));
                if (p.largest() >= 4) {
                    ColumnResidues residues = new ColumnResidues(game, p);
                    Matcher divide = says(hint(residues, ALL), "divide each count by k \\+ (\\d+) and keep the"
                            + " remainder");
                    long by = k + Long.parseLong(divide.group(1));
                    assertThat(residues.answer()).isEqualTo(counts[2] % by + " " + counts[1] % by + " "
                            + counts[0] % by);
                }
            }
        }
    }

    @Test
    void theStaircaseHintsOddStepsTestTellsPFromNOnEveryStaircaseOfThreeStepsUpTo6() {
        StaircaseNim game = new StaircaseNim();
        Map<Position, Boolean> memo = new HashMap<>();
        for (Position p : box(3, 6)) {
            Matcher test = says(hint(new WholeOutcome(game, p), ALL), "XOR the coins on steps (\\d+), (\\d+), (\\d+),"
                    + " \\.\\.\\.; the player to move loses exactly when that XOR is (\\d+)");
            long xor = 0;
            for (int g = 1; g <= 3; g++) {
                int step = Integer.parseInt(test.group(g));
                xor ^= step <= p.size() ? p.heap(step - 1) : 0;
            }
            assertThat(xor == Long.parseLong(test.group(4))).as("staircase %s is P, by the hint", p)
                    .isEqualTo(wholeIsP(game, p, memo));
        }
    }

    /** Every position of {@code heaps} heaps of 0 to {@code max}. */
    private static List<Position> box(int heaps, int max) {
        List<Position> all = new ArrayList<>();
        int side = max + 1;
        for (int i = 0; i < Math.pow(side, heaps); i++) {
            long[] h = new long[heaps];
            int rest = i;
            for (int j = 0; j < heaps; j++) {
                h[j] = rest % side;
                rest /= side;
            }
            all.add(new Position(h));
        }
        return all;
    }

    private static List<Position> followers(Position p) {
        List<Position> out = new ArrayList<>();
        for (int heap = 0; heap < p.size(); heap++) {
            for (long to = 0; to < p.heap(heap); to++) {
                out.add(p.with(heap, to));
            }
        }
        return out;
    }

    /** Brute force: the player to move loses; under misère play, facing no objects is a win. */
    private static boolean nimIsP(Position p, Play play, Map<Position, Boolean> memo) {
        Boolean known = memo.get(p);
        if (known != null) {
            return known;
        }
        boolean isP = p.total() == 0 ? play == Play.NORMAL
                : followers(p).stream().noneMatch(after -> nimIsP(after, play, memo));
        memo.put(p, isP);
        return isP;
    }

    private static boolean heapIsP(long n, MoveSet.Subtraction moves) {
        boolean[] p = new boolean[(int) n + 1];
        for (int size = 0; size <= n; size++) {
            int s = size;
            p[size] = java.util.Arrays.stream(moves.takes()).noneMatch(t -> t <= s && p[(int) (s - t)]);
        }
        return p[(int) n];
    }

    private static boolean wholeIsP(WholeGame game, Position p, Map<Position, Boolean> memo) {
        Boolean known = memo.get(p);
        if (known != null) {
            return known;
        }
        boolean isP = true;
        for (WholeMove m : game.legalMoves(p)) {
            if (wholeIsP(game, m.applyTo(p), memo)) {
                isP = false;
                break;
            }
        }
        memo.put(p, isP);
        return isP;
    }

    @Test
    void theEngineAgreesWithTheBruteForceUsedHere() {
        Map<Position, Boolean> memo = new HashMap<>();
        for (Position p : box(3, 5)) {
            assertThat(nimIsP(p, Play.NORMAL, memo)).isEqualTo(Engine.nimSum(p, MoveSet.NIM) == 0);
        }
    }
}
