package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.HeapOption;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.StairMove;
import org.nimexplorer.engine.Staircase;

/**
 * Whole games and sums of many heaps answer as Nim's big positions do, in a 512 MiB heap: the text
 * names the position by its number of heaps and lists twelve winning moves with the count of the rest;
 * the JSON lists the first 1,000 with {@code winningMoveCount} and {@code "allListed":false}, and
 * without the heaps each move leaves ({@code "leavesOmitted":true}).
 */
class BigPositionOutputTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final HeapGame KAYLES = GameNotation.heapGame("kayles").orThrow();

    private static long[] randomHeaps(int n, long from, long spread, long seed) {
        Random random = new Random(seed);
        return LongStream.range(0, n).map(i -> from + (long) (random.nextDouble() * spread)).toArray();
    }

    private static Path file(Path dir, long[] heaps) throws Exception {
        Path file = dir.resolve("heaps.txt");
        Files.writeString(file, LongStream.of(heaps).mapToObj(Long::toString).collect(Collectors.joining(" ")));
        return file;
    }

    private static String[] kaylesArgs(long[] heaps, String... more) {
        List<String> args = new ArrayList<>(List.of("analyze", "--game", "kayles"));
        LongStream.of(heaps).forEach(h -> args.add(Long.toString(h)));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aStaircaseOfAHundredThousandStepsListsTheFirstThousandWinningMovesWithTheirCount(@TempDir Path dir)
            throws Exception {
        long[] steps = randomHeaps(101_600, 0, 1_000, 7);
        Cli cli = Cli.run("analyze", "--game", "staircase", "@" + file(dir, steps), "--json");
        assertThat(cli.status()).as(cli.err()).isZero();
        // The heaps themselves are some 400 KB; the moves add a few dozen.
        assertThat(cli.out().length()).isLessThan(600_000);
        JsonNode node = MAPPER.readTree(cli.out());
        List<StairMove> all = Staircase.winningMoves(new Position(steps));
        assertThat(all.size()).isGreaterThan(1_000);
        assertThat(node.get("winningMoveCount").asLong()).isEqualTo(all.size());
        assertThat(node.get("allListed").asBoolean()).isFalse();
        assertThat(node.get("leavesOmitted").asBoolean()).isTrue();
        JsonNode listed = node.get("winningMoves");
        assertThat(listed).hasSize(1_000);
        for (int i = 0; i < listed.size(); i++) {
            assertThat(listed.get(i).get("move").asText()).isEqualTo(all.get(i).shortForm());
            assertThat(listed.get(i).has("leaves")).isFalse();
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aMistakeOnAStaircaseOfTwentyThousandStepsListsTheFirstThousandBetterMoves(@TempDir Path dir)
            throws Exception {
        long[] steps = randomHeaps(20_000, 1, 999, 10);
        List<StairMove> all = Staircase.winningMoves(new Position(steps));
        String mistake = all.stream().anyMatch(m -> m.step() == 1) ? "S2-1" : "S1-1";
        Cli cli = Cli.run("check", "--game", "staircase", "@" + file(dir, steps), "--move", mistake, "--json");
        assertThat(cli.status()).as(cli.err()).isZero();
        // The heaps three times (before, after the move, after the reply), some 80 KB each, and the moves.
        assertThat(cli.out().length()).isLessThan(400_000);
        JsonNode node = MAPPER.readTree(cli.out());
        assertThat(node.get("winning").asBoolean()).isFalse();
        assertThat(node.get("betterMoves")).hasSize(1_000);
        assertThat(node.get("betterMoveCount").asLong()).isEqualTo(all.size());
        assertThat(node.get("leavesOmitted").asBoolean()).isTrue();
        assertThat(node.get("betterMoves").get(999).get("move").asText()).isEqualTo(all.get(999).shortForm());
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aStaircaseOfTwoHundredThousandStepsIsToldInAFewLines(@TempDir Path dir) throws Exception {
        long[] steps = randomHeaps(200_000, 0, 1_000, 8);
        Cli cli = Cli.run("analyze", "--game", "staircase", "@" + file(dir, steps));
        assertThat(cli.status()).as(cli.err()).isZero();
        assertThat(cli.out().length()).isLessThan(4_000);
        int count = Staircase.winningMoves(new Position(steps)).size();
        assertThat(cli.out()).contains("Position  coins on steps 1 to 200,000\n")
                .contains("(100,000 odd steps in all)")
                .contains(String.format("  ... and %,d more winning moves (--json lists the first 1,000)", count - 12));
    }

    @ParameterizedTest
    @ValueSource(ints = {101, 201})
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void rowsOfKaylesNear2To62AreCountedAndTheirFirstMovesListedInKilobytes(int rows) throws Exception {
        long[] heaps = randomHeaps(rows, (1L << 62) - 1_000_000, 1_000_000, rows);
        Cli cli = Cli.run(kaylesArgs(heaps, "--json"));
        assertThat(cli.status()).as(cli.err()).isZero();
        assertThat(cli.out().length()).isLessThan(100_000);
        JsonNode node = MAPPER.readTree(cli.out());
        assertThat(node.get("allListed").asBoolean()).isFalse();
        assertThat(node.get("leavesOmitted").asBoolean()).isTrue();
        // Each row has some 2^58 splits of each value.
        assertThat(node.get("winningMoveCount").bigIntegerValue()).isGreaterThan(BigInteger.ONE.shiftLeft(58));
        assertThat(node.get("winningMoves")).hasSize(1_000);
        long nimSum = node.get("nimSum").asLong();
        for (JsonNode move : node.get("winningMoves")) {
            int heap = move.get("heap").asInt() - 1;
            long after = 0;
            for (JsonNode left : move.get("left")) {
                after ^= KAYLES.grundy(left.asLong());
            }
            assertThat(after).as("%s", move).isEqualTo(nimSum ^ KAYLES.grundy(heaps[heap]));
        }
    }

    @Test
    void theCutListIsTheStartOfTheFullListAndItsCountIsTheFullCount() throws Exception {
        // Rows of a few thousand pins: every option can be listed and checked one by one.
        long[] heaps = {6_000, 6_000, 6_001};
        Cli cli = Cli.run(kaylesArgs(heaps, "--json"));
        JsonNode node = MAPPER.readTree(cli.out());
        long nimSum = node.get("nimSum").asLong();
        List<String> full = new ArrayList<>();
        for (int i = 0; i < heaps.length; i++) {
            long target = nimSum ^ KAYLES.grundy(heaps[i]);
            for (HeapOption o : KAYLES.options(heaps[i])) {
                if (o.valueIn(KAYLES) == target) {
                    full.add((i + 1) + " " + o.take() + " " + o.left() + " " + o.right());
                }
            }
        }
        assertThat(full.size()).isGreaterThan(1_000);
        assertThat(node.get("winningMoveCount").asLong()).isEqualTo(full.size());
        List<String> listed = new ArrayList<>();
        for (JsonNode m : node.get("winningMoves")) {
            JsonNode left = m.get("left");
            listed.add(m.get("heap").asInt() + " " + m.get("take").asLong() + " "
                    + (left.size() > 0 ? left.get(0).asLong() : 0) + " " + (left.size() > 1 ? left.get(1).asLong() : 0));
        }
        assertThat(listed).isEqualTo(full.subList(0, 1_000));
        // The text counts the same moves.
        assertThat(Cli.run(kaylesArgs(heaps)).out()).contains(String.format("any of these %,d moves", full.size()))
                .contains(String.format("... and %,d more winning moves (--json lists the first 1,000)",
                        full.size() - 12));
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aThousandRandomKaylesRowsAreToldInAFewKilobytes() {
        long[] heaps = randomHeaps(1_015, 0, 1_000_000, 9);
        Cli cli = Cli.run(kaylesArgs(heaps));
        assertThat(cli.status()).as(cli.err()).isZero();
        assertThat(cli.out()).startsWith("Position  1,015 heaps\n").contains("more winning moves");
        assertThat(cli.out().length()).isLessThan(8_000);
    }
}
