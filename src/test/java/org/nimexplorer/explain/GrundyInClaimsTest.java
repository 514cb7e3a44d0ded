package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;

/** g(x) in a claim: the Grundy value of a heap of x in the game the claim is checked in, and nothing else. */
class GrundyInClaimsTest {

    private static HeapGame game(String name) {
        return GameNotation.heapGame(name).orThrow();
    }

    @Test
    void gIsTheGamesOwnValueOfEveryHeap() {
        for (String name : List.of("nim", "sub[1,3,4]", "sub[1-3]", "kayles", "dawsons-kayles", "lasker", "0.16")) {
            HeapGame g = game(name);
            Claim claim = Claim.parse("g(a) == b", 2, g).orThrow();
            Claim sum = Claim.parse("g(a + b) xor g(b) == g(a) xor c", 3, g).orThrow();
            for (long a = 0; a <= 40; a++) {
                for (long b = 0; b <= 8; b++) {
                    assertThat(claim.test(new long[] {a, b}).orThrow()).as("%s: g(%d) == %d", name, a, b)
                            .isEqualTo(g.grundy(a) == b);
                    long c = (g.grundy(a + b) ^ g.grundy(b)) ^ g.grundy(a);
                    assertThat(sum.test(new long[] {a, b, c}).orThrow()).isTrue();
                    assertThat(sum.test(new long[] {a, b, c + 1}).orThrow()).isFalse();
                }
            }
        }
    }

    @Test
    void theRulesOfAClassicGameGiveItsHeapGame() {
        assertThat(GameFamily.heapGame(Rules.NIM)).isEqualTo(new HeapGame.Nim());
        MoveSet.Subtraction set = (MoveSet.Subtraction) MoveSet.parse("1,3,4").orThrow();
        assertThat(GameFamily.heapGame(new Rules(Play.MISERE, set))).isEqualTo(new HeapGame.Subtract(set));
    }

    @Test
    void theLetterGIsStillTheSeventhHeapWhenNoParenthesisFollows() {
        Claim claim = Claim.parse("g(g) == g and g == a", 7, new HeapGame.Nim()).orThrow();
        assertThat(claim.test(new long[] {5, 0, 0, 0, 0, 0, 5}).orThrow()).isTrue();
        assertThat(claim.test(new long[] {4, 0, 0, 0, 0, 0, 5}).orThrow()).isFalse();
    }

    @Test
    void aValueThatCannotBeHadIsAProblemInWords() {
        Claim below = Claim.parse("g(a - 1) == 0", 1, game("kayles")).orThrow();
        assertThat(below.test(new long[] {0}).problemOrNull()).isEqualTo("g(-1), the Grundy value of a heap below zero");
        Claim unknown = Claim.parse("g(a * 100000) == 0", 1, game("0.16")).orThrow();
        assertThat(unknown.test(new long[] {1}).problemOrNull()).startsWith("g(100000), which is not known: no period");
        assertThat(unknown.test(new long[] {0}).orThrow()).isTrue();
    }

    @Test
    void otherFunctionsAMissingGameAndRulesAreRefusedInOneSentence() {
        assertThat(Claim.parse("f(a) == 0", 2, new HeapGame.Nim()).problemOrNull()).isEqualTo("in the claim, 'f(a)'"
                + " uses f as a function, but the only functions are g(x) (the Grundy value of a heap of x), min(...)"
                + " and max(...); to multiply, write f * (...)");
        assertThat(Claim.parse("g(a) == 0", 2).problemOrNull()).isEqualTo("in the claim, 'g(a)' asks for a Grundy"
                + " value, but no game was chosen to take it from");
        assertThat(Claim.parse("g(a < b) == 0", 2, new HeapGame.Nim()).problemOrNull()).isEqualTo("in the claim,"
                + " 'a < b' is true or false, but g(...) needs a number there");
        assertThat(Claim.parse("g(a) == 0", 2, new HeapGame.Nim()).isOk()).isTrue();
        assertThat(MoveRule.parse("first x with g(x) > 0 to 0", 2).problemOrNull()).isEqualTo("in the rule, 'g(x)'"
                + " asks for a Grundy value, but only a claim can use g(x), not a rule");
        // In Nim a value is the heap's size, so the language is told without g(x); in another game, with it.
        assertThat(Claim.parse("g a == 0", 2, new HeapGame.Nim()).problemOrNull()).startsWith("cannot read the claim at"
                + " column 3").doesNotContain("g(x)").endsWith("and, or, not");
        assertThat(Claim.parse("g a == 0", 2, game("kayles")).problemOrNull()).startsWith("cannot read the claim at"
                + " column 3").contains("g(x) (the Grundy value of a heap of x)");
    }

    @Test
    void aClaimWithGIsProvedForASubtractionGame() {
        MoveSet.Subtraction set = (MoveSet.Subtraction) MoveSet.parse("1,3,4").orThrow();
        ClaimProof proof = ClaimProof.check("g(a) xor g(b) xor g(c) == 0", new Rules(Play.NORMAL, set), 3, 9).orThrow();
        assertThat(proof.holds()).isTrue();
        ClaimProof nim = ClaimProof.check("g(a) xor g(b) == 0", new Rules(Play.NORMAL, set), 2, 9).orThrow();
        assertThat(nim.holds()).isTrue();
        assertThat(ClaimProof.check("a xor b == 0", new Rules(Play.NORMAL, set), 2, 9).orThrow().holds()).isFalse();
    }
}
