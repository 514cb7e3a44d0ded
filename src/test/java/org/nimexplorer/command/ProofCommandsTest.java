package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ProofCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(String... args) throws Exception {
        Cli cli = Cli.run(args);
        assertThat(cli.status()).as(cli.err()).isZero();
        return JSON.readTree(cli.out());
    }

    private static String golden(String name) throws Exception {
        try (var in = ProofCommandsTest.class.getResourceAsStream("/golden/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void lemma2JsonIsTheContractExample() throws Exception {
        JsonNode node = json("prove", "lemma2", "3", "4", "5", "--json");
        assertThat(node.get("heaps").toString()).isEqualTo("[3,4,5]");
        assertThat(node.get("nimSum").asLong()).isEqualTo(2);
        assertThat(node.get("bit").asInt()).isEqualTo(1);
        assertThat(node.get("applies").asBoolean()).isTrue();
        JsonNode c = node.get("candidates").get(0);
        assertThat(c.get("heap").asInt()).isEqualTo(1);
        assertThat(c.get("from").asLong()).isEqualTo(3);
        assertThat(c.get("to").asLong()).isEqualTo(1);
        assertThat(node.get("candidates")).hasSize(1);
    }

    @Test
    void lemma2OnAZeroNimSumDoesNotApply() throws Exception {
        JsonNode node = json("prove", "lemma2", "1", "2", "3", "--json");
        assertThat(node.get("applies").asBoolean()).isFalse();
        assertThat(node.get("candidates")).isEmpty();
        assertThat(Cli.run("prove", "lemma2", "1", "2", "3").out()).contains("prove lemma1 1 2 3");
    }

    @Test
    void lemma1JsonListsEveryMoveWithItsNimSum() throws Exception {
        JsonNode node = json("prove", "lemma1", "1", "2", "3", "--json");
        assertThat(node.get("applies").asBoolean()).isTrue();
        assertThat(node.get("moves").asInt()).isEqualTo(6);
        assertThat(node.get("checked")).hasSize(6);
        node.get("checked").forEach(step -> assertThat(step.get("nimSumAfter").asLong())
                .isEqualTo(step.get("from").asLong() ^ step.get("to").asLong()).isNotZero());
        assertThat(Cli.run("prove", "lemma1", "3", "4", "5").out()).contains("prove lemma2 3 4 5");
    }

    @Test
    void aClaimMayStartWithAMinusWithoutBeingTakenForAnOption() throws Exception {
        JsonNode dashed = json("conjecture", "--heaps", "2", "--max", "3", "-a", "+", "b", "==", "0", "--json");
        assertThat(dashed.get("claim").asText()).isEqualTo("-a + b == 0");
        assertThat(json("conjecture", "-a == b", "--max", "3", "--json").get("claim").asText()).isEqualTo("-a == b");
        Cli wrongOption = Cli.run("conjecture", "a == b", "--maxx", "3");
        assertThat(wrongOption.status()).isEqualTo(2);
        assertThat(wrongOption.err()).contains("'--maxx' is not an option of conjecture");
    }

    @Test
    void tableJsonHasRowsOfCells() throws Exception {
        JsonNode node = json("table", "--heaps", "2", "--max", "4", "--json");
        assertThat(node.get("rows")).hasSize(4);
        JsonNode row = node.get("rows").get(2);
        assertThat(row.get("y").asInt()).isEqualTo(3);
        assertThat(row.get("cells").get(2).toString()).isEqualTo("{\"z\":3,\"outcome\":\"P\"}");
        assertThat(row.get("cells").get(0).toString()).isEqualTo("{\"z\":1,\"outcome\":\"N\"}");
    }

    @Test
    void conjectureJsonHasNullsWhereThereIsNoCounterexample() throws Exception {
        JsonNode holds = json("conjecture", "--heaps", "3", "--max", "7", "a xor b == c", "--json");
        assertThat(holds.get("holds").asBoolean()).isTrue();
        assertThat(holds.get("claimedPButN").isNull()).isTrue();
        assertThat(holds.get("claimedNButP").isNull()).isTrue();
        assertThat(holds.get("positions").asInt()).isEqualTo(512);
        JsonNode fails = json("conjecture", "--heaps", "2", "--max", "5", "a == b + 1", "--json");
        assertThat(fails.get("holds").asBoolean()).isFalse();
        assertThat(fails.get("claimedPButN").get("heaps").toString()).isEqualTo("[1,0]");
        assertThat(fails.get("claimedPButN").get("winningMove").toString())
                .isEqualTo("{\"heap\":1,\"take\":1,\"leaves\":[0,0]}");
        assertThat(fails.get("claimedNButP").get("heaps").toString()).isEqualTo("[0,0]");
    }

    @Test
    void treeJsonIsNested() throws Exception {
        JsonNode node = json("tree", "1", "1", "--json");
        assertThat(node.toString()).isEqualTo("{\"heaps\":[1,1],\"outcome\":\"P\",\"children\":[{\"heaps\":[1,0],"
                + "\"outcome\":\"N\",\"children\":[{\"heaps\":[0,0],\"outcome\":\"P\",\"children\":[]}]}]}");
    }

    @Test
    void kernelProofJsonSaysBothPropertiesHold() throws Exception {
        JsonNode node = json("kernel-proof", "--subtract", "1-3", "--max", "21", "--json");
        assertThat(node.get("kernel").toString()).isEqualTo("[0,4,8,12,16,20]");
        assertThat(node.get("stable").asBoolean()).isTrue();
        assertThat(node.get("absorbing").asBoolean()).isTrue();
        assertThat(node.get("heaps").get(5).get("witnessTake").asInt()).isEqualTo(1);
    }

    @Test
    void xorAndItsTableAreComputed() throws Exception {
        assertThat(json("xor", "13", "6", "--json").get("xor").asLong()).isEqualTo(13 ^ 6);
        JsonNode table = json("xor-table", "3", "--json");
        for (int x = 0; x < 8; x++) {
            for (int y = 0; y < 8; y++) {
                assertThat(table.get("rows").get(x).get("xor").get(y).asInt()).isEqualTo(x ^ y);
            }
        }
    }

    @ParameterizedTest
    @CsvSource({
        "prove-lemma2-3-4-5.txt, prove lemma2 3 4 5",
        "prove-lemma2-3-5-8.txt, prove lemma2 3 5 8",
        "prove-theorem-3-5-8.txt, prove theorem 3 5 8",
        "tree-3-3.txt, tree 3 3",
        "table-fix-1-max-8.txt, table --fix 1 --max 8",
        "columns-3-4-5.txt, columns 3 4 5", "columns-1-2-3.txt, columns 1 2 3",
        "prove-claim-sum.txt, prove claim a + b == c --heaps 3 --max 15",
        "prove-claim-misere.txt, prove claim a xor b xor c == 0 --heaps 3 --max 7 --misere"})
    void seedExamplesMatchTheirGoldenOutput(String file, String command) throws Exception {
        assertThat(Cli.run(command.split(" ")).out()).isEqualTo(golden(file));
    }

    @ParameterizedTest
    @ValueSource(strings = {"prove lemma1 1000 2000 3000 3192 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17",
        "prove lemma2 9223372036854775807 1 2 3", "prove theorem 9223372036854775807 9223372036854775806",
        "tree 4 3 2 --misere", "table --fix 3 --max 24", "table --max 24 --subtract 1,3,4",
        "xor-table 4", "xor 9223372036854775807 1", "columns 100000 3 77 --subtract 2,5",
        "kernel-proof --subtract 1,3,4 --max 200", "conjecture --heaps 4 --max 9 \"a xor b xor c xor d == 0\""})
    void everyProofOutputFitsEightyColumns(String command) {
        Cli cli = Cli.run(command.replace("\"", "").split(" (?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)"));
        assertThat(cli.err()).isEmpty();
        assertThat(cli.out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
    }

    @ParameterizedTest
    @ValueSource(strings = {"prove", "prove lemma3 1 2", "prove lemma1", "prove lemma2 x", "tree 30 30 30",
        "table --max 99", "table --heaps 3", "xor 1", "xor -1 2", "xor-table 9", "kernel-proof --max 5",
        "kernel-proof --subtract 0", "conjecture a+", "conjecture --heaps 20 a==0", "prove claim a+",
        "prove claim s==0 --rule first", "prove claim s==0 --rule a", "prove claim s==0 --heaps 9",
        "prove claim s==0 --max 300", "prove claim s==0 --subtract 0", "prove claim d==0", "prove claim a",
        "prove claim s==0 --max -1", "prove claim a/b==0 --heaps 2", "prove claim s==0 --heaps 2 --max 4095 --subtract 1-1000"})
    void badRequestsAreOneLineAndExitTwo(String command) {
        Cli cli = Cli.run(command.split(" "));
        assertThat(cli.status()).isEqualTo(2);
        assertThat(cli.err().strip().lines()).hasSize(1);
        assertThat(cli.err()).startsWith("nim-explorer: ");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "tree 10000 | the tree of 10000 has more than 400 nodes",
        "tree 9223372036854775807 --depth 1 | more than 400 nodes even at depth 1",
        "tree 10000 --depth 0 | limited to 200,000 positions and 4,000,000 moves",
        "tree 3 3 --depth -1 | --depth must be 0 or more"})
    void treesBeyondTheLimitsAreRefusedAtOnce(String command, String message) {
        Cli cli = assertTimeoutPreemptively(Duration.ofSeconds(3), () -> Cli.run(command.split(" ")));
        assertThat(cli.status()).isEqualTo(2);
        assertThat(cli.err().strip().lines()).hasSize(1);
        assertThat(cli.err()).contains(message);
    }

    @ParameterizedTest
    @ValueSource(strings = {"prove claim \"a + b == c\" --heaps 3 --max 15",
        "prove claim \"s == 0\" --heaps 3 --max 7 --misere --rule \"first x with x > 0 to x - 1\" --accessible",
        "prove claim \"s == 0\" --heaps 3 --max 7 --rule \"first x with x xor s < x to x xor s\"",
        "prove claim \"a mod 4 == 0\" --heaps 1 --max 20 --subtract 1-3 --rule \"a to 0\"",
        "prove claim \"(a + b) mod 3 == 0\" --heaps 2 --max 9 --subtract 2,5 --misere --rule \"first x with x > 1 to x - 2\""})
    void proveClaimFitsEightyColumnsWithOrWithoutARule(String command) {
        Cli cli = Cli.run(JsonContractTest.words(command));
        assertThat(cli.err()).isEmpty();
        assertThat(cli.status()).isZero();
        assertThat(cli.out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
    }

    @Test
    void proveClaimSaysTheIssuesTwoCounterexamplesInWords() {
        assertThat(Cli.run("prove", "claim", "a + b == c", "--heaps", "3", "--max", "7").out().replaceAll("\\s+", " "))
                .contains("fails at 1 1 0: no move enters your set (A-1 leaves 0 1 0, B-1 leaves 1 0 0, and neither has"
                        + " a + b == c)");
        assertThat(Cli.run("prove", "claim", "a == b", "--heaps", "3", "--max", "7").out().replaceAll("\\s+", " "))
                .contains("Property 2, lemma 1's shape (from K every move leaves K): fails at 0 0 1: C-1 leaves 0 0 0,"
                        + " still in your set");
        assertThat(Cli.run("prove", "claim", "-a + b == 0", "--heaps", "2", "--max", "3").status()).isZero();
        assertThat(Cli.run("prove", "claim", "a == b", "--heaps", "3", "--max", "7", "--accessible").out()
                .replaceAll("\\s+", " ")).contains("fails at 0 0 1: taking 1 from C leaves 0 0 0, still in your set");
    }
}
