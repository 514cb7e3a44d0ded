package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/**
 * The proof checker against a brute force of this test's own: the three properties read straight from
 * their definitions over every position of the box, the smallest failure of each found by sorting the
 * positions (fewest objects, then heap order), and the P-positions classified by a memoised search
 * written here. None of it calls the checker's code; the claims are written twice, as text for the
 * checker and as Java for the brute force.
 */
class ClaimProofTest {

    private static final Rules NIM = Rules.NIM;
    private static final Rules MISERE = new Rules(Play.MISERE, MoveSet.NIM);

    private static Rules subtract(String set, Play play) {
        return new Rules(play, MoveSet.parse(set).orThrow());
    }

    /** A claim as the checker reads it, and the same set as the brute force reads it. */
    record Case(String claim, Predicate<long[]> inK, Rules rules, int heaps, int max) {
        @Override
        public String toString() {
            return claim + " " + rules.note() + " " + heaps + " heaps to " + max;
        }
    }

    // ---- the brute force of this test ----

    /** The takes a heap of {@code size} allows under {@code rules}. */
    private static List<Long> takes(Rules rules, long size) {
        List<Long> all = new ArrayList<>();
        if (rules.moves() instanceof MoveSet.Subtraction s) {
            for (int t : s.takes()) {
                if (t <= size) {
                    all.add((long) t);
                }
            }
        } else {
            for (long t = 1; t <= size; t++) {
                all.add(t);
            }
        }
        return all;
    }

    private static List<long[]> followers(Rules rules, long[] p) {
        List<long[]> out = new ArrayList<>();
        for (int i = 0; i < p.length; i++) {
            for (long t : takes(rules, p[i])) {
                long[] q = p.clone();
                q[i] -= t;
                out.add(q);
            }
        }
        return out;
    }

    /** P or not, by search: P when no move is left under normal play, or when every follower is N. */
    private static boolean isP(Rules rules, long[] p, Map<String, Boolean> memo) {
        String key = Arrays.toString(p);
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        List<long[]> next = followers(rules, p);
        boolean result = next.isEmpty() ? !rules.isMisere() : next.stream().noneMatch(q -> isP(rules, q, memo));
        memo.put(key, result);
        return result;
    }

    /** The smallest position failing each property, as the definitions say. */
    record Failures(Optional<Position> p1, Optional<Position> p2, Optional<Position> p3, boolean kIsP) {}

    private static Failures bruteForce(Case c) {
        Position p1 = null;
        Position p2 = null;
        Position p3 = null;
        boolean kIsP = true;
        Map<String, Boolean> memo = new HashMap<>();
        for (long[] p : Boxes.fewestFirst(c.heaps(), c.max())) {
            boolean in = c.inK().test(p);
            List<long[]> next = followers(c.rules(), p);
            kIsP &= in == isP(c.rules(), p, memo);
            if (next.isEmpty()) {
                if (in == c.rules().isMisere() && p1 == null) {
                    p1 = new Position(p);
                }
            } else if (in && p2 == null && next.stream().anyMatch(c.inK())) {
                p2 = new Position(p);
            } else if (!in && p3 == null && next.stream().noneMatch(c.inK())) {
                p3 = new Position(p);
            }
        }
        return new Failures(Optional.ofNullable(p1), Optional.ofNullable(p2), Optional.ofNullable(p3), kIsP);
    }

    private static long xor(long[] p) {
        long s = 0;
        for (long h : p) {
            s ^= h;
        }
        return s;
    }

    /** Every move from a position, by heap then take. */
    private static List<Move> moves(Rules rules, long[] p) {
        List<Move> all = new ArrayList<>();
        for (int i = 0; i < p.length; i++) {
            for (long t : takes(rules, p[i])) {
                all.add(new Move(i, t));
            }
        }
        return all;
    }

