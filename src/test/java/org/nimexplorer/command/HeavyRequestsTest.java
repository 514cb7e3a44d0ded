package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Requests at the edge of the limits: refused at once with the memory they would need, or run
 * within the memory stated (the suite runs in a 512 MiB heap). A computation that would take long
 * is started with the thread already interrupted, as Ctrl-C in a session would leave it, so it
 * allocates everything and then stops at its first check.
 */
class HeavyRequestsTest {

    @Test
    void verifyRefusesACensusThatNeedsMoreMemoryThanItsLimit() {
        Cli cli = Cli.run("verify", "--heaps", "11", "--max", "6", "--misere", "--subtract", "1,3,4");
        assertThat(cli.status()).isEqualTo(2);
        assertThat(cli.err().strip().lines()).hasSize(1);
        assertThat(cli.err()).contains("need 2,156 MiB of memory").contains("the limit is 256 MiB");
    }

    @Test
    void verifyAcceptsTheTwoToTheThirtySixPositionsReadmePromises() {
        Cli cli = Cli.interrupted("verify", "--heaps", "6", "--max", "63");
        assertThat(cli.err()).isEmpty();
        assertThat(cli.status()).isEqualTo(130);
        assertThat(cli.out()).contains("of the 68,719,476,736 positions");
    }

    @Test
    void anInterruptedVerifyPrintsOnlyWhatItCounted() throws Exception {
        Cli cli = Cli.interrupted("verify", "--heaps", "4", "--max", "63");
        assertThat(cli.status()).isEqualTo(130);
        assertThat(cli.out()).contains("Interrupted: the census stopped after 0 of the 16,777,216 positions")
                .contains("Partial count: 0 positions classified, 0 P-positions")
                .doesNotContain("16,777,216 positions,");
        Cli json = Cli.interrupted("verify", "--heaps", "4", "--max", "63", "--json");
        assertThat(json.out()).contains("\"positions\":0,").contains("\"complete\":false");
    }

    @Test
    void theKernelOfTenMillionHeapsWithAThousandTakesIsQuick() {
        Cli cli = assertTimeoutPreemptively(Duration.ofSeconds(5),
                () -> Cli.run("kernel", "--max", "10000000", "--subtract", "1-1000", "--misere"));
        assertThat(cli.status()).isZero();
        assertThat(cli.out()).contains("\n  1 1002 2003 3004 ");
        assertThat(cli.out()).contains(" 9999991\n");
    }

    @Test
    void aKernelOfFiveMillionHeapsIsPrintedAsItIsRead() {
        Cli cli = assertTimeoutPreemptively(Duration.ofSeconds(5),
                () -> Cli.run("kernel", "--max", "10000000", "--subtract", "1"));
        assertThat(cli.status()).isZero();
        assertThat(cli.out().lines().filter(line -> line.endsWith(" 9999998 10000000"))).hasSize(1);
        assertThat(cli.out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
    }

    @Test
    void theLargestTableIsQuick() {
        Cli cli = assertTimeoutPreemptively(Duration.ofSeconds(3),
                () -> Cli.run("table", "--fix", "1000", "--max", "24", "--misere", "--subtract", "1-1000"));
        assertThat(cli.status()).isZero();
        assertThat(cli.out()).startsWith("Three heaps 1000-y-z");
    }
}
