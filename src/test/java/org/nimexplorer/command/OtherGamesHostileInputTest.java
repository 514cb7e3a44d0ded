package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.SpecialFiles;

/**
 * Random words where the other games' commands expect game names, heaps with games and moves:
 * never a stack trace, always an answer or one line saying what was wrong.
 */
class OtherGamesHostileInputTest {

    @Property(tries = 150)
    void anyGameWordHeapOrMoveGetsAnAnswerOrOneLine(@ForAll("commands") String[] args) {
        Cli run = Cli.run(args);
        assertThat(run.status()).isIn(0, 1, 2);
        assertThat(run.err()).doesNotContain("Exception").doesNotContain("\tat ");
        if (run.status() == 2) {
            assertThat(run.err().strip().lines()).hasSize(1);
        }
    }

    /**
     * The other games' searches and misère sums with sizes small, large and past a long: each is
     * answered, or refused in one line, within seconds and the suite's 512 MiB, never an internal error.
     */
    @Property(tries = 60)
    void anySearchOfAnotherGameAnswersOrRefusesInOneLineWithinSeconds(@ForAll("searches") String[] args) {
        Cli run = assertTimeoutPreemptively(Duration.ofSeconds(8), () -> Cli.run(args), () -> String.join(" ", args));
        assertThat(run.status()).as(String.join(" ", args)).isIn(0, 2);
        assertThat(run.err()).doesNotContain("internal error").doesNotContain("Exception");
        if (run.status() == 2) {
            assertThat(run.err().strip().lines()).hasSize(1);
        }
    }

    @Provide
    Arbitrary<String[]> searches() {
        Arbitrary<String> game = Arbitraries.of("kayles", "lasker", "0.137", "dawsons-kayles", "0.777777777777777777777777777777",
                "0.16", "sub[1,3,4]", "nim");
        Arbitrary<Long> size = Arbitraries.oneOf(Arbitraries.longs().between(0, 40), Arbitraries.longs().between(0, 2000),
                Arbitraries.longs().between(0, Long.MAX_VALUE), Arbitraries.of(Long.MAX_VALUE, Long.MAX_VALUE - 1,
                1L << 40, 1L << 62));
        Arbitrary<Integer> heaps = Arbitraries.integers().between(1, 4);
        return Combinators.combine(game, game, size, size, heaps, Arbitraries.integers().between(0, 7)).as(
                (g, h, a, b, k, shape) -> switch (shape) {
                    // Nim and subtraction games are counted by the census, which takes minutes by design: another game.
                    case 0 -> new String[] {"analyze", "--misere", g + ":" + a, h + ":" + b};
                    case 1 -> new String[] {"check", "--misere", g + ":" + a, "--move", "A-1"};
                    case 2 -> new String[] {"kernel", "--misere", "--game", g, "--max", Long.toString(a)};
                    case 3 -> new String[] {"verify", "--game", other(g), "--heaps", Integer.toString(k), "--max",
                            Long.toString(b % 1001)};
                    case 4 -> new String[] {"table", "--game", g, "--max", Long.toString(1 + a % 24), "--fix",
                            h + ":" + b};
                    case 5 -> new String[] {"conjecture", "--game", other(g), "--heaps", Integer.toString(k), "--max",
                            Long.toString(a % 1001), "g(a)==0"};
                    case 6 -> new String[] {"equivalent", g + ":" + a, h + ":" + b};
                    default -> new String[] {"tree", "--misere", g + ":" + a, h + ":" + b, "--depth", "1"};
                });
    }

    private static String other(String game) {
        return game.equals("nim") || game.startsWith("sub") ? "kayles" : game;
    }

    @Provide
    Arbitrary<String[]> commands() {
        Arbitrary<String> word = Arbitraries.oneOf(
                Arbitraries.of("kayles", "0.77", "0.137", "lasker", "sub[1,3,4]", "sub{1,3", "moore[2]", "moore[x]",
                        "staircase", "0.", "0.8", "nim", "kayles:", ":5", "kayles:5", "nim:-1", "lasker:9223372036854775807",
                        "0.16:20000", "sub[]:3", "A-1", "B-1=1+3", "knock down pin 9 of A", "S3-2", "A-1 B-1 C-1"),
                Arbitraries.strings().ofMaxLength(12),
                Arbitraries.strings().withChars("[]{}():+-=0123456789kaylesnim .").ofMaxLength(14));
        Arbitrary<String> command = Arbitraries.of("analyze", "check", "grundy", "equivalent", "verify", "kernel",
                "columns", "table", "tree");
        return Combinators.combine(command, word, word, word, Arbitraries.of(0, 1, 2)).as((c, a, b, m, shape) ->
                switch (shape) {
                    case 0 -> new String[] {c, "--game", a, "3", b};
                    case 1 -> new String[] {c, a, b, "--move", m};
                    default -> new String[] {c, a, b, "--max", "12"};
                });
    }

    /**
     * The one-shot commands that read or write a file, each given a named pipe, devices of the test's
     * own and a folder: each answers at once, in one line when it refuses, and leaves them as they were.
     */
    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void filesThatAreNotFilesGetAnAnswerOrOneLineAndStayWhatTheyWere(@TempDir Path dir) throws Exception {
        Path fifo = SpecialFiles.fifo(dir, "pipe");
        Path nul = SpecialFiles.nullDevice(dir, "null");
        Path full = SpecialFiles.fullDevice(dir, "full");
        Path zero = SpecialFiles.zeroDevice(dir, "zero");
        Path folder = Files.createDirectories(dir.resolve("folder"));
        Path assignment = dir.resolve("a.json");
        assertThat(Cli.run("assign", "--title", "W", "--seed", "1", "-o", assignment.toString()).status()).isZero();
        for (Path file : List.of(fifo, nul, full, zero, folder)) {
            String f = file.toString();
            for (String[] args : List.of(new String[] {"analyze", "--game", "kayles", "@" + f},
                    new String[] {"analyze", "@" + f, "3"}, new String[] {"class", "report", f},
                    new String[] {"class", "report", f, "--assignment", assignment.toString()},
                    new String[] {"class", "report", assignment.toString(), "--assignment", f},
                    new String[] {"assign", "--title", "W", "-o", f, "--force"},
                    new String[] {"assign", "--title", "W", "-o", dir.resolve("b.json").toString(), "--key", f,
                            "--force"})) {
                Cli run = Cli.run(args);
                assertThat(run.status()).as(String.join(" ", args)).isIn(0, 2);
                assertThat(run.err()).doesNotContain("Exception").doesNotContain("\tat ");
                assertThat(run.err().strip().lines().count()).as(String.join(" ", args)).isLessThanOrEqualTo(1);
            }
        }
        assertThat(SpecialFiles.isFifo(fifo)).isTrue();
        for (Path device : List.of(nul, full, zero)) {
            assertThat(SpecialFiles.isCharacterDevice(device)).as(device.toString()).isTrue();
        }
        assertThat(folder).isEmptyDirectory();
    }
}
