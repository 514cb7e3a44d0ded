package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An octal code whose digits are all 0 or 3 is a subtraction game: digit 3 at place k lets a move
 * take k from a heap, leaving what is left or nothing, and never splits.
 */
class SubtractionAsOctalTest {

    @Test
    void code3033IsTheSubtractionGameOneThreeFour() {
        OctalCode code = OctalCode.parse("0.3033").orThrow();
        assertThat(code.asSubtraction()).contains((MoveSet.Subtraction) MoveSet.parse("1,3,4").orThrow());
    }

    @Test
    void everyCodeOfZerosAndThreesUpToSixDigitsPlaysLikeItsSubtractionGame() {
        int codes = 0;
        for (int mask = 1; mask < 1 << 6; mask++) {
            // Bit k - 1 of the mask allows taking k; its highest bit is the code's last digit, 3.
            StringBuilder digits = new StringBuilder();
            List<Integer> takes = new ArrayList<>();
            for (int k = 1; k <= 32 - Integer.numberOfLeadingZeros(mask); k++) {
                boolean allowed = (mask & (1 << (k - 1))) != 0;
                digits.append(allowed ? '3' : '0');
                if (allowed) {
                    takes.add(k);
                }
            }
            OctalCode code = new OctalCode(digits.toString());
            MoveSet.Subtraction set = code.asSubtraction().orElseThrow();
            assertThat(set.takes()).as("%s", code).containsExactly(takes.stream().mapToInt(Integer::intValue).toArray());
            HeapGame octal = new HeapGame.Octal(code);
            HeapGame subtract = new HeapGame.Subtract(set);
            for (long n = 0; n <= 300; n++) {
                assertThat(octal.grundy(n)).as("g(%d) of %s", n, code).isEqualTo(subtract.grundy(n));
            }
            for (long n = 0; n <= 20; n++) {
                assertThat(octal.options(n)).as("options of %d in %s", n, code).isEqualTo(subtract.options(n));
            }
            for (long n : new long[] {1_000_000_007L, Long.MAX_VALUE}) {
                assertThat(octal.grundy(n)).as("g(%d) of %s", n, code).isEqualTo(subtract.grundy(n));
            }
            codes++;
        }
        assertThat(codes).isEqualTo(63);
    }

    @Test
    void codesWithAnyOtherDigitAreNotSubtractionGames() {
        for (String code : List.of("0.77", "0.07", "0.137", "0.31", "0.32", "0.034", "0.3037")) {
            assertThat(OctalCode.parse(code).orThrow().asSubtraction()).as(code).isEmpty();
        }
    }
}
