package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.HeapOption;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.explain.GameClaimProof.NoWayIn;
import org.nimexplorer.explain.GameClaimProof.StaysIn;
import org.nimexplorer.explain.GameClaimProof.WrongEnd;

/**
 * Claims about Kayles, Dawson's chess (0.137), Lasker's Nim, a mixed sum, Moore's Nim and the
 * staircase, each proved or refuted by {@link GameClaim} and judged here again by a plain search of
 * the game written in this test: the proof holds exactly when the claim's set is the set of
 * P-positions the search finds, and every counterexample is one (its property fails there, by the
 * search's own moves) and the smallest (no position with fewer objects fails that property).
 */
class GameClaimAgainstSearchTest {

    /** A position of the box as this test builds it: each letter's part (rows, largest first), or each heap's size. */
    private record Spot(List<List<Long>> parts) {
        long objects() {
            return parts.stream().flatMap(List::stream).mapToLong(Long::longValue).sum();
        }

        String shown() {
            return String.join(" ", parts.stream().map(p -> p.isEmpty() ? "0"
                    : String.join("+", p.stream().map(String::valueOf).toList())).toList());
        }
    }

    /** A game as the test searches it: the box, the moves of a position, and what a claim's letters read. */
    private interface Searched {
        List<Spot> box();

        List<Spot> moves(Spot s);

        /** The claim written as Java, over the letters (parts' objects) and the parts' values. */
        boolean claim(String which, Spot s);
    }

