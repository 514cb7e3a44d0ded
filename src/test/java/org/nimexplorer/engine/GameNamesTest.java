package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Names of games played on the whole position, the suggestion made for a misspelt name (checked
 * against the edit distance worked out by its definition), and how the heaps of a sum are cut.
 */
class GameNamesTest {

    /** The names a misspelling is compared with, in the order the reader prefers them. */
    private static final List<String> NAMES = List.of("nim", "kayles", "dawsons-kayles", "dawsons-chess", "lasker",
            "staircase", "moore");

    @Test
    void mooreNimReadsBackForEveryKAndOnlyForThose() {
        for (int k = 1; k <= GameNotation.MOORE_MOST; k++) {
            MooreNim game = new MooreNim(k);
            assertThat(GameNotation.game(game.notation())).isEqualTo(Result.ok(game));
            for (String text : List.of("moore[" + k + "]", "Moore{" + k + "}", "moores-nim(" + k + ")",
                    "moore " + k, " MOORE[ " + k + " ] ", "moores_nim" + k)) {
                assertThat(GameNotation.game(text)).as(text).isEqualTo(Result.ok(game));
            }
        }
        for (String k : List.of("0", "65", "100", "1000", "-1", "x", "", "2.5", "007x")) {
            assertThat(GameNotation.game("moore[" + k + "]").problemOrNull()).as(k)
                    .isEqualTo("Moore's Nim needs k, the most heaps a move may lower, from 1 to "
                            + GameNotation.MOORE_MOST + ": write it like moore[2]");
        }
    }

    @Test
    void staircaseNimHasThreeNames() {
        for (String text : List.of("staircase", "Staircase-Nim", "staircase_nim", " STAIRS ")) {
            assertThat(GameNotation.game(text)).as(text).isEqualTo(Result.ok(new StaircaseNim()));
        }
        assertThat(GameNotation.game(new StaircaseNim().notation())).isEqualTo(Result.ok(new StaircaseNim()));
    }

    @Test
    void everyHeapGameIsAlsoAGame() {
        for (String text : List.of("lasker", "Lasker_Nim", "laskers-nim", "lasker-nim")) {
            assertThat(GameNotation.game(text)).as(text).isEqualTo(Result.ok(HeapGames.LASKER));
        }
        for (HeapGame g : HeapGames.ALL) {
            assertThat(GameNotation.game(g.notation())).isEqualTo(Result.ok(g));
        }
        assertThat(GameNotation.game("chess").problemOrNull()).isEqualTo(GameNotation.heapGame("chess").problemOrNull());
    }

    @Test
    void aWholePositionGameCannotBeAHeapOfASum() {
        for (String text : List.of("moore[2]", "staircase", "staircase-x", "mooresnim")) {
            assertThat(GameNotation.heapGame(text).problemOrNull()).as(text).isEqualTo("'" + text
                    + "' is played on the whole position, not heap by heap, so it cannot be a heap of a sum: give it"
                    + " with --game");
        }
    }

    /** Every single and double slip of each name, and a few words far from all of them. */
    private static List<String> misspellings() {
        List<String> typos = new ArrayList<>();
        for (String name : NAMES) {
            for (int i = 0; i < name.length(); i++) {
                String dropped = name.substring(0, i) + name.substring(i + 1);
                String changed = name.substring(0, i) + 'x' + name.substring(i + 1);
                String added = name.substring(0, i) + 'q' + name.substring(i);
                typos.addAll(List.of(dropped, changed, added, dropped + "z", changed + "zz", "y" + added));
            }
        }
        typos.addAll(List.of("chess", "xyzzy", "a", "ni", "nimm", "mim", "kaylse", "laser", "moor", "moody",
                "dawson-chess", "dawsonskayles"));
        return typos;
    }

    @Test
    void aMisspeltNameIsAnsweredWithTheNearestNameWithinTwoLetters() {
        int checked = 0;
        for (String typo : misspellings()) {
            String problem = GameNotation.heapGame(typo).problemOrNull();
            if (problem == null || !problem.startsWith("'" + typo + "' is not a game")) {
                continue;
            }
            checked++;
            Optional<String> nearest = nearestByDefinition(typo);
            String expected = "'" + typo + "' is not a game"
                    + nearest.map(n -> " (did you mean " + n + "?)").orElse("") + ": name " + GameNotation.GAMES;
            assertThat(problem).as(typo).isEqualTo(expected);
        }
        assertThat(checked).isGreaterThan(200);
    }

    /** The first name at the least edit distance, when that distance is at most 2. */
    private static Optional<String> nearestByDefinition(String typed) {
        String best = null;
        int least = 3;
        for (String name : NAMES) {
            int d = editDistance(typed, name);
            if (d < least) {
                least = d;
                best = name;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Levenshtein's distance from its recursive definition, cut off past 3 (all the test needs). */
    private static int editDistance(String a, String b) {
        return Math.min(3, cut(a, b, 3));
    }

    private static int cut(String a, String b, int budget) {
        if (a.isEmpty() || b.isEmpty()) {
            return Math.max(a.length(), b.length());
        }
        if (budget < 0) {
            return 4;
        }
        if (a.charAt(0) == b.charAt(0)) {
            return cut(a.substring(1), b.substring(1), budget);
        }
        int delete = cut(a.substring(1), b, budget - 1);
        int insert = cut(a, b.substring(1), budget - 1);
        int change = cut(a.substring(1), b.substring(1), budget - 1);
        return 1 + Math.min(delete, Math.min(insert, change));
    }

    @Test
    void theHeapsOfASumAreCutAtSpacesAndAtCommasOutsideBrackets() {
        HeapGame plain = HeapGames.LASKER;
        List<Component> expected = List.of(new Component(HeapGames.subtract("1,3,4"), 7), new Component(plain, 3),
                new Component(HeapGames.KAYLES, 5), new Component(plain, 4), new Component(HeapGames.subtract("2,5"), 1));
        for (String text : List.of("sub[1,3,4]:7,3,kayles:5 4 sub(2,5):1", "sub{1,3,4}:7\t3\nkayles:5\r\n4\fsub[2,5]:1",
                " sub[1, 3, 4]:7 ,, 3\u000Bkayles:5,4, sub[2,5]:1 ")) {
            assertThat(GameNotation.sum(List.of(text), plain)).as(text).isEqualTo(Result.ok(new GameSum(expected)));
        }
        assertThat(GameNotation.sum(List.of("sub[1,3,4]]:7", "3"), plain).problemOrNull()).isNotNull();
        assertThat(GameNotation.sum(List.of("nim:1],2"), plain).problemOrNull()).startsWith("'1]' is not a heap size");
        assertThat(GameNotation.sum(List.of("]]3,4"), plain).problemOrNull()).contains("']]3'");
        assertThat(GameNotation.sum(List.of("sub[1,[2],3]:7"), plain).problemOrNull()).endsWith("(in 'sub[1,[2],3]:7')");
    }

    @Test
    void aWordNamesAGameWhenItHasAColon() {
        assertThat(GameNotation.namesGame("kayles:5")).isTrue();
        assertThat(GameNotation.namesGame(":")).isTrue();
        assertThat(GameNotation.namesGame("5")).isFalse();
        assertThat(GameNotation.namesGame("")).isFalse();
    }
}
