package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Moves in a sum of games, read and played, against the games' rules as {@link HeapGames#leavesByTheRules}
 * writes them: every way of writing a move is accepted exactly when the rules allow the move, and the
 * move leaves the heaps the rules say, where the notation says.
 */
class SumMovesByTheRulesTest {

    private static final int LARGEST = 5;

    /** A move by the rules: what it takes and the non-empty heaps it leaves, smaller first. */
    private record Played(long take, List<Long> leaves) {
        static Played of(long take, long... heaps) {
            List<Long> leaves = new ArrayList<>();
            for (long h : heaps) {
                if (h > 0) {
                    leaves.add(h);
                }
            }
            leaves.sort(null);
            return new Played(take, List.copyOf(leaves));
        }
    }

    private static Set<Played> byTheRules(HeapGame game, long n) {
        Set<Played> all = new HashSet<>();
        for (List<Long> leaves : HeapGames.leavesByTheRules(game, n)) {
            long left = leaves.stream().mapToLong(Long::longValue).sum();
            all.add(Played.of(n - left, leaves.stream().mapToLong(Long::longValue).toArray()));
        }
        return all;
    }

    /** Heap B of game {@code game}, between a Nim heap of 2 and a Nim heap of 1. */
    private static GameSum between(HeapGame game, long n) {
        return new GameSum(List.of(new Component(HeapGames.NIM, 2), new Component(game, n),
                new Component(HeapGames.NIM, 1)));
    }

    private static void readsAsTheRulesSay(String text, GameSum sum, boolean legal, Played expected) {
        Result<SumMove> read = SumMoveParser.parse(text, sum);
        assertThat(read.isOk()).as("%s in %s", text, sum.notation()).isEqualTo(legal);
        if (!legal) {
            assertThat(read.problemOrNull()).as(text).isNotBlank().doesNotContainPattern("\\R");
            return;
        }
        SumMove move = read.orThrow();
        assertThat(move.part()).as(text).isEqualTo(1);
        HeapOption o = move.option();
        assertThat(Played.of(o.take(), o.left(), o.right())).as(text).isEqualTo(expected);
        assertThat(o.right() == 0 || o.left() <= o.right()).as(text).isTrue();
        leavesTheHeapsInPlace(sum, move);
        assertThat(SumMoveParser.parse(move.shortForm(), sum)).as(move.shortForm()).isEqualTo(Result.ok(move));
        assertThat(move.shortForm().startsWith("B=")).as(move.shortForm()).isEqualTo(o.take() == 0);
    }

    /** The heap moved in is replaced by what it leaves, a split's second heap right after it. */
    private static void leavesTheHeapsInPlace(GameSum sum, SumMove move) {
        HeapGame game = sum.part(1).game();
        List<Component> expected = new ArrayList<>();
        expected.add(sum.part(0));
        expected.add(new Component(game, move.option().left()));
        if (move.option().right() > 0) {
            expected.add(new Component(game, move.option().right()));
        }
        expected.add(sum.part(2));
        assertThat(move.applyTo(sum).parts()).as(move.shortForm()).isEqualTo(expected);
    }

    @Test
    void everyWayOfWritingATakeIsAcceptedExactlyWhenTheRulesAllowIt() {
        for (HeapGame game : HeapGames.ALL) {
            for (long n = 0; n <= LARGEST; n++) {
                GameSum sum = between(game, n);
                Set<Played> rules = byTheRules(game, n);
                for (long t = 0; t <= n + 1; t++) {
                    Played lone = Played.of(t, Math.max(0, n - t));
                    boolean alone = t <= n && rules.contains(lone);
                    readsAsTheRulesSay("B-" + t, sum, alone, lone);
                    readsAsTheRulesSay("take " + t + " from B", sum, alone, lone);
                    for (long a = 0; a <= n + 1 - t; a++) {
                        for (long b = 0; b <= n + 1 - t; b++) {
                            Played two = Played.of(t, a, b);
                            boolean legal = t + a + b == n && rules.contains(two);
                            readsAsTheRulesSay("B-" + t + "=" + a + "+" + b, sum, legal, two);
                            readsAsTheRulesSay("take " + t + " from heap B leaving " + a + " and " + b, sum, legal, two);
                        }
                    }
                }
            }
        }
    }

