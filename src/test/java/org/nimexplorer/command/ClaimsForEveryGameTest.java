package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * prove claim and conjecture with every game from the command line: the claims of the Sprague-Grundy
 * theorem proved for Kayles, Lasker's Nim and a mixed sum, the wrong ones refuted, Moore's Nim and
 * the staircase over heaps and steps, and every option that does not fit refused in one line.
 */
class ClaimsForEveryGameTest {

    @Test
    void theSpragueGrundyClaimIsProvedForKaylesAndAMixedSum() {
        Cli kayles = Cli.runAt(80, "prove", "claim", "--game", "kayles", "g(a) xor g(b) xor g(c) == 0", "--max", "6");
        assertThat(kayles.status()).isZero();
        assertThat(flat(kayles)).contains("among 3 parts a to").contains("All three hold, so K is exactly the set of"
                + " P-positions in this box.");
        Cli sum = Cli.runAt(80, "prove", "claim", "--sum", "nim,kayles,sub[1,3,4]", "a xor g(b) xor g(c) == 0",
                "--max", "6");
        assertThat(sum.status()).isZero();
        assertThat(flat(sum)).contains("a sum of games: a in nim, b in kayles, c in sub[1,3,4]").contains("All three"
                + " hold");
        Cli wrong = Cli.runAt(80, "prove", "claim", "--game", "lasker", "a xor b xor c == 0", "--max", "5");
        assertThat(wrong.status()).as("a false claim is no error").isZero();
        assertThat(flat(wrong)).contains("So K is not the set of P-positions");
    }

    @Test
    void mooreAndTheStaircaseAreProvedOverHeapsAndSteps() {
        Cli steps = Cli.runAt(80, "prove", "claim", "--game", "staircase", "--heaps", "4", "--max", "8", "a xor c == 0");
        assertThat(steps.status()).isZero();
        assertThat(flat(steps)).contains("among 4 steps a to d (a the lowest").contains("All three hold");
        Cli moore = Cli.runAt(80, "prove", "claim", "--game", "moore[2]", "--max", "5", "a xor b xor c == 0");
        assertThat(flat(moore)).contains("fails at 0 1 1: B-1 C-1 leaves 0 0 0");
        Cli conjecture = Cli.runAt(80, "conjecture", "--game", "staircase", "--heaps", "4", "--max", "8",
                "b xor d == 0");
        assertThat(conjecture.status()).isZero();
        assertThat(flat(conjecture)).contains("Smallest position it calls P that is N: 0 0 1 0, where the player to"
                + " move wins with S3-1 (move 1 coin from step 3 to step 2), leaving 0 1 0 0.");
        Cli sum = Cli.runAt(80, "conjecture", "--sum", "nim,kayles,sub[1,3,4]", "--max", "5", "a xor b xor c == 0");
        assertThat(sum.status()).isZero();
        assertThat(flat(sum)).contains("(3 parts a to c, each a row of 0 to 5 or the rows a move makes of it; a sum"
                + " of games: a in nim, b in kayles, c in sub[1,3,4])").contains("The claim fails.");
        Cli json = Cli.run("prove", "claim", "--game", "kayles", "--heaps", "2", "--max", "4", "--json",
                "g(a) == g(b)");
        assertThat(json.out()).startsWith("{\"claim\":\"g(a) == g(b)\",\"games\":[\"kayles\",\"kayles\"],"
                + "\"play\":\"normal\",\"box\":\"parts\",\"heaps\":2,\"max\":4,").contains("\"holds\":true")
                .contains("\"millis\":");
    }

    @Test
    void whatDoesNotFitIsRefusedInOneLine() {
        refused("--rule is checked for Nim and subtraction games; with kayles leave it out", "prove", "claim",
                "--game", "kayles", "--rule", "c to 0", "g(c) == 0");
        refused("--rule is checked for Nim and subtraction games; with staircase leave it out", "prove", "claim",
                "--game", "staircase", "--rule", "c to 0", "a == 0");
        refused("--rule is checked for Nim and subtraction games; with --sum leave it out", "prove", "claim",
                "--sum", "nim,kayles", "--rule", "a to 0", "a == 0");
        refused("--sum gives one game per heap, so it says how many heaps there are: leave out --heaps", "prove",
                "claim", "--sum", "nim,kayles", "--heaps", "2", "a == 0");
        refused("--sum names every heap's game: leave out --game", "prove", "claim", "--sum", "nim,kayles", "--game",
                "lasker", "a == 0");
        refused("--sum names every heap's game: leave out --subtract", "prove", "claim", "--sum", "nim,kayles",
                "--subtract", "1-3", "a == 0");
        refused("--sum: 'moore[2]' is played on the whole position", "prove", "claim", "--sum", "nim,moore[2]",
                "a == 0");
        refused("asks for the Grundy value of a number, but the heaps follow different games", "prove", "claim",
                "--sum", "nim,kayles", "g(2) == a");
        refused("'g(a)' asks for a Grundy value, but moore[2] is played on the whole position", "conjecture",
                "--game", "moore[2]", "g(a) == 0");
        refused("conjecture --sum is under normal play only: leave out --misere", "conjecture", "--sum",
                "nim,kayles", "--misere", "a == b");
        refused("--sum gives one game per heap", "conjecture", "--sum", "nim,kayles", "--heaps", "3", "a == b");
        refused("--game staircase is played under normal play only here: leave out --misere", "prove", "claim",
                "--game", "staircase", "--misere", "a == 0");
        refused("moves to look at; a proof looks at most at", "prove", "claim", "--game", "kayles", "a == 0");
    }

    /** The text with its lines joined, so a sentence can be found wherever it wrapped. */
    private static String flat(Cli run) {
        return run.out().replace("\n  ", " ").replace("\n", " ");
    }

    private static void refused(String words, String... args) {
        Cli run = Cli.run(args);
        assertThat(run.status()).as(String.join(" ", args)).isEqualTo(2);
        assertThat(run.err().strip().lines()).as(run.err()).hasSize(1);
        assertThat(run.err()).contains(words);
    }
}
