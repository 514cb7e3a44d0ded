package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.explain.Equivalence;

/** Two heaps or two games compared: equivalent or not, found by search or by Grundy values. */
class EquivalenceTextTest {

    private static HeapGame game(String name) {
        return GameNotation.heapGame(name).orThrow();
    }

    private static Component heap(String name, long size) {
        return new Component(game(name), size);
    }

    @Test
    void nimThreeAndKaylesThreeCancelBySearch() {
        assertThat(EquivalenceText.render(Equivalence.ofHeaps(heap("nim", 3), heap("kayles", 3)).orThrow(),
                Marked.AT_80)).containsExactly(
                "<Equivalent.> nim:3 + kayles:3 is a P-position (found by searching every line of\nplay, without"
                        + " Grundy values): the two heaps cancel each other, as two equal Nim\nheaps do. So in any"
                        + " sum, nim:3 can be replaced by kayles:3 without changing who\nwins. Their Grundy values:"
                        + " 3 and 3.");
    }

    @Test
    void nimTwoAndKaylesThreeDoNot() {
        assertThat(EquivalenceText.render(Equivalence.ofHeaps(heap("nim", 2), heap("kayles", 3)).orThrow(),
                Marked.AT_80)).as("a Nim heap is not said to be worth itself, the other heap is").containsExactly(
                "!Not equivalent.! nim:2 + kayles:3 is an N-position (found by searching every\nline of play, without"
                        + " Grundy values), so the player to move wins it; two\nequivalent heaps would make it P."
                        + " Their Grundy values: 2 and 3. kayles:3 is\nworth nim:3.");
        assertThat(EquivalenceText.render(Equivalence.ofHeaps(heap("kayles", 3), heap("nim", 2)).orThrow(),
                Marked.AT_80)).containsExactly(
                "!Not equivalent.! kayles:3 + nim:2 is an N-position (found by searching every\nline of play, without"
                        + " Grundy values), so the player to move wins it; two\nequivalent heaps would make it P."
                        + " Their Grundy values: 3 and 2. kayles:3 is\nworth nim:3.");
    }

    @Test
    void everyHeapThatIsNotANimHeapIsSaidToBeWorthItsValueInOrder() {
        assertThat(EquivalenceText.render(Equivalence.ofHeaps(heap("kayles", 4), heap("lasker", 2)).orThrow(),
                Marked.AT_80)).containsExactly(
                "!Not equivalent.! kayles:4 + lasker:2 is an N-position (found by searching every\nline of play,"
                        + " without Grundy values), so the player to move wins it; two\nequivalent heaps would make it"
                        + " P. Their Grundy values: 1 and 2. kayles:4 is\nworth nim:1 and lasker:2 is worth nim:2.");
        assertThat(EquivalenceText.render(Equivalence.ofHeaps(heap("lasker", 2), heap("kayles", 4)).orThrow(),
                Marked.AT_80).get(0)).endsWith("lasker:2 is\nworth nim:2 and kayles:4 is worth nim:1.");
    }

    @Test
    void theSameHeapTwiceCancelsAndIsNotSaidToReplaceItself() {
        assertThat(EquivalenceText.render(Equivalence.ofHeaps(heap("kayles", 1), heap("kayles", 1)).orThrow(),
                Marked.AT_80)).containsExactly(
                "<Equivalent.> kayles:1 + kayles:1 is a P-position (found by searching every line\nof play, without"
                        + " Grundy values): the same heap twice cancels, since the second\nplayer can copy every move"
                        + " in the other copy. Every heap is equivalent to\nitself. Its Grundy value: 1.");
    }

    @Test
    void twoMillionHeapsAreDecidedByTheirValues() {
        assertThat(EquivalenceText.render(Equivalence.ofHeaps(heap("nim", 1_000_000), heap("nim", 1_000_000))
                .orThrow(), Marked.AT_80)).containsExactly(
                "<Equivalent.> nim:1000000 + nim:1000000 is a P-position (decided by the Grundy\nvalues: the heaps are"
                        + " too large to search): the same heap twice cancels, since\nthe second player can copy every"
                        + " move in the other copy. Every heap is\nequivalent to itself. Its Grundy value: 1000000.");
    }

    @Test
    void kaylesIsOctalSevenSevenOnEveryHeapSearched() {
        assertThat(EquivalenceText.render(Equivalence.ofGames(game("kayles"), game("0.77"), 6).orThrow(),
                Marked.AT_80)).containsExactly(
                "<Equivalent on every heap from 0 to 6.> For each n, kayles:n + kayles:n is a\nP-position (each sum"
                        + " searched, without Grundy values), so a heap of one game can\nstand for the same heap of"
                        + " the other in any sum. Raise --max to compare further.");
    }

    @Test
    void kaylesAndNimPartAtFour() {
        assertThat(EquivalenceText.render(Equivalence.ofGames(game("kayles"), game("nim"), 6).orThrow(),
                Marked.AT_80)).containsExactly(
                "!Not equivalent.! They part at heap 4: kayles:4 + nim:4 is an N-position (each\nsum searched, without"
                        + " Grundy values). There kayles:4 is worth 1 and nim:4 is\nworth 4.");
    }

    @Test
    void nimAgainstItselfToAThousandLeansOnValuesPastTheSearch() {
        assertThat(EquivalenceText.render(Equivalence.ofGames(game("nim"), game("nim"), 1000).orThrow(),
                Marked.AT_80)).containsExactly(
                "<Equivalent on every heap from 0 to 1000.> For each n, nim:n + nim:n is a\nP-position (by the Grundy"
                        + " values past the search's limit), so a heap of one game\ncan stand for the same heap of the"
                        + " other in any sum. Raise --max to compare\nfurther.");
    }
}
