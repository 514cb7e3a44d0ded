package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Misconception;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.repl.Classroom.Run;
import org.nimexplorer.store.AppHome;

/**
 * The classroom loop as an instructor and three students go through it (see {@link Classroom}): the hand-ins,
 * then the class report read on screen, as CSV and as an HTML page, and the files it leaves out. How fast the
 * report comes is {@link ClassroomSpeedTest}'s.
 */
class ClassroomTest {

    @TempDir
    static Path dir;

    private static Classroom classroom;
    private static Assignment assignment;

    @BeforeAll
    static void theInstructorAssignsAndThreeStudentsHandIn() throws Exception {
        classroom = Classroom.handedIn(dir);
        assignment = classroom.assignment;
    }

    private static Run report(String... extra) {
        return classroom.report(extra);
    }

    @Test
    void aHandInHoldsEveryAnswerInTheStudentsWordsWithWhatTheQuizMadeOfIt() throws Exception {
        var ben = new ObjectMapper().readTree(dir.resolve("ben.json").toFile());
        assertThat(ben.get("student").asText()).isEqualTo("Ben Bitdiddle");
        assertThat(ben.get("program").asText()).isNotBlank();
        assertThat(ben.get("assignment").get("id").asText()).isEqualTo(assignment.id());
        assertThat(ben.get("answers")).hasSize(10);
        var nimSum = ben.get("answers").get(3);
        assertThat(nimSum.get("question").asText()).isEqualTo("What is the nim-sum of 7 6 6?");
        assertThat(nimSum.get("tries").get(0).get("answer").asText()).isEqualTo("19");
        assertThat(nimSum.get("tries").get(0).get("misconception").asText()).isEqualTo("added-not-xored");
        assertThat(nimSum.get("tries").get(1).get("right").asBoolean()).isTrue();
        assertThat(nimSum.get("hints").asInt()).isEqualTo(1);
        assertThat(nimSum.get("firstTry").asBoolean()).isFalse();
        assertThat(nimSum.get("solved").asBoolean()).isTrue();
    }

    @Test
    void theReportShowsEachStudentFlagsTheEditedScoreAndNamesTheMisconceptions() {
        List<Question> questions = assignment.questions();
        long benMisses = questions.stream().filter(q -> Classroom.misconceived(q).isPresent()).count();
        Run r = report();
        assertThat(r.err()).isEmpty();
        assertThat(r.status()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("Class report: 'Week 3' (10 medium questions, seed 42), 3 hand-ins");
        assertThat(lines).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(80));
        assertThat(lines).anySatisfy(l -> assertThat(l).matches("Ada Lovelace +10/10 +10/10 +\\d+:\\d\\d +0"));
        long benFirst = 10 - benMisses;
        assertThat(lines).anySatisfy(l -> assertThat(l).matches("Ben Bitdiddle +" + benFirst + "/10 +10/10 +\\d+:\\d\\d +"
                + benMisses));
        assertThat(lines).anySatisfy(l -> assertThat(l).matches("Cy Editor ! +0/10 +0/10 .*"));
        String text = r.out().replaceAll("\\s+", " ");
        assertThat(text).contains("! Cy Editor (" + dir.resolve("cy.json") + "), graded from its answers:"
                + " - was changed after the quiz wrote it: what it holds (answers, times, lessons or score) no longer matches its seal" + " - states a"
                + " score of 10/10 (10 at the first try); its answers grade 0/10 (0 at the first try) - Q1-Q10: the file"
                + " marks as right what the engine grades wrong: first try, solved Question by question");
        assertThat(text).contains("Hardest questions").contains("Most given wrong answer: '19' (2 students):"
                + " students often add numbers where their XOR (the nim-sum) is asked.");
        assertThat(r.out()).contains("Misconceptions seen").contains("added-not-xored");
        assertThat(r.out()).contains("Ideas the class misses most");
    }

    @Test
    void everyMisconceptionInTheReportIsTheEnginesReadingOfAnAnswerGiven() {
        Run r = report();
        for (Misconception m : Misconception.values()) {
            boolean shown = assignment.questions().stream().anyMatch(q -> Classroom.misconceived(q)
                    .flatMap(a -> Grading.grade(q, a).diagnosis()).filter(d -> d.misconception() == m).isPresent());
            assertThat(r.out().contains("(" + m.key() + ")")).as(m.key()).isEqualTo(shown);
        }
    }

    @Test
    void theCsvHasARowPerStudentPerQuestionAndReadsBack() throws Exception {
        Path csv = dir.resolve("week3.csv");
        Run r = report("--csv", csv.toString(), "--force");
        assertThat(r.out()).contains("Written: " + csv);
        CsvSchema schema = CsvSchema.emptySchema().withHeader();
        List<Map<String, String>> rows = new ArrayList<>();
        try (MappingIterator<Map<String, String>> it = new CsvMapper().readerFor(Map.class).with(schema)
                .readValues(csv.toFile())) {
            it.forEachRemaining(rows::add);
        }
        assertThat(rows).hasSize(30);
        Map<String, String> benFirst = rows.stream().filter(row -> row.get("student").equals("Ben Bitdiddle")
                && row.get("question").equals("4")).findFirst().orElseThrow();
        assertThat(benFirst).containsEntry("answers", "19 | 7").containsEntry("firstTry", "false")
                .containsEntry("solved", "true").containsEntry("misconceptions", "added-not-xored")
                .containsEntry("position", "7 6 6");
        assertThat(rows.stream().filter(row -> row.get("student").equals("Cy Editor")))
                .allSatisfy(row -> assertThat(row).containsEntry("flagged", "true").containsEntry("solved", "false"));
    }

