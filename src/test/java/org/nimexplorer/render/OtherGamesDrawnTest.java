package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.engine.SumMoveParser;
import org.nimexplorer.explain.SumCheck;

/** What the games other than Nim add to the drawing: heaps under their own labels, and a misère sum's move told. */
class OtherGamesDrawnTest {

    @Test
    void anyGamesHeapsAreDrawnBigUnderTheirOwnLabels() {
        assertThat(BigPosition.lines("Position kayles:3 nim:12", List.of("A kayles", "B nim"), Position.of(3, 12),
                Painter.PLAIN, 40)).containsExactly(
                        "Position kayles:3 nim:12",
                        "",
                        "  A kayles   o o o                    3",
                        "",
                        "  B nim      o o o o o   o o o o o   12",
                        "             o o");
    }

    @Test
    void inAccessibleModeEachHeapIsASentenceThatBeginsWithItsLabel() {
        assertThat(BigPosition.lines("Position 2 1 (staircase)", List.of("step 1", "step 2"), Position.of(2, 1),
                Painter.ACCESSIBLE, 80)).containsExactly("Position 2 1 (staircase).", "Step 1: 2 objects.",
                        "Step 2: 1 object.");
    }

    /** Under misère play the values decide nothing, so no table of them is shown beside the search's verdict. */
    @Test
    void aMisereSumsMoveIsToldWithoutATableOfValues() {
        SumAnalysis before = SumEngine.analyze(GameNotation.sum(Arrays.asList("lasker:1", "nim:3"), new HeapGame.Nim())
                .orThrow(), Play.MISERE).orThrow();
        List<String> told = SumText.check(SumCheck.of(before, SumMoveParser.parse("B-2", before.sum()).orThrow())
                .orThrow(), Painter.PLAIN);
        assertThat(told).noneMatch(l -> l.contains("g=") || l.contains("nim-sum"))
                .contains("Under misère play a sum of games is not decided by the XOR of its Grundy values:\nthese verdicts"
                        + " come from searching every follower to the end of the game.");
    }
}
