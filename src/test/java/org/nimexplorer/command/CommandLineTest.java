package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nimexplorer.engine.ExhaustiveSolver;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

class CommandLineTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(Cli cli) throws Exception {
        return JSON.readTree(cli.out());
    }

    @Test
    void analyzeJsonHasTheContractShape() throws Exception {
        Cli cli = Cli.run("analyze", "3", "4", "5", "--json");
        assertThat(cli.status()).isZero();
        assertThat(cli.err()).isEmpty();
        assertThat(cli.out().strip()).isEqualTo("{\"heaps\":[3,4,5],\"rules\":{\"play\":\"normal\",\"subtract\":null,\"game\":\"nim\"},"
                + "\"nimSum\":2,\"outcome\":\"N\",\"winningMoves\":[{\"heap\":1,\"take\":2,\"leaves\":[1,4,5]}]}");
    }

    @Test
    void analyzeJsonListsEveryWinningMoveTheSearchFinds() throws Exception {
        JsonNode node = json(Cli.run("analyze", "5", "6", "7", "9", "--json"));
        List<Move> found = new ArrayList<>();
        node.get("winningMoves").forEach(m -> found.add(new Move(m.get("heap").asInt() - 1, m.get("take").asLong())));
        assertThat(found).isEqualTo(new ExhaustiveSolver(Rules.NIM).winningMoves(Position.of(5, 6, 7, 9)));
        assertThat(node.get("outcome").asText()).isEqualTo("N");
    }

    @Test
    void analyzeSubtractionGameReportsTheSortedSetAndGrundyNimSum() throws Exception {
        JsonNode node = json(Cli.run("analyze", "21", "--subtract", "3,1-2", "--misere", "--json"));
        assertThat(node.get("rules").toString()).isEqualTo("{\"play\":\"misere\",\"subtract\":[1,2,3],\"game\":\"sub[1-3]\"}");
        assertThat(node.get("nimSum").asLong()).isEqualTo(21 % 4);
    }

    @Test
    void heapsCanComeFromAFileWrittenOverSeveralLines(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("heaps.txt");
        Files.writeString(file, "3 4\n5,\n");
        Cli fromFile = Cli.run("analyze", "@" + file, "--json");
        assertThat(fromFile.out()).isEqualTo(Cli.run("analyze", "3", "4", "5", "--json").out());
        Cli mixed = Cli.run("check", "@" + file, "6", "--move", "D-6", "--json");
        assertThat(json(mixed).get("heaps").toString()).isEqualTo("[3,4,5,6]");
    }

    @Test
    void aQuarterMillionHeapsAreAnalysedInLinearTime(@TempDir Path dir) throws Exception {
        StringBuilder heaps = new StringBuilder();
        Random random = new Random(7);
        for (int i = 0; i < 250_000; i++) {
            heaps.append(random.nextLong() >>> 2).append(' ');
        }
        Path file = dir.resolve("many.txt");
        Files.writeString(file, heaps);
        Cli cli = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> Cli.run("analyze", "@" + file));
        assertThat(cli.status()).isZero();
        assertThat(cli.out()).contains("250,000 heaps").contains("more winning moves");
    }

    @Test
    void aMissingHeapFileIsBadInputInOneLine(@TempDir Path dir) {
        Cli cli = Cli.run("analyze", "@" + dir.resolve("absent.txt"));
        assertThat(cli.status()).isEqualTo(2);
        assertThat(cli.err()).startsWith("nim-explorer: cannot read the heap file").contains("does not exist");
        assertThat(cli.err().strip()).doesNotContain("\n");
    }

    @Test
    void aBinaryHeapFileIsSaidToBeNoTextNotInJavasWords(@TempDir Path dir) throws Exception {
        Path binary = dir.resolve("heaps.bin");
        Files.write(binary, new byte[] {0, (byte) 0xff, (byte) 0xfe, '3', ' ', '4'});
        Cli cli = Cli.run("analyze", "@" + binary);
        assertThat(cli.status()).isEqualTo(2);
        assertThat(cli.err()).contains("it is not text: it holds bytes that are not UTF-8").doesNotContain("Input length");
    }

    @Test
    void aHeapSizeLeftOutBetweenCommasIsRefusedNotDropped() {
        for (String heaps : List.of("3,,4", ",3", "3, ,4")) {
            Cli cli = Cli.run("analyze", heaps);
            assertThat(cli.status()).as(heaps).isEqualTo(2);
            assertThat(cli.err()).as(heaps).contains("a heap size is missing before a comma");
        }
        assertThat(Cli.run("analyze", "3,4,", "--json").out()).contains("\"heaps\":[3,4]");
        assertThat(Cli.run("analyze", "3", ",", "4", "--json").out()).contains("\"heaps\":[3,4]");
    }

    @Test
    void minusZeroIsSaidToHaveASignNotToBeNegative() {
        Cli cli = Cli.run("analyze", "3", "-0");
        assertThat(cli.status()).isEqualTo(2);
        assertThat(cli.err()).contains("heap size '-0' has a minus sign").doesNotContain("negative");
        assertThat(Cli.run("analyze", "-7").err()).contains("heap size '-7' is negative");
    }

    @Test
    void picocliRefusalsAreSaidInPlainWordsWithTheCommandsHelp() {
        assertThat(Cli.run("kernel", "--max", "2^64").err().strip()).isEqualTo("nim-explorer: --max takes a whole number,"
                + " not '2^64' (see 'nim-explorer kernel --help')");
        assertThat(Cli.run("kernel", "--max", "99999999999999999999").err()).contains("'99999999999999999999' is too"
                + " large for --max");
        assertThat(Cli.run("prove", "lemma3", "3", "4", "5").err()).contains("prove has no part 'lemma3' (did you mean"
                + " 'lemma2' or 'theorem'?): its parts are lemma1, lemma2, theorem");
        assertThat(Cli.run("check", "3", "4", "5").err()).contains("check needs --move: write 'nim-explorer check --move"
                + " MOVE [HEAP...]'");
        assertThat(Cli.run("analyze")).isEqualTo(new Cli(2, "", "nim-explorer: analyze needs heap sizes, like 'analyze 3 4"
                + " 5'\n"));
        assertThat(Cli.run("conjecture", "a == b", "--heaps", "8").err()).contains("8 heaps up to 15 are 4.29e+09"
                + " positions").doesNotContain("at least 0");
        assertThat(Cli.run("analise", "3").err()).contains("there is no command 'analise' (did you mean 'analyze'");
        assertThat(Cli.run("xor", "1").err().strip()).isEqualTo("nim-explorer: xor needs B: write 'nim-explorer xor A B'"
                + " (see 'nim-explorer xor --help')");
        assertThat(Cli.run("xor", "1", "2", "3").err()).contains("'3' is more than xor takes");
        assertThat(Cli.run("analyze", "3", "--hepas").err()).contains("unknown option '--hepas'");
        assertThat(Cli.run("set", "3").err()).contains("there is no command 'set'");
        for (String[] args : List.of(new String[] {"kernel", "--max", "x"}, new String[] {"xor"},
                new String[] {"tree", "--misere=maybe", "3"}, new String[] {"analyze", "--subtract"})) {
            Cli cli = Cli.run(args);
            assertThat(cli.status()).isEqualTo(2);
            assertThat(cli.err()).startsWith("nim-explorer: ").doesNotContain(" long").doesNotContain(" int ")
                    .doesNotContain("Missing required").doesNotContain("index");
        }
    }

    @Test
    void checkOnAHugePositionLeavesOutTheHeapsOfItsBetterMovesInsteadOfWritingGigabytes(@TempDir Path dir)
            throws Exception {
        StringBuilder heaps = new StringBuilder("1 ");
        for (int i = 0; i < 8000; i++) {
            heaps.append("3 3 ");
        }
        Path file = dir.resolve("huge.txt");
        Files.writeString(file, heaps.append("2"));
        Cli cli = Cli.run("check", "@" + file, "--move", "B-1", "--json");
        assertThat(cli.status()).as(cli.err()).isZero();
        assertThat(cli.out().length()).isLessThan(2_000_000);
        JsonNode node = new ObjectMapper().readTree(cli.out());
        assertThat(node.get("leavesOmitted").asBoolean()).isTrue();
        assertThat(node.get("betterMoves").size()).isGreaterThan(1);
        assertThat(node.get("betterMoves").get(0).has("leaves")).isFalse();
        assertThat(node.get("betterMoves").get(0).get("take").asLong()).isPositive();
        assertThat(Cli.run("check", "3", "4", "5", "--move", "A-1", "--json").out()).doesNotContain("leavesOmitted");
    }

    @Test
    void aPPositionHasNoWinningMoves() throws Exception {
        JsonNode node = json(Cli.run("analyze", "1", "2", "3", "--json"));
        assertThat(node.get("outcome").asText()).isEqualTo("P");
        assertThat(node.get("winningMoves")).isEmpty();
    }

    @Test
    void checkJsonJudgesAMistakeAndGivesTheWinningReply() throws Exception {
        Cli cli = Cli.run("check", "3", "4", "5", "--move", "take 1 from A", "--json");
        assertThat(cli.status()).isZero();
        JsonNode node = json(cli);
        assertThat(node.get("legal").asBoolean()).isTrue();
        assertThat(node.get("winning").asBoolean()).isFalse();
        assertThat(node.get("move").toString()).isEqualTo("{\"heap\":1,\"take\":1,\"leaves\":[2,4,5]}");
        assertThat(node.get("nimSumAfter").asLong()).isEqualTo(2 ^ 4 ^ 5);
        JsonNode reply = node.get("reply");
        long[] after = JSON.convertValue(reply.get("leaves"), long[].class);
        assertThat(new ExhaustiveSolver(Rules.NIM).outcome(new Position(after))).isEqualTo(Outcome.P);
    }

    @Test
    void checkJsonOfAWinningMoveRepliesByProlonging() throws Exception {
        JsonNode node = json(Cli.run("check", "3", "4", "5", "--move", "A=1", "--json"));
        assertThat(node.get("winning").asBoolean()).isTrue();
        assertThat(node.get("nimSumAfter").asLong()).isZero();
        assertThat(node.get("reply").toString()).isEqualTo("{\"heap\":3,\"take\":1,\"leaves\":[1,4,4]}");
    }

    @Test
    void checkJsonOfTheLastMoveHasNoReply() throws Exception {
        JsonNode node = json(Cli.run("check", "0", "4", "--move", "B-4", "--json"));
        assertThat(node.get("reply").isNull()).isTrue();
        assertThat(node.get("winning").asBoolean()).isTrue();
    }

    @Test
    void anIllegalMoveIsJsonWithAnErrorAndExitTwo() throws Exception {
        Cli cli = Cli.run("check", "3", "4", "5", "--move", "take 9 from B", "--json");
        assertThat(cli.status()).isEqualTo(2);
        JsonNode node = json(cli);
        assertThat(node.get("legal").asBoolean()).isFalse();
        assertThat(node.get("error").asText()).isEqualTo("heap B has only 4: take 1 to 4 from B");
        assertThat(cli.err().strip()).isEqualTo("nim-explorer: heap B has only 4: take 1 to 4 from B");
    }

    @Test
    void kernelOfTheTwentyOneGame() throws Exception {
        Cli cli = Cli.run("kernel", "--subtract", "1-3", "--max", "21", "--json");
        assertThat(cli.out().strip()).isEqualTo("{\"rules\":{\"play\":\"normal\",\"subtract\":[1,2,3],\"game\":\"sub[1-3]\"},\"max\":21,"
                + "\"kernel\":[0,4,8,12,16,20]}");
    }

    @Test
    void verifyJsonCountsEveryPositionAndFindsNoMismatch() throws Exception {
        JsonNode node = json(Cli.run("verify", "--json"));
        assertThat(node.get("heaps").asInt()).isEqualTo(3);
        assertThat(node.get("max").asInt()).isEqualTo(15);
        assertThat(node.get("positions").asLong()).isEqualTo(4096);
        assertThat(node.get("pPositions").asLong()).isEqualTo(256);
        assertThat(node.get("mismatches")).isEmpty();
        assertThat(node.get("rules").toString()).isEqualTo("{\"play\":\"normal\",\"subtract\":null,\"game\":\"nim\"}");
    }

    @Test
    void textOutputFitsEightyColumns() {
        for (String[] args : List.of(new String[] {"analyze", "3", "4", "5"}, new String[] {"analyze", "1000", "2000", "3000", "4000"},
                new String[] {"analyze", "9223372036854775807", "1", "3"}, new String[] {"check", "3", "5", "8", "--move", "C-1"},
                new String[] {"kernel", "--subtract", "1,3,4", "--max", "200"}, new String[] {"verify", "--misere"},
                new String[] {"analyze", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "1", "7"})) {
            Cli cli = Cli.run(args);
            assertThat(cli.status()).as(String.join(" ", args)).isZero();
            cli.out().lines().forEach(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(80));
        }
    }

    @Test
    void analyzeTextExplainsTheWinningMove() {
        Cli cli = Cli.run("analyze", "3", "4", "5");
        assertThat(cli.out()).contains("sums 2 1 2").contains("N-position").contains("A-2")
                .contains("3 xor 2 = 1").contains("Position  3 4 5\nRules     normal play");
    }

    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> badInput() {
        return java.util.stream.Stream.<String[]>of(
                new String[] {"analyze"},
                new String[] {"analyze", "x"},
                new String[] {"analyze", "-3"},
                new String[] {"analyze", "99999999999999999999"},
                new String[] {"analyze", "3", "--subtract", "3-1"},
                new String[] {"analyze", "3", "--subtract"},
                new String[] {"analyze", "300", "300", "300", "--misere", "--subtract", "1-3"},
                new String[] {"check", "3", "4"},
                new String[] {"check", "3", "4", "--move", "\u001b[31mred"},
                new String[] {"check", "3", "4", "--move", "A=9"},
                new String[] {"kernel", "--max", "-1"},
                new String[] {"kernel", "--max", "lots"},
                new String[] {"verify", "--heaps", "9", "--max", "1000"},
                new String[] {"verify", "--heaps", "0"},
                new String[] {"anlyze", "3"},
                new String[] {"--bogus"}).map(args -> org.junit.jupiter.params.provider.Arguments.of((Object) args));
    }

    @ParameterizedTest
    @MethodSource("badInput")
    void badInputIsOneLineOnStderrAndExitTwo(String[] args) {
        Cli cli = Cli.run(args);
        assertThat(cli.status()).isEqualTo(2);
        assertThat(cli.err().strip()).startsWith("nim-explorer: ").doesNotContain("Exception").doesNotContain("\tat ")
                .doesNotContain("\u001b");
        assertThat(cli.err().strip().lines()).hasSize(1);
    }

    @Test
    void aMisspelledCommandGetsASuggestion() {
        assertThat(Cli.run("anlyze", "3").err()).contains("did you mean 'analyze'");
    }

    @Test
    void versionAndHelpSucceed() {
        assertThat(Cli.run("--version").out()).contains("nim-explorer");
        assertThat(Cli.run("analyze", "--help").out()).contains("--misere").contains("--subtract");
    }
}
