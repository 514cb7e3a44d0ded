package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;

/** The words of a failed property or rule, as printed and as a screen reader says them. */
class ClaimWordsTest {

    private static ClaimProof proof(String claim, Optional<String> rule, Rules rules, int heaps, int max) {
        return ClaimProof.check(claim, rule, rules, heaps, max, () -> false, done -> { }).orThrow();
    }

    private static String ruleFailure(String rule, Rules rules, int heaps, int max, boolean spoken) {
        ClaimProof p = proof("s == 0", Optional.of(rule), rules, heaps, max);
        return ClaimWords.rule(p, p.rule().orElseThrow().counterexample().orElseThrow(), spoken);
    }

    @Test
    void propertiesAndEndsAreNamedAsTheProofNamesThem() {
        assertThat(ClaimWords.property(1)).isEqualTo("Property 1, the end");
        assertThat(ClaimWords.property(2)).isEqualTo("Property 2, lemma 1's shape (from K every move leaves K)");
        assertThat(ClaimWords.property(3)).isEqualTo("Property 3, lemma 2's shape (from outside K some move enters K)");
        assertThat(ClaimWords.endReason(false)).isEqualTo("the player to move there has no move left, and has lost");
        assertThat(ClaimWords.endReason(true)).startsWith("under misère play the player to move there has won");
        assertThat(ClaimWords.move(new Move(1, 2), false)).isEqualTo("B-2");
        assertThat(ClaimWords.move(new Move(1, 2), true)).isEqualTo("taking 2 from B");
    }

    @Test
    void eachWayASetFailsIsToldWithItsPositionAndMoves() {
        ClaimProof equal = proof("a == b", Optional.empty(), Rules.NIM, 3, 7);
        assertThat(ClaimWords.failure(equal, equal.stable().counterexample().orElseThrow(), true)).isEqualTo(
                " at 0 0 1: taking 1 from C leaves 0 0 0, still in your set (a == b holds there).");
        ClaimProof sum = proof("a + b == c", Optional.empty(), Rules.NIM, 3, 7);
        assertThat(ClaimWords.failure(sum, sum.absorbing().counterexample().orElseThrow())).isEqualTo(
                " at 1 1 0: no move enters your set (A-1 leaves 0 1 0, B-1 leaves 1 0 0, and neither has a + b == c).");
        ClaimProof one = proof("a == 5", Optional.empty(), Rules.NIM, 1, 9);
        assertThat(ClaimWords.failure(one, one.absorbing().counterexample().orElseThrow())).isEqualTo(
                " at 1: no move enters your set (A-1 leaves 0, and that does not have a == 5).");
        ClaimProof many = proof("a == 99", Optional.empty(), Rules.NIM, 2, 9);
        assertThat(ClaimWords.failure(many, many.ends().counterexample().orElseThrow())).isEqualTo(" at 0 0: it is not"
                + " in your set, but the player to move there has no move left, and has lost, so it must be in K.");
        ClaimProof misere = proof("s == 0", Optional.empty(), new Rules(Play.MISERE, MoveSet.NIM), 3, 7);
        assertThat(ClaimWords.failure(misere, misere.ends().counterexample().orElseThrow())).startsWith(" at 0 0 0: it is"
                + " in your set, but under misère play").endsWith("so it must not be in K.");
        ClaimProof wide = proof("a == 99 and b == 99", Optional.empty(), Rules.NIM, 2, 9);
        ClaimProof.Failure noWay = wide.absorbing().counterexample().orElseThrow();
        assertThat(noWay.position().toString()).isEqualTo("0 1");
    }

    @Test
    void eachWayARuleFailsIsToldWithTheMoveThatWouldHaveEnteredK() {
        assertThat(ruleFailure("first x with x > 0 to x xor s", Rules.NIM, 3, 7, false)).isEqualTo(" at 0 1 2: it takes"
                + " heap B from 1 to 2, so the heap would grow: a move only takes objects away. A move into K does exist"
                + " there: C-1 leaves 0 1 1.");
        assertThat(ruleFailure("first x with x > 0 to x xor s", Rules.NIM, 3, 7, true)).endsWith("taking 1 from C leaves"
                + " 0 1 1.");
        assertThat(ruleFailure("first x with x > 5 to 0", Rules.NIM, 3, 7, false)).isEqualTo(" at 0 0 1: no heap meets"
                + " its condition x > 5, so it names no move. A move into K does exist there: C-1 leaves 0 0 0.");
        assertThat(ruleFailure("heap 4 to 0", Rules.NIM, 3, 7, false)).startsWith(" at 0 0 1: it names heap 4, which does"
                + " not exist: the heaps are numbered 1 to 3 (A to C).");
        assertThat(ruleFailure("heap 2 to 0", Rules.NIM, 1, 7, false)).startsWith(" at 1: it names heap 2, which does not"
                + " exist: the heaps are numbered 1 (A).");
        assertThat(ruleFailure("first x with x > 0 to x - 2", Rules.NIM, 3, 7, false)).startsWith(" at 0 0 1: it takes"
                + " heap C to -1, and a heap cannot go below 0.");
        assertThat(ruleFailure("first x with x > 0 to x", Rules.NIM, 3, 7, false)).startsWith(" at 0 0 1: it leaves heap"
                + " C at 1, and a move must take at least one object.");
        assertThat(ruleFailure("first x with x > 0 to x / 0", Rules.NIM, 3, 7, false)).startsWith(" at 0 0 1: it cannot"
                + " be computed there: it makes");
        assertThat(ruleFailure("first x with x > 0 to x - 1", Rules.NIM, 3, 7, true)).isEqualTo(" at 0 0 2: it plays"
                + " taking 1 from C, leaving 0 0 1, which is not in your set. A move into K does exist there: taking 2"
                + " from C leaves 0 0 0.");
        Rules takeTwo = new Rules(Play.NORMAL, MoveSet.parse("2").orThrow());
        assertThat(ruleFailure("first x with x > 0 to 0", takeTwo, 1, 7, false)).isEqualTo(" at 3: it takes 3 from A,"
                + " which this game does not allow (take 2 from one heap). No move enters K there at all.");
    }
}
