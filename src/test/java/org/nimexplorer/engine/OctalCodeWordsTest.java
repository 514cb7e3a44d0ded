package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * An octal code's digits, read back from everything said about it: the moves in words, the takes
 * allowed, the subtraction set it is, and its name; each checked against the digits themselves.
 */
class OctalCodeWordsTest {

    /** Codes drawn with a fixed seed, of every length up to the longest, with the named ones. */
    private static List<OctalCode> codes() {
        List<OctalCode> codes = new ArrayList<>();
        for (String named : List.of("77", "07", "137", "16", "6", "4", "3", "03", "333", "3033", "7", "1", "2")) {
            codes.add(new OctalCode(named));
        }
        Random random = new Random(26);
        for (int i = 0; i < 300; i++) {
            int length = 1 + random.nextInt(OctalCode.MAX_DIGITS);
            StringBuilder digits = new StringBuilder();
            for (int k = 1; k < length; k++) {
                digits.append(random.nextInt(8));
            }
            digits.append(1 + random.nextInt(7));
            codes.add(new OctalCode(digits.toString()));
        }
        for (int i = 0; i < 100; i++) {
            StringBuilder digits = new StringBuilder();
            int length = 1 + random.nextInt(6);
            for (int k = 0; k < length; k++) {
                digits.append(random.nextInt(3) == 0 ? '0' : '3');
            }
            if (digits.charAt(digits.length() - 1) == '0') {
                digits.setCharAt(digits.length() - 1, '3');
            }
            codes.add(new OctalCode(digits.toString()));
        }
        return codes;
    }

    private static int digitAt(OctalCode code, int take) {
        return code.digits().charAt(take - 1) - '0';
    }

    /** "1, 2 or 4" back to its numbers. */
    private static List<Integer> listed(String words) {
        List<Integer> out = new ArrayList<>();
        for (String n : words.split(", | or ")) {
            out.add(Integer.parseInt(n));
        }
        return out;
    }

    @Test
    void theDigitOfATakeIsTheCodesDigitAndZeroPastEitherEnd() {
        for (OctalCode code : codes()) {
            assertThat(code.digit(0)).isZero();
            assertThat(code.digit(-1)).isZero();
            assertThat(code.digit(code.digits().length() + 1)).isZero();
            assertThat(code.largestTake()).isEqualTo(code.digits().length());
            for (int k = 1; k <= code.digits().length(); k++) {
                assertThat(code.digit(k)).isEqualTo(digitAt(code, k));
            }
            assertThat(code.splits()).as(code.toString())
                    .isEqualTo(code.digits().chars().anyMatch(c -> c == '4' || c == '5' || c == '6' || c == '7'));
            assertThat(OctalCode.parse(code.toString())).isEqualTo(Result.ok(code));
            assertThat(code.toString()).isEqualTo("0." + code.digits());
        }
    }

    @Test
    void theTakesAllowedAreThoseWithADigitOtherThanZero() {
        for (OctalCode code : codes()) {
            List<Integer> expected = new ArrayList<>();
            for (int k = 1; k <= code.digits().length(); k++) {
                if (digitAt(code, k) != 0) {
                    expected.add(k);
                }
            }
            String words = code.allowedTakes();
            assertThat(listed(words)).as(code.toString()).isEqualTo(expected);
            assertThat(words.contains(" or ")).as(words).isEqualTo(expected.size() > 1);
        }
    }

    private static final Pattern PART = Pattern.compile("take ([0-9]+)(?:( or | to )([0-9]+))?: (.+)");

    /** Each part names a run of takes with one digit, runs as long as they go, and what that digit allows. */
    @Test
    void theMovesInWordsGroupTheTakesOfEachRunOfOneDigit() {
        for (OctalCode code : codes()) {
            int next = 1;
            for (String part : code.describeMoves().split("; ")) {
                Matcher m = PART.matcher(part);
                assertThat(m.matches()).as(part).isTrue();
                int from = Integer.parseInt(m.group(1));
                int to = m.group(3) == null ? from : Integer.parseInt(m.group(3));
                assertThat(m.group(2) == null || m.group(2).equals(" or ") == (to == from + 1)).as(part).isTrue();
                assertThat(to).as(part).isGreaterThan(m.group(2) == null ? from - 1 : from);
                for (int k = next; k < from; k++) {
                    assertThat(digitAt(code, k)).as("%s take %d", code, k).isZero();
                }
                int d = digitAt(code, from);
                assertThat(d).isNotZero();
                for (int k = from; k <= to; k++) {
                    assertThat(digitAt(code, k)).as("%s take %d", code, k).isEqualTo(d);
                }
                assertThat(to == code.digits().length() || digitAt(code, to + 1) != d).as(part).isTrue();
                assertThat(m.group(4)).isEqualTo(OctalCode.leaves(d));
                next = to + 1;
            }
            assertThat(next).isEqualTo(code.digits().length() + 1);
        }
    }

