package org.nimexplorer;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The layers of DESIGN.md: each package imports only the packages below it. */
class LayeringTest {

    private static final Map<String, Set<String>> ALLOWED = Map.of(
            "engine", Set.of(),
            "store", Set.of(),
            "explain", Set.of("engine"),
            "lesson", Set.of("engine", "explain"),
            "quiz", Set.of("engine", "explain", "store"),
            "cli", Set.of("engine", "explain"),
            "repl", Set.of("engine", "explain", "lesson", "quiz", "store", "cli"));

    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?org\\.nimexplorer\\.([a-z]+)\\.", Pattern.MULTILINE);

    @Test
    void noPackageImportsALayerAboveIt() throws IOException {
        Path root = Path.of("src/main/java/org/nimexplorer");
        for (Map.Entry<String, Set<String>> layer : ALLOWED.entrySet()) {
            try (Stream<Path> files = Files.list(root.resolve(layer.getKey()))) {
                for (Path file : files.toList()) {
                    Matcher m = IMPORT.matcher(Files.readString(file));
                    while (m.find()) {
                        String target = m.group(1);
                        if (!target.equals(layer.getKey())) {
                            assertThat(layer.getValue()).as(file + " imports " + target).contains(target);
                        }
                    }
                }
            }
        }
    }

    @Test
    void everyPackageSaysWhatLivesThere() {
        for (String layer : ALLOWED.keySet()) {
            assertThat(Path.of("src/main/java/org/nimexplorer", layer, "package-info.java")).exists();
        }
    }
}
