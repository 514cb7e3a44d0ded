package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every command's {@code --json} against {@code golden/json-contract.txt}, byte for byte. The JSON is
 * bound from records, so a renamed component or a new {@code isSomething()} method would change a
 * field that scripts read; this is where such a change shows. A word in double quotes may hold spaces.
 */
class JsonContractTest {

    @TestFactory
    Stream<DynamicTest> everyCommandPrintsItsContractShape() throws IOException {
        List<String> lines;
        try (var in = JsonContractTest.class.getResourceAsStream("/golden/json-contract.txt")) {
            lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.startsWith("#")).toList();
        }
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < lines.size(); i += 2) {
            String command = lines.get(i).substring("$ ".length());
            String expected = lines.get(i + 1);
            tests.add(DynamicTest.dynamicTest(command, () -> {
                String out = Cli.run(words(command)).out().replaceAll("\"millis\":\\d+", "\"millis\":0");
                assertThat(out).isEqualTo(expected + System.lineSeparator());
            }));
        }
        return tests.stream();
    }

    /** The words of a command line, split at spaces except inside double quotes (a rule is one word). */
    static String[] words(String line) {
        List<String> words = new ArrayList<>();
        for (String part : line.split("\"", -1)) {
            words.add(part);
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < words.size(); i++) {
            if (i % 2 == 1) {
                out.add(words.get(i));
            } else {
                for (String w : words.get(i).split(" ")) {
                    if (!w.isEmpty()) {
                        out.add(w);
                    }
                }
            }
        }
        return out.toArray(String[]::new);
    }
}
