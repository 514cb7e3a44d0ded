package org.nimexplorer.onscreen;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A class hour on the room's screen, 100 columns by 30 rows in tmux, as a teacher drives it: twenty-one and bouton
 * walked through with every question drawn big and then answered or revealed, a question's position analysed in
 * the lesson's own terms, and a scripted demo stepped through, back, skipped and typed through. Every screen is
 * kept in {@code src/test/resources/transcripts/class-hour-100x30.txt}; after a change meant to alter them, write them
 * again with {@code mvn test -Dtest=ClassHourInTmuxTest -Dgolden.update=true} and read the difference.
 */
class ClassHourInTmuxTest {

    private static final Path GOLDEN = Path.of("src", "test", "resources", "transcripts", "class-hour-100x30.txt");

    @Test
    void theClassHourLooksAsKept(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("demo.txt"), String.join("\n", "# Three heaps, then two equal ones",
                "set 4 1 5", "A-2", "set 3 3", "analyze", "B-1", ""));
        StringBuilder kept = new StringBuilder();
        try (Tmux tmux = Tmux.start(dir, Files.createDirectories(dir.resolve("home")), 100, 30)) {
            tmux.await(screen -> screen.contains("nim>") || screen.contains("] >"), "the first prompt");
            for (String line : List.of("lesson start twenty-one --walkthrough", "show --big", "P", "next",
                    "show --big", "reveal", "next", "analyze", "show --big", "reveal", "next", "next", "next",
                    "lesson stop", "lesson start bouton --walkthrough", "next", "show --big", "reveal", "next",
                    "show --big", "analyze", "lesson stop",
                    "source demo.txt --step --big", "", "", "b", "analyze 2 2", "s", "", "q")) {
                kept.append("──── ").append(line.isEmpty() ? "(Enter)" : line).append('\n')
                        .append(tmux.run(line).stripTrailing()).append("\n\n");
            }
        }
        String screens = kept.toString();
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(GOLDEN, screens, StandardCharsets.UTF_8);
        }
        assertThat(screens).isEqualTo(Files.readString(GOLDEN, StandardCharsets.UTF_8));
    }
}