    /** Properties 2 and 3 count the moves from the positions they check: those in K, and those outside it. */
    private static void assertMovesCounted(Case c, ClaimProof proof) {
        long inK = 0;
        long outside = 0;
        for (long[] p : Boxes.fewestFirst(c.heaps(), c.max())) {
            long n = followers(c.rules(), p).size();
            if (c.inK().test(p)) {
                inK += n;
            } else {
                outside += n;
            }
        }
        assertThat(proof.stable().moves()).as("moves from K").isEqualTo(inK);
        assertThat(proof.absorbing().moves()).as("moves from outside K").isEqualTo(outside);
        assertThat(proof.ends().moves()).isZero();
    }

    private static long largest(long[] p) {
        return Arrays.stream(p).max().orElse(0);
    }

    // ---- the catalogues ----

    /** The sets that are the P-positions: Nim, misère Nim, subtraction games. */
    static Stream<Case> trueSets() {
        Rules take13 = subtract("1-3", Play.NORMAL);
        Rules take134 = subtract("1,3,4", Play.NORMAL);
        String g134a = "(a mod 7) mod 2 + (a mod 7) / 4 * 2";
        String g134b = "(b mod 7) mod 2 + (b mod 7) / 4 * 2";
        ToLongFunction<Long> g134 = n -> (n % 7) % 2 + (n % 7) / 4 * 2;
        return Stream.of(
                new Case("a == 0", p -> p[0] == 0, NIM, 1, 40),
                new Case("a == b", p -> p[0] == p[1], NIM, 2, 20),
                new Case("a xor b == c", p -> (p[0] ^ p[1]) == p[2], NIM, 3, 15),
                new Case("s == 0", p -> xor(p) == 0, NIM, 3, 12),
                new Case("a xor b xor c xor d == 0", p -> xor(p) == 0, NIM, 4, 7),
                new Case("s == 0", p -> xor(p) == 0, NIM, 5, 4),
                new Case("(s == 0 and max(a, b, c) >= 2) or (max(a, b, c) <= 1 and s == 1)",
                        p -> largest(p) >= 2 ? xor(p) == 0 : xor(p) == 1, MISERE, 3, 9),
                new Case("(s == 0 and max(a, b) >= 2) or (max(a, b) <= 1 and s == 1)",
                        p -> largest(p) >= 2 ? xor(p) == 0 : xor(p) == 1, MISERE, 2, 20),
                new Case("a == 1", p -> p[0] == 1, MISERE, 1, 30),
                new Case("a mod 4 == 0", p -> p[0] % 4 == 0, take13, 1, 50),
                new Case("(a mod 4) xor (b mod 4) xor (c mod 4) == 0", p -> ((p[0] % 4) ^ (p[1] % 4) ^ (p[2] % 4)) == 0,
                        take13, 3, 12),
                new Case(g134a + " == " + g134b, p -> g134.applyAsLong(p[0]) == g134.applyAsLong(p[1]), take134, 2, 30),
                new Case("a mod 7 == 0 or a mod 7 == 2", p -> p[0] % 7 == 0 || p[0] % 7 == 2, take134, 1, 60),
                // The largest take is the largest heap: a box that drops it would lose the move from 4 to 0.
                new Case("a mod 5 == 0 or a mod 5 == 2", p -> p[0] % 5 == 0 || p[0] % 5 == 2,
                        subtract("1,4", Play.NORMAL), 1, 4));
    }

