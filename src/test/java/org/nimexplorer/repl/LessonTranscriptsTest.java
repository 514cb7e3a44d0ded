package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonLibrary;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.store.AppHome;

/**
 * Golden transcripts of the course: for every lesson, a learner who answers each question wrong,
 * asks for a hint, then answers right. The files under {@code src/test/resources/transcripts/lessons}
 * are what a learner sees, reviewed like code; this test types their lines again and requires the
 * same screen, so any change in what a learner sees shows up in review. After a deliberate change,
 * write them again with {@code mvn test -Dtest=LessonTranscriptsTest -Dgolden.update=true} and read
 * the diff.
 */
class LessonTranscriptsTest {

    private static final Path FOLDER = Path.of("src", "test", "resources", "transcripts", "lessons");

    private static final String HEADER = "# Golden transcript of lesson %s: each question answered wrong, then"
            + " 'hint', then right.%n# Typed lines are plain, what the program printed follows each behind '#> '.";

    static Stream<String> lessonIds() {
        return LessonLibrary.load(Optional.empty(), false).lessons().stream().map(Lesson::id);
    }

    @ParameterizedTest
    @MethodSource("lessonIds")
    void theLearnerSeesWhatTheGoldenTranscriptShows(String id, @TempDir Path home) throws IOException {
        Path golden = FOLDER.resolve(id + ".txt");
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(golden, String.format(HEADER, id) + "\n" + String.join("\n", learner(id, home)) + "\n");
        }
        List<String> expected = Files.readAllLines(golden).stream().filter(l -> !l.startsWith("# ")).toList();
        LessonDriver again = new LessonDriver(new AppHome(home.resolve("again")));
        expected.stream().filter(l -> !l.startsWith("#")).forEach(again::run);
        assertThat(again.transcript()).containsExactlyElementsOf(expected);
        assertThat(again.finished()).as("the transcript reaches the end of the lesson").isTrue();
        assertThat(expected.stream().filter(l -> l.startsWith("#> ")).map(l -> l.substring(3)))
                .as("every line the learner reads fits 80 columns").allSatisfy(l -> assertThat(Wrap.visibleLength(l))
                        .as(l).isLessThanOrEqualTo(80));
    }

    /** The session of a learner who misses each question once, asks for a hint, then answers right. */
    private static List<String> learner(String id, Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home.resolve("first")));
        d.run("lesson start " + id);
        d.walk(c -> {
            d.run(LessonDriver.wrongAnswer(c.question()));
            d.run("hint");
            d.run(c.question().answer());
        });
        return new ArrayList<>(d.transcript());
    }
}
