package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Each operator of a claim means what the same expression means in Java, on every position of three
 * heaps up to 7 (and on negative numbers, reached by subtraction).
 */
class ClaimSemanticsTest {

    private static final Map<String, Predicate<long[]>> CLAIMS = Map.ofEntries(
            Map.entry("a == b", h -> h[0] == h[1]),
            Map.entry("a = b", h -> h[0] == h[1]),
            Map.entry("a != b", h -> h[0] != h[1]),
            Map.entry("a < b", h -> h[0] < h[1]),
            Map.entry("a <= b", h -> h[0] <= h[1]),
            Map.entry("a > b", h -> h[0] > h[1]),
            Map.entry("a >= b", h -> h[0] >= h[1]),
            Map.entry("(a < b) == (b < c)", h -> (h[0] < h[1]) == (h[1] < h[2])),
            Map.entry("(a < b) = (b < c)", h -> (h[0] < h[1]) == (h[1] < h[2])),
            Map.entry("(a < b) != (b < c)", h -> (h[0] < h[1]) != (h[1] < h[2])),
            Map.entry("not a < b", h -> !(h[0] < h[1])),
            Map.entry("! a < b", h -> !(h[0] < h[1])),
            Map.entry("a < b and b < c", h -> h[0] < h[1] && h[1] < h[2]),
            Map.entry("a < b or b < c", h -> h[0] < h[1] || h[1] < h[2]),
            Map.entry("true", h -> true),
            Map.entry("false or a == 0", h -> h[0] == 0),
            Map.entry("a >> b == c", h -> h[0] >> h[1] == h[2]),
            Map.entry("a - 9 >> 1 == b - 5", h -> h[0] - 9 >> 1 == h[1] - 5),
            Map.entry("a << b == c * 4", h -> h[0] << h[1] == h[2] * 4),
            Map.entry("(a - b) / (c + 1) == 0 - 1", h -> Math.floorDiv(h[0] - h[1], h[2] + 1) == -1),
            Map.entry("(a - b) mod (c + 1) == 1", h -> Math.floorMod(h[0] - h[1], h[2] + 1) == 1),
            Map.entry("(a - b) % (c + 1) == 2", h -> Math.floorMod(h[0] - h[1], h[2] + 1) == 2),
            Map.entry("min(a, b, c) == 2", h -> Math.min(h[0], Math.min(h[1], h[2])) == 2),
            Map.entry("max(a - 4, b - 4, c - 4) == 0 - 1", h -> Math.max(h[0], Math.max(h[1], h[2])) == 3),
            Map.entry("a | b == c", h -> (h[0] | h[1]) == h[2]),
            Map.entry("a & b == c", h -> (h[0] & h[1]) == h[2]),
            Map.entry("a ^ b == c", h -> (h[0] ^ h[1]) == h[2]),
            Map.entry("-a + b > c", h -> -h[0] + h[1] > h[2]));

    @Test
    void everyOperatorMeansWhatItMeansInJava() {
        for (Map.Entry<String, Predicate<long[]>> claim : CLAIMS.entrySet()) {
            Claim parsed = Claim.parse(claim.getKey(), 3).orThrow();
            assertThat(parsed.text()).isEqualTo(claim.getKey());
            int agreed = 0;
            for (long a = 0; a <= 7; a++) {
                for (long b = 0; b <= 7; b++) {
                    for (long c = 0; c <= 7; c++) {
                        long[] h = {a, b, c};
                        assertThat(parsed.test(h).orThrow()).as("%s at %d %d %d", claim.getKey(), a, b, c)
                                .isEqualTo(claim.getValue().test(h));
                        agreed++;
                    }
                }
            }
            assertThat(agreed).isEqualTo(512);
        }
    }

    @Test
    void aClaimIsKeptAsTypedWithoutItsOuterSpaces() {
        assertThat(Claim.parse("  A xor B == 0 ", 2).orThrow().text()).isEqualTo("A xor B == 0");
        assertThat(Claim.parse("a xor b == 0", 2).orThrow().test(new long[] {5, 5}).orThrow()).isTrue();
    }