    /** Claims a learner might make, each wrong somewhere in its box. */
    static Stream<Case> wrongSets() {
        Rules take13 = subtract("1-3", Play.NORMAL);
        return Stream.of(
                new Case("a + b == c", p -> p[0] + p[1] == p[2], NIM, 3, 7),
                new Case("a == b", p -> p[0] == p[1], NIM, 3, 7),
                new Case("a | b == c", p -> (p[0] | p[1]) == p[2], NIM, 3, 7),
                new Case("a xor b == c", p -> (p[0] ^ p[1]) == p[2], NIM, 4, 5),
                new Case("a xor b == c or d == 0", p -> (p[0] ^ p[1]) == p[2] || p[3] == 0, NIM, 4, 5),
                new Case("a & b == c", p -> (p[0] & p[1]) == p[2], NIM, 3, 7),
                new Case("a xor b == c + 1", p -> (p[0] ^ p[1]) == p[2] + 1, NIM, 3, 7),
                new Case("s == 1", p -> xor(p) == 1, NIM, 3, 7),
                new Case("a + b + c == 0", p -> p[0] + p[1] + p[2] == 0, NIM, 3, 7),
                new Case("(a + b + c) mod 2 == 0", p -> (p[0] + p[1] + p[2]) % 2 == 0, NIM, 3, 7),
                new Case("true", p -> true, NIM, 3, 5),
                new Case("false", p -> false, NIM, 3, 5),
                new Case("s == 0", p -> xor(p) == 0, MISERE, 3, 7),
                new Case("s == 0 and max(a, b, c) >= 2", p -> xor(p) == 0 && largest(p) >= 2, MISERE, 3, 7),
                new Case("s != 0", p -> xor(p) != 0, MISERE, 3, 7),
                new Case("s == 0", p -> xor(p) == 0, take13, 3, 8),
                new Case("a mod 3 == 0", p -> p[0] % 3 == 0, take13, 1, 30),
                new Case("a mod 4 == 0", p -> p[0] % 4 == 0, subtract("1-3", Play.MISERE), 1, 30),
                new Case("a mod 2 == 0", p -> p[0] % 2 == 0, subtract("2,5", Play.NORMAL), 1, 30),
                // Property 2 fails first in heap order at 0 5, but at 2 0 with fewer objects.
                new Case("a == b or (a == 0 and b == 5) or (a == 2 and b == 0)",
                        p -> p[0] == p[1] || p[0] == 0 && p[1] == 5 || p[0] == 2 && p[1] == 0, NIM, 2, 5),
                // Property 3 fails first at 1, whose one move takes the whole heap.
                new Case("false", p -> false, subtract("1,3", Play.NORMAL), 1, 5),
                // Property 3 fails first at 3 3, with six moves of which the first four are listed.
                new Case("a + b <= 1 or (a == 2 and b == 2)", p -> p[0] + p[1] <= 1 || p[0] == 2 && p[1] == 2, NIM, 2,
                        6));
    }

    @ParameterizedTest
    @MethodSource("trueSets")
    void theTrueSetsPassEveryPropertyAndAreThePPositionsFoundBySearch(Case c) {
        ClaimProof proof = ClaimProof.check(c.claim(), c.rules(), c.heaps(), c.max()).orThrow();
        assertThat(bruteForce(c).kIsP()).as("the case is written right: its set is the P-positions").isTrue();
        assertThat(proof.holds()).isTrue();
        assertThat(List.of(proof.ends(), proof.stable(), proof.absorbing()))
                .allSatisfy(p -> assertThat(p.counterexample()).isEmpty());
        long positions = (long) Math.pow(c.max() + 1, c.heaps());
        assertThat(proof.positions()).isEqualTo(positions);
        assertThat(proof.ends().checked() + proof.stable().checked() + proof.absorbing().checked()).isEqualTo(positions);
        assertThat(proof.inSet()).isEqualTo(Boxes.fewestFirst(c.heaps(), c.max()).stream().filter(c.inK()).count());
        assertMovesCounted(c, proof);
        assertThat(proof.example()).hasValueSatisfying(e -> {
            assertThat(c.inK().test(e.position().heaps())).isFalse();
            assertThat(c.inK().test(e.move().applyTo(e.position()).heaps())).isTrue();
        });
    }

