package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every conceivable move from a small heap of every game: refused exactly when the rules of
 * {@link HeapGames#leavesByTheRules} do not allow it, and each refusal says the reason that holds
 * (too many taken, nothing taken, the heaps left not adding up, a take or a kind of move the game
 * does not allow); the game's list of moves is the rules' list, and its value the mex of its options.
 */
class HeapMovesRefusedTest {

    private static final int LARGEST = 7;

    /** Every option record from a heap of n: takes up to n + 1, heaps left up to n. */
    private static List<HeapOption> conceivable(long n) {
        List<HeapOption> all = new ArrayList<>();
        for (long t = 0; t <= n + 1; t++) {
            for (long a = 0; a <= n; a++) {
                all.add(new HeapOption(t, a, 0));
                for (long b = Math.max(a, 1); a >= 1 && b <= n; b++) {
                    all.add(new HeapOption(t, a, b));
                }
            }
        }
        return all;
    }

    private static Set<List<Long>> byTheRules(HeapGame game, long n) {
        Set<List<Long>> all = new HashSet<>();
        for (List<Long> leaves : HeapGames.leavesByTheRules(game, n)) {
            List<Long> key = new ArrayList<>(leaves);
            key.sort(null);
            key.add(0, n - leaves.stream().mapToLong(Long::longValue).sum());
            all.add(key);
        }
        return all;
    }

    private static List<Long> key(HeapOption o) {
        List<Long> key = new ArrayList<>(List.of(o.take()));
        if (o.left() > 0) {
            key.add(o.left());
        }
        if (o.right() > 0) {
            key.add(o.right());
        }
        return key;
    }

    @Test
    void aMoveIsRefusedExactlyWhenTheRulesForbidItAndForTheReasonThatHolds() {
        for (HeapGame game : HeapGames.ALL) {
            for (long n = 0; n <= LARGEST; n++) {
                Set<List<Long>> rules = byTheRules(game, n);
                for (HeapOption o : conceivable(n)) {
                    boolean legal = o.left() + o.right() + o.take() == n && rules.contains(key(o));
                    Optional<String> why = game.whyIllegal(n, o);
                    assertThat(why.isEmpty()).as("%s from %d in %s", o, n, game.notation()).isEqualTo(legal);
                    assertThat(game.allows(o) || !legal).as("%s in %s", o, game.notation()).isTrue();
                    if (why.isPresent()) {
                        assertThat(why.get()).as("%s from %d in %s", o, n, game.notation())
                                .isEqualTo(expectedReason(game, n, o));
                    }
                }
            }
        }
    }

    /** The reason, in the order the checks are made: the take, then the game's own takes, then the sizes, then the kind. */
    private static String expectedReason(HeapGame game, long n, HeapOption o) {
        long rest = n - o.take();
        boolean takeInRange = o.take() >= 1 && o.take() <= n;
        if (game instanceof HeapGame.Subtract s && takeInRange && !s.set().allows((int) o.take())) {
            return game.notation() + " allows taking " + s.set().listTakes() + ", not " + o.take();
        }
        if (game instanceof HeapGame.Octal g && takeInRange && g.code().digit((int) o.take()) == 0) {
            return game.notation() + " allows taking " + g.code().allowedTakes() + ", not " + o.take();
        }
        if (o.take() > n) {
            return "it has only " + n + ", so " + o.take() + " cannot be taken";
        }
        if (o.take() == 0 && !o.splits()) {
            return "a move must take at least one object";
        }
        if (o.left() + o.right() != rest) {
            return "taking " + o.take() + " from " + n + " leaves " + rest + " in all, not "
                    + (o.splits() ? o.left() + " and " + o.right() : o.left());
        }
        if (game instanceof HeapGame.Octal g && takeInRange) {
            return "in " + game.notation() + " taking " + o.take() + " is allowed only "
                    + OctalCode.leaves(g.code().digit((int) o.take()));
        }
        return "that move is not allowed in " + game.notation() + ": " + game.describe();
    }

    @Test
    void theGameListsTheMovesOfItsRulesInOrderOfTakeThenSmallerHeap() {
        for (HeapGame game : HeapGames.ALL) {
            for (long n = 0; n <= LARGEST + 3; n++) {
                List<HeapOption> options = game.options(n);
                Set<List<Long>> listed = new HashSet<>();
                for (HeapOption o : options) {
                    assertThat(o.take() + o.left() + o.right()).isEqualTo(n);
                    assertThat(game.allows(o)).as("%s in %s", o, game.notation()).isTrue();
                    assertThat(game.whyIllegal(n, o)).isEmpty();
                    listed.add(key(o));
                }
                assertThat(listed).as("%s heap %d", game.notation(), n).isEqualTo(byTheRules(game, n));
                assertThat(options).hasSameSizeAs(listed);
                assertThat(game.splits() || options.stream().noneMatch(HeapOption::splits)).isTrue();
            }
        }
    }

    @Test
    void aHeapIsWorthTheMexOfItsOptions() {
        for (HeapGame game : HeapGames.ALL) {
            for (long n = 0; n <= 40; n++) {
                Set<Long> reached = new HashSet<>();
                for (HeapOption o : game.options(n)) {
                    reached.add(o.valueIn(game));
                }
                long mex = 0;
                while (reached.contains(mex)) {
                    mex++;
                }
                assertThat(game.grundy(n)).as("%s heap %d", game.notation(), n).isEqualTo(mex);
                assertThat(new Component(game, n).grundy()).isEqualTo(mex);
            }
        }
    }

    @Test
    void theWordForAHeapAndWhetherItSplitsFollowTheRules() {
        for (HeapGame game : HeapGames.ALL) {
            boolean splitsByRules = false;
            for (long n = 0; n <= 2L * OctalCode.MAX_DIGITS + 4; n++) {
                splitsByRules |= HeapGames.leavesByTheRules(game, n).stream().anyMatch(l -> l.size() == 2);
            }
            assertThat(game.splits()).as(game.notation()).isEqualTo(splitsByRules);
            boolean pins = game.equals(HeapGames.KAYLES) || game.equals(HeapGames.DAWSONS_KAYLES);
            assertThat(game.heapWord()).as(game.notation()).isEqualTo(pins ? "row" : "heap");
        }
    }
}
