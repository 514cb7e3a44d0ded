package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command that takes {@code --game}, with every kind of game: the game works exactly when the command's own
 * help lists it, and a game the help leaves out is refused in one line that names it (and says what the command
 * takes, or which command does take it).
 */
class GameHelpAgreesWithRefusalsTest {

    /** Each command with the words that make a small request of it; G stands for the game. */
    private static final List<List<String>> COMMANDS = List.of(
            List.of("analyze", "2", "3", "--game", "G"),
            List.of("check", "1", "3", "--move", "A-1", "--game", "G"),
            List.of("columns", "2", "3", "--game", "G"),
            List.of("verify", "--game", "G", "--heaps", "2", "--max", "3"),
            List.of("grundy", "--game", "G", "--max", "9"),
            List.of("kernel", "--game", "G", "--max", "9"),
            List.of("conjecture", "a == b", "--game", "G", "--heaps", "2", "--max", "3"),
            List.of("table", "--game", "G", "--heaps", "2", "--max", "3"),
            List.of("tree", "1", "2", "--game", "G"),
            List.of("prove", "claim", "a xor b == 0", "--game", "G", "--heaps", "2", "--max", "3"));

    /** A game of each kind, and the word that the help uses for its kind. */
    private static final List<List<String>> GAMES = List.of(List.of("nim", "nim"), List.of("sub[1,3,4]", "sub ["),
            List.of("kayles", "kayles"), List.of("0.137", "octal"), List.of("lasker", "lasker"),
            List.of("moore[2]", "moore"), List.of("staircase", "staircase"));

    static Stream<Arguments> pairs() {
        List<Arguments> out = new ArrayList<>();
        for (List<String> command : COMMANDS) {
            for (List<String> game : GAMES) {
                out.add(Arguments.of(command, game.get(0), game.get(1)));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} with {1}")
    @MethodSource("pairs")
    void aGameWorksExactlyWhenTheHelpListsIt(List<String> command, String game, String kind) {
        boolean listed = gameHelp(command).contains(kind);
        // A staircase has steps, not heaps: a move on it is written so.
        String[] args = command.stream().map(w -> w.equals("G") ? game : w.equals("A-1") && game.equals("staircase")
                ? "S2-1" : w).toArray(String[]::new);
        Cli run = Cli.run(args);
        if (listed) {
            assertThat(run.status()).as("%s: %s", String.join(" ", args), run.err()).isZero();
        } else {
            assertThat(run.status()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(run.err().strip().lines()).hasSize(1);
            assertThat(run.err()).containsAnyOf(game, "dawsons-chess");
        }
    }

    /** What the command's help says of --game, from the option to the next one. */
    private static String gameHelp(List<String> command) {
        List<String> words = new ArrayList<>(command.subList(0, command.get(0).equals("prove") ? 2 : 1));
        words.add("--help");
        String help = Cli.run(words.toArray(String[]::new)).out();
        int at = help.indexOf("--game=GAME");
        assertThat(at).as("%s takes --game", command.get(0)).isPositive();
        int next = help.indexOf("\n  -", at);
        // picocli breaks "sub[1,3,4]" across lines at its bracket: read the text with its breaks as spaces.
        return help.substring(at, next < 0 ? help.length() : next).replaceAll("\\s+", " ").replace("sub[", "sub [");
    }
}
