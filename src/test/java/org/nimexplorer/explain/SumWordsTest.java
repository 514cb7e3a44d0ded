package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;

/** How the games of a sum and its heaps are named, read as a learner reads them. */
class SumWordsTest {

    private static HeapGame game(String notation) {
        return GameNotation.heapGame(notation).orThrow();
    }

    private static final HeapGame NIM = game("nim");
    private static final HeapGame KAYLES = game("kayles");
    private static final HeapGame LASKER = game("lasker");
    private static final HeapGame SUB = game("sub[1,3,4]");
    private static final HeapGame UNNAMED = game("0.16");

    @Test
    void gamesAreNamedByTheirOwnNameOrByWhatTheirMovesAre() {
        assertThat(SumWords.game(NIM)).isEqualTo("Nim");
        assertThat(SumWords.game(LASKER)).isEqualTo("Lasker's Nim");
        assertThat(SumWords.game(KAYLES)).isEqualTo("Kayles (octal game 0.77)");
        assertThat(SumWords.game(UNNAMED)).isEqualTo("the octal game 0.16");
        assertThat(SumWords.game(SUB)).startsWith("the game 'take ").contains("1").contains("3").contains("4")
                .endsWith("'");
        assertThat(SumWords.name(KAYLES)).isEqualTo("Kayles");
        assertThat(SumWords.name(NIM)).isEqualTo("Nim");
        assertThat(SumWords.name(LASKER)).isEqualTo("Lasker's Nim");
        assertThat(SumWords.name(UNNAMED)).isEqualTo("the octal game 0.16");
        assertThat(SumWords.name(SUB)).isEqualTo(SumWords.game(SUB));
    }

    @Test
    void aHeapIsNamedWithItsGameAndItsSize() {
        assertThat(SumWords.component(new Component(KAYLES, 4))).isEqualTo("a Kayles row of 4");
        assertThat(SumWords.component(new Component(NIM, 3))).isEqualTo("a Nim heap of 3");
        assertThat(SumWords.component(new Component(SUB, 7))).isEqualTo("a heap of 7 in " + SUB.notation());
        assertThat(SumWords.component(new Component(UNNAMED, 2))).isEqualTo("a heap of 2 in " + UNNAMED.notation());
        assertThat(SumWords.component(new Component(LASKER, 5))).isEqualTo("a heap of 5 in " + LASKER.notation());
    }

    @Test
    void theLettersAreListedUpToFourAndGivenAsARangeBeyond() {
        assertThat(SumWords.letters(GameSum.of(NIM, 3))).isEqualTo("heap A");
        assertThat(SumWords.letters(GameSum.of(KAYLES, 3))).isEqualTo("row A");
        assertThat(SumWords.letters(GameSum.of(NIM, 1, 2))).isEqualTo("heaps A and B");
        assertThat(SumWords.letters(GameSum.of(KAYLES, 1, 2, 3))).isEqualTo("rows A, B and C");
        assertThat(SumWords.letters(GameSum.of(NIM, 1, 2, 3, 4))).isEqualTo("heaps A, B, C and D");
        assertThat(SumWords.letters(GameSum.of(NIM, 1, 2, 3, 4, 5))).isEqualTo("heaps A to E");
        assertThat(SumWords.letters(GameSum.of(KAYLES, 1, 2, 3, 4, 5, 6))).isEqualTo("rows A to F");
        GameSum mixed = new GameSum(List.of(new Component(KAYLES, 2), new Component(NIM, 3)));
        assertThat(SumWords.letters(mixed)).isEqualTo("heaps A and B");
        assertThat(SumWords.word(mixed)).isEqualTo("heap");
        assertThat(SumWords.word(GameSum.of(KAYLES, 2, 3))).isEqualTo("row");
        assertThat(SumWords.word(GameSum.of(LASKER, 2, 3))).isEqualTo("heap");
    }

    @Test
    void numbersAreListedWithAndBeforeTheLast() {
        assertThat(SumWords.list(new long[] {5})).isEqualTo("5");
        assertThat(SumWords.list(new long[] {1, 2})).isEqualTo("1 and 2");
        assertThat(SumWords.list(new long[] {3, 1, 0})).isEqualTo("3, 1 and 0");
    }

    @Test
    void aSumSplitsWhenSomeHeapsGameMaySplitAHeap() {
        assertThat(SumWords.splits(GameSum.of(NIM, 3, 4))).isFalse();
        assertThat(SumWords.splits(GameSum.of(SUB, 3, 4))).isFalse();
        assertThat(SumWords.splits(GameSum.of(KAYLES, 3))).isTrue();
        assertThat(SumWords.splits(GameSum.of(LASKER, 3))).isTrue();
        assertThat(SumWords.splits(new GameSum(List.of(new Component(NIM, 1), new Component(KAYLES, 2))))).isTrue();
    }

    @Test
    void theIdeaIsOctalGamesOnlyForOneOctalGameOnceMetThenSpragueGrundyThenGrundyValues() {
        Set<Idea> none = EnumSet.noneOf(Idea.class);
        Set<Idea> sg = EnumSet.of(Idea.SPRAGUE_GRUNDY);
        Set<Idea> octal = EnumSet.of(Idea.OCTAL);
        Set<Idea> both = EnumSet.of(Idea.OCTAL, Idea.SPRAGUE_GRUNDY);
        GameSum kayles = GameSum.of(KAYLES, 2, 3);
        GameSum mixed = new GameSum(List.of(new Component(KAYLES, 2), new Component(NIM, 3)));
        GameSum lasker = GameSum.of(LASKER, 2, 3);
        assertThat(SumWords.idea(kayles, octal)).isEqualTo(Idea.OCTAL);
        assertThat(SumWords.idea(kayles, both)).isEqualTo(Idea.OCTAL);
        assertThat(SumWords.idea(kayles, sg)).isEqualTo(Idea.SPRAGUE_GRUNDY);
        assertThat(SumWords.idea(kayles, none)).isEqualTo(Idea.GRUNDY);
        assertThat(SumWords.idea(mixed, both)).isEqualTo(Idea.SPRAGUE_GRUNDY);
        assertThat(SumWords.idea(mixed, octal)).isEqualTo(Idea.GRUNDY);
        assertThat(SumWords.idea(lasker, both)).isEqualTo(Idea.SPRAGUE_GRUNDY);
        assertThat(SumWords.idea(lasker, none)).isEqualTo(Idea.GRUNDY);
    }

    @Test
    void theSizesXorIsTheNimSumOfTheSizesWhateverTheirGames() {
        List<Component> parts = new ArrayList<>();
        long expected = 0;
        for (long size : new long[] {5, 9, 12, 3}) {
            parts.add(new Component(parts.size() % 2 == 0 ? KAYLES : NIM, size));
            expected ^= size;
        }
        assertThat(SumWords.sizesXor(new GameSum(parts))).isEqualTo(expected).isNotZero();
    }
}
