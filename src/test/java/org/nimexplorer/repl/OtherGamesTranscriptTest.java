package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Golden games of the other games, at 80 columns: a game of Kayles rows, one of a sum of Nim, Kayles and a
 * subtraction game, and one on the staircase, each lost to the engine after a slip the coach explains in the game's
 * own terms. Replayed as {@link TranscriptTest} replays the others.
 */
class OtherGamesTranscriptTest {

    @ParameterizedTest
    @ValueSource(strings = {"kayles-game.txt", "mixed-sum.txt", "staircase-game.txt"})
    void aGameOfAnotherGameReplaysToTheRecordedOutput(String name, @TempDir Path dir) throws Exception {
        new TranscriptTest().aRecordedSessionReplaysToTheRecordedOutput(name, dir);
    }

    /** Each holds its game's own words: pins knocked down, a refused take, values, odd steps, the advice at the end. */
    @Test
    void eachSpeaksItsGamesLanguage() throws Exception {
        assertThat(lines("kayles-game.txt")).contains("#>   B   kayles    5  o o o o o",
                "#> Winning moves were B-2 (knock down pins 1-2 (or 4-5) of B, leaving a row of 3)",
                "#>   analyze kayles:3 kayles:5");
        assertThat(lines("mixed-sum.txt")).contains(
                "#> error: heap C (sub[1,3,4]:7): sub[1,3,4] allows taking 1, 3 or 4, not 2",
                "#>   C 7 g=0 0 0 0", "#>   analyze nim:3 kayles:5 sub[1,3,4]:7");
        assertThat(lines("staircase-game.txt")).contains("#>   analyze 1 2 3 --game staircase")
                .anyMatch(l -> l.startsWith("#> Odd steps"));
    }

    private static List<String> lines(String name) throws Exception {
        return Files.readAllLines(Path.of(OtherGamesTranscriptTest.class.getResource("/transcripts/" + name).toURI()));
    }
}
