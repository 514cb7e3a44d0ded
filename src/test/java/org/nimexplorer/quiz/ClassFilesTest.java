package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Text;

/** Assignments and hand-ins as files: what is written reads back, and what is not a file of ours is refused, with why. */
class ClassFilesTest {

    @TempDir
    Path dir;

    private static final Assignment WEEK_3 = new Assignment("Week 3", 42, Level.MEDIUM, 4, false, Optional.empty(),
            Optional.empty(), QuizGenerator.KINDS, List.of(), false, QuizGenerator.DRAW);

    private static final Assignment TAKE_AWAY = new Assignment("Take away", 7, Level.EASY, 3, true,
            Optional.of("1,2,3"), Optional.empty(), List.of(QuizGenerator.KINDS.get(0)), List.of("nim-sum"), true, QuizGenerator.DRAW);

    private static HandIn handIn(String student, Assignment a) {
        HandIn.Item first = new HandIn.Item(1, "nim-sum", "What is the nim-sum of 3 7 13?", false,
                List.of(new HandIn.Attempt("23", false, Optional.of("added-not-xored")),
                        new HandIn.Attempt("9", true, Optional.empty())), 1, 12.5, false, true);
        HandIn.Item second = new HandIn.Item(2, "move", "Find a winning move in 1 2 3", true, List.of(), 0, 0.0, false,
                false);
        return new HandIn(student, "nim-explorer 0.1.0", a, "2026-11-28T04:00:00Z", 75, List.of(first, second),
                List.of(new HandIn.LessonStatus("nim-sum", false, 2, 5)), new HandIn.Score(0, 1, a.count()),
                List.of(new HandIn.Earlier("2026-11-27T10:00:00Z", new HandIn.Score(0, 0, a.count()), 1)), 0,
                HandIn.Seal.INTACT);
    }

    private Path file(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }

    private Path assignmentFile(Assignment a) throws IOException {
        Path f = dir.resolve("a.assignment.json");
        ClassFiles.writeAssignment(f, a);
        return f;
    }

    private Path handInFile(String name, HandIn h) throws IOException {
        Path f = dir.resolve(name);
        ClassFiles.writeHandIn(f, h);
        return f;
    }

    private static String problem(Result<?> r) {
        assertThat(r.isOk()).as("refused").isFalse();
        return r.problemOrNull();
    }

    @Test
    void aHandInIsSealedAndAnEditByHandOfATimeALessonOrAnAnswerBreaksTheSeal() throws Exception {
        Path file = dir.resolve("sealed.json");
        ClassFiles.writeHandIn(file, handIn("Ada", TAKE_AWAY));
        assertThat(ClassFiles.readHandIn(file).orThrow().seal()).isEqualTo(HandIn.Seal.INTACT);
        String text = Files.readString(file);
        // Laid out again (one line, other spaces), it holds the same: the seal holds.
        Files.writeString(file, new com.fasterxml.jackson.databind.ObjectMapper().readTree(text).toString());
        assertThat(ClassFiles.readHandIn(file).orThrow().seal()).isEqualTo(HandIn.Seal.INTACT);
        for (String[] edit : List.of(new String[] {"\"seconds\" : 75", "\"seconds\" : 7"},
                new String[] {"\"finished\" : false", "\"finished\" : true"},
                new String[] {"\"answer\" : \"23\"", "\"answer\" : \"9\""},
                new String[] {"\"stepsDone\" : 2", "\"stepsDone\" : 5"})) {
            assertThat(text).contains(edit[0]);
            Files.writeString(file, text.replace(edit[0], edit[1]));
            assertThat(ClassFiles.readHandIn(file).orThrow().seal()).as(edit[1]).isEqualTo(HandIn.Seal.BROKEN);
        }
        Files.writeString(file, text.replaceAll(",\\s*\"seal\" : \"[0-9a-f]+\"", ""));
        assertThat(Files.readString(file)).doesNotContain("seal");
        assertThat(ClassFiles.readHandIn(file).orThrow().seal()).isEqualTo(HandIn.Seal.MISSING);
    }

    @Test
    void anAssignmentReadsBackAsItWasWrittenWithItsSubtractionSetAndLessons() throws IOException {
        assertThat(ClassFiles.readAssignment(assignmentFile(WEEK_3)).orThrow()).isEqualTo(WEEK_3);
        assertThat(ClassFiles.readAssignment(assignmentFile(TAKE_AWAY)).orThrow()).isEqualTo(TAKE_AWAY);
    }