    @ParameterizedTest
    @MethodSource("wrongSets")
    void wrongSetsFailWithTheSmallestCounterexampleTheBruteForceFinds(Case c) {
        ClaimProof proof = ClaimProof.check(c.claim(), c.rules(), c.heaps(), c.max()).orThrow();
        Failures expected = bruteForce(c);
        assertThat(expected.kIsP()).as("the case is written right: its set is not the P-positions").isFalse();
        assertThat(proof.holds()).isFalse();
        assertThat(proof.ends().counterexample().map(ClaimProof.Failure::position)).isEqualTo(expected.p1());
        assertThat(proof.stable().counterexample().map(ClaimProof.Failure::position)).isEqualTo(expected.p2());
        assertThat(proof.absorbing().counterexample().map(ClaimProof.Failure::position)).isEqualTo(expected.p3());
        proof.stable().counterexample().ifPresent(f -> {
            Move m = ((ClaimProof.StaysIn) f).move();
            assertThat(c.rules().whyIllegal(f.position(), m.heap(), m.take())).isEmpty();
            assertThat(c.inK().test(m.applyTo(f.position()).heaps())).as("the move stays in K").isTrue();
        });
        proof.absorbing().counterexample().ifPresent(f -> {
            ClaimProof.NoWayIn n = (ClaimProof.NoWayIn) f;
            assertThat(n.moveCount()).isEqualTo(followers(c.rules(), f.position().heaps()).size());
            assertThat(n.moves()).allSatisfy(m -> assertThat(c.inK().test(m.applyTo(f.position()).heaps())).isFalse());
            List<Move> all = moves(c.rules(), f.position().heaps());
            assertThat(n.moves()).as("the first moves, by heap then take")
                    .isEqualTo(all.subList(0, Math.min(ClaimProof.LISTED_MOVES, all.size())));
        });
        assertMovesCounted(c, proof);
    }

    /** The theorem the checker rests on: on every box, the three properties hold exactly when K is the P-set. */
    @Test
    void thePropertiesHoldExactlyWhenTheSetIsThePPositions() {
        Stream.concat(trueSets(), wrongSets()).forEach(c -> assertThat(ClaimProof.check(c.claim(), c.rules(),
                c.heaps(), c.max()).orThrow().holds()).as(c.toString()).isEqualTo(bruteForce(c).kIsP()));
    }

    @Test
    void theIssuesTwoExamples() {
        ClaimProof sum = ClaimProof.check("a + b == c", NIM, 3, 15).orThrow();
        ClaimProof.NoWayIn noWay = (ClaimProof.NoWayIn) sum.absorbing().counterexample().orElseThrow();
        assertThat(noWay.position()).isEqualTo(Position.of(1, 1, 0));
        assertThat(noWay.moves()).containsExactly(new Move(0, 1), new Move(1, 1));
        ClaimProof equal = ClaimProof.check("a == b", NIM, 3, 7).orThrow();
        ClaimProof.StaysIn stays = (ClaimProof.StaysIn) equal.stable().counterexample().orElseThrow();
        assertThat(stays.position()).isEqualTo(Position.of(0, 0, 1));
        assertThat(stays.move()).isEqualTo(new Move(2, 1));
    }

    @Test
    void theNormalPlaySetUnderMisereFailsAtTheEnd() {
        ClaimProof proof = ClaimProof.check("s == 0", MISERE, 3, 7).orThrow();
        ClaimProof.WrongEnd end = (ClaimProof.WrongEnd) proof.ends().counterexample().orElseThrow();
        assertThat(end.position()).isEqualTo(Position.of(0, 0, 0));
        assertThat(end.inSet()).isTrue();
    }

    @Test
    void aSubtractionGameHasEveryPositionBelowTheSmallestTakeAsAnEnd() {
        Rules rules = subtract("2,5", Play.NORMAL);
        ClaimProof proof = ClaimProof.check("a mod 7 < 2", rules, 2, 20).orThrow();
        assertThat(proof.ends().checked()).isEqualTo(4);
    }

    // ---- rules ----

    /** A rule as the checker reads it, and the same rule in Java: the heap and its new size, or null for none. */
    record RuleCase(String rule, java.util.function.Function<long[], long[]> move, String claim, Predicate<long[]> inK,
            Rules rules, int heaps, int max, ClaimProof.Miss miss) {
        @Override
        public String toString() {
            return rule + " for " + claim;
        }
    }

    /** The first heap whose size x has x xor s < x, and x xor s. */
    private static long[] leadingBit(long[] p) {
        long s = xor(p);
        for (int i = 0; i < p.length; i++) {
            if ((p[i] ^ s) < p[i]) {
                return new long[] {i, p[i] ^ s};
            }
        }
        return null;
    }