    @Test
    void everyWayOfNamingWhatIsLeftIsAcceptedExactlyWhenTheRulesAllowIt() {
        for (HeapGame game : HeapGames.ALL) {
            for (long n = 0; n <= LARGEST; n++) {
                GameSum sum = between(game, n);
                Set<Played> rules = byTheRules(game, n);
                for (long a = 0; a <= n + 1; a++) {
                    Played reduced = Played.of(n - a, a);
                    readsAsTheRulesSay("B=" + a, sum, a < n && rules.contains(reduced), reduced);
                    readsAsTheRulesSay("reduce B to " + a, sum, a < n && rules.contains(reduced), reduced);
                    for (long b = 0; b <= n + 1; b++) {
                        Played two = Played.of(n - a - b, a, b);
                        boolean legal = a + b <= n && rules.contains(two);
                        readsAsTheRulesSay("B=" + a + "+" + b, sum, legal, two);
                        readsAsTheRulesSay("split B into " + a + " and " + b, sum, legal, two);
                    }
                }
            }
        }
    }

    @Test
    void knockingDownPinsIsAcceptedExactlyWhenTheRulesAllowIt() {
        for (HeapGame game : List.of(HeapGames.KAYLES, HeapGames.DAWSONS_KAYLES)) {
            for (long n = 0; n <= LARGEST; n++) {
                GameSum sum = between(game, n);
                Set<Played> rules = byTheRules(game, n);
                for (long first = 0; first <= n + 1; first++) {
                    for (long last = 0; last <= n + 1; last++) {
                        long low = Math.min(first, last);
                        long high = Math.max(first, last);
                        Played knocked = Played.of(high - low + 1, low - 1, n - high);
                        boolean onTheRow = low >= 1 && high <= n;
                        readsAsTheRulesSay("knock down pins " + first + "-" + last + " of B", sum,
                                onTheRow && rules.contains(knocked), knocked);
                        if (!onTheRow) {
                            assertThat(SumMoveParser.parse("knock down pins " + first + "-" + last + " of B", sum)
                                    .problemOrNull()).contains("there is no pin " + (low < 1 ? low : high));
                        }
                    }
                    if (first >= 1 && first <= n) {
                        Played one = Played.of(1, first - 1, n - first);
                        readsAsTheRulesSay("knock down pin " + first + " of B", sum, rules.contains(one), one);
                    }
                }
            }
        }
    }

    private static final Pattern PINS = Pattern.compile("knock down pins? ([0-9-]+)(?: \\(or ([0-9-]+)\\))? of B, (.*)");

    /**
     * A move in a row names its pins counted from each end, which both read back as the move, and
     * the rows it leaves; a move elsewhere reads back from its description as it is.
     */
    @Test
    void everyMoveReadsBackFromItsDescription() {
        for (HeapGame game : HeapGames.ALL) {
            for (long n = 0; n <= LARGEST + 2; n++) {
                GameSum sum = between(game, n);
                for (HeapOption o : game.options(n)) {
                    SumMove move = new SumMove(1, o);
                    String text = move.describe(sum);
                    Matcher m = PINS.matcher(text);
                    if (game.heapWord().equals("row")) {
                        assertThat(m.matches()).as(text).isTrue();
                        assertThat(text.startsWith("knock down pin ")).as(text).isEqualTo(o.take() == 1);
                        assertThat(m.group(1).contains("-")).as(text).isEqualTo(o.take() > 1);
                        for (String pins : new String[] {m.group(1), m.group(2) == null ? m.group(1) : m.group(2)}) {
                            assertThat(SumMoveParser.parse("knock down pins " + pins + " of B", sum))
                                    .as(text).isEqualTo(Result.ok(move));
                        }
                        assertThat(m.group(2) == null).as(text).isEqualTo(isMirrorImage(n, m.group(1)));
                        assertThat(m.group(3)).as(text).isEqualTo(leaving("row", o));
                    } else if (o.take() == 0) {
                        assertThat(text).isEqualTo("split B into heaps of " + o.left() + " and " + o.right());
                        assertThat(SumMoveParser.parse("split B into " + o.left() + " and " + o.right(), sum))
                                .isEqualTo(Result.ok(move));
                    } else {
                        // "leaving nothing" is said, not read: the take alone says it.
                        assertThat(SumMoveParser.parse(text.replace(", leaving nothing", ""), sum)).as(text)
                                .isEqualTo(Result.ok(move));
                        assertThat(text).as(text).isEqualTo("take " + o.take() + " from B"
                                + (game.splits() ? ", " + leaving("heap", o) : ""));
                    }
                }
            }
        }
    }

    /** True when pins {@code first-last} of a row of n are the same pins counted from the other end. */
    private static boolean isMirrorImage(long n, String pins) {
        String[] ends = pins.split("-");
        long first = Long.parseLong(ends[0]);
        long last = Long.parseLong(ends[ends.length - 1]);
        return n + 1 - first == last;
    }

    private static String leaving(String word, HeapOption o) {
        if (o.splits()) {
            return "leaving " + word + "s of " + o.left() + " and " + o.right();
        }
        return o.left() == 0 ? "leaving nothing" : "leaving a " + word + " of " + o.left();
    }