    @Test
    void theTextTheClassServerKeepsIsTheFilesTextAndReadsBackTheSame() throws IOException {
        assertThat(ClassFiles.assignmentText(TAKE_AWAY)).isEqualTo(Files.readString(assignmentFile(TAKE_AWAY)));
        assertThat(ClassFiles.assignmentFrom(ClassFiles.assignmentText(TAKE_AWAY)).orThrow()).isEqualTo(TAKE_AWAY);
        HandIn ada = handIn("Ada", WEEK_3);
        String text = ClassFiles.handInText(ada);
        assertThat(text).isEqualTo(Files.readString(handInFile("ada.json", ada)));
        HandIn read = ClassFiles.handInFrom(text).orThrow();
        assertThat(read.seal()).isEqualTo(HandIn.Seal.INTACT);
        assertThat(read.items()).isEqualTo(ada.items());
        assertThat(read.earlier()).isEqualTo(ada.earlier());
        // Each is refused as the other, and what is not JSON at all is said so.
        assertThat(problem(ClassFiles.assignmentFrom(text))).isEqualTo("is a student's hand-in, not an assignment");
        assertThat(problem(ClassFiles.handInFrom(ClassFiles.assignmentText(WEEK_3))))
                .isEqualTo("is the assignment itself, not a student's hand-in");
        assertThat(problem(ClassFiles.handInFrom(""))).isEqualTo("is empty");
    }

    @Test
    void anAssignmentOnAGameReadsBackWithItsGame() throws IOException {
        Assignment kayles = new Assignment("Kayles", 3, Level.EASY, 2, false, Optional.empty(), Optional.of("kayles"),
                QuizGenerator.KINDS, List.of(), false, QuizGenerator.DRAW);
        assertThat(ClassFiles.readAssignment(assignmentFile(kayles)).orThrow()).isEqualTo(kayles);
    }

    @Test
    void aHandInReadsBackWithEveryTryItsMisconceptionLessonsAndEarlierAttempts() throws IOException {
        HandIn ada = handIn("Ada", TAKE_AWAY);
        assertThat(ClassFiles.readHandIn(handInFile("ada.json", ada)).orThrow()).isEqualTo(ada);
    }

    @Test
    void anAssignmentAndAHandInAreNotTakenForEachOther() throws IOException {
        Path assignment = assignmentFile(WEEK_3);
        Path hand = handInFile("ada.json", handIn("Ada", WEEK_3));
        assertThat(problem(ClassFiles.readAssignment(hand))).isEqualTo("is a student's hand-in, not an assignment");
        assertThat(problem(ClassFiles.readHandIn(assignment)))
                .isEqualTo("is the assignment itself, not a student's hand-in");
        Path other = file("other.json", "{\"format\": \"something-else\"}");
        assertThat(problem(ClassFiles.readAssignment(other))).isEqualTo("is not a Nim Explorer assignment");
        assertThat(problem(ClassFiles.readHandIn(other)))
                .isEqualTo("is not a Nim Explorer hand-in (it has no \"format\": \"" + ClassFiles.HAND_IN + "\")");
    }

    @Test
    void aFileSavedWithAByteOrderMarkStillReads() throws IOException {
        String text = Files.readString(assignmentFile(WEEK_3));
        assertThat(ClassFiles.readAssignment(file("bom.json", "\uFEFF" + text)).orThrow()).isEqualTo(WEEK_3);
    }

    @Test
    void emptyAndBlankFilesAreSaidToBeEmpty() throws IOException {
        assertThat(problem(ClassFiles.readHandIn(file("blank.json", " \n\t\n")))).isEqualTo("is empty");
        assertThat(problem(ClassFiles.readHandIn(file("bom-only.json", "\uFEFF")))).isEqualTo("is empty");
    }

    @Test
    void textThatIsNotJsonIsPlacedByLineAndColumnAsAnEditorCounts() throws IOException {
        assertThat(problem(ClassFiles.readHandIn(file("note.json", "\n\n   Dear teacher"))))
                .isEqualTo("is not JSON: at line 3, column 4 it does not start with '{' as a Nim Explorer file does");
        assertThat(problem(ClassFiles.readHandIn(file("word.json", "hello"))))
                .startsWith("is not JSON: at line 1, column 1 ");
    }

