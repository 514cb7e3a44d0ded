package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The engine and the explanations report bounds as values; the commands say them with the option typed. */
class BoundWordsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "verify --heaps 13 | --heaps must be from 1 to 12, not 13",
        "verify --max -1 | --max must be from 0 to 2147483583, not -1",
        "kernel --max 10000001 | --max must be from 0 to 10000000, not 10000001",
        "kernel-proof --subtract 1-3 --max -5 | --max must be from 0 to 10000, not -5",
        "table --max 99 | --max must be from 1 to 24 (a wider grid does not fit 80 columns), not 99",
        "table --fix 1001 | --fix must be from 0 to 1000, not 1001",
        "conjecture --heaps 9 a==0 | --heaps must be from 1 to 8, not 9",
        "conjecture --max -1 a==0 | --max must be at least 0, not -1",
        "tree 3 3 --depth -1 | --depth must be 0 or more (the levels drawn below the position), not -1; leave it"
                + " out to draw the whole tree",
        "tree 20 20 20 | the tree of 20 20 20 has more than 400 nodes; --depth 1 shows its first levels, or choose"
                + " a smaller position",
        "tree 20 20 20 --depth 4 | the tree of 20 20 20 has more than 400 nodes even at depth 4; --depth 1 shows its"
                + " first levels, or choose a smaller position"})
    void aBoundIsSaidWithItsOption(String command, String message) {
        Cli cli = Cli.run(command.split(" "));
        assertThat(cli.status()).isEqualTo(2);
        assertThat(cli.err().strip()).isEqualTo("nim-explorer: " + message);
    }
}
