package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.OctalCode;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.engine.SumCensus;
import org.nimexplorer.engine.WholeCensus;

/**
 * What verify prints for each kind of census report: complete or interrupted, values all checked, some,
 * or none, mismatches found. The reports are made by hand so that each sentence can be reached.
 */
class CensusTextTest {

    private static final HeapGame KAYLES = new HeapGame.Octal(OctalCode.parse("0.77").orThrow());
    private static final String INTERRUPTED = "!Interrupted!: the census stopped before it was done; the counts below"
            + " are of\nwhat it checked, and say nothing of the rest.";
    private static final String VALUES = "Values: values repeat with period 12 from heap 71 (proved: 'grundy --game\n"
            + "kayles' shows how). Each heap's value g(n) was checked on its own: heap n plus a\nNim heap of g(n) must"
            + " be a P-position.";

    private static SumCensus.Report kayles(int heaps, long max, long positions, long p, long mismatches,
            List<GameSum> first, long valuesChecked, List<Long> wrong, boolean complete) {
        return new SumCensus.Report(KAYLES, Play.NORMAL, heaps, max, positions, p, mismatches, first, valuesChecked,
                wrong, complete);
    }

    @Test
    void aCompleteKaylesCensusAgreesWithEveryValue() {
        assertThat(CensusText.sums(kayles(2, 10, 121, 27, 0, List.of(), 11, List.of(), true), 2, Marked.AT_80))
                .containsExactly(
                        "Every position of 2 heaps of kayles with 0 to 10 each, under normal play:",
                        "  121 positions, 27 P-positions, decided by searching every line of play (no\n  Grundy values)"
                                + " in 2 ms.",
                        VALUES,
                        "<All 11 values from g(0) to g(10) agree with the search.>",
                        "<Agreement:> on every position, P exactly when the XOR of the Grundy values is\n0, as the"
                                + " search finds.");
    }

    @Test
    void anInterruptedCensusOfOneHeapCheckedNoValue() {
        assertThat(CensusText.sums(kayles(1, 1000, 1234, 56, 0, List.of(), 0, List.of(), false), 1500, Marked.AT_80))
                .containsExactly(
                        INTERRUPTED,
                        "Positions of 1 heap of kayles with 0 to 1000 each, under normal play, searched\nbefore the"
                                + " interruption:",
                        "  Partial count: 1,234 positions decided, 56 P-positions among them, by\n  searching every"
                                + " line of play (no Grundy values), in 1,500 ms.",
                        VALUES,
                        "No value was checked before the interruption (g(0) to g(1,000) were to be).",
                        "<No mismatch among the positions decided before the interruption.>");
    }

    @Test
    void anInterruptedCensusSaysWhichValuesItChecked() {
        assertThat(CensusText.sums(kayles(2, 100, 1234, 56, 0, List.of(), 40, List.of(), false), 15, Marked.AT_80))
                .contains("<The 40 values checked, g(0) to g(39), agree with the search;> g(40) to g(100)\nwere not"
                        + " checked.");
    }

    @Test
    void refutedValuesAndMismatchesAreListed() {
        SumCensus.Report r = kayles(2, 100, 1234, 56, 2, List.of(GameSum.of(KAYLES, 3, 4), GameSum.of(KAYLES, 5, 5)),
                40, List.of(7L, 9L), false);
        assertThat(CensusText.sums(r, 15, Marked.AT_80)).endsWith(
                VALUES,
                "!Values the search refutes!, at heaps 7, 9.",
                "!2 mismatches! (search and values disagree), the first ones:",
                "  3 4",
                "  5 5");
    }

    @Test
    void refutedValuesAreListedTenAtMost() {
        SumCensus.Report r = kayles(2, 100, 1234, 56, 0, List.of(), 40,
                List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L), true);
        assertThat(CensusText.sums(r, 15, Painter.PLAIN))
                .contains("Values the search refutes, at heaps 1, 2, 3, 4, 5, 6, 7, 8, 9, 10.");
    }

    @Test
    void misereHasNoValuesToCompare() {
        SumCensus.Report r = new SumCensus.Report(KAYLES, Play.MISERE, 2, 10, 121, 11, 0, List.of(), 0, List.of(),
                true);
        assertThat(CensusText.sums(r, 2, Marked.AT_80)).containsExactly(
                "Every position of 2 heaps of kayles with 0 to 10 each, under misère play:",
                "  121 positions, 11 P-positions, decided by searching every line of play (no\n  Grundy values) in 2"
                        + " ms.",
                "Under misère play a sum of games has no formula to compare with: the counts come\nfrom the search"
                        + " alone.");
    }

    @Test
    void anInterruptedMooreCensusListsItsMismatches() {
        WholeCensus.Report r = new WholeCensus.Report(new MooreNim(2), 1, 5, 3, 1, 2,
                List.of(Position.of(1), Position.of(2)), false);
        assertThat(CensusText.whole(r, 7, Marked.AT_80)).containsExactly(
                INTERRUPTED,
                "Positions of 1 heap with 0 to 5 each, in Moore's Nim with k = 2 (a move lowers 1\nor 2 heaps),"
                        + " searched before the interruption:",
                "  Partial count: 3 positions decided, 1 P-positions among them, by searching\n  every line of play,"
                        + " in 7 ms.",
                "Theorem: P exactly when every binary column's number of ones is a multiple of 3\n(Moore).",
                "!2 mismatches!, the first ones:",
                "  1",
                "  2");
    }

    @Test
    void aCompleteStaircaseCensusAgreesWithTheTheorem() {
        // Three steps of 0 to 4 coins: P exactly when steps 1 and 3 are equal, 5 x 5 of the 125.
        WholeCensus.Report r = new WholeCensus.Report(new StaircaseNim(), 3, 4, 125, 25, 0, List.of(), true);
        assertThat(CensusText.whole(r, 7, Marked.AT_80)).containsExactly(
                "Every position of 3 steps with 0 to 4 coins each, in Staircase Nim: coins lie on\nsteps 1, 2, 3, ...;"
                        + " a move takes some coins from one step down to the step below\n(from step 1 to the"
                        + " ground):",
                "  125 positions, 25 P-positions, decided by searching every line of play in 7\n  ms.",
                "Theorem: P exactly when the nim-sum of the odd steps is 0.",
                "<Agreement: search and theorem agree on every position.>");
    }

    @Test
    void anInterruptedStaircaseCensusOfOneStep() {
        WholeCensus.Report r = new WholeCensus.Report(new StaircaseNim(), 1, 4, 3, 1, 0, List.of(), false);
        assertThat(CensusText.whole(r, 7, Marked.AT_80)).startsWith(INTERRUPTED,
                "Positions of 1 step with 0 to 4 coins each, in Staircase Nim: coins lie on steps\n1, 2, 3, ...; a move"
                        + " takes some coins from one step down to the step below (from\nstep 1 to the ground),"
                        + " searched before the interruption:")
                .endsWith("<No mismatch among the positions decided before the interruption.>");
    }
}
