package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A command line that opens the session is shown as it would be typed, so the line shown means what was run. */
class CommandLineEchoTest {

    private static List<String> split(String line) {
        return Shell.lineParser().parse(line, line.length()).words().stream().filter(w -> !w.isEmpty()).toList();
    }

    @Test
    void wordsWithSpacesOrQuotesAreQuotedAndReadBackTheSame() {
        List<List<String>> lines = List.of(
                List.of("quiz", "--assignment", "week3.assignment.json", "--name", "Ada Lovelace"),
                List.of("quiz", "--name", "Dee O'Brien"),
                List.of("quiz", "--name", "the \"Kid\" Curry"),
                List.of("analyze", "3", "4", "5"));
        for (List<String> words : lines) {
            assertThat(split(Repl.asTyped(words))).as(Repl.asTyped(words)).isEqualTo(words);
        }
        assertThat(Repl.asTyped(lines.get(0))).isEqualTo("quiz --assignment week3.assignment.json --name \"Ada Lovelace\"");
        assertThat(Repl.asTyped(List.of("analyze", "3", "4", "5"))).isEqualTo("analyze 3 4 5");
    }
}