    @Test
    void whatADigitAllowsIsSaidBitByBit() {
        List<String> ways = List.of("the whole heap", "from an end", "from the middle, splitting it in two");
        for (int d = 1; d <= 7; d++) {
            List<String> expected = new ArrayList<>();
            for (int bit = 0; bit < 3; bit++) {
                if ((d >> bit & 1) != 0) {
                    expected.add(ways.get(bit));
                }
            }
            String said = OctalCode.leaves(d);
            String last = expected.get(expected.size() - 1);
            String joined = expected.size() == 1 ? last
                    : String.join(", ", expected.subList(0, expected.size() - 1)) + " or " + last;
            assertThat(said).as("digit %d", d).isEqualTo(joined);
        }
    }

    @Test
    void aCodeOfThreesAndZerosIsTheSubtractionGameOfItsThrees() {
        for (OctalCode code : codes()) {
            boolean subtraction = code.digits().chars().allMatch(c -> c == '0' || c == '3');
            assertThat(code.asSubtraction().isPresent()).as(code.toString()).isEqualTo(subtraction);
            if (subtraction) {
                TreeSet<Integer> threes = new TreeSet<>();
                for (int k = 1; k <= code.digits().length(); k++) {
                    if (digitAt(code, k) == 3) {
                        threes.add(k);
                    }
                }
                int[] takes = code.asSubtraction().orElseThrow().takes();
                assertThat(Arrays.stream(takes).boxed().toList()).isEqualTo(List.copyOf(threes));
                HeapGame asOctal = new HeapGame.Octal(code);
                HeapGame asSubtraction = GameNotation.heapGame("sub[" + code.asSubtraction().orElseThrow().notation() + "]")
                        .orThrow();
                for (long n = 0; n <= 2L * code.digits().length() + 2; n++) {
                    assertThat(asOctal.options(n)).as("%s heap %d", code, n).isEqualTo(asSubtraction.options(n));
                }
            }
        }
    }

    @Test
    void onlyTheThreeGamesWithNamesAreNamed() {
        for (OctalCode code : codes()) {
            boolean named = List.of("77", "07", "137").contains(code.digits());
            assertThat(code.name().isPresent()).as(code.toString()).isEqualTo(named);
            assertThat(code.nickname().isPresent()).as(code.toString()).isEqualTo(named);
            code.nickname().ifPresent(n -> assertThat(GameNotation.heapGame(n)).isEqualTo(Result.ok(new HeapGame.Octal(code))));
            HeapGame game = new HeapGame.Octal(code);
            assertThat(game.notation()).isEqualTo(code.nickname().orElse(code.toString()));
            assertThat(game.describe()).isEqualTo(code.name().map(n -> n + " (octal game " + code + ")")
                    .orElse("the octal game " + code) + ": " + code.describeMoves());
            assertThat(game.heapWord()).as(code.toString()).isEqualTo(
                    code.digits().equals("77") || code.digits().equals("07") ? "row" : "heap");
        }
    }

    @Test
    void aCodeHasOneToThirtyDigitsZeroToSevenTheLastNotZero() {
        for (String bad : List.of("", "0", "70", "8", "18", "7".repeat(OctalCode.MAX_DIGITS + 1), "7a", "-7")) {
            assertThatThrownBy(() -> new OctalCode(bad)).as(bad).isInstanceOf(IllegalArgumentException.class);
        }
        assertThat(new OctalCode("7".repeat(OctalCode.MAX_DIGITS)).largestTake()).isEqualTo(OctalCode.MAX_DIGITS);
        assertThat(OctalCode.parse("0." + "7".repeat(OctalCode.MAX_DIGITS)).isOk()).isTrue();
        assertThat(OctalCode.parse("0." + "7".repeat(OctalCode.MAX_DIGITS) + "000").isOk()).isTrue();
        assertThat(OctalCode.parse(" .137 ")).isEqualTo(Result.ok(new OctalCode("137")));
        for (String notOctal : List.of("1.77", "00.77", "0,77", "077", "0.7.7", "0.77 7")) {
            assertThat(OctalCode.parse(notOctal).problemOrNull()).as(notOctal)
                    .startsWith("'" + notOctal + "' is not an octal code: an octal game is written 0. and up to "
                            + OctalCode.MAX_DIGITS + " digits 0 to 7");
        }
    }
}
