package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * Every example a one-shot command's help gives runs as shown: a learner who copies one from
 * '--help' is never refused. Examples that write files ('assign -o', 'class report') or read
 * hand-ins that do not exist here are left to their own tests.
 */
class HelpExamplesRunTest {

    /** An example ends where three spaces begin the next one, or at a note in brackets. */
    private static final Pattern EXAMPLES = Pattern.compile("Example: (.*)");
    private static final Pattern WORD = Pattern.compile("\"([^\"]*)\"|(\\S+)");

    static Stream<String> examples() {
        CommandLine root = Subcommands.oneShot().tree(new RootCommand(), Optional.empty());
        Subcommands.oneShot().addAllTo(root);
        List<String> found = new ArrayList<>();
        collect(root, found);
        return found.stream().filter(e -> !e.startsWith("assign") && !e.startsWith("class"));
    }

    private static void collect(CommandLine command, List<String> found) {
        for (String line : command.getCommandSpec().usageMessage().description()) {
            Matcher m = EXAMPLES.matcher(line);
            if (m.find()) {
                for (String example : m.group(1).split(" {3,}")) {
                    found.add(example.replaceAll("\\s*\\(.*\\)$", "").strip());
                }
            }
        }
        command.getSubcommands().values().stream().distinct().forEach(sub -> collect(sub, found));
    }

    @ParameterizedTest
    @MethodSource("examples")
    void theExampleRuns(String example) {
        List<String> words = new ArrayList<>();
        Matcher m = WORD.matcher(example);
        while (m.find()) {
            words.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
        Cli run = Cli.run(words.toArray(String[]::new));
        assertThat(run.status()).as(example + ": " + run.err()).isZero();
        assertThat(run.err()).as(example).isEmpty();
    }
}
