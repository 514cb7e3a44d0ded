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

    /**
     * At an 80x24 terminal, one row for the prompt and one for the status line, a reply has 22 rows:
     * every reply of the course fits them, for the learner of the golden transcript and for one who asks
     * for the worked answer at once, so nothing a learner needs scrolls away or opens a pager. A reply
     * that asks a question ends with it: the question's block is its last paragraph, next to the prompt.
     */
    @ParameterizedTest
    @MethodSource("lessonIds")
    void everyReplyFitsTwentyTwoRowsAndEndsWithTheQuestionItAsks(String id, @TempDir Path home) {
        LessonDriver revealer = new LessonDriver(new AppHome(home.resolve("revealer")));
        revealer.run("lesson start " + id);
        revealer.walk(c -> revealer.run("reveal"));
        List<String> transcript = new ArrayList<>(learner(id, home));
        transcript.addAll(revealer.transcript());
        List<String> problems = new ArrayList<>();
        String typed = null;
        List<String> reply = new ArrayList<>();
        for (String line : transcript) {
            if (line.startsWith("#>")) {
                reply.add(line.length() > 3 ? line.substring(3) : "");
                continue;
            }
            if (typed != null) {
                problems.addAll(problems(id, typed, reply));
            }
            typed = line;
            reply.clear();
        }
        problems.addAll(problems(id, typed, reply));
        assertThat(problems).as("replies too tall for an 80x24 terminal, or not ending with their question").isEmpty();
    }

    private static final int REPLY_ROWS = 22;

    private static final int COLUMNS = 80;

    /** What is wrong with one reply: more rows than a screen holds, or something after its question. */
    private static List<String> problems(String id, String typed, List<String> reply) {
        List<String> problems = new ArrayList<>();
        int rows = reply.stream().mapToInt(l -> Math.max(1, (Wrap.visibleLength(l) + COLUMNS - 1) / COLUMNS)).sum();
        if (rows > REPLY_ROWS) {
            problems.add(String.format("lesson %s: the reply to '%s' takes %d rows at %d columns, more than %d", id,
                    typed, rows, COLUMNS, REPLY_ROWS));
        }
        int question = -1;
        for (int i = 0; i < reply.size(); i++) {
            if (reply.get(i).startsWith("Question")) {
                question = i;
            }
        }
        if (question >= 0 && reply.subList(question, reply.size()).stream().anyMatch(String::isBlank)) {
            problems.add(String.format("lesson %s: the reply to '%s' goes on after the question it asks", id, typed));
        }
        return problems;
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
