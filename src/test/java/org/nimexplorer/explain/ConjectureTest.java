package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.ExhaustiveSolver;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;

class ConjectureTest {

    private static Conjecture check(String claim, Rules rules, int heaps, long max) {
        return Conjecture.check(claim, rules, heaps, max, () -> false).orThrow();
    }

    @Test
    void boutonsRuleHoldsOnThreeHeapsUpToFifteen() {
        Conjecture c = check("a xor b == c", Rules.NIM, 3, 15);
        assertThat(c.holds()).isTrue();
        assertThat(c.positions()).isEqualTo(4096);
        assertThat(c.pPositions()).isEqualTo(256);
    }

    @Test
    void aWrongClaimGetsTheSmallestCounterexampleOfEachKindCheckedBySearch() {
        Rules rules = Rules.NIM;
        Conjecture c = check("a + b == c", rules, 3, 7);
        ExhaustiveSolver solver = new ExhaustiveSolver(rules);
        Position pButN = c.claimedPButN().orElseThrow().position();
        Position nButP = c.claimedNButP().orElseThrow();
        assertThat(pButN.heap(0) + pButN.heap(1)).isEqualTo(pButN.heap(2));
        assertThat(solver.outcome(pButN)).isEqualTo(Outcome.N);
        assertThat(solver.winningMoves(pButN)).contains(c.claimedPButN().get().winningMove().orElseThrow());
        assertThat(solver.outcome(nButP)).isEqualTo(Outcome.P);
        assertThat(nButP.heap(0) + nButP.heap(1)).isNotEqualTo(nButP.heap(2));
        for (int a = 0; a <= 7; a++) {
            for (int b = 0; b <= 7; b++) {
                for (int d = 0; d <= 7; d++) {
                    Position p = Position.of(a, b, d);
                    boolean claimed = a + b == d;
                    boolean isP = solver.outcome(p) == Outcome.P;
                    if (claimed && !isP) {
                        assertThat(p.total()).isGreaterThanOrEqualTo(pButN.total());
                    }
                    if (!claimed && isP) {
                        assertThat(p.total()).isGreaterThanOrEqualTo(nButP.total());
                    }
                }
            }
        }
    }

    @Test
    void misereAndSubtractionClaimsAreCheckedAgainstTheirOwnRules() {
        Rules misere = new Rules(Play.MISERE, MoveSet.NIM);
        Conjecture c = check("(a xor b == 0) and max(a, b) >= 2 or (max(a, b) <= 1 and a + b == 1)", misere, 2, 12);
        assertThat(c.holds()).isTrue();
        Rules take13 = new Rules(Play.NORMAL, MoveSet.parse("1-3").orThrow());
        assertThat(check("a mod 4 == 0", take13, 1, 40).holds()).isTrue();
        assertThat(check("(a mod 4) xor (b mod 4) == 0", take13, 2, 20).holds()).isTrue();
    }

    @Test
    void operatorPrecedenceIsThatOfTheGrammar() {
        assertThat(Claim.parse("a xor b == c", 3).orThrow().test(new long[] {1, 2, 3}).orThrow()).isTrue();
        assertThat(Claim.parse("a + b * 2 == 7 and not a == b", 2).orThrow().test(new long[] {1, 3}).orThrow()).isTrue();
        assertThat(Claim.parse("-a * 2 + 8 == 6", 1).orThrow().test(new long[] {1}).orThrow()).isTrue();
        assertThat(Claim.parse("1 << 3 | 1 == 9 && 7 & 3 ^ 1 == 2", 1).orThrow().test(new long[] {0}).orThrow()).isTrue();
        assertThat(Claim.parse("min(a, b, 3) == max(1, a - 5)", 2).orThrow().test(new long[] {1, 9}).orThrow()).isTrue();
    }

    @Test
    void badClaimsAreProblemsThatSayWhere() {
        assertThat(Claim.parse("a +", 3).problemOrNull()).contains("ends too soon");
        assertThat(Claim.parse("a $ b", 3).problemOrNull()).contains("'$' is not part of a claim");
        assertThat(Claim.parse("d == 1", 3).problemOrNull()).contains("a to c");
        assertThat(Claim.parse("a + (b == c)", 3).problemOrNull()).contains("+ needs a number");
        assertThat(Claim.parse("a and b", 3).problemOrNull()).contains("needs true or false");
        assertThat(Claim.parse("a xor b", 3).problemOrNull()).contains("a number, not true or false");
        assertThat(Claim.parse("99999999999999999999 == a", 3).problemOrNull()).contains("too large");
        assertThat(Claim.parse("x".repeat(600), 3).problemOrNull()).contains("limit is 500");
        assertThat(Claim.parse("Math.exit(0) == 1", 3).isOk()).isFalse();
    }

    @Test
    void arithmeticFailuresNameThePositionInsteadOfThrowing() {
        Result<Conjecture> zero = Conjecture.check("a / b == 1", Rules.NIM, 2, 3, () -> false);
        assertThat(zero.problemOrNull()).contains("division by zero");
        Result<Conjecture> shift = Conjecture.check("1 << (a + 60) > 0", Rules.NIM, 1, 9, () -> false);
        assertThat(shift.problemOrNull()).contains("shift");
        Result<Conjecture> big = Conjecture.check("a * 9223372036854775807 > 0", Rules.NIM, 1, 3, () -> false);
        assertThat(big.problemOrNull()).contains("a number too large for 64 bits").doesNotContain("long overflow");
    }

    @Test
    void theOneQuotientThatDoesNotFitSixtyFourBitsIsCaughtNotWrapped() {
        Result<Conjecture> quotient = Conjecture.check("(0-9223372036854775807-1) / (0-1) == a", Rules.NIM, 3, 15,
                () -> false);
        assertThat(quotient.problemOrNull()).isEqualTo("the claim cannot be computed at 0 0 0: it makes a number too"
                + " large for 64 bits");
        assertThat(Conjecture.check("(0-9223372036854775807-1) mod (0-1) == a", Rules.NIM, 3, 15, () -> false).isOk())
                .as("the remainder of the same division is 0 and fits").isTrue();
    }

    @Test
    void hostileClaimsNeverThrowAndDeepNestingStillParses() {
        String nested = "(".repeat(240) + "a" + ")".repeat(240) + " == 0";
        assertThat(Claim.parse(nested, 1).isOk()).isTrue();
        Random random = new Random(42);
        String alphabet = "abcxyz0123456789 +-*/%&|^!<>=()',.;:\"\\$@#xor and or not min max mod true false\u0000\u001b";
        for (int i = 0; i < 5000; i++) {
            StringBuilder s = new StringBuilder();
            for (int j = random.nextInt(60); j > 0; j--) {
                s.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            Result<Claim> claim = Claim.parse(s.toString(), 3);
            if (claim.isOk()) {
                claim.orThrow().test(new long[] {1, 2, 3});
            } else {
                assertThat(claim.problemOrNull()).doesNotContain("\u001b").doesNotContain("\u0000");
            }
        }
    }

    @Test
    void boundsAreChecked() {
        assertThat(Conjecture.check("a == 0", Rules.NIM, 9, 3, () -> false))
                .isEqualTo(Result.outOfBounds(new Bound(Bound.Name.HEAPS, 1, 8, 9)));
        assertThat(Conjecture.check("a == 0", Rules.NIM, 2, -1, () -> false))
                .isEqualTo(Result.outOfBounds(new Bound(Bound.Name.MAX, 0, Bound.NO_MOST, -1)));
        assertThat(Conjecture.check("a == 0", Rules.NIM, 4, 100, () -> false).problemOrNull()).contains("at most");
    }
}