    static Stream<Arguments> claims() {
        return Stream.of(
                Arguments.of("kayles", "g(a) xor g(b) xor g(c) == 0", "values", true),
                Arguments.of("kayles", "a xor b xor c == 0", "sizes", false),
                Arguments.of("kayles", "g(a) xor g(b) == g(c)", "two", true),
                Arguments.of("kayles", "g(a + b) == g(c)", "rows", false),
                Arguments.of("0.137", "g(a) xor g(b) xor g(c) == 0", "values", true),
                Arguments.of("0.137", "a xor b xor c == 0", "sizes", false),
                Arguments.of("lasker", "g(a) xor g(b) xor g(c) == 0", "values", true),
                Arguments.of("lasker", "a xor b xor c == 0", "sizes", false),
                Arguments.of("nim,kayles,sub[1,3,4]", "a xor g(b) xor g(c) == 0", "values", true),
                Arguments.of("nim,kayles,sub[1,3,4]", "a xor b xor c == 0", "sizes", false),
                Arguments.of("nim,kayles,sub[1,3,4]", "g(a) xor g(b) == g(c)", "two", true),
                Arguments.of("misere kayles", "g(a) xor g(b) xor g(c) == 0", "values", false));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("claims")
    void aHeapGameClaimIsProvedExactlyWhenItIsTheSetOfPPositions(String games, String claim, String reading,
            boolean theorem) {
        boolean misere = games.startsWith("misere ");
        List<HeapGame> each = GameNotation.heapGames(games.replace("misere ", "")).orThrow();
        if (each.size() == 1) {
            each = Collections.nCopies(3, each.get(0));
        }
        int max = 6;
        HeapParts searched = new HeapParts(each, max, misere);
        GameClaimProof proof = GameClaim.overParts(claim, each, misere ? Play.MISERE : Play.NORMAL, max).orThrow()
                .check(() -> false, done -> { }).orThrow();
        judge(proof, searched, s -> searched.claim(reading, s), misere);
        assertThat(proof.holds()).as("a theorem holds, the others do not").isEqualTo(theorem);
    }

    /** The claims under normal play: a conjecture's search is of normal play. */
    static Stream<Arguments> normalClaims() {
        return claims().filter(a -> !((String) a.get()[0]).startsWith("misere "));
    }

    @ParameterizedTest(name = "conjecture, {0}: {1}")
    @MethodSource("normalClaims")
    void aHeapGameConjectureAgreesWithTheSearch(String games, String claim, String reading, boolean theorem) {
        List<HeapGame> each = GameNotation.heapGames(games).orThrow();
        if (each.size() == 1) {
            each = Collections.nCopies(3, each.get(0));
        }
        HeapParts searched = new HeapParts(each, 5, false);
        GameConjecture c = GameConjecture.check(GameClaim.overParts(claim, each, Play.NORMAL, 5).orThrow(),
                () -> false, done -> { }).orThrow();
        Map<Spot, Boolean> p = new HashMap<>();
        List<Spot> box = searched.box();
        Map<String, Spot> byName = new HashMap<>();
        box.forEach(s -> byName.put(s.shown(), s));
        assertThat(c.holds()).isEqualTo(theorem);
        assertThat(c.positions()).isEqualTo(box.size());
        assertThat(c.games()).hasSize(3);
        assertThat(c.pPositions()).isEqualTo(box.stream().filter(s -> isP(searched, s, false, p)).count());
        long fewestWrongP = box.stream().filter(s -> searched.claim(reading, s) && !isP(searched, s, false, p))
                .mapToLong(Spot::objects).min().orElse(-1);
        assertThat(c.claimedPButN().map(x -> byName.get(x.position().toString()).objects()).orElse(-1L))
                .isEqualTo(fewestWrongP);
        c.claimedPButN().ifPresent(x -> {
            Spot after = byName.get(x.winningMove().orElseThrow().after().toString());
            assertThat(isP(searched, after, false, p)).isTrue();
        });
    }

    static Stream<Arguments> wholeClaims() {
        String mooreColumns = "((a&1)+(b&1)+(c&1)) % 3 == 0 and ((a>>1&1)+(b>>1&1)+(c>>1&1)) % 3 == 0"
                + " and ((a>>2&1)+(b>>2&1)+(c>>2&1)) % 3 == 0";
        return Stream.of(
                Arguments.of("moore", mooreColumns, 3, 7, true),
                Arguments.of("moore", "a xor b xor c == 0", 3, 7, false),
                Arguments.of("staircase", "a xor c == 0", 4, 9, true),
                Arguments.of("staircase", "b xor d == 0", 4, 9, false),
                Arguments.of("staircase", "a xor b xor c xor d == 0", 4, 9, false));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("wholeClaims")
    void aWholeGameClaimIsProvedExactlyWhenItIsTheSetOfPPositions(String game, String claim, int heaps, int max,
            boolean theorem) {
        boolean moore = game.equals("moore");
        Whole searched = new Whole(moore, heaps, max);
        GameClaimProof proof = GameClaim.overWhole(claim, moore ? new MooreNim(2) : new StaircaseNim(), heaps, max)
                .orThrow().check(() -> false, done -> { }).orThrow();
        Predicate<Spot> inK = moore ? s -> claim.equals("a xor b xor c == 0") ? (size(s, 0) ^ size(s, 1) ^ size(s, 2)) == 0
                : columnsDivisibleBy3(s)
                : claim.startsWith("a xor c") ? s -> (size(s, 0) ^ size(s, 2)) == 0
                : claim.startsWith("b xor d") ? s -> (size(s, 1) ^ size(s, 3)) == 0
                : s -> (size(s, 0) ^ size(s, 1) ^ size(s, 2) ^ size(s, 3)) == 0;
        judge(proof, searched, inK, false);
        assertThat(proof.holds()).as("a theorem holds, the others do not").isEqualTo(theorem);
    }

    @ParameterizedTest(name = "conjecture, {0}: {1}")
    @MethodSource("wholeClaims")
    void aWholeGameConjectureFindsTheSmallestMistakesEitherWay(String game, String claim, int heaps, int max,
            boolean theorem) {
        boolean moore = game.equals("moore");
        Whole searched = new Whole(moore, heaps, max);
        GameConjecture c = GameConjecture.check(claim, moore ? new MooreNim(2) : new StaircaseNim(), heaps, max,
                () -> false, done -> { }).orThrow();
        GameClaimProof proof = GameClaim.overWhole(claim, moore ? new MooreNim(2) : new StaircaseNim(), heaps, max)
                .orThrow().check(() -> false, done -> { }).orThrow();
        Map<Spot, Boolean> p = new HashMap<>();
        List<Spot> box = searched.box();
        Map<String, Spot> byName = new HashMap<>();
        box.forEach(s -> byName.put(s.shown(), s));
        // The proof's K, read back from its counts, is the claim; the search decides P.
        assertThat(c.holds()).isEqualTo(theorem);
        assertThat(c.positions()).isEqualTo(box.size());
        assertThat(c.pPositions()).isEqualTo(box.stream().filter(s -> isP(searched, s, false, p)).count());
        assertThat(c.holds()).isEqualTo(proof.holds());
        c.claimedPButN().ifPresent(x -> {
            Spot at = byName.get(x.position().toString());
            assertThat(isP(searched, at, false, p)).as("%s is N", at.shown()).isFalse();
            Spot after = byName.get(x.winningMove().orElseThrow().after().toString());
            assertThat(searched.moves(at)).contains(after);
            assertThat(isP(searched, after, false, p)).as("the winning move leaves a P-position").isTrue();
        });
        c.claimedNButP().ifPresent(x -> assertThat(isP(searched, byName.get(x.position().toString()), false, p))
                .isTrue());
    }

    private static long size(Spot s, int i) {
        return s.parts().get(i).isEmpty() ? 0 : s.parts().get(i).get(0);
    }

    private static boolean columnsDivisibleBy3(Spot s) {
        for (int bit = 0; bit < 3; bit++) {
            long ones = 0;
            for (int i = 0; i < 3; i++) {
                ones += size(s, i) >> bit & 1;
            }
            if (ones % 3 != 0) {
                return false;
            }
        }
        return true;
    }

    /** The proof against the search: the verdict, the counts, and each counterexample's truth and size. */
    private static void judge(GameClaimProof proof, Searched game, Predicate<Spot> inK, boolean misere) {
        List<Spot> box = game.box();
        Map<String, Spot> byName = new HashMap<>();
        box.forEach(s -> byName.put(s.shown(), s));
        Map<Spot, Boolean> p = new HashMap<>();
        boolean sameAsP = true;
        long members = 0;
        for (Spot s : box) {
            boolean isP = isP(game, s, misere, p);
            sameAsP &= isP == inK.test(s);
            members += inK.test(s) ? 1 : 0;
        }
        assertThat(proof.complete()).isTrue();
        assertThat(proof.positions()).as("positions").isEqualTo(box.size());
        assertThat(proof.inSet()).as("positions in K").isEqualTo(members);
        assertThat(proof.holds()).as("the proof holds exactly when K is the P-positions").isEqualTo(sameAsP);
        checkCounterexample(proof.ends(), box, byName, s -> game.moves(s).isEmpty() && inK.test(s) == misere);
        checkCounterexample(proof.stable(), box, byName, s -> !game.moves(s).isEmpty() && inK.test(s)
                && game.moves(s).stream().anyMatch(inK));
        checkCounterexample(proof.absorbing(), box, byName, s -> !game.moves(s).isEmpty() && !inK.test(s)
                && game.moves(s).stream().noneMatch(inK));
        proof.stable().counterexample().ifPresent(f -> {
            StaysIn stays = (StaysIn) f;
            Spot after = byName.get(stays.move().after().toString());
            assertThat(game.moves(byName.get(f.position().toString()))).as("the move shown is a move").contains(after);
            assertThat(inK.test(after)).as("and it stays in K").isTrue();
        });
        proof.absorbing().counterexample().ifPresent(f -> assertThat(((NoWayIn) f).moveCount())
                .isEqualTo(game.moves(byName.get(f.position().toString())).size()));
        proof.ends().counterexample().ifPresent(f -> assertThat(((WrongEnd) f).inSet())
                .isEqualTo(inK.test(byName.get(f.position().toString()))));
    }

    /** A property's verdict agrees with the search; its counterexample fails it and has the fewest objects. */
    private static void checkCounterexample(GameClaimProof.Property property, List<Spot> box, Map<String, Spot> byName,
            Predicate<Spot> fails) {
        long fewest = box.stream().filter(fails).mapToLong(Spot::objects).min().orElse(-1);
        assertThat(property.holds()).as("property " + property.number()).isEqualTo(fewest < 0);
        property.counterexample().ifPresent(f -> {
            Spot at = byName.get(f.position().toString());
            assertThat(at).as("the counterexample " + f.position() + " is in the box").isNotNull();
            assertThat(fails.test(at)).as("property " + property.number() + " fails at " + at.shown()).isTrue();
            assertThat(at.objects()).as("and nothing smaller fails it").isEqualTo(fewest);
        });
    }

    private static boolean isP(Searched game, Spot s, boolean misere, Map<Spot, Boolean> memo) {
        Boolean known = memo.get(s);
        if (known != null) {
            return known;
        }
        List<Spot> moves = game.moves(s);
        boolean p = moves.isEmpty() ? !misere : moves.stream().noneMatch(m -> isP(game, m, misere, memo));
        memo.put(s, p);
        return p;
    }

    /** Heap games letter by letter: each part every row up to the max and what moves make of it. */
    private static final class HeapParts implements Searched {
        private final List<HeapGame> games;
        private final List<List<List<Long>>> parts = new ArrayList<>();
        private final Map<List<Object>, Long> values = new HashMap<>();

        HeapParts(List<HeapGame> games, int max, boolean misere) {
            this.games = games;
            for (HeapGame g : games) {
                Set<List<Long>> found = new LinkedHashSet<>();
                List<List<Long>> todo = new ArrayList<>();
                for (long n = 0; n <= max; n++) {
                    List<Long> row = n == 0 ? List.of() : List.of(n);
                    if (found.add(row)) {
                        todo.add(row);
                    }
                }
                while (!todo.isEmpty()) {
                    for (List<Long> next : followers(g, todo.remove(todo.size() - 1))) {
                        if (found.add(next)) {
                            todo.add(next);
                        }
                    }
                }
                parts.add(new ArrayList<>(found));
            }
        }

        private static List<List<Long>> followers(HeapGame g, List<Long> part) {
            List<List<Long>> out = new ArrayList<>();
            for (int i = 0; i < part.size(); i++) {
                for (HeapOption o : g.options(part.get(i))) {
                    List<Long> next = new ArrayList<>(part);
                    next.remove(i);
                    if (o.left() > 0) {
                        next.add(o.left());
                    }
                    if (o.right() > 0) {
                        next.add(o.right());
                    }
                    next.sort(Comparator.reverseOrder());
                    out.add(List.copyOf(next));
                }
            }
            return out;
        }

        @Override
        public List<Spot> box() {
            List<Spot> out = new ArrayList<>();
            product(0, new ArrayList<>(), out);
            return out;
        }

        private void product(int i, List<List<Long>> chosen, List<Spot> out) {
            if (i == games.size()) {
                out.add(new Spot(List.copyOf(chosen)));
                return;
            }
            for (List<Long> part : parts.get(i)) {
                chosen.add(part);
                product(i + 1, chosen, out);
                chosen.remove(chosen.size() - 1);
            }
        }

        @Override
        public List<Spot> moves(Spot s) {
            List<Spot> out = new ArrayList<>();
            for (int i = 0; i < games.size(); i++) {
                for (List<Long> next : followers(games.get(i), s.parts().get(i))) {
                    List<List<Long>> after = new ArrayList<>(s.parts());
                    after.set(i, next);
                    Spot spot = new Spot(after);
                    if (!out.contains(spot)) {
                        out.add(spot);
                    }
                }
            }
            return out;
        }

        /** A part's Grundy value by the mex rule on its own moves, which is not how the proof gets it. */
        private long value(HeapGame g, List<Long> part) {
            List<Object> key = List.of(g, part);
            Long known = values.get(key);
            if (known != null) {
                return known;
            }
            Set<Long> seen = new java.util.HashSet<>();
            for (List<Long> next : followers(g, part)) {
                seen.add(value(g, next));
            }
            long mex = 0;
            while (seen.contains(mex)) {
                mex++;
            }
            values.put(key, mex);
            return mex;
        }

        @Override
        public boolean claim(String which, Spot s) {
            long[] size = new long[3];
            long[] value = new long[3];
            for (int i = 0; i < 3; i++) {
                size[i] = s.parts().get(i).stream().mapToLong(Long::longValue).sum();
                value[i] = value(games.get(i), s.parts().get(i));
            }
            return switch (which) {
                case "values" -> (value[0] ^ value[1] ^ value[2]) == 0;
                case "two" -> (value[0] ^ value[1]) == value[2];
                case "sizes" -> (size[0] ^ size[1] ^ size[2]) == 0;
                default -> value(games.get(0), size[0] + size[1] == 0 ? List.of() : List.of(size[0] + size[1]))
                        == value[2];
            };
        }
    }

    /** Moore's Nim with k = 2, or the staircase, on tuples. */
    private record Whole(boolean moore, int heaps, int max) implements Searched {
        @Override
        public List<Spot> box() {
            List<Spot> out = new ArrayList<>();
            long[] t = new long[heaps];
            do {
                if (moore || Arrays.stream(t).sum() <= max) {
                    out.add(spot(t));
                }
            } while (next(t));
            return out;
        }

        private boolean next(long[] t) {
            for (int i = heaps - 1; i >= 0; i--) {
                if (t[i] < max) {
                    t[i]++;
                    return true;
                }
                t[i] = 0;
            }
            return false;
        }

        private static Spot spot(long[] t) {
            return new Spot(Arrays.stream(t).mapToObj(x -> x == 0 ? List.<Long>of() : List.of(x)).toList());
        }

        private long[] sizes(Spot s) {
            long[] t = new long[heaps];
            for (int i = 0; i < heaps; i++) {
                t[i] = size(s, i);
            }
            return t;
        }

        @Override
        public List<Spot> moves(Spot s) {
            long[] t = sizes(s);
            List<Spot> out = new ArrayList<>();
            if (moore) {
                for (int i = 0; i < heaps; i++) {
                    for (long x = 0; x < t[i]; x++) {
                        long[] u = t.clone();
                        u[i] = x;
                        out.add(spot(u));
                        for (int j = i + 1; j < heaps; j++) {
                            for (long y = 0; y < t[j]; y++) {
                                long[] w = u.clone();
                                w[j] = y;
                                out.add(spot(w));
                            }
                        }
                    }
                }
            } else {
                for (int i = 0; i < heaps; i++) {
                    for (long k = 1; k <= t[i]; k++) {
                        long[] u = t.clone();
                        u[i] -= k;
                        if (i > 0) {
                            u[i - 1] += k;
                        }
                        out.add(spot(u));
                    }
                }
            }
            return out;
        }

        @Override
        public boolean claim(String which, Spot s) {
            throw new UnsupportedOperationException("whole games' claims are written in the test itself");
        }
    }
}
