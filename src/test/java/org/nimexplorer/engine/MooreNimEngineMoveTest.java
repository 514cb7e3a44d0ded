package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Moore's Nim as the computer plays it, every small position against a game-tree search that knows
 * only the rule of lowering up to k heaps: it wins when it can, and in a lost game takes one object
 * from the first largest heap, so the game lasts.
 */
class MooreNimEngineMoveTest {

    @Test
    void theComputerWinsWhenItCanAndOtherwiseTakesOneFromTheFirstLargestHeap() {
        for (int k = 1; k <= 3; k++) {
            MooreNim game = new MooreNim(k);
            GameTreeSearch<Position> referee = MooreNimAgainstTreeSearchTest.referee(k);
            for (Position p : Games.allPositions(3, 4)) {
                Optional<MultiMove> played = game.engineMove(p);
                if (p.largest() == 0) {
                    assertThat(played).as("%s", p).isEmpty();
                    continue;
                }
                assertThat(played).as("moore[%d] %s", k, p).isPresent();
                Position after = played.get().applyTo(p);
                assertThat(MooreNimAgainstTreeSearchTest.followers(p, k)).as("moore[%d] %s", k, p).contains(after);
                if (!referee.isP(p.canonical())) {
                    assertThat(referee.isP(after.canonical())).as("moore[%d] %s", k, p).isTrue();
                } else {
                    int first = 0;
                    while (p.heap(first) != p.largest()) {
                        first++;
                    }
                    assertThat(played.get()).as("moore[%d] %s", k, p).isEqualTo(new MultiMove(
                            List.of(new MultiMove.Lowering(first, p.largest(), p.largest() - 1))));
                }
            }
        }
    }

    @Test
    void movesAreReadInTheNotationsTheGameNames() {
        MooreNim game = new MooreNim(2);
        assertThat(game.notations()).isEqualTo(MultiMoveParser.NOTATIONS);
        Position p = Position.of(3, 4, 5);
        assertThat(game.parseMove("A-2 C-3", p).orThrow()).isEqualTo(MultiMoveParser.parse("A-2 C-3", p, game).orThrow());
        assertThat(game.parseMove("A-2 C-3", p).orThrow().heapCount()).isEqualTo(2);
    }

    @Test
    void aMoveInAHeapPastTheLastNamesTheHeapsThereAre() {
        MooreNim game = new MooreNim(2);
        MultiMove inB = new MultiMove(List.of(new MultiMove.Lowering(1, 5, 4)));
        assertThat(game.whyIllegal(Position.of(5), inB)).contains("there is no heap B: this position has one heap, A");
        MultiMove inD = new MultiMove(List.of(new MultiMove.Lowering(3, 5, 4)));
        assertThat(game.whyIllegal(Position.of(5, 5, 5), inD)).contains("there is no heap D: this position has heaps A to C");
    }

    @Test
    void theLegalMovesOfHugeHeapsAreCountedAsTheLargestLong() {
        long half = Long.MAX_VALUE / 2;
        // Lowering the first two heaps together alone has half x half ways, far past a long.
        assertThat(new MooreNim(2).legalMoveCount(Position.of(half, half, 3))).isEqualTo(Long.MAX_VALUE);
        // 2^32 x 2^32 = 2^64 ways: past what a long holds, though the product alone wraps to 0.
        assertThat(new MooreNim(2).legalMoveCount(Position.of(1L << 32, 1L << 32))).isEqualTo(Long.MAX_VALUE);
        // Small heaps are counted exactly: one heap lowered (2 + 3 ways) or both (2 x 3).
        assertThat(new MooreNim(2).legalMoveCount(Position.of(2, 3))).isEqualTo(2 + 3 + 2 * 3);
    }
}