    private static long[] firstWhere(long[] p, Predicate<Long> condition, ToLongFunction<long[]> size, boolean last) {
        long[] found = null;
        for (int i = 0; i < p.length; i++) {
            if (condition.test(p[i])) {
                long[] withX = Arrays.copyOf(p, p.length + 1);
                withX[p.length] = p[i];
                found = new long[] {i, size.applyAsLong(withX)};
                if (!last) {
                    break;
                }
            }
        }
        return found;
    }

    static Stream<Arguments> wrongRules() {
        Predicate<long[]> zero = p -> xor(p) == 0;
        int n = 3;
        return Stream.of(
                new RuleCase("first x with x > 0 to x xor s", p -> firstWhere(p, x -> x > 0, q -> q[n] ^ xor(
                        Arrays.copyOf(q, n)), false), "s == 0", zero, NIM, 3, 9, ClaimProof.Miss.GROWS),
                new RuleCase("first x with x xor s > x to x xor s", p -> firstWhere(p, x -> (x ^ xor(p)) > x,
                        q -> q[n] ^ xor(Arrays.copyOf(q, n)), false), "s == 0", zero, NIM, 3, 9, ClaimProof.Miss.GROWS),
                new RuleCase("first x with x > 100 to 0", p -> null, "s == 0", zero, NIM, 3, 9, ClaimProof.Miss.NO_HEAP),
                new RuleCase("last x with x > 0 to x - 1", p -> firstWhere(p, x -> x > 0, q -> q[n] - 1, true), "s == 0",
                        zero, NIM, 3, 9, ClaimProof.Miss.MISSES),
                new RuleCase("c to c - 1", p -> new long[] {2, p[2] - 1}, "s == 0", zero, NIM, 3, 9,
                        ClaimProof.Miss.BELOW_ZERO),
                new RuleCase("first x with x > 0 to x", p -> firstWhere(p, x -> x > 0, q -> q[n], false), "s == 0", zero,
                        NIM, 3, 9, ClaimProof.Miss.STAYS),
                new RuleCase("a to 0", p -> new long[] {0, 0}, "a mod 4 == 0", p -> p[0] % 4 == 0,
                        subtract("1-3", Play.NORMAL), 1, 30, ClaimProof.Miss.NOT_ALLOWED))
                .map(Arguments::of);
    }

    /** The smallest position outside K (but the ends) where the Java rule does not give a legal move into K. */
    private static Optional<Position> ruleBruteForce(RuleCase r) {
        for (long[] p : Boxes.fewestFirst(r.heaps(), r.max())) {
            if (r.inK().test(p) || followers(r.rules(), p).isEmpty()) {
                continue;
            }
            long[] named = r.move().apply(p);
            if (named == null) {
                return Optional.of(new Position(p));
            }
            int heap = (int) named[0];
            long take = p[heap] - named[1];
            if (take <= 0 || named[1] < 0 || !takes(r.rules(), p[heap]).contains(take)) {
                return Optional.of(new Position(p));
            }
            long[] q = p.clone();
            q[heap] = named[1];
            if (!r.inK().test(q)) {
                return Optional.of(new Position(p));
            }
        }
        return Optional.empty();
    }

    @ParameterizedTest
    @MethodSource("wrongRules")
    void wrongRulesAreCaughtAtTheirSmallestPosition(RuleCase r) {
        ClaimProof proof = ClaimProof.check(r.claim(), Optional.of(r.rule()), r.rules(), r.heaps(), r.max(),
                () -> false, done -> { }).orThrow();
        assertThat(proof.holds()).as("the set itself is right").isTrue();
        ClaimProof.RuleCheck check = proof.rule().orElseThrow();
        assertThat(check.holds()).isFalse();
        ClaimProof.RuleMiss miss = check.counterexample().orElseThrow();
        assertThat(Optional.of(miss.position())).isEqualTo(ruleBruteForce(r));
        assertThat(miss.miss()).isEqualTo(r.miss());
        assertThat(miss.another()).as("the set is right, so some move enters it").isPresent();
    }

