package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A list in a sentence: commas between the items, "and" before the last. */
class TextAndTest {

    @Test
    void itemsAreJoinedByCommasWithAndBeforeTheLast() {
        assertThat(Text.and(List.of("A", "B", "C", "D"))).isEqualTo("A, B, C and D");
        assertThat(Text.and(List.of("3", "1"))).isEqualTo("3 and 1");
    }

    @Test
    void oneItemStandsAloneAndNoneIsNothing() {
        assertThat(Text.and(List.of("heap A"))).isEqualTo("heap A");
        assertThat(Text.and(List.of())).isEmpty();
    }

    @Test
    void aMoveOnSeveralHeapsListsEachLowering() {
        MultiMove move = MultiMove.between(Position.of(5, 4, 7), Position.of(3, 3, 4));
        assertThat(move.describe()).isEqualTo("take 2 from A, 1 from B and 3 from C");
        assertThat(MultiMove.between(Position.of(5, 4), Position.of(5, 1)).describe()).isEqualTo("take 3 from B");
    }
}
