package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The forms of a sum of heap games: whether it is all one game, its canonical form (empty heaps
 * dropped, in a fixed order), which a referee written from the rules alone finds the same game, and
 * how it is written.
 */
class GameSumFormsTest {

    private static final HeapGame SUB = HeapGames.subtract("1,3,4");

    @Test
    void aSumIsAllOfOneGameExactlyWhenEveryHeapIsOfIt() {
        assertThat(GameSum.of(HeapGames.KAYLES, 3, 0, 4).allOf(HeapGames.KAYLES)).isTrue();
        assertThat(GameSum.of(HeapGames.KAYLES, 3, 0, 4).allOf(HeapGames.NIM)).isFalse();
        GameSum mixed = new GameSum(List.of(new Component(HeapGames.KAYLES, 3), new Component(HeapGames.NIM, 3)));
        assertThat(mixed.allOf(HeapGames.KAYLES)).isFalse();
        assertThat(mixed.allOf(HeapGames.NIM)).isFalse();
    }

    @Test
    void theCanonicalFormDropsEmptyHeapsKeepsTheOthersInOrderAndIsTheSameGame() {
        List<HeapGame> games = List.of(HeapGames.KAYLES, HeapGames.NIM, SUB);
        HeapGames.Referee normal = new HeapGames.Referee(Play.NORMAL);
        HeapGames.Referee misere = new HeapGames.Referee(Play.MISERE);
        for (int code = 0; code < 3 * 3 * 3 * 4 * 4 * 4; code++) {
            List<Component> parts = new ArrayList<>();
            int c = code;
            for (int i = 0; i < 3; i++) {
                parts.add(new Component(games.get(c % 3), (c / 27) % 4));
                c /= 3;
            }
            parts.add(new Component(games.get(code % 2), code % 5));
            GameSum sum = new GameSum(parts);
            GameSum canonical = sum.canonical();
            assertThat(canonical.parts()).as(sum.notation()).allMatch(p -> p.size() > 0);
            assertThat(canonical.parts()).as(sum.notation())
                    .containsExactlyInAnyOrderElementsOf(parts.stream().filter(p -> p.size() > 0).toList());
            assertThat(canonical.parts()).as(sum.notation()).isSortedAccordingTo(
                    Comparator.comparing((Component p) -> p.game().notation()).thenComparingLong(Component::size));
            assertThat(normal.outcome(canonical)).as(sum.notation()).isEqualTo(normal.outcome(sum));
            assertThat(misere.outcome(canonical)).as(sum.notation()).isEqualTo(misere.outcome(sum));
        }
    }

    @Test
    void aSumOfOneGameIsWrittenAsItsSizesAndAMixedOneInNotation() {
        assertThat(GameSum.of(HeapGames.KAYLES, 3, 5, 7)).hasToString("3 5 7");
        GameSum mixed = new GameSum(List.of(new Component(HeapGames.NIM, 3), new Component(HeapGames.KAYLES, 5)));
        assertThat(mixed).hasToString(mixed.notation()).hasToString("nim:3 " + HeapGames.KAYLES.notation() + ":5");
    }
}