    @Test
    void theLeadingBitRuleHoldsOnEveryBoxItIsTriedOn() {
        for (int heaps = 1; heaps <= 4; heaps++) {
            int max = heaps == 4 ? 7 : 15;
            ClaimProof proof = ClaimProof.check("s == 0", Optional.of("first x with x xor s < x to x xor s"), NIM, heaps,
                    max, () -> false, done -> { }).orThrow();
            assertThat(proof.rule().orElseThrow().holds()).isTrue();
            assertThat(proof.rule().orElseThrow().checked()).isEqualTo(proof.absorbing().checked());
            RuleCase same = new RuleCase("", ClaimProofTest::leadingBit, "", p -> xor(p) == 0, NIM, heaps, max, null);
            assertThat(ruleBruteForce(same)).isEmpty();
        }
        ClaimProof take13 = ClaimProof.check("a mod 4 == 0", Optional.of("a to a - a mod 4"), subtract("1-3",
                Play.NORMAL), 1, 40, () -> false, done -> { }).orThrow();
        assertThat(take13.rule().orElseThrow().holds()).isTrue();
    }

    @Test
    void aRuleThatNumbersAHeapThatDoesNotExistIsCaughtAtTheFirstPositionItDoes() {
        for (String number : List.of("4", "0", "s - 9")) {
            ClaimProof proof = ClaimProof.check("s == 0", Optional.of("heap " + number + " to 0"), NIM, 3, 7,
                    () -> false, done -> { }).orThrow();
            ClaimProof.RuleMiss miss = proof.rule().orElseThrow().counterexample().orElseThrow();
            assertThat(miss.miss()).isEqualTo(ClaimProof.Miss.NO_SUCH_HEAP);
            assertThat(miss.position()).as("the first position outside K").isEqualTo(Position.of(0, 0, 1));
            assertThat(ClaimWords.rule(proof, miss)).contains("which does not exist: the heaps are numbered 1 to 3"
                    + " (A to C)");
        }
        assertThat(MoveRule.parse("heap a < b to 0", 2).problemOrNull()).contains("a heap's number");
        assertThat(MoveRule.parse("heap x to 0", 2).problemOrNull()).contains("'x'");
        ClaimProof larger = ClaimProof.check("a == b", Optional.of("heap 1 + min(1, max(0, b - a)) to min(a, b)"),
                NIM, 2, 7, () -> false, done -> { }).orThrow();
        assertThat(larger.rule().orElseThrow().holds()).as("reduce the larger of two heaps to the smaller").isTrue();
    }

    @Test
    void aRuleWhoseArithmeticFailsIsCaughtWhereItFails() {
        ClaimProof proof = ClaimProof.check("s == 0", Optional.of("first x with true to x / (s - s)"), NIM, 2, 5,
                () -> false, done -> { }).orThrow();
        ClaimProof.RuleMiss miss = proof.rule().orElseThrow().counterexample().orElseThrow();
        assertThat(miss.miss()).isEqualTo(ClaimProof.Miss.CANNOT_COMPUTE);
        assertThat(miss.problem()).isEqualTo("a division by zero");
        assertThat(miss.position()).isEqualTo(Position.of(0, 1));
    }