    @Test
    void jsonThatIsNotAnObjectIsRefused() throws IOException {
        assertThat(problem(ClassFiles.readHandIn(file("list.json", "[1, 2, 3]")))).isEqualTo("is not a JSON object");
    }

    @Test
    void aFileCutShortIsSaidToEndEarly() throws IOException {
        assertThat(problem(ClassFiles.readHandIn(file("cut.json", "{\n  \"format\": \"nim-explorer-hand-in\",\n"))))
                .startsWith("is not valid JSON: it ends early, at line ").endsWith(": is it cut short?");
        // Cut in the middle of its last word: the parser stumbles on "tru", not on the end.
        assertThat(problem(ClassFiles.readHandIn(file("word-cut.json", "{\"practice\": tru"))))
                .startsWith("is not valid JSON: it ends early, at line 1, column ");
    }

    @Test
    void somethingJsonDoesNotAllowInTheMiddleIsPlacedAndBlamedOnEditing() throws IOException {
        assertThat(problem(ClassFiles.readHandIn(file("edited.json", "{\"a\": 1,\n \"b\": tru, \"c\": 3}"))))
                .startsWith("is not valid JSON: at line 2, column ")
                .endsWith(" comes something JSON does not allow there (was it edited by hand?)");
    }

    @Test
    void aFieldGivenTwiceIsRefusedRatherThanReadEitherWay() throws IOException {
        assertThat(problem(ClassFiles.readHandIn(file("twice.json", "{\"student\": \"A\",\n \"student\": \"B\"}"))))
                .startsWith("gives one field twice in the same object (at line 2, column ")
                .endsWith("): was it edited by hand?");
    }

    @Test
    void nestingFarDeeperThanOurFilesIsRefused() throws IOException {
        assertThat(problem(ClassFiles.readHandIn(file("deep.json", "{\"a\":" + "[".repeat(100)))))
                .startsWith("is nested deeper than 32 levels (at line 1, column ");
    }

    private Path assignmentWith(String field, String json) throws IOException {
        String text = Files.readString(assignmentFile(WEEK_3));
        String edited = text.replaceFirst("\"" + field + "\" : [^,\\n]*", "\"" + field + "\" : " + json);
        assertThat(edited).as("the edit took").isNotEqualTo(text);
        return file(field + ".json", edited);
    }

    @Test
    void anAssignmentLackingAFieldNamesIt() throws IOException {
        assertThat(problem(ClassFiles.readAssignment(assignmentWith("title", "null")))).isEqualTo("has no \"title\"");
        assertThat(problem(ClassFiles.readAssignment(file("bare.json",
                "{\"format\": \"" + ClassFiles.ASSIGNMENT + "\", \"title\": \"T\", \"seed\": 1, \"level\": \"easy\","
                        + " \"count\": 1}")))).isEqualTo("has no \"kinds\"");
    }

    @Test
    void anAssignmentWithALevelSeedCountOrGameOfTheWrongSortIsRefused() throws IOException {
        assertThat(problem(ClassFiles.readAssignment(assignmentWith("level", "\"expert\""))))
                .isEqualTo("has a level that is none of easy, medium and hard");
        assertThat(problem(ClassFiles.readAssignment(assignmentWith("seed", "\"42\""))))
                .isEqualTo("has a seed or count that is not a whole number");
        assertThat(problem(ClassFiles.readAssignment(assignmentWith("count", "4.5"))))
                .isEqualTo("has a seed or count that is not a whole number");
        assertThat(problem(ClassFiles.readAssignment(assignmentWith("practice", "false, \"game\" : 3"))))
                .isEqualTo("has a game that is not a name, like \"kayles\"");
    }

    @Test
    void anAssignmentWithANullGameIsOneOnNim() throws IOException {
        Path f = assignmentWith("practice", "false, \"game\" : null");
        assertThat(ClassFiles.readAssignment(f).orThrow()).isEqualTo(WEEK_3);
    }

    @Test
    void anAssignmentThatCannotMakeAQuizSaysWhy() throws IOException {
        Path f = file("many.json", Files.readString(assignmentFile(WEEK_3)).replaceFirst("\"id\" : \"[0-9a-f]*\"",
                "\"x\" : 0").replace("\"count\" : 4", "\"count\" : " + (Assignment.MAX_COUNT + 1)));
        assertThat(problem(ClassFiles.readAssignment(f))).isEqualTo("is not an assignment this program can give: "
                + new Assignment("Week 3", 42, Level.MEDIUM, Assignment.MAX_COUNT + 1, false, Optional.empty(),
                        Optional.empty(), QuizGenerator.KINDS, List.of(), false, QuizGenerator.DRAW).problem().orElseThrow());
    }

