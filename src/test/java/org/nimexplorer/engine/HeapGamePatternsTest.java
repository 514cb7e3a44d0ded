package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * What each heap game says of itself, checked against the values of its heaps found by the mex rule
 * over the moves its rules allow (the test's own, knowing nothing of periods): the pattern it states
 * holds, whether it splits, and its description names the game.
 */
class HeapGamePatternsTest {

    private static final Pattern MOD = Pattern.compile("a heap of n has the value n mod (\\d+)");
    private static final Pattern PERIOD = Pattern.compile("values repeat with period (\\d+) from heap (\\d+)(.*)");
    private static final Pattern UNKNOWN = Pattern.compile(
            "no period found among the first ([\\d,]+) values, so only heaps up to ([\\d,]+) are known");

    /** The values of heaps 0 to n - 1 by the mex rule, from the moves the rules allow. */
    private static long[] mexValues(HeapGame game, int n) {
        long[] values = new long[n];
        for (int h = 0; h < n; h++) {
            Set<Long> seen = new HashSet<>();
            for (List<Long> leaves : HeapGames.leavesByTheRules(game, h)) {
                long v = 0;
                for (long leaf : leaves) {
                    v ^= values[(int) leaf];
                }
                seen.add(v);
            }
            long mex = 0;
            while (seen.contains(mex)) {
                mex++;
            }
            values[h] = mex;
        }
        return values;
    }

    @Test
    void nimsPatternIsThatAHeapIsWorthItsSize() {
        assertThat(HeapGames.NIM.pattern()).isEqualTo("a heap of n has the value n");
        long[] values = mexValues(HeapGames.NIM, 20);
        for (int n = 0; n < values.length; n++) {
            assertThat(values[n]).isEqualTo(n);
        }
    }

    @Test
    void aSubtractionGameFromOneToKIsWorthTheHeapModuloKPlusOne() {
        for (String set : List.of("1-3", "1-2", "1", "1-5")) {
            HeapGame game = HeapGames.subtract(set);
            Matcher m = MOD.matcher(game.pattern());
            assertThat(m.matches()).as(game.pattern()).isTrue();
            int modulus = Integer.parseInt(m.group(1));
            long[] values = mexValues(game, 30);
            for (int n = 0; n < values.length; n++) {
                assertThat(values[n]).as("%s heap %d", set, n).isEqualTo(n % modulus);
            }
        }
    }

    @Test
    void everyStatedPeriodHoldsAndIsTheShortestFromItsStart() {
        for (HeapGame game : List.of(HeapGames.subtract("1,3,4"), HeapGames.subtract("2,5"), HeapGames.subtract("3,4"),
                HeapGames.KAYLES, HeapGames.DAWSONS_KAYLES, HeapGames.octal("0.51"), HeapGames.octal("0.226"))) {
            Matcher m = PERIOD.matcher(game.pattern());
            assertThat(m.matches()).as(game.pattern()).isTrue();
            int period = Integer.parseInt(m.group(1));
            int start = Integer.parseInt(m.group(2));
            if (game instanceof HeapGame.Octal) {
                assertThat(m.group(3)).isEqualTo(" (proved: 'grundy --game " + game.notation() + "' shows how)");
            }
            long[] values = mexValues(game, start + 3 * period + 10);
            for (int n = start; n + period < values.length; n++) {
                assertThat(values[n + period]).as("%s heap %d", game.notation(), n).isEqualTo(values[n]);
            }
            for (int shorter = 1; shorter < period; shorter++) {
                boolean holds = true;
                for (int n = start; n + shorter < values.length; n++) {
                    holds &= values[n + shorter] == values[n];
                }
                assertThat(holds).as("%s period %d", game.notation(), shorter).isFalse();
            }
        }
    }

    @Test
    void anOctalGameWithNoPeriodFoundSaysWhichHeapsAreKnown() {
        for (HeapGame game : List.of(HeapGames.octal("0.16"), HeapGames.octal("0.6"))) {
            Matcher m = UNKNOWN.matcher(game.pattern());
            assertThat(m.matches()).as(game.pattern()).isTrue();
            long computed = Long.parseLong(m.group(1).replace(",", ""));
            long known = Long.parseLong(m.group(2).replace(",", ""));
            assertThat(known).isEqualTo(computed - 1);
            assertThat(game.whyUnknown(known)).isEmpty();
            assertThat(game.whyUnknown(known + 1)).isPresent();
        }
    }

    @Test
    void laskersPatternInFoursHolds() {
        assertThat(HeapGames.LASKER.pattern())
                .isEqualTo("values in fours: 4k+1 and 4k+2 keep their size, 4k+3 is worth 4k+4, and 4k+4 is worth 4k+3");
        long[] values = mexValues(HeapGames.LASKER, 40);
        for (int n = 1; n < values.length; n++) {
            long expected = switch (n % 4) {
                case 1, 2 -> n;
                case 3 -> n + 1;
                default -> n - 1;
            };
            assertThat(values[n]).as("heap %d", n).isEqualTo(expected);
        }
    }

    @Test
    void aGameSplitsExactlyWhenSomeMoveByItsRulesLeavesTwoHeaps() {
        List<HeapGame> games = new java.util.ArrayList<>(HeapGames.ALL);
        // Octal games whose digits never reach 4: they never split.
        games.addAll(List.of(HeapGames.octal("0.33"), HeapGames.octal("0.123"), HeapGames.octal("0.03")));
        for (HeapGame game : games) {
            boolean leavesTwo = false;
            for (int n = 0; n <= 12; n++) {
                leavesTwo |= HeapGames.leavesByTheRules(game, n).stream().anyMatch(l -> l.size() == 2);
            }
            assertThat(game.splits()).as(game.notation()).isEqualTo(leavesTwo);
        }
    }

    @Test
    void everyGameIsDescribedByItsName() {
        assertThat(HeapGames.NIM.describe()).isEqualTo("Nim: take any number from the heap");
        assertThat(HeapGames.LASKER.describe()).startsWith("Lasker's Nim: ");
        MoveSet.Subtraction set = (MoveSet.Subtraction) MoveSet.parse("1,3,4").orThrow();
        assertThat(HeapGames.subtract("1,3,4").describe()).isEqualTo("the subtraction game: " + set.describe());
        assertThat(HeapGames.KAYLES.describe()).contains("Kayles").contains("0.77");
    }
}
