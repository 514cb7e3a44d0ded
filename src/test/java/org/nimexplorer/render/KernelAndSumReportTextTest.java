package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.explain.KernelProof;
import org.nimexplorer.explain.SumReport;

/** A kernel proof that fails and one too long to list; a lesson's worked sum, with raises, many moves and none. */
class KernelAndSumReportTextTest {

    private static final MoveSet.Subtraction ONE_OR_TWO = new MoveSet.Subtraction(new int[] {1, 2});

    @Test
    void zeroAndOneAreNoKernelOfTakeOneOrTwo() {
        var proof = new KernelProof(new Rules(Play.NORMAL, ONE_OR_TWO), 4, List.of(0L, 1L), List.of(
                new KernelProof.Entry(0, true, List.of(), -1), new KernelProof.Entry(1, true, List.of(0L), -1),
                new KernelProof.Entry(2, false, List.of(1L, 0L), 1), new KernelProof.Entry(3, false, List.of(2L, 1L), 2),
                new KernelProof.Entry(4, false, List.of(3L, 2L), -1)), false, false);
        assertThat(KernelProofText.render(proof, Marked.AT_80)).containsExactly(
                "Kernel of the one-heap game take 1 or 2 from one heap, heaps 0 to 4: <0 1>",
                "",
                "!Not stable!: no move from a kernel heap lands in the kernel.",
                "  0: no move at all",
                "  1: moves to 0!, but 0 is in the kernel!",
                "!Not absorbing!: from every other heap some move enters the kernel.",
                "  2: take 1 -> 1",
                "  3: take 2 -> 1",
                "  4: !no move enters the kernel!",
                "",
                "The set fails a kernel property.");
    }

    @Test
    void twoHundredHeapsListSixtyFourOfEachKind() {
        List<String> out = KernelProofText.render(KernelProof.of(ONE_OR_TWO, 200).orThrow(), Marked.AT_80);
        assertThat(out).hasSize(1 + 1 + 1 + 64 + 1 + 64 + 1 + 1 + 1);
        assertThat(out.subList(0, 5)).containsExactly(
                "Kernel of the one-heap game take 1 or 2 from one heap, heaps 0 to 200: <0 3 6 9\n12 15 18 21 24 27 30 33"
                        + " 36 39 42 45 48 51 54 57 60 63 66 69 72 75 78 81 84 87 90\n93 96 99 102 105 108 111 114 117"
                        + " 120 123 126 129 132 135 138 141 144 147 150 153\n156 159 162 165 168 171 174 177 180 183 186"
                        + " 189 192 195 198>",
                "",
                "Stable: no move from a kernel heap lands in the kernel.",
                "  0: no move at all",
                "  3: moves to 2 1, none in the kernel");
        assertThat(out).contains("  189: moves to 188 187, none in the kernel", "Absorbing: from every other heap"
                + " some move enters the kernel.").doesNotContain("  192: moves to 191 190, none in the kernel");
        assertThat(out.subList(out.size() - 5, out.size())).containsExactly(
                "  94: take 1 -> 93",
                "  95: take 2 -> 93",
                "  (64 heaps of each kind are listed; all 201 were checked)",
                "",
                "Both hold, so the player who always moves into the kernel wins: the opponent can\nnever move into it,"
                        + " and the game ends at 0, which is in the kernel.");
    }

    private static List<String> report(Painter painter, String... parts) {
        GameSum sum = GameNotation.sum(List.of(parts), new HeapGame.Nim()).orThrow();
        return SumReportText.render(SumReport.of(SumEngine.analyze(sum, Play.NORMAL).orThrow()), painter);
    }

    @Test
    void threeGamesAtFortyColumnsWrapBesideTheirNotationAndMarkRaises() {
        assertThat(report(Marked.AT_40, "kayles:4", "nim:3", "sub[1,3,4]:7")).containsExactly(
                "Each heap counts as a Nim heap of its\nGrundy value in its game:",
                "  A  kayles:4      a Kayles row of 4,",
                "                   value 1",
                "  B  nim:3         a Nim heap of 3,",
                "                   value 3",
                "  C  sub[1,3,4]:7  a heap of 7 in",
                "                   sub[1,3,4], value 0",
                "",
                "          2 1",
                "  A 4 g=1 0 1",
                "  B 3 g=3 1 1",
                "  C 7 g=0 0 0",
                "          ---",
                "  sums    [1] 2  (ones per column, no carrying)",
                "  odd     *",
                "  nim-sum [2] (a 1 under each odd column), in binary",
                "    10",
                "",
                "#N-position:# the values XOR to 2, not\n0. A winning move takes one value v to v\nxor 2, which makes the"
                        + " XOR 0; these 5\nmoves do:",
                "  <A-1     > knock down pin 1 (or 4) of A,",
                "           leaving a row of 3: value 1",
                "           to 3 (a raise).",
                "  <A-1=1+2 > knock down pin 2 (or 3) of A,",
                "           leaving rows of 1 and 2:",
                "           value 1 to 3 (a raise).",
                "  <B-2     > take 2 from B: value 3 to 1.",
                "  <C-1     > take 1 from C: value 0 to 2",
                "           (a raise).",
                "  <C-3     > take 3 from C: value 0 to 2",
                "           (a raise).");
    }

    @Test
    void thirteenHeapsOfTwoListTwelveMoves() {
        String[] parts = new String[13];
        java.util.Arrays.fill(parts, "nim:2");
        List<String> out = report(Marked.AT_80, parts);
        assertThat(out).contains("  M  nim:2  a Nim heap of 2, value 2",
                "#N-position:# the values XOR to 2, not 0. A winning move takes one value v to v\nxor 2, which makes"
                        + " the XOR 0; these 13 moves do:",
                "  <A-2     > take 2 from A: value 2 to 0.",
                "  <L-2     > take 2 from L: value 2 to 0.");
        assertThat(out).last().isEqualTo("  ... and 1 more winning moves");
        assertThat(out).noneMatch(line -> line.startsWith("  <M-2"));
    }

    @Test
    void equalValuesXorToZero() {
        assertThat(report(Marked.AT_80, "kayles:3", "nim:3")).startsWith(
                "Each heap counts as a Nim heap of its Grundy value in its game:",
                "  A  kayles:3  a Kayles row of 3, value 3",
                "  B  nim:3     a Nim heap of 3, value 3").endsWith(
                "#P-position:# the values XOR to 0. Any move changes one value, so the XOR is no\nlonger 0, and the"
                        + " other player can make it 0 again (a raise is undone at once):\nwhoever faces XOR 0 loses.");
    }
}