    @Test
    void theHtmlPageParsesWithItsTablesAndCharts() throws Exception {
        Path html = dir.resolve("week3.html");
        report("--html", html.toString(), "--force");
        Document page = Jsoup.parse(html.toFile(), "UTF-8");
        assertThat(page.title()).isEqualTo("Class report: 'Week 3' (10 medium questions, seed 42)");
        assertThat(page.select("script, link, img, [src]")).as("self-contained: nothing to fetch").isEmpty();
        assertThat(page.select("table#students tbody tr")).hasSize(3);
        Element cy = page.select("table#students tbody tr.flagged").first();
        assertThat(cy).isNotNull();
        assertThat(cy.text()).contains("Cy Editor").contains("states a score of 10/10");
        assertThat(page.select("table#questions tbody tr")).hasSize(10);
        assertThat(page.select("svg#scores-chart rect.bar")).hasSize(3);
        assertThat(page.select("svg#questions-chart rect.bar")).hasSize(10);
        assertThat(page.select("svg#misconceptions-chart rect.bar")).isNotEmpty();
        assertThat(page.select("table#misconceptions td code").eachText()).contains("added-not-xored");
    }

    @Test
    void corruptForeignAndHugeFilesAreLeftOutWithTheirReasons() throws Exception {
        Classroom.FilesToLeaveOut files = classroom.filesToLeaveOut();
        Path truncated = files.truncated();
        Path other = files.assignment();
        Path garbage = files.garbage();
        Run r = report(files.paths());
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("3 hand-ins").contains("Left out");
        String left = r.out().substring(r.out().indexOf("Left out")).replaceAll("\\s+", " ");
        assertThat(left).contains(truncated + ": is not valid JSON: it ends early, at line")
                .contains(other + ": is the assignment itself, not a student's hand-in")
                .contains(garbage + ": is 5,242,880 bytes, far larger than any hand-in")
                .contains("no-such.json: does not exist");
        Path otherHandIn = dir.resolve("dee.json");
        String ben = Files.readString(dir.resolve("ben.json"));
        Files.writeString(otherHandIn, ben.replace("\"seed\" : 42", "\"seed\" : 43"));
        Run edited = report(otherHandIn.toString());
        assertThat(edited.out().replaceAll("\\s+", " ")).contains(otherHandIn + ": names an assignment that has been"
                + " changed by hand");
    }

    @Test
    void aHandInForAnotherAssignmentIsLeftOutByName() throws Exception {
        Path other = dir.resolve("week2.assignment.json");
        Classroom.cli("assign", "--title", "Week 2", "--seed", "7", "--count", "3", "-o", other.toString(), "--force");
        StringWriter out = new StringWriter();
        List<String> lines = List.of("quiz --assignment " + other + " --name Dee --hand-in " + dir.resolve("dee2.json"),
                "quit");
        Repl.runStream(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")), new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true), new Repl.Flags(true, false, false),
                new AppHome(dir.resolve("home-dee")));
        Run r = report(dir.resolve("dee2.json").toString());
        assertThat(r.out().replaceAll("\\s+", " ")).contains("dee2.json: a hand-in for 'Week 2' (3 medium questions,"
                + " seed 7), not for 'Week 3' (10 medium questions, seed 42)");
    }

    @Test
    void thirtyHandInsAreListedInNaturalOrderOfTheirNames() throws Exception {
        Run r = Classroom.cli(classroom.reportOnThirtyCopiesOfBen());
        assertThat(r.out()).contains("30 hand-ins");
        assertThat(r.out().indexOf("Student 2 ")).isLessThan(r.out().indexOf("Student 10 "));
        assertThat(r.out().lines().filter(l -> l.startsWith("  30 students"))).isNotEmpty()
                .allMatch(l -> l.startsWith("  30 students  students "));
    }

    @Test
    void theStudentsQuizRefusesWhatAnAssignmentDecidesItself() {
        Run seed = classroom.student("Eve", dir.resolve("eve.json"), List.of());
        assertThat(seed.out()).contains("Assignment 'Week 3'");
        Script noName = Script.run("quiz --assignment " + classroom.assignmentFile);
        assertThat(noName.err()).contains("--assignment needs your name for the hand-in: add --name \"Your Name\"");
        Script withSeed = Script.run("quiz --assignment " + classroom.assignmentFile + " --name X --seed 3");
        assertThat(withSeed.err()).contains("the assignment sets the questions itself: leave out --seed");
        Script nameAlone = Script.run("quiz --name X");
        assertThat(nameAlone.err()).contains("--name goes with --assignment FILE");
        Script notAnAssignment = Script.run("quiz --assignment " + dir.resolve("ada.json") + " --name X");
        assertThat(notAnAssignment.err()).contains("is a student's hand-in, not an assignment");
    }
}
