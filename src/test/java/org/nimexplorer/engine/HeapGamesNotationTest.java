package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A game for each heap, as prove claim --sum reads it: split at commas outside brackets, each a heap game. */
class HeapGamesNotationTest {

    @Test
    void eachPieceIsAHeapGameInOrder() {
        assertThat(GameNotation.heapGames("nim,kayles,sub[1,3,4]").orThrow()).containsExactly(new HeapGame.Nim(),
                GameNotation.heapGame("kayles").orThrow(), GameNotation.heapGame("sub[1,3,4]").orThrow());
        assertThat(GameNotation.heapGames("lasker 0.137").orThrow()).hasSize(2);
        assertThat(GameNotation.heapGames("nim,,kayles").orThrow()).hasSize(2);
    }

    @Test
    void nothingOrAPieceThatIsNoHeapGameIsRefused() {
        assertThat(GameNotation.heapGames("").problemOrNull()).isEqualTo("no games given: name one for each heap, like"
                + " nim,kayles,sub[1,3,4]");
        assertThat(GameNotation.heapGames(" , ").problemOrNull()).startsWith("no games given");
        assertThat(GameNotation.heapGames("nim,moore[2]").problemOrNull()).isEqualTo("'moore[2]' is played on the whole"
                + " position, not heap by heap, so it cannot be a heap of a sum: give it with --game");
        assertThat(GameNotation.heapGames("kayles,chess").problemOrNull()).isEqualTo(GameNotation.heapGame("chess")
                .problemOrNull());
    }
}