    @Test
    void aLoneHeapIsTakenFromByABareNumberAndASumOfSeveralIsNot() {
        for (HeapGame game : HeapGames.ALL) {
            for (long n = 0; n <= LARGEST; n++) {
                GameSum alone = GameSum.of(game, n);
                for (long t = 0; t <= n + 1; t++) {
                    assertThat(SumMoveParser.parse(" " + t + " ", alone)).as("%d from %s", t, alone.notation())
                            .isEqualTo(SumMoveParser.parse("A-" + t, alone));
                }
                assertThat(SumMoveParser.parse("1", between(game, n)).problemOrNull()).startsWith("cannot read '1'");
            }
        }
    }

    @Test
    void theFormsSuggestedAreThoseOfTheSumsOwnGamesAndEachIsRead() {
        for (HeapGame game : HeapGames.NAMED) {
            GameSum sum = between(game, 5);
            String forms = SumMoveParser.notations(sum);
            Matcher example = Pattern.compile("'([^']+)'").matcher(forms);
            while (example.find()) {
                assertThat(SumMoveParser.parse(example.group(1), sum).problemOrNull()).as("%s in %s", example.group(1),
                        game.notation()).satisfiesAnyOf(p -> assertThat(p).isNull(),
                                p -> assertThat(p).doesNotStartWith("cannot read"));
            }
            assertThat(forms.contains("knock down pins")).as(forms).isEqualTo(game.heapWord().equals("row"));
            assertThat(forms.contains("(a split")).as(forms).isEqualTo(game.splits());
        }
        assertThat(SumMoveParser.notations(between(HeapGames.LASKER, 5))).contains("'B=1+3' or 'split B into 1 and 3'")
                .doesNotContain("B-1=1+3").doesNotContain("pins");
        assertThat(SumMoveParser.notations(GameSum.of(HeapGames.KAYLES, 5))).contains("'A-2'").doesNotContain("'B");
    }

    @Test
    void eachMistakeIsNamedInOneLine() {
        GameSum sum = between(HeapGames.KAYLES, 5);
        assertThat(SumMoveParser.parse(null, sum).problemOrNull()).startsWith("no move given: ")
                .endsWith(SumMoveParser.notations(sum));
        assertThat(SumMoveParser.parse(" \t", sum).problemOrNull()).startsWith("no move given");
        assertThat(SumMoveParser.parse("Hello there", sum).problemOrNull())
                .isEqualTo("cannot read 'Hello there' as a move: " + SumMoveParser.notations(sum));
        assertThat(SumMoveParser.parse("B-2=-1+2", sum).problemOrNull())
                .isEqualTo("heap left '-1' is negative: write a whole number from 0 up");
        assertThat(SumMoveParser.parse("B-x", sum).problemOrNull()).contains("'x' is not a number to take");
        assertThat(SumMoveParser.parse("B=3+4", sum).problemOrNull())
                .isEqualTo("heap B has only 5, so it cannot leave 3 and 4");
        assertThat(SumMoveParser.parse("B=" + Long.MAX_VALUE + "+" + Long.MAX_VALUE, sum).problemOrNull())
                .startsWith("heap B has only 5, so it cannot leave");
        assertThat(SumMoveParser.parse("D-1", sum).problemOrNull()).startsWith("there is no heap D");
        String illegal = SumMoveParser.parse("B-3", sum).problemOrNull();
        assertThat(illegal).startsWith("heap B (kayles:5): ")
                .endsWith(HeapGames.KAYLES.whyIllegal(5, new HeapOption(3, 2, 0)).orElseThrow());
    }

    @Test
    void twoPinsApartAreNotOneMoveAndTwoNeighboursAre() {
        GameSum sum = between(HeapGames.KAYLES, 5);
        for (String text : List.of("knock down pins 3 and 5 of B", "pins 3 and 5 of B", "knock down pins 3, 5 of B")) {
            assertThat(SumMoveParser.parse(text, sum).problemOrNull()).as(text)
                    .isEqualTo("pins 3 and 5 are not next to each other, and one move knocks down only pins side by"
                            + " side: write one pin as 'knock down pin 3 of B' or neighbours as 'knock down pins 2-3"
                            + " of B'");
        }
        SumMove pair = SumMoveParser.parse("knock down pins 3-4 of B", sum).orThrow();
        assertThat(SumMoveParser.parse("knock down pins 3 and 4 of B", sum).orThrow()).isEqualTo(pair);
        assertThat(SumMoveParser.parse("pins 4 and 3 of B", sum).orThrow()).isEqualTo(pair);
        assertThat(SumMoveParser.parse("knock down pins 3-5 of B", sum).problemOrNull()).startsWith("heap B (kayles:5): ");
    }
}
