package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The searches that once grew to gigabytes (issue 25, items 4 and 6), run in the suite's 512 MiB
 * heap: each is estimated before it runs and refused at once with the figure and the limit, or
 * finishes within seconds. A huge heap in a misère sum is one of them, not an internal error.
 */
class SearchCostTest {

    /** A refusal is the estimate against the limit; the JVM is warm, so "at once" is well under the bound. */
    private static final Duration AT_ONCE = Duration.ofSeconds(2);

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "analyze --misere kayles:30000 | the largest heap searched alone is 36 in kayles",
        "analyze --misere kayles:10000 | the largest heap searched alone is 36 in kayles",
        "kernel --misere --game kayles --max 100 | that search takes heaps up to 41",
        "kernel --misere --game kayles --max 69 | that search takes heaps up to 41",
        "verify --game kayles --heaps 3 --max 1000 | choose fewer or smaller heaps",
        "verify --game 0.777777777777777777777777777777 --heaps 2 --max 200 | choose fewer or smaller heaps",
        "table --game lasker --fix lasker:1000 --max 24 | choose a smaller grid or a smaller first heap",
        "conjecture --game lasker --heaps 2 --max 1000 g(a)==g(b) | choose fewer heaps or smaller ones",
        "verify --game lasker --heaps 3 --max 40 | choose fewer or smaller heaps",
        "verify --game 0.137 --heaps 2 --max 60 | choose fewer or smaller heaps"})
    void aSearchTooLargeIsRefusedAtOnceWithItsSizeAndTheLimit(String command, String instead) {
        String limit = command.startsWith("analyze") ? "200,000" : "300,000";
        Cli cli = assertTimeoutPreemptively(AT_ONCE, () -> Cli.run(command.split(" ")));
        assertThat(cli.status()).as(cli.err()).isEqualTo(2);
        assertThat(cli.err().strip().lines()).hasSize(1);
        assertThat(cli.err()).containsPattern("that search would visit about [0-9^,]+ positions; the limit is " + limit)
                .contains(instead);
        assertThat(cli.out()).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "analyze --misere kayles:9223372036854775807 | 36 in kayles",
        "check --misere kayles:9223372036854775807 --move A-1 | 36 in kayles",
        "analyze --misere --game lasker 9223372036854775806 | in lasker",
        "analyze --misere --game 0.137 4611686018427387904 | in dawsons-chess",
        "analyze --misere nim:9223372036854775807 kayles:3 | 1,180 in nim, 36 in kayles",
        "analyze --misere sub[1,3,4]:9223372036854775807 | 199,999 in sub[1,3,4]"})
    void aHugeHeapInAMisereSumIsOneLineSayingWhatIsAccepted(String command, String accepted) {
        Cli cli = assertTimeoutPreemptively(AT_ONCE, () -> Cli.run(command.split(" ")));
        assertThat(cli.status()).as(cli.err()).isEqualTo(2);
        assertThat(cli.err().strip().lines()).hasSize(1);
        assertThat(cli.err()).doesNotContain("internal error").containsPattern("misère play has no formula, so the"
                + " position is searched, and that search would visit (about 10\\^1[89]|more than 10\\^300) positions; the limit is"
                + " 200,000: the largest heap searched alone is ").contains(accepted);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "equivalent 0.777777777777777777777777777777 0.777777777777777777777777777776 --max 1000 | Equivalent on every heap from 0 to 1000",
        "kernel --misere --game kayles --max 30 | Kernel of the one-heap game",
        "analyze --misere kayles:20 kayles:7 | Winning moves"})
    void aSearchWithinItsLimitsFinishes(String command, String answer) {
        Cli cli = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> Cli.run(command.split(" ")));
        assertThat(cli.status()).as(cli.err()).isZero();
        assertThat(cli.out()).contains(answer);
    }
}
