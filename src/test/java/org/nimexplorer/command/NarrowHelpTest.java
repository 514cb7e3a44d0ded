package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.nimexplorer.render.Wrap;

/** A command's help in a window narrower than picocli can lay out: nothing wider than the window. */
class NarrowHelpTest {

    @AfterEach
    void backToEighty() {
        Wrap.fitTo(0);
    }

    @Test
    void helpAtFortyColumnsPutsEachOptionOnItsOwnLineAndFitsTheWindow() {
        Wrap.fitTo(40);
        Cli cli = Cli.run("analyze", "--help");
        assertThat(cli.status()).isZero();
        assertThat(cli.out().lines()).allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(40));
        assertThat(cli.out()).startsWith("Usage: nim-explorer analyze [OPTIONS]\n    HEAP...\n")
                .contains("\n  --subtract=SET\n    A subtraction game: the amounts a\n")
                .contains("\n    NIM_EXPLORER_ACCESSIBLE=1).\n").doesNotContain("Usage: Usage:");
    }

    @Test
    void theCommandListAtThirtyTwoColumnsNamesEveryCommand() {
        Wrap.fitTo(32);
        Cli cli = Cli.run("--help");
        assertThat(cli.out().lines()).allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(32));
        assertThat(cli.out()).contains("\n  analyze\n    Who wins from a position,").contains("\n  xor-table\n");
    }

    @Test
    void fromFiftyFiveColumnsPicocliLaysItOutAsAlways() {
        Wrap.fitTo(60);
        assertThat(Cli.run("analyze", "--help").out()).contains("--subtract=SET").doesNotContain("\n  --subtract=SET\n");
    }
}
