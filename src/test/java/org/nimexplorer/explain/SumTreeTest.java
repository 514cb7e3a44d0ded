package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.SumSearch;
import org.nimexplorer.engine.TestBudget;

/**
 * The tree of a sum walked node by node against what its documentation promises: each node's outcome
 * as a search made here decides it, its children the distinct followers (reached by the first move that
 * reaches each), a position drawn once and marked where it is met again, and nothing below the depth.
 */
class SumTreeTest {

    private static final HeapGame NIM = GameNotation.heapGame("nim").orThrow();
    private static final HeapGame KAYLES = GameNotation.heapGame("kayles").orThrow();

    private static GameSum sum(String... heaps) {
        return GameNotation.sum(List.of(heaps), NIM).orThrow();
    }

    private static Outcome searched(GameSum sum, Play play) {
        return new SumSearch(play, TestBudget.positions(5_000_000)).outcome(sum);
    }

    /** Walks the tree in the order it is built, checking each node; returns how many nodes it saw. */
    private static int walk(SumTree node, int depth, int limit, Set<GameSum> drawn, Play play) {
        GameSum at = node.position();
        boolean hasMoves = !at.moves().isEmpty();
        assertThat(node.play()).isEqualTo(play);
        assertThat(node.outcome()).as("%s", at).isEqualTo(searched(at, play));
        if (depth == limit || !hasMoves) {
            assertThat(node.children()).isEmpty();
            assertThat(node.repeated()).isFalse();
            assertThat(node.expanded()).as("an end is expanded, a node cut at the depth is not").isEqualTo(!hasMoves);
            assertThat(node.cut()).isEqualTo(hasMoves);
            return 1;
        }
        boolean seen = !drawn.add(at.canonical());
        assertThat(node.repeated()).as("%s drawn before", at).isEqualTo(seen);
        assertThat(node.expanded()).isEqualTo(!seen);
        assertThat(node.cut()).isFalse();
        if (seen) {
            assertThat(node.children()).isEmpty();
            return 1;
        }
        Map<GameSum, SumMove> first = new LinkedHashMap<>();
        for (SumMove m : at.moves()) {
            first.putIfAbsent(m.applyTo(at).canonical(), m);
        }
        assertThat(node.children()).extracting(c -> c.move().orElseThrow()).containsExactlyElementsOf(first.values());
        int n = 1;
        for (SumTree child : node.children()) {
            assertThat(child.position()).isEqualTo(child.move().orElseThrow().applyTo(at));
            n += walk(child, depth + 1, limit, drawn, play);
        }
        return n;
    }

    @Test
    void everyNodeIsDecidedByTheSearchAndEveryDistinctFollowerDrawnOnce() {
        for (Play play : Play.values()) {
            for (GameSum s : List.of(sum("nim:1", "kayles:3"), sum("kayles:2", "kayles:2"), sum("kayles:4"),
                    sum("nim:2", "lasker:2"))) {
                SumTree tree = SumTree.of(s, play, OptionalInt.empty()).orThrow();
                assertThat(tree.move()).isEmpty();
                assertThat(tree.position()).isEqualTo(s);
                int nodes = walk(tree, 0, Integer.MAX_VALUE, new HashSet<>(), play);
                assertThat(tree.size()).isEqualTo(nodes);
            }
        }
        SumTree repeats = SumTree.of(sum("kayles:2", "kayles:2"), Play.NORMAL, OptionalInt.empty()).orThrow();
        assertThat(anyRepeated(repeats)).as("kayles:1 kayles:2 is reached twice").isTrue();
    }

    private static boolean anyRepeated(SumTree t) {
        return t.repeated() || t.children().stream().anyMatch(SumTreeTest::anyRepeated);
    }

    @Test
    void aDepthCutsTheTreeThereAndAnEndAtTheDepthIsNotCut() {
        for (int depth = 0; depth <= 3; depth++) {
            GameSum s = sum("kayles:4", "nim:2");
            SumTree tree = SumTree.of(s, Play.NORMAL, OptionalInt.of(depth)).orThrow();
            int nodes = walk(tree, 0, depth, new HashSet<>(), Play.NORMAL);
            assertThat(tree.size()).isEqualTo(nodes);
        }
        SumTree end = SumTree.of(sum("nim:0"), Play.NORMAL, OptionalInt.of(0)).orThrow();
        assertThat(end.cut()).isFalse();
        assertThat(end.outcome()).isEqualTo(Outcome.P);
        Result<SumTree> negative = SumTree.of(sum("nim:1"), Play.NORMAL, OptionalInt.of(-1));
        assertThat(negative).isInstanceOfSatisfying(Result.OutOfBounds.class, r -> assertThat(((Result.OutOfBounds<?>) r)
                .bound().name()).isEqualTo(Bound.Name.DEPTH));
    }

    @Test
    void aTreeTooLargeIsRefusedAsTheDeepestDepthThatFits() {
        GameSum big = GameSum.of(KAYLES, 9, 9);
        Result<SumTree> all = SumTree.of(big, Play.NORMAL, OptionalInt.empty());
        Bound bound = ((Result.OutOfBounds<?>) all).bound();
        assertThat(bound.name()).isEqualTo(Bound.Name.DEPTH);
        int fits = (int) bound.most();
        assertThat(fits).isPositive();
        SumTree deepest = SumTree.of(big, Play.NORMAL, OptionalInt.of(fits)).orThrow();
        assertThat(deepest.size()).isLessThanOrEqualTo(GameTree.MAX_NODES);
        Result<SumTree> deeper = SumTree.of(big, Play.NORMAL, OptionalInt.of(fits + 1));
        assertThat(((Result.OutOfBounds<?>) deeper).bound().most()).isEqualTo(fits);
        assertThat(((Result.OutOfBounds<?>) deeper).bound().given()).isEqualTo(fits + 1);
    }

    @Test
    void aTreeWhoseFirstLevelIsTooLargeSaysSo() {
        for (String heap : List.of("nim:500", "kayles:900")) {
            GameSum s = sum(heap);
            assertThat(SumTree.of(s, Play.NORMAL, OptionalInt.empty()).problemOrNull()).isEqualTo("the tree of "
                    + s.notation() + " has more than " + GameTree.MAX_NODES + " nodes; choose a smaller position");
            assertThat(SumTree.of(s, Play.NORMAL, OptionalInt.of(3)).problemOrNull()).isEqualTo("the tree of "
                    + s.notation() + " has more than " + GameTree.MAX_NODES + " nodes even at depth 3; choose a"
                    + " smaller position");
        }
        assertThat(SumTree.tooLarge(sum("kayles:20", "kayles:20"), OptionalInt.empty()))
                .isEqualTo("the tree of kayles:20 kayles:20 has more than " + GameTree.MAX_NODES + " nodes");
    }

    @Test
    void aHeapPastWhatTheSearchTakesOrASearchPastItsBudgetIsRefused() {
        long most = 1_000_000_000_000L;
        assertThat(SumTree.of(new GameSum(List.of(new Component(NIM, most + 1))), Play.NORMAL, OptionalInt.of(0)).problemOrNull())
                .isEqualTo(String.format("every node of a tree is decided by a search, which takes heaps up to %,d,"
                        + " not %,d: choose a smaller position", most, most + 1));
        GameSum deep = sum("sub[1,3,4]:1000000");
        assertThat(SumTree.of(deep, Play.NORMAL, OptionalInt.of(1)).problemOrNull())
                .startsWith("every node of a tree is decided by searching all the positions below it; that search is"
                        + " limited to ")
                .endsWith("the one below " + deep.notation() + " needs more: choose a smaller position");
    }
}
