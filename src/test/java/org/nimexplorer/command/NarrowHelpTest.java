package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A command's help in a window narrower than picocli can lay out: nothing wider than the window. */
class NarrowHelpTest {

    @Test
    void helpAtFortyColumnsPutsEachOptionOnItsOwnLineAndFitsTheWindow() {
        Cli cli = Cli.runAt(40, "analyze", "--help");
        assertThat(cli.status()).isZero();
        assertThat(cli.out().lines()).allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(40));
        assertThat(cli.out()).startsWith("Usage: nim-explorer analyze [OPTIONS]\n    [HEAP...]\n")
                .contains("\n  --subtract=SET\n    A subtraction game: the amounts a\n")
                .contains("\n    NIM_EXPLORER_ACCESSIBLE=1).\n").doesNotContain("Usage: Usage:");
    }

    @Test
    void theCommandListAtThirtyTwoColumnsNamesEveryCommand() {
        Cli cli = Cli.runAt(32, "--help");
        assertThat(cli.out().lines()).allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(32));
        assertThat(cli.out()).contains("\n  analyze\n    Who wins from a position,").contains("\n  xor-table\n");
    }

    @Test
    void fromFiftyFiveColumnsPicocliLaysItOutAsAlways() {
        assertThat(Cli.runAt(60, "analyze", "--help").out()).contains("--subtract=SET").doesNotContain("\n  --subtract=SET\n");
    }
}