    @Test
    void anAssignmentEditedByHandNoLongerMatchesItsId() throws IOException {
        Path f = assignmentWith("seed", "43");
        assertThat(problem(ClassFiles.readAssignment(f))).isEqualTo("has been changed by hand since it was made (its id "
                + WEEK_3.id() + " no longer matches its settings); make it again with 'assign'");
    }

    @Test
    void aHandInLackingAPartIsNotAWholeHandIn() throws IOException {
        String text = Files.readString(handInFile("ada.json", handIn("Ada", WEEK_3)));
        Path noStudent = file("no-student.json", text.replace("\"student\" : \"Ada\"", "\"student\" : null"));
        assertThat(problem(ClassFiles.readHandIn(noStudent))).isEqualTo("has no \"student\": it is not a whole hand-in");
        Path badAnswer = file("bad-answer.json", text.replace("\"number\" : 2", "\"number\" : \"two\""));
        assertThat(problem(ClassFiles.readHandIn(badAnswer)))
                .isEqualTo("has an answer without its question number or its tries");
        Path noTries = file("no-tries.json", text.replace("\"tries\" : [ ]", "\"tries\" : 0"));
        assertThat(problem(ClassFiles.readHandIn(noTries)))
                .isEqualTo("has an answer without its question number or its tries");
    }

    @Test
    void aHandInWhoseAssignmentIsRefusedSaysWhatIsWrongWithIt() throws IOException {
        String text = Files.readString(handInFile("ada.json", handIn("Ada", WEEK_3)));
        Path f = file("edited.json", text.replace("\"seed\" : 42", "\"seed\" : 43"));
        assertThat(problem(ClassFiles.readHandIn(f))).startsWith("names an assignment that has been changed by hand");
    }

    @Test
    void aHandInNamedTwiceOrCopiedCountsOnce() throws IOException {
        Path ada = handInFile("ada.json", handIn("Ada", WEEK_3));
        Path copy = dir.resolve("copy.json");
        Files.copy(ada, copy);
        Path ben = handInFile("ben.json", handIn("Ben", WEEK_3));
        String byOtherPath = dir.resolve(".").resolve("ada.json").toString();
        ClassFiles.HandIns read = ClassFiles.readHandIns(List.of(ada.toString(), ben.toString(), ada.toString(),
                byOtherPath, copy.toString()));
        assertThat(read.read()).extracting(n -> n.handIn().student()).containsExactly("Ada", "Ben");
        assertThat(read.skipped()).extracting(ClassReport.Skipped::reason).containsExactly(
                "the same hand-in as " + Text.path(ada.toString()) + " (named twice)",
                "the same hand-in as " + Text.path(ada.toString()),
                "the same hand-in as " + Text.path(ada.toString())
                        + " (a copy of it, byte for byte)");
    }

    @Test
    void bytesThatAreNotUtf8AreSaidNotToBeText() throws IOException {
        Path latin1 = dir.resolve("latin1.json");
        Files.write(latin1, "{\"student\": \"Ren\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1));
        assertThat(problem(ClassFiles.readHandIn(latin1))).isEqualTo("is not text: it holds bytes that are not UTF-8");
    }

    @Test
    void twoFilesThatDoNotExistAreEachLeftOutAsMissingNotAsTheSameHandIn() {
        String gone = dir.resolve("gone.json").toString();
        String lost = dir.resolve("lost.json").toString();
        ClassFiles.HandIns read = ClassFiles.readHandIns(List.of(gone, lost, gone));
        assertThat(read.read()).isEmpty();
        assertThat(read.skipped()).extracting(ClassReport.Skipped::file).containsExactly(gone, lost, gone);
        assertThat(read.skipped().get(0).reason()).isEqualTo(problem(ClassFiles.readHandIn(Path.of(gone))));
        assertThat(read.skipped().get(1).reason()).isEqualTo(problem(ClassFiles.readHandIn(Path.of(lost))));
        assertThat(read.skipped().get(2).reason()).isEqualTo("the same hand-in as " + Text.path(gone) + " (named twice)");
    }
}
