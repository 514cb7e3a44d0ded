package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.SumCensus;
import org.nimexplorer.render.CensusText;
import org.nimexplorer.render.Painter;

/**
 * Words that hold only for a complete run, or only under normal play, are not said of a run that
 * stopped, or of misère play.
 */
class HonestWordsTest {

    @Test
    void anInterruptedVerifyOfAGameSaysItStoppedAndClaimsNoAgreementItDidNotCheck() {
        Cli cli = Cli.interrupted("verify", "--game", "kayles", "--heaps", "2", "--max", "30");
        assertThat(cli.status()).isEqualTo(130);
        assertThat(cli.out()).contains("Interrupted").contains("Partial count: 0 positions decided")
                .contains("No value was checked before the interruption")
                .doesNotContain("on every position").doesNotContain("All ").doesNotContain("Every position")
                .doesNotContain("Agreement");
    }

    @Test
    void aCensusStoppedAmongTheValuesNamesTheValuesItChecked() {
        SumCensus.Report stopped = new SumCensus.Report(GameNotation.heapGame("kayles").orThrow(), Play.NORMAL, 3,
                1_000, 0, 0, 0, List.of(), 60, List.of(), false);
        String text = String.join(" ", CensusText.sums(stopped, 57_000, new Painter.Plain(false)))
                .replaceAll("\\s+", " ");
        assertThat(text).contains("The 60 values checked, g(0) to g(59), agree with the search;")
                .contains("g(60) to g(1,000) were not checked")
                .contains("No mismatch among the positions decided before the interruption")
                .doesNotContain("All 60 values").doesNotContain("on every position");
    }

    @Test
    void theMisereKernelOfKaylesDoesNotSayASumIsDecidedByTheXorOfGrundyValues() {
        Cli cli = Cli.run("kernel", "--misere", "--game", "kayles", "--max", "30");
        assertThat(cli.status()).as(cli.err()).isZero();
        assertThat(cli.out().replace('\n', ' ')).doesNotContain("sum of heaps, decided by the XOR")
                .contains("under misère play a sum is not decided by the XOR of the heaps' Grundy values")
                .contains("analyze --misere --game kayles");
        assertThat(Cli.run("kernel", "--game", "kayles", "--max", "30").out().replace('\n', ' '))
                .contains("decided by the XOR of their Grundy values");
    }
}