    @Test
    void shiftsAreRefusedOutsideZeroToSixtyTwoAndWhenTheyOverflow() {
        Claim shift = Claim.parse("1 << a - 1 >= 0", 1).orThrow();
        assertThat(shift.test(new long[] {63}).orThrow()).isTrue();
        assertThat(shift.test(new long[] {64}).problemOrNull()).isEqualTo("a shift by 63 (shifts go from 0 to 62)");
        assertThat(shift.test(new long[] {0}).problemOrNull()).isEqualTo("a shift by -1 (shifts go from 0 to 62)");
        Claim right = Claim.parse("a >> 62 == 1", 1).orThrow();
        assertThat(right.test(new long[] {1L << 62}).orThrow()).isTrue();
        Claim wide = Claim.parse("a << 1 > 0", 1).orThrow();
        assertThat(wide.test(new long[] {(1L << 62) - 1}).orThrow()).isTrue();
        assertThat(wide.test(new long[] {1L << 62}).problemOrNull()).isEqualTo("a number too large for 64 bits");
        assertThat(Claim.parse("0 - a << 1 < 0", 1).orThrow().test(new long[] {1L << 62}).problemOrNull())
                .isEqualTo("a number too large for 64 bits");
        assertThat(Claim.parse("0 - a << 1 < 0", 1).orThrow().test(new long[] {(1L << 62) - 1}).orThrow()).isTrue();
    }

    @Test
    void aDivisionByZeroIsAProblemNotACrash() {
        assertThat(Claim.parse("a / b == 0", 2).orThrow().test(new long[] {1, 0}).problemOrNull())
                .isEqualTo("a division by zero");
        assertThat(Claim.parse("a mod b == 0", 2).orThrow().test(new long[] {1, 0}).problemOrNull())
                .isEqualTo("a division by zero");
    }

    @Test
    void aSyntaxErrorNamesItsColumnCountingFromOne() {
        assertThat(Claim.parse("a == == b", 2).problemOrNull())
                .startsWith("cannot read the claim at column 6: '==' was not expected there; ");
        assertThat(Claim.parse("a == b ==", 2).problemOrNull()).startsWith("cannot read the claim at column 10: it ends too soon");
        assertThat(Claim.parse("a == b $", 2).problemOrNull())
                .startsWith("cannot read the claim at column 8: '$' is not part of a claim");
        assertThat(Claim.parse("a $ b # c", 3).problemOrNull())
                .startsWith("cannot read the claim at column 7: '#' is not part of a claim");
        assertThat(Claim.parse("", 2).problemOrNull()).startsWith("the claim is empty");
        assertThat(Claim.parse(" ", 2).problemOrNull()).startsWith("the claim is empty");
        assertThat(Claim.parse(null, 2).problemOrNull()).startsWith("the claim is empty");
    }

    @Test
    void aClaimOfTheLongestLengthIsRead() {
        String longest = "a == " + "0+".repeat(247) + "0";
        assertThat(longest).hasSize(Claim.MAX_LENGTH);
        assertThat(Claim.parse(longest, 1).orThrow().test(new long[] {0}).orThrow()).isTrue();
        assertThat(Claim.parse(longest + " ", 1).problemOrNull()).contains("501 characters long; the limit is 500");
    }

    @Test
    void truthValuesAreComparedForEqualityOnlyNeverOrdered() {
        for (String op : new String[] {"<", "<=", ">", ">="}) {
            assertThat(Claim.parse("(a < b) " + op + " (b < c)", 3).problemOrNull())
                    .isEqualTo("in the claim, '(a < b)' is true or false, but " + op + " needs a number there");
        }
    }

    @Test
    void aHeapBeyondThePositionIsNamedWithTheHeapsThereAre() {
        assertThat(Claim.parse("b == 1", 1).problemOrNull())
                .isEqualTo("the claim names heap 'b', but with 1 heap there is only a (s is their nim-sum)");
        assertThat(Claim.parse("c == 1", 2).problemOrNull())
                .isEqualTo("the claim names heap 'c', but with 2 heaps they are a to b (s is their nim-sum)");
        assertThat(Claim.parse("b == 1", 2).isOk()).isTrue();
    }

    @Test
    void aClaimThatCannotBeReadWritesNothingToTheTerminalItself() {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            assertThat(Claim.parse("a == == $", 2).isOk()).isFalse();
        } finally {
            System.setErr(err);
        }
        assertThat(captured.toString(StandardCharsets.UTF_8)).isEmpty();
    }
}
