package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.GameTree;
import org.nimexplorer.explain.SumTree;

/** Game trees of Nim positions and of sums, whole or cut, with repeated nodes and lines too long to fit. */
class TreeTextTest {

    private static List<String> tree(Position position, OptionalInt depth) {
        return TreeText.render(GameTree.of(position, Rules.NIM, depth).orThrow(), Rules.NIM.describe(), Marked.AT_80);
    }

    private static List<String> sumTree(Painter painter, OptionalInt depth, String... heaps) {
        return TreeText.render(SumTree.of(GameNotation.sum(List.of(heaps), new HeapGame.Nim()).orThrow(), Play.NORMAL,
                depth).orThrow(), painter);
    }

    @Test
    void twoOneIsWinByMovingToOneOneAndMarksWhatIsMetAgain() {
        assertThat(tree(Position.of(1, 2), OptionalInt.empty())).containsExactly(
                "Game tree of 2 1 (normal play (the last move wins), any number from one heap), 8\nnodes. A position is P"
                        + " when every move from it leads to N, and N when some move\nleads to P. A position met again"
                        + " is marked (as above), and one below the levels\nshown (not drawn further).",
                "",
                "2 1  N  -> 1 1 is P",
                "  1 1  <P>  every move leads to N",
                "    1 0  N  -> 0 0 is P",
                "      0 0  <P>  no move left",
                "  1 0  N  (as above)",
                "  2 0  N  -> 0 0 is P",
                "    1 0  N  (as above)",
                "    0 0  <P>  no move left");
    }

    @Test
    void oneLevelOfTwoTwoIsCutBelow() {
        assertThat(tree(Position.of(2, 2), OptionalInt.of(1))).containsExactly(
                "Game tree of 2 2 (normal play (the last move wins), any number from one heap), 3\nnodes. A position is P"
                        + " when every move from it leads to N, and N when some move\nleads to P. A position met again"
                        + " is marked (as above), and one below the levels\nshown (not drawn further).",
                "",
                "2 2  <P>  every move leads to N",
                "  2 1  N  (not drawn further)",
                "  2 0  N  (not drawn further)");
    }

    @Test
    void aSumOfNimHeapsStartsEachLineWithItsMove() {
        assertThat(sumTree(Marked.AT_80, OptionalInt.empty(), "nim:1", "nim:2")).containsExactly(
                "Position  nim:1 nim:2",
                "Rules     normal play (the last move wins)",
                "Game      Nim: take any number from the heap.",
                "",
                "Game tree, 8 nodes, each after the move that reaches it. A position is P when\nevery move from it leads"
                        + " to N, and N when some move leads to P. A position met\nagain, in any order, is marked (as"
                        + " above), and one below the levels shown (not\ndrawn further).",
                "",
                "1 2  N  -> B-1 leaves P",
                "  A-1  0 2  N  -> B-2 leaves P",
                "    B-1  0 1  N  -> B-1 leaves P",
                "      B-1  0 0  <P>  no move left",
                "    B-2  0 0  <P>  no move left",
                "  B-1  1 1  <P>  every move leads to N",
                "    A-1  0 1  N  (as above)",
                "  B-2  1 0  N  (as above)");
    }

    @Test
    void aKaylesSumAtFortyColumnsExplainsSplitsAndWrapsLongLinesUnderTheirMove() {
        List<String> text = sumTree(Marked.AT_40, OptionalInt.of(2), "kayles:3", "nim:1");
        assertThat(text.get(10)).isEqualTo("Game tree, 15 nodes, each after the move\nthat reaches it. A position is P"
                + " when\nevery move from it leads to N, and N\nwhen some move leads to P; a move that\nsplits a heap"
                + " (B-1=1+2: take 1 from B,\nleaving 1 and 2) adds one, and the heaps\nafter it move one letter on."
                + " A position\nmet again, in any order, is marked (as\nabove), and one below the levels shown\n(not"
                + " drawn further).");
        assertThat(text.subList(12, 18)).containsExactly(
                "kayles:3 nim:1  N  -> A-2 leaves P",
                "  A-1 kayles:2 nim:1 N -> A-1 leaves P",
                "    A-1 kayles:1 nim:1 <P> (not drawn",
                "        further)",
                "    A-2 kayles:0 nim:1 N (not drawn",
                "        further)");
        assertThat(text).contains("  A-1=1+1 kayles:1 kayles:1 nim:1 N ->", "      A-1 leaves P");
    }

    @Test
    void aLineExactlyAsWideAsTheWindowIsNotWrappedAndOneColumnLessIsRewrapped() {
        String root = "kayles:3 nim:1  N  (not drawn further)";
        assertThat(root).hasSize(38);
        List<String> at38 = sumTree(new Marked(38, false), OptionalInt.of(0), "kayles:3", "nim:1");
        assertThat(at38.get(at38.size() - 1)).isEqualTo(root);
        List<String> at37 = sumTree(new Marked(37, false), OptionalInt.of(0), "kayles:3", "nim:1");
        // Wrapped, the line loses its double spaces and so fits again.
        assertThat(at37.get(at37.size() - 1)).isEqualTo("kayles:3 nim:1 N (not drawn further)");
    }
}
