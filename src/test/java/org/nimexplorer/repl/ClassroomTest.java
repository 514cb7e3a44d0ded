package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.command.Launcher;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Misconception;
import org.nimexplorer.explain.NimSum;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.quiz.Prompts;
import org.nimexplorer.store.AppHome;

/**
 * The classroom loop as an instructor and three students go through it: an assignment written,
 * answered by a perfect student, one who shows the misconceptions, and one who edits the score in
 * the file, then the class report read on screen, as CSV and as an HTML page.
 */
class ClassroomTest {

    @TempDir
    static Path dir;

    private static Assignment assignment;
    private static Path assignmentFile;

    private record Run(int status, String out, String err) {}

    private static Run cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Launcher.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(status, out.toString(), err.toString());
    }

    /** A student's session: the quiz command, then the answers typed one per line. */
    private static Run student(String name, Path handIn, List<String> answers) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> lines = new ArrayList<>();
        lines.add("quiz --assignment " + assignmentFile + " --name \"" + name + "\" --hand-in " + handIn);
        lines.addAll(answers);
        int status = Repl.runStream(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")),
                new PrintWriter(out, true), new PrintWriter(err, true), new Repl.Flags(true, false, false),
                new AppHome(dir.resolve("home-" + name.replace(' ', '-'))));
        return new Run(status, out.toString(), err.toString());
    }

    @BeforeAll
    static void theInstructorAssignsAndThreeStudentsHandIn() throws Exception {
        assignmentFile = dir.resolve("week3.assignment.json");
        Run assign = cli("assign", "--title", "Week 3", "--seed", "42", "--count", "10", "-o", assignmentFile.toString());
        assertThat(assign.err()).isEmpty();
        assertThat(assign.out()).contains("Assignment 'Week 3' (10 medium questions, seed 42) written to");
        assignment = ClassFiles.readAssignment(assignmentFile).orThrow();
        List<Question> questions = assignment.questions();

        student("Ada Lovelace", dir.resolve("ada.json"), questions.stream().map(Question::answer).toList());

        List<String> ben = new ArrayList<>();
        for (Question q : questions) {
            misconceived(q).ifPresent(ben::add);
            ben.add(q.answer());
        }
        student("Ben Bitdiddle", dir.resolve("ben.json"), ben);

        List<String> cy = new ArrayList<>();
        for (Question q : questions) {
            String wrong = misconceived(q).orElse(plainlyWrong(q));
            cy.addAll(List.of(wrong, wrong, wrong));
        }
        student("Cy Editor", dir.resolve("cy.json"), cy);
        claimFullMarks(dir.resolve("cy.json"));
    }

    /** A wrong answer that shows a misconception the engine names, where the question admits one. */
    private static Optional<String> misconceived(Question q) {
        Position p = Prompts.position(q);
        if (q instanceof NimSum) {
            long sum = 0;
            for (int i = 0; i < p.size(); i++) {
                sum += p.heap(i);
            }
            return sum == Engine.nimSum(p, MoveSet.NIM) ? Optional.empty() : Optional.of(Long.toString(sum));
        }
        if (q instanceof FindMove) {
            long nimSum = Engine.nimSum(p, MoveSet.NIM);
            if (nimSum == 0) {
                return Optional.of("take 1 from A");
            }
            long top = Long.highestOneBit(nimSum);
            for (int i = 0; i < p.size(); i++) {
                if ((p.heap(i) & top) == 0 && p.heap(i) > 0) {
                    return Optional.of("take 1 from " + (char) ('A' + i));
                }
            }
            return Optional.empty();
        }
        return Optional.of(plainlyWrong(q));
    }

    private static String plainlyWrong(Question q) {
        Position p = Prompts.position(q);
        if (q instanceof NimSum) {
            return Long.toString(Engine.nimSum(p, MoveSet.NIM) + 1);
        }
        if (q instanceof FindMove) {
            return Engine.nimSum(p, MoveSet.NIM) == 0 ? "take 1 from A" : "none";
        }
        Analysis a = Engine.analyze(p, Prompts.rules(q)).orThrow();
        return a.outcome() == Outcome.P ? "N" : "P";
    }

    /** What a student who wants full marks would do to the file: every verdict and the score set to right. */
    private static void claimFullMarks(Path file) throws Exception {
        ObjectMapper json = new ObjectMapper();
        ObjectNode doc = (ObjectNode) json.readTree(file.toFile());
        ((ObjectNode) doc.get("score")).put("firstTry", 10).put("solved", 10);
        for (var answer : (ArrayNode) doc.get("answers")) {
            ((ObjectNode) answer).put("firstTry", true).put("solved", true);
        }
        json.writeValue(file.toFile(), doc);
    }

    private static Run report(String... extra) {
        List<String> args = new ArrayList<>(List.of("class", "report", dir.resolve("ada.json").toString(),
                dir.resolve("ben.json").toString(), dir.resolve("cy.json").toString()));
        args.addAll(List.of(extra));
        return cli(args.toArray(String[]::new));
    }

    @Test
    void aHandInHoldsEveryAnswerInTheStudentsWordsWithWhatTheQuizMadeOfIt() throws Exception {
        var ben = new ObjectMapper().readTree(dir.resolve("ben.json").toFile());
        assertThat(ben.get("student").asText()).isEqualTo("Ben Bitdiddle");
        assertThat(ben.get("program").asText()).isNotBlank();
        assertThat(ben.get("assignment").get("id").asText()).isEqualTo(assignment.id());
        assertThat(ben.get("answers")).hasSize(10);
        var nimSum = ben.get("answers").get(0);
        assertThat(nimSum.get("question").asText()).isEqualTo("What is the nim-sum of 3 7 13?");
        assertThat(nimSum.get("tries").get(0).get("answer").asText()).isEqualTo("23");
        assertThat(nimSum.get("tries").get(0).get("misconception").asText()).isEqualTo("added-not-xored");
        assertThat(nimSum.get("tries").get(1).get("right").asBoolean()).isTrue();
        assertThat(nimSum.get("hints").asInt()).isEqualTo(1);
        assertThat(nimSum.get("firstTry").asBoolean()).isFalse();
        assertThat(nimSum.get("solved").asBoolean()).isTrue();
    }

    @Test
    void theReportShowsEachStudentFlagsTheEditedScoreAndNamesTheMisconceptions() {
        List<Question> questions = assignment.questions();
        long benMisses = questions.stream().filter(q -> misconceived(q).isPresent()).count();
        Run r = report();
        assertThat(r.err()).isEmpty();
        assertThat(r.status()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("Class report: 'Week 3' (10 medium questions, seed 42), 3 hand-ins");
        assertThat(lines).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(80));
        assertThat(lines).anySatisfy(l -> assertThat(l).matches("Ada Lovelace +10/10 +10 \\(100%\\) +\\d+:\\d\\d +0"));
        long benFirst = 10 - benMisses;
        assertThat(lines).anySatisfy(l -> assertThat(l).matches("Ben Bitdiddle +10/10 +" + benFirst + " \\("
                + Math.round(10.0 * benFirst) + "%\\) +\\d+:\\d\\d +" + benMisses));
        assertThat(lines).anySatisfy(l -> assertThat(l).matches("Cy Editor ! +0/10 +0 \\(0%\\) .*"));
        String text = r.out().replaceAll("\\s+", " ");
        assertThat(text).contains("! Cy Editor (" + dir.resolve("cy.json") + "), graded from its answers: - states a"
                + " score of 10/10 (10 at the first try); its answers grade 0/10 (0 at the first try) - Q1-Q10: the file"
                + " marks as right what the engine grades wrong: first try, solved Hardest questions");
        assertThat(text).contains("Hardest questions").contains("Most given wrong answer: '23' (2 students):"
                + " students often add numbers where their XOR (the nim-sum) is asked.");
        assertThat(r.out()).contains("Misconceptions seen").contains("added-not-xored");
        assertThat(r.out()).contains("Ideas the class misses most");
    }

    @Test
    void everyMisconceptionInTheReportIsTheEnginesReadingOfAnAnswerGiven() {
        Run r = report();
        for (Misconception m : Misconception.values()) {
            boolean shown = assignment.questions().stream().anyMatch(q -> misconceived(q)
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
                && row.get("question").equals("1")).findFirst().orElseThrow();
        assertThat(benFirst).containsEntry("answers", "23 | 9").containsEntry("firstTry", "false")
                .containsEntry("solved", "true").containsEntry("misconceptions", "added-not-xored")
                .containsEntry("position", "3 7 13");
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
        Path truncated = dir.resolve("truncated.json");
        String ben = Files.readString(dir.resolve("ben.json"));
        Files.writeString(truncated, ben.substring(0, ben.length() / 2));
        Path other = dir.resolve("other.assignment.json");
        cli("assign", "--title", "Week 2", "--seed", "7", "--count", "3", "-o", other.toString());
        Path otherHandIn = dir.resolve("dee.json");
        Files.writeString(otherHandIn, ben.replace(assignment.id(), "0").replace("\"Week 3\"", "\"Week 2\""));
        Path garbage = dir.resolve("garbage.json");
        byte[] bytes = new byte[5 * 1024 * 1024];
        new Random(1).nextBytes(bytes);
        Files.write(garbage, bytes);
        long start = System.nanoTime();
        Run r = report(truncated.toString(), other.toString(), garbage.toString(),
                dir.resolve("no-such.json").toString());
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("3 hand-ins").contains("Left out");
        String left = r.out().substring(r.out().indexOf("Left out")).replaceAll("\\s+", " ");
        assertThat(left).contains(truncated + ": is not valid JSON: it ends early, at line")
                .contains(other + ": is the assignment itself, not a student's hand-in")
                .contains(garbage + ": is 5,242,880 bytes, far larger than any hand-in")
                .contains("no-such.json: does not exist");
        assertThat(seconds).isLessThan(3);
        Files.writeString(otherHandIn, ben.replace("\"seed\" : 42", "\"seed\" : 43"));
        Run edited = report(otherHandIn.toString());
        assertThat(edited.out().replaceAll("\\s+", " ")).contains(otherHandIn + ": names an assignment that has been"
                + " changed by hand");
    }

    @Test
    void aHandInForAnotherAssignmentIsLeftOutByName() throws Exception {
        Path other = dir.resolve("week2.assignment.json");
        cli("assign", "--title", "Week 2", "--seed", "7", "--count", "3", "-o", other.toString(), "--force");
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
    void thirtyHandInsAreReportedInUnderASecond() throws Exception {
        List<String> args = new ArrayList<>(List.of("class", "report"));
        String ben = Files.readString(dir.resolve("ben.json"), StandardCharsets.UTF_8);
        for (int i = 0; i < 30; i++) {
            Path copy = dir.resolve("many").resolve("student-" + i + ".json");
            Files.createDirectories(copy.getParent());
            Files.writeString(copy, ben.replace("Ben Bitdiddle", "Student " + i));
            args.add(copy.toString());
        }
        cli(args.toArray(String[]::new));
        long start = System.nanoTime();
        Run r = cli(args.toArray(String[]::new));
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(r.out()).contains("30 hand-ins");
        assertThat(seconds).isLessThan(1);
        assertThat(r.out().indexOf("Student 2 ")).isLessThan(r.out().indexOf("Student 10 "));
        assertThat(r.out().lines().filter(l -> l.startsWith("  30 students"))).isNotEmpty()
                .allMatch(l -> l.startsWith("  30 students  students "));
    }

    @Test
    void theStudentsQuizRefusesWhatAnAssignmentDecidesItself() {
        Run seed = student("Eve", dir.resolve("eve.json"), List.of());
        assertThat(seed.out()).contains("Assignment 'Week 3'");
        Script noName = Script.run("quiz --assignment " + assignmentFile);
        assertThat(noName.err()).contains("--assignment needs your name for the hand-in: add --name \"Your Name\"");
        Script withSeed = Script.run("quiz --assignment " + assignmentFile + " --name X --seed 3");
        assertThat(withSeed.err()).contains("the assignment sets the questions itself: leave out --seed");
        Script nameAlone = Script.run("quiz --name X");
        assertThat(nameAlone.err()).contains("--name goes with --assignment FILE");
        Script notAnAssignment = Script.run("quiz --assignment " + dir.resolve("ada.json") + " --name X");
        assertThat(notAnAssignment.err()).contains("is a student's hand-in, not an assignment");
    }
}
