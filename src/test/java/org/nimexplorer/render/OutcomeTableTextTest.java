package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.OutcomeTable;
import org.nimexplorer.explain.SumTable;

/** Grids of P and N for Nim and for other games: two heaps or three, one- and two-digit sizes, none P. */
class OutcomeTableTextTest {

    private static final HeapGame KAYLES = GameNotation.heapGame("kayles").orThrow();
    private static final String KAYLES_WORDS = "Kayles (octal game 0.77): take 1 or 2: the whole heap, from an end or"
            + " from the middle, splitting it in two";

    private static List<String> sumTable(Play play, Optional<Component> fixed) {
        return OutcomeTableText.render(SumTable.of(KAYLES, play, fixed, 3, () -> false, done -> { }).orThrow(),
                Marked.AT_80);
    }

    @Test
    void twoNimHeapsArePExactlyOnTheDiagonal() {
        assertThat(OutcomeTableText.render(OutcomeTable.of(Rules.NIM, Optional.empty(), 4).orThrow(), Marked.AT_80))
                .containsExactly(
                        "Two heaps y-z, y and z from 1 to 4, normal play (the last move wins), any number\nfrom one"
                                + " heap. P marks the positions the player to move loses (found by\nsearching every"
                                + " follower).",
                        "",
                        " y\\z 1 2 3 4",
                        "   1 <P> . . .",
                        "   2 . <P> . .",
                        "   3 . . <P> .",
                        "   4 . . . <P>",
                        "",
                        "P-positions: 1-1, 2-2, 3-3, 4-4");
    }

    @Test
    void aFixedHeapOfAHundredLeavesNoPPosition() {
        assertThat(OutcomeTableText.render(OutcomeTable.of(Rules.NIM, Optional.of(100L), 3).orThrow(), Marked.AT_80))
                .containsExactly(
                        "Three heaps 100-y-z, y and z from 1 to 3, normal play (the last move wins), any\nnumber"
                                + " from one heap. P marks the positions the player to move loses (found by\nsearching"
                                + " every follower).",
                        "",
                        " y\\z 1 2 3",
                        "   1 . . .",
                        "   2 . . .",
                        "   3 . . .",
                        "",
                        "P-positions: none in this range");
    }

    @Test
    void twelveColumnsAreTwoDigitsWide() {
        List<String> text = OutcomeTableText.render(OutcomeTable.of(Rules.NIM, Optional.of(1L), 12).orThrow(),
                Marked.AT_80);
        assertThat(text.subList(2, 6)).containsExactly(
                "  y\\z  1  2  3  4  5  6  7  8  9 10 11 12",
                "    1  .  .  .  .  .  .  .  .  .  .  .  .",
                "    2  .  . < P>  .  .  .  .  .  .  .  .  .",
                "    3  . < P>  .  .  .  .  .  .  .  .  .  .");
        assertThat(text.get(14)).isEqualTo("   12  .  .  .  .  .  .  .  .  .  .  .  .");
        assertThat(text.get(16)).isEqualTo("P-positions: 1-2-3, 1-3-2, 1-4-5, 1-5-4, 1-6-7, 1-7-6, 1-8-9, 1-9-8,"
                + " 1-10-11,\n1-11-10");
    }

    @Test
    void twoRowsOfKaylesAreSearchedWithoutValues() {
        assertThat(sumTable(Play.NORMAL, Optional.empty())).containsExactly(
                "Two rows y-z, y and z from 1 to 3, normal play (the last move wins), Kayles\n(octal game 0.77): take 1"
                        + " or 2: the whole heap, from an end or from the middle,\nsplitting it in two. P marks the"
                        + " positions the player to move loses (found by\nsearching every follower, without Grundy"
                        + " values).",
                "",
                " y\\z 1 2 3",
                "   1 <P> . .",
                "   2 . <P> .",
                "   3 . . <P>",
                "",
                "P-positions: 1-1, 2-2, 3-3");
    }

    @Test
    void threeRowsOfMisereKaylesNameTheFixedRow() {
        List<String> text = sumTable(Play.MISERE, Optional.of(new Component(KAYLES, 2)));
        assertThat(String.join(" ", text.get(0).split("\n"))).isEqualTo("Three rows 2-y-z, y and z from 1 to 3, misère"
                + " play (the last move loses), " + KAYLES_WORDS + ". P marks the positions the player to move loses"
                + " (found by searching every follower, without Grundy values).");
        assertThat(text.subList(2, text.size())).containsExactly(
                " y\\z 1 2 3",
                "   1 . . <P>",
                "   2 . . .",
                "   3 <P> . .",
                "",
                "P-positions: 2-1-3, 2-3-1");
    }

    @Test
    void aNimHeapBesideTwoKaylesRowsNamesBothGames() {
        List<String> text = sumTable(Play.NORMAL, Optional.of(new Component(new HeapGame.Nim(), 2)));
        assertThat(text.get(0)).isEqualTo("Three heaps 2-y-z, y and z from 1 to 3, normal play (the last move wins)."
                + " The\nfirst is a heap of Nim: take any number from the heap; y and z are rows of\nKayles (octal game"
                + " 0.77): take 1 or 2: the whole heap, from an end or from the\nmiddle, splitting it in two. P marks"
                + " the positions the player to move loses\n(found by searching every follower, without Grundy"
                + " values).");
        assertThat(text.get(text.size() - 1)).isEqualTo("P-positions: 2-1-3, 2-3-1");
    }
}
