package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

/**
 * What the session does with a progress file it did not write as it stands: another version's
 * fields, broken JSON, the leftovers of a killed session, and permissions the learner set.
 */
class ProgressFileDetailsTest {

    private static final String SAVED = """
            {
              "current" : "the-game",
              "lessons" : {
                "the-game" : { "step" : 0, "stepsDone" : [ ], "finished" : false }
              }
            }
            """;

    private static List<String> names(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static String oneLine(String text) {
        return text.replaceAll("\\s+", " ");
    }

    @Test
    void fieldsOfANewerVersionSurviveASave(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Files.writeString(home.progress(), """
                {
                  "current" : "the-game",
                  "future" : { "badges" : [ "first-win" ], "level" : 3 },
                  "lessons" : {
                    "the-game" : { "step" : 0, "stepsDone" : [ ], "finished" : false, "bookmarks" : [ 2, 3 ],
                      "checkpoints" : { "0.0" : { "tries" : 0, "solved" : false, "revealed" : false, "seconds" : 12.5 } } }
                  },
                  "ideas" : { "rules" : { "right" : 0, "wrong" : 0, "lastSeen" : "2026-11-20" } },
                  "review" : [ { "kind" : "move", "heaps" : [ 1, 2 ], "misere" : false, "subtract" : null,
                                 "rightInARow" : 0, "addedBy" : "quiz" } ]
                }
                """);
        Script s = Script.runIn(home, "lesson start the-game", "c");
        assertThat(s.err()).isEmpty();
        JsonNode saved = new ObjectMapper().readTree(home.progress().toFile());
        assertThat(saved.at("/lessons/the-game/stepsDone/0").asInt(-1)).as("the answer was saved").isZero();
        assertThat(saved.at("/future/badges/0").asText()).isEqualTo("first-win");
        assertThat(saved.at("/future/level").asInt()).isEqualTo(3);
        assertThat(saved.at("/lessons/the-game/bookmarks").toString()).isEqualTo("[2,3]");
        assertThat(saved.at("/lessons/the-game/checkpoints/0.0/seconds").asDouble()).isEqualTo(12.5);
        assertThat(saved.at("/ideas/rules/lastSeen").asText()).isEqualTo("2026-11-20");
        assertThat(saved.at("/review/0/addedBy").asText()).isEqualTo("quiz");
    }

    @Test
    void brokenJsonIsMovedAsideWithItsLineSaidInPlainWordsOnTheErrorStream(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Files.writeString(home.progress(), "{\n  \"current\" : \"the-game\",\n  \"lessons\" : { ,\n}\n");
        Script s = Script.runIn(home, "lesson start the-game");
        String err = oneLine(s.err());
        assertThat(err).contains("warning: the progress file " + home.progress() + " is not valid JSON (line 3);")
                .contains("it was moved to " + home.progress() + ".corrupt-").contains("progress starts afresh");
        assertThat(err).doesNotContain("com.fasterxml").doesNotContain("org.nimexplorer").doesNotContain("token");
        assertThat(s.out()).doesNotContain("warning").contains("Step 1/4");
        assertThat(names(dir)).anyMatch(n -> n.startsWith("progress.json.corrupt-"));
    }

    @Test
    void aFieldOfTheWrongKindIsNamedWithoutJacksonsClassNames(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Files.writeString(home.progress(), "{ \"lessons\" : [ 1, 2 ] }");
        Script s = Script.runIn(home, "lesson list");
        String err = oneLine(s.err());
        assertThat(err).contains("progress.json has a field of the wrong kind: 'lessons';").contains("it was moved to");
        assertThat(err).doesNotContain("deserialize").doesNotContain("org.nimexplorer").doesNotContain("`");
    }

    @Test
    void aNestedFieldOfTheWrongKindIsNamedByItsPath(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Files.writeString(home.progress(), "{ \"lessons\" : { \"the-game\" : { \"step\" : \"two\" } } }");
        Script s = Script.runIn(home, "lesson list");
        assertThat(oneLine(s.err())).contains("has a field of the wrong kind: 'lessons.the-game.step'");
    }

    @Test
    void staleTemporaryFilesOfAKilledSessionAreRemovedAndNothingElse(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Files.writeString(home.progress(), SAVED);
        FileTime anHourAgo = FileTime.from(Instant.now().minus(1, ChronoUnit.HOURS));
        for (String name : List.of("progress.json8123456.tmp", "progress.json.corrupt-20261120-101010", "notes.tmp",
                "progress.jsonx1.tmp")) {
            Files.writeString(dir.resolve(name), "{");
            Files.setLastModifiedTime(dir.resolve(name), anHourAgo);
        }
        Files.writeString(dir.resolve("progress.json777.tmp"), "{");
        Script s = Script.runIn(home, "lesson list");
        assertThat(s.err()).isEmpty();
        assertThat(names(dir)).doesNotContain("progress.json8123456.tmp")
                .contains("progress.json", "progress.json.corrupt-20261120-101010", "notes.tmp", "progress.jsonx1.tmp")
                .as("a file written since this process started may be another session's save under way")
                .contains("progress.json777.tmp");
    }

    @Test
    void anUnreadableFileIsSaidToBeUnreadableAndLeftAlone(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Files.writeString(home.progress(), SAVED);
        Files.setPosixFilePermissions(home.progress(), PosixFilePermissions.fromString("---------"));
        Script s = Script.runIn(home, "lesson start the-game", "c", "next");
        String err = oneLine(s.err());
        assertThat(err).contains("warning: the progress file " + home.progress() + " cannot be read (its permissions"
                + " do not allow it); it is left alone and progress will not be saved this time");
        assertThat(err).doesNotContain("moved");
        assertThat(s.out()).contains("Step 2/4").doesNotContain("Progress saved");
        assertThat(names(dir)).containsExactly("progress.json");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(home.progress()))).isEqualTo("---------");
        assertThat(Files.readString(home.progress())).isEqualTo(SAVED);
    }

    @Test
    void aReadOnlyFileIsReadButNotReplacedAndSaidSoOnce(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Files.writeString(home.progress(), SAVED);
        Files.setPosixFilePermissions(home.progress(), PosixFilePermissions.fromString("r--r--r--"));
        Script s = Script.runIn(home, "lesson start the-game", "c", "next", "b");
        String err = oneLine(s.err());
        assertThat(err).contains("warning: the progress file " + home.progress() + " is read-only; it is left alone and"
                + " progress will not be saved this time");
        assertThat(s.err().lines().filter(l -> l.startsWith("warning")).count()).isEqualTo(1);
        assertThat(s.out()).contains("You were in the-game").contains("Step 2/4").doesNotContain("Progress saved");
        assertThat(Files.readString(home.progress())).isEqualTo(SAVED);
        assertThat(names(dir)).containsExactly("progress.json");
    }

    @Test
    void aSaveKeepsThePermissionsTheLearnerGaveTheFile(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Files.writeString(home.progress(), SAVED);
        Files.setPosixFilePermissions(home.progress(), PosixFilePermissions.fromString("rw-r-----"));
        Script.runIn(home, "lesson start the-game", "c");
        assertThat(Files.readString(home.progress())).isNotEqualTo(SAVED);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(home.progress()))).isEqualTo("rw-r-----");
    }

    @Test
    void twoBadFilesInOneSecondAreBothKeptUnderNamesOfTheirOwn(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Files.writeString(home.progress(), "{ not json");
        Script.runIn(home, "lesson list");
        Files.writeString(home.progress(), "[ also not progress ]");
        Script.runIn(home, "lesson list");
        List<String> aside = names(dir).stream().filter(n -> n.contains(".corrupt-")).toList();
        assertThat(aside).hasSize(2);
        assertThat(aside.stream().map(n -> {
            try {
                return Files.readString(dir.resolve(n));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        })).containsExactlyInAnyOrder("{ not json", "[ also not progress ]");
    }

    @Test
    void aSaveThatKeepsFailingIsToldOnceNotAfterEveryAnswer(@TempDir Path dir) throws Exception {
        Path notAFolder = dir.resolve("data");
        Files.writeString(notAFolder, "a file where the data folder should be");
        Script s = Script.runIn(new AppHome(notAFolder), "lesson start the-game", "c", "next", "b", "next");
        assertThat(s.err().lines().filter(l -> l.contains("could not be saved")).count()).isEqualTo(1);
    }

    @Test
    void aStepBelowZeroInAHandEditedFileResumesAtTheFirstStep(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Files.writeString(home.progress(), SAVED.replace("\"step\" : 0", "\"step\" : -1"));
        Script s = Script.runIn(home, "lesson resume");
        assertThat(s.err()).doesNotContain("internal error");
        assertThat(s.out()).contains("Step 1/4");
    }
}