    @Test
    void badRulesAreProblemsThatSayWhatIsAccepted() {
        assertThat(MoveRule.parse("", 3).problemOrNull()).contains("the rule is empty");
        assertThat(MoveRule.parse("first x with x > 0", 3).problemOrNull()).contains("ends too soon")
                .contains("first x with CONDITION to NEW SIZE");
        assertThat(MoveRule.parse("first a with a > 0 to 0", 3).problemOrNull()).contains("a is heap A");
        assertThat(MoveRule.parse("first s with s > 0 to 0", 3).problemOrNull()).contains("s is the nim-sum");
        assertThat(MoveRule.parse("d to 0", 3).problemOrNull()).contains("a to c");
        assertThat(MoveRule.parse("first x with x to 0", 3).problemOrNull()).contains("is a number")
                .contains("condition");
        assertThat(MoveRule.parse("first x with x > 0 to x > 1", 3).problemOrNull()).contains("new size");
        assertThat(MoveRule.parse("first x with y > 0 to 0", 3).problemOrNull()).contains("'y'");
        assertThat(MoveRule.parse("biggest x with x > 0 to 0", 3).isOk()).isFalse();
        assertThat(MoveRule.parse("first heap with x xor s < x to x xor s", 3).problemOrNull())
                .startsWith("after 'first' the rule names the chosen heap with one letter, not 'heap'");
        assertThat(MoveRule.parse("first x with x xor s < x, to x xor s", 3).isOk()).isTrue();
        assertThat(MoveRule.parse("FIRST X WHERE X XOR S < X: TO X XOR S", 3).isOk()).isTrue();
        assertThat(MoveRule.parse("smallest y with y > 0 to y - 1", 3).isOk()).isTrue();
    }

    @Test
    void aPartOfTheWrongTypeIsQuotedAsTyped() {
        assertThat(Claim.parse("a xor b and c == 0", 3).problemOrNull()).contains("'a xor b' is a number, but and needs"
                + " true or false there");
        assertThat(MoveRule.parse("first x with x xor s to x - 1", 3).problemOrNull()).contains("'x xor s' is a number");
        assertThat(MoveRule.parse("first x with x > 0 to (x xor s < x)", 3).problemOrNull()).contains(
                "'(x xor s < x)' is true or false");
    }

    @Test
    void aClaimOrRuleCopiedWithItsQuotesIsReadWithoutThem() {
        assertThat(Claim.parse("\"a xor b xor c == 0\"", 3).orThrow().test(new long[] {1, 2, 3}).orThrow()).isTrue();
        assertThat(Claim.parse(" 's == 0' ", 3).isOk()).isTrue();
        assertThat(MoveRule.parse("\"first x with x xor s < x to x xor s\"", 3).isOk()).isTrue();
        assertThat(Claim.parse("\"a == b\" and \"c == 0\"", 3).isOk()).isFalse();
    }

    @Test
    void theClaimLanguageReadsTheNimSumAsS() {
        assertThat(Claim.parse("s == 6", 3).orThrow().test(new long[] {3, 4, 1}).orThrow()).isTrue();
        assertThat(Claim.parse("x == 0", 3).problemOrNull()).contains("s is their nim-sum");
    }

    @Test
    void boxesTooLargeAreRefusedBeforeAnythingIsChecked() {
        assertThat(ClaimProof.work(9, 1, NIM).problemOrNull()).contains("number of heaps");
        assertThat(ClaimProof.work(3, 300, NIM).problemOrNull()).contains("at most 16,777,216");
        assertThat(ClaimProof.work(1, 1L << 24, NIM).isOk()).isFalse();
        assertThat(ClaimProof.work(2, 4095, subtract("1-1000", Play.NORMAL)).problemOrNull()).contains("moves");
        assertThat(ClaimProof.work(3, 63, NIM).orThrow()).isEqualTo(2L * 64 * 64 * 64);
    }

    @Test
    void aCheckStoppedDuringTheSweepCountsOnlyWhatItChecked() {
        int[] asked = {0};
        ClaimProof proof = ClaimProof.check("s == 0", Optional.empty(), NIM, 3, 63, () -> ++asked[0] > 5,
                done -> { }).orThrow();
        assertThat(proof.complete()).isFalse();
        long checked = proof.ends().checked() + proof.stable().checked() + proof.absorbing().checked();
        assertThat(checked).isEqualTo(proof.positions()).isLessThan(64L * 64 * 64);
        assertThat(proof.inSet()).isEqualTo(proof.ends().checked() + proof.stable().checked());
    }

