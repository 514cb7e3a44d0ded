package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A command's {@code --help} names exactly the games it plays: each game its help lists is taken,
 * and each game it leaves out is refused in one line with exit status 2, saying which games it takes.
 */
class HelpListsThePlayedGamesTest {

    /** Every way --game names a game, as the fullest help lists them. */
    private static final List<String> GAMES = List.of("nim", "kayles", "dawsons-kayles", "dawsons-chess", "lasker",
            "0.77", "sub[1,3,4]", "moore[2]", "staircase");

    /** Each command with the words that make a small request of it, the game's name added after. */
    static Stream<Arguments> commands() {
        return Stream.of(
                Arguments.of(List.of("check"), List.of("3", "4", "5", "--move", "A-1")),
                Arguments.of(List.of("conjecture"), List.of("--heaps", "2", "--max", "5", "a == b")),
                Arguments.of(List.of("prove", "claim"), List.of("--heaps", "2", "--max", "5", "a == b")),
                Arguments.of(List.of("play"), List.of("3", "4", "5", "--coach", "off")),
                Arguments.of(List.of("kernel"), List.of("--max", "10")),
                Arguments.of(List.of("grundy"), List.of("--max", "10")),
                Arguments.of(List.of("table"), List.of("--max", "3")),
                Arguments.of(List.of("tree"), List.of("1", "2")));
    }

    @ParameterizedTest
    @MethodSource("commands")
    void everyGameTheHelpListsIsTakenAndEveryOtherRefusedInOneLine(List<String> command, List<String> request) {
        List<String> help = new ArrayList<>(command);
        help.add("--help");
        String listed = gameOption(ProgramRun.run("", help.toArray(String[]::new)).out());
        assertThat(listed).startsWith("The game on every heap: nim");
        for (String game : GAMES) {
            List<String> args = new ArrayList<>(command);
            args.addAll(request);
            args.addAll(List.of("--game", game));
            ProgramRun run = ProgramRun.run("", args.toArray(String[]::new));
            if (lists(listed, game)) {
                assertThat(run.err()).as(command + " --game " + game).doesNotContain("not available");
            } else {
                assertThat(run.status()).as(command + " --game " + game).isEqualTo(2);
                assertThat(run.err().strip().lines()).as(command + " --game " + game).hasSize(1);
                assertThat(run.err()).contains(" is not available here: this command");
            }
        }
    }

    /** In the session, where a refusal is one line and the session goes on. */
    @Test
    void setTakesTheGamesItsHelpListsAndRefusesTheOthersInOneLine() {
        String listed = gameOption(ProgramRun.run("set --help\n").out());
        assertThat(listed).startsWith("The game on every heap: nim");
        for (String game : GAMES) {
            ProgramRun run = ProgramRun.run("set 3 4 5 --game " + game + "\n");
            if (lists(listed, game)) {
                assertThat(run.out() + run.err()).as("set --game " + game).doesNotContain("not available")
                        .contains("Position 3 4 5");
            } else {
                assertThat((run.out() + run.err()).lines().filter(line -> line.contains("error")))
                        .as("set --game " + game).singleElement().asString()
                        .contains(" is not available here: this command knows Nim and subtraction games");
            }
        }
    }

    /** Whether the description names the game: an octal code as "an octal code", the others by name. */
    private static boolean lists(String description, String game) {
        String name = game.equals("0.77") ? "octal code" : game;
        return Pattern.compile("(^|[ ,:])" + Pattern.quote(name) + "([ ,.]|$)").matcher(description).find();
    }

    /** The description of --game in a help text, its wrapped lines joined. */
    private static String gameOption(String help) {
        StringBuilder text = new StringBuilder();
        boolean in = false;
        for (String line : help.lines().toList()) {
            if (line.strip().startsWith("--game=GAME")) {
                in = true;
                text.append(line.strip().substring("--game=GAME".length()).strip());
            } else if (in && line.startsWith("                         ")) {
                text.append(line.strip().startsWith("[") ? "" : " ").append(line.strip());
            } else if (in) {
                break;
            }
        }
        return text.toString();
    }
}