    @Test
    void aStoppedCheckSaysItIsIncomplete() {
        ClaimProof proof = ClaimProof.check("s == 0", Optional.empty(), NIM, 3, 63, () -> true, done -> { }).orThrow();
        assertThat(proof.complete()).isFalse();
        assertThat(proof.positions()).isLessThan(64L * 64 * 64);
    }

    /** The index of a position in heap order, the last heap counting fastest. */
    private static long indexOf(long[] p, int max) {
        long index = 0;
        for (long h : p) {
            index = index * (max + 1) + h;
        }
        return index;
    }

    @Test
    void progressCountsPositionsMarkedThenPositionsSweptUpToTheWorkAnnounced() {
        int heaps = 3;
        int max = 63;
        long count = 64L * 64 * 64;
        long every = 1 << 16;
        List<Long> heard = new ArrayList<>();
        ClaimProof.check("s == 0", Optional.empty(), NIM, heaps, max, () -> false, heard::add).orThrow();
        List<Long> expected = new ArrayList<>();
        for (long i = every; i < count; i += every) {
            expected.add(i);
        }
        for (long i = every; i < count; i += every) {
            expected.add(count + i);
        }
        expected.add(2 * count);
        assertThat(heard).isEqualTo(expected);
        assertThat(ClaimProof.work(heaps, max, NIM).orThrow()).isEqualTo(2 * count);
    }

    @Test
    void aCheckStoppedWhileMarkingKReportsTheMembersMarkedAndNothingChecked() {
        int max = 63;
        long every = 1 << 16;
        ClaimProof proof = ClaimProof.check("s == 0", Optional.of("first x with x xor s < x to x xor s"), NIM, 3, max,
                () -> true, done -> { }).orThrow();
        long marked = Boxes.fewestFirst(3, max).stream().filter(p -> indexOf(p, max) < every && xor(p) == 0).count();
        assertThat(proof.complete()).isFalse();
        assertThat(proof.positions()).isZero();
        assertThat(proof.inSet()).isEqualTo(marked);
        assertThat(List.of(proof.ends(), proof.stable(), proof.absorbing())).allSatisfy(p -> {
            assertThat(p.holds()).isTrue();
            assertThat(p.checked()).isZero();
            assertThat(p.counterexample()).isEmpty();
        });
        ClaimProof.RuleCheck rule = proof.rule().orElseThrow();
        assertThat(rule.text()).isEqualTo("first x with x xor s < x to x xor s");
        assertThat(rule.condition()).isEqualTo("x xor s < x");
        assertThat(rule.checked()).isZero();
        assertThat(rule.counterexample()).isEmpty();
        assertThat(proof.example()).isEmpty();
    }

    @Test
    void aRuleThatHoldsGivesItsOwnMoveAtTheLastPositionOutsideK() {
        for (int heaps = 2; heaps <= 3; heaps++) {
            int max = 7;
            ClaimProof proof = ClaimProof.check("s == 0", Optional.of("first x with x xor s < x to x xor s"), NIM,
                    heaps, max, () -> false, done -> { }).orThrow();
            long[] last = null;
            for (long[] p : Boxes.fewestFirst(heaps, max)) {
                if (xor(p) != 0 && (last == null || indexOf(p, max) > indexOf(last, max))) {
                    last = p;
                }
            }
            long[] named = leadingBit(last);
            Move expected = new Move((int) named[0], last[(int) named[0]] - named[1]);
            ClaimProof.Example example = proof.rule().orElseThrow().example().orElseThrow();
            assertThat(example.position()).isEqualTo(new Position(last));
            assertThat(example.move()).isEqualTo(expected);
            assertThat(proof.example()).contains(example);
        }
    }

    @Test
    void aClaimThatCannotBeComputedNamesTheFirstPositionItFailsAt() {
        assertThat(ClaimProof.check("a / (b - c) == 0", NIM, 3, 3).problemOrNull())
                .isEqualTo("the claim cannot be computed at 0 0 0: it makes a division by zero");
        assertThat(ClaimProof.check("a / (a - 2) == 0", NIM, 1, 3).problemOrNull())
                .isEqualTo("the claim cannot be computed at 2: it makes a division by zero");
    }
}
