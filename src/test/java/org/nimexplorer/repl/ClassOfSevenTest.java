package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.NimSum;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.quiz.ClassReport;
import org.nimexplorer.quiz.ClassReport.Cell;
import org.nimexplorer.quiz.PlatformQuestion;
import org.nimexplorer.repl.Classroom.Run;

/**
 * A class of seven, each student a real session of the quiz, and the report checked cell by cell: Ada is
 * perfect; Ben adds where he should XOR and puts it right; Cy stops the quiz at Q6 after a wrong try;
 * Dee stops at once to finish a lesson first, stops again after Q1, and takes it again; Eve writes every
 * answer in another form the quiz reads; Fay gets everything wrong and edits her file to full marks; Gil
 * hands in Ada's file under his own name. The roster has Hal too, who hands in nothing.
 */
class ClassOfSevenTest {

    @TempDir
    static Path dir;

    private static Classroom room;
    private static List<Question> questions;
    private static ClassReport report;
    private static Run shown;

    @BeforeAll
    static void theClassHandsIn() throws Exception {
        room = Classroom.handedIn(dir);
        questions = room.assignment.questions();
        List<String> right = questions.stream().map(Question::answer).toList();

        List<String> cy = new ArrayList<>(right.subList(0, 5));
        cy.add(Classroom.plainlyWrong(questions.get(5)));
        cy.add("quiz stop");
        room.student("Cy Quitter", dir.resolve("cy-quit.json"), cy);

        Path dee = dir.resolve("dee.json");
        Run empty = room.student("Dee Retaker", dee, List.of("quiz stop"));
        assertThat(empty.out()).contains("Hand-in written to " + dee + " with no answer in it: it counts as no attempt."
                + " When you are ready, run the same command again (no --force needed).");
        Run again = room.student("Dee Retaker", dee, List.of(right.get(0), "quiz stop"));
        assertThat(again.err()).isEmpty();
        assertThat(again.out()).contains("for Dee Retaker.\n");
        List<String> deeAgain = new ArrayList<>(right);
        deeAgain.set(0, oddForm(questions.get(0)));
        room.student("Dee Retaker", dee, " --force", deeAgain);

        room.student("Eve Forms", dir.resolve("eve.json"), questions.stream().map(ClassOfSevenTest::oddForm).toList());

        List<String> fay = new ArrayList<>();
        for (Question q : questions) {
            String wrong = Classroom.plainlyWrong(q);
            fay.addAll(List.of(wrong, wrong, wrong));
        }
        room.student("Fay Forger", dir.resolve("fay.json"), fay);
        Classroom.claimFullMarks(dir.resolve("fay.json"));

        ObjectMapper json = new ObjectMapper();
        ObjectNode gil = (ObjectNode) json.readTree(dir.resolve("ada.json").toFile());
        gil.put("student", "Gil Copier");
        json.writeValue(dir.resolve("gil.json").toFile(), gil);

        Files.writeString(dir.resolve("roster.txt"), String.join("\n", "# Week 3, group B", "Ada Lovelace",
                "Ben Bitdiddle", "Cy Quitter", "Dee Retaker", "Eve Forms", "Fay Forger", "Hal Absent", "", "ada lovelace"));
        List<ClassReport.Named> read = new ArrayList<>();
        for (String f : files()) {
            read.add(new ClassReport.Named(f, ClassFiles.readHandIn(Path.of(f)).orThrow()));
        }
        report = ClassReport.of(room.assignment, read, List.of(),
                Optional.of(ClassFiles.readRoster(dir.resolve("roster.txt")).orThrow()));
        List<String> args = new ArrayList<>(List.of("class", "report"));
        args.addAll(files());
        args.addAll(List.of("--roster", dir.resolve("roster.txt").toString(), "--gradebook",
                dir.resolve("gradebook.csv").toString(), "--csv", dir.resolve("long.csv").toString(), "--html",
                dir.resolve("class.html").toString()));
        shown = Classroom.cli(args.toArray(String[]::new));
    }

    private static List<String> files() {
        return List.of("ada", "ben", "cy-quit", "dee", "eve", "fay", "gil").stream()
                .map(n -> dir.resolve(n + ".json").toString()).toList();
    }

    /** A right answer as a student might write it otherwise: "x = 9", "it is a P-position.", another spelling of a move. */
    static String oddForm(Question q) {
        if (q instanceof NimSum) {
            return "x = " + q.answer();
        }
        if (q instanceof PorN) {
            return "it is a " + q.answer().toLowerCase(java.util.Locale.ROOT) + "-position.";
        }
        String other = PlatformQuestion.of(1, 1, q).answers().stream().filter(PlatformQuestion.Answer::right)
                .map(PlatformQuestion.Answer::text).filter(a -> !a.equalsIgnoreCase(q.answer())).findFirst()
                .orElse(q.answer());
        assertThat(Grading.grade(q, other).correct()).as(other).isTrue();
        return other;
    }

    private static ClassReport.Student student(String name) {
        return report.students().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    private static List<Cell> cells(String name) {
        return student(name).marks().stream().map(ClassReport.Mark::cell).toList();
    }

    private static List<Cell> all(Cell c) {
        return Collections.nCopies(questions.size(), c);
    }

    @Test
    void everyCellOfTheGridIsHowThatStudentsQuestionEnded() {
        assertThat(cells("Ada Lovelace")).isEqualTo(all(Cell.FIRST_TRY));
        List<Cell> ben = questions.stream().map(q -> Classroom.misconceived(q).isPresent() ? Cell.LATER : Cell.FIRST_TRY)
                .toList();
        assertThat(cells("Ben Bitdiddle")).isEqualTo(ben);
        List<Cell> cy = new ArrayList<>(all(Cell.NOT_REACHED));
        Collections.fill(cy.subList(0, 5), Cell.FIRST_TRY);
        cy.set(5, Cell.STOPPED);
        assertThat(cells("Cy Quitter")).isEqualTo(cy);
        assertThat(student("Cy Quitter").stoppedAt()).contains(6);
        assertThat(student("Cy Quitter").marks().get(5).tries()).hasSize(1);
        assertThat(cells("Dee Retaker")).isEqualTo(all(Cell.FIRST_TRY));
        assertThat(cells("Eve Forms")).isEqualTo(all(Cell.FIRST_TRY));
        assertThat(cells("Fay Forger")).isEqualTo(all(Cell.WRONG));
        assertThat(cells("Gil Copier")).isEqualTo(all(Cell.FIRST_TRY));
    }

    @Test
    void theFiguresAreFirstTriesFirstAndAStopIsNotASkip() {
        assertThat(student("Ben Bitdiddle").solved()).isEqualTo(10);
        assertThat(student("Ben Bitdiddle").firstTry())
                .isEqualTo((int) questions.stream().filter(q -> Classroom.misconceived(q).isEmpty()).count());
        assertThat(student("Cy Quitter").marks()).noneMatch(ClassReport.Mark::skipped);
        assertThat(shown.out()).contains("Stopped the quiz before its end: Cy Quitter at Q6");
        assertThat(shown.out()).containsPattern("\nCy Quitter +5/10 +5/10 ");
        assertThat(shown.out()).containsPattern("\nCy Quitter +\\+  \\+  \\+  \\+  \\+  >  \\.  \\.  \\.  \\.\n");
    }

    @Test
    void aQuizStoppedToFinishALessonIsNoAttemptAndTheRetakeKeepsTheOneThatWas() {
        ClassReport.Student dee = student("Dee Retaker");
        assertThat(dee.attempt()).isEqualTo(2);
        assertThat(dee.earlier()).singleElement().satisfies(e -> {
            assertThat(e.answered()).isEqualTo(1);
            assertThat(e.claimed().firstTry()).isEqualTo(1);
        });
        assertThat(shown.out().replaceAll("\\s+", " ")).contains("Dee Retaker: attempt 2; before: 1/10 at the first"
                + " try, 1/10 in the end (1 of 10 questions reached, ended ");
    }

    @Test
    void theForgerAndBothSidesOfTheCopyAreFlaggedAndNoHonestStudentIs() {
        assertThat(report.students()).filteredOn(ClassReport.Student::flagged).extracting(ClassReport.Student::name)
                .containsExactly("Ada Lovelace", "Fay Forger", "Gil Copier");
        assertThat(student("Gil Copier").flags()).anySatisfy(f -> assertThat(f.text()).isEqualTo("the same answers and"
                + " timings, question by question, as the hand-in of Ada Lovelace (" + dir.resolve("ada.json")
                + "): one is a copy"));
        assertThat(student("Ada Lovelace").flags()).singleElement().satisfies(f -> assertThat(f.text())
                .contains("as the hand-in of Gil Copier ("));
        assertThat(student("Fay Forger").flags()).extracting(ClassReport.Flag::text).first().asString()
                .startsWith("was changed after the quiz wrote it");
        assertThat(student("Fay Forger").flags().get(1).text()).startsWith("states a score of 10/10");
        assertThat(student("Gil Copier").flags()).extracting(ClassReport.Flag::text)
                .anySatisfy(t -> assertThat(t).startsWith("was changed after the quiz wrote it"));
        assertThat(report.students()).filteredOn(s -> s.flags().stream().anyMatch(f -> f.text().contains("seal")))
                .extracting(ClassReport.Student::name).containsExactly("Fay Forger", "Gil Copier");
    }

    @Test
    void theRosterNamesWhoHasNotHandedInAndWhoIsNotOnIt() {
        ClassReport.Roster roster = report.roster().orElseThrow();
        assertThat(roster.size()).isEqualTo(7);
        assertThat(roster.missing()).containsExactly("Hal Absent");
        assertThat(roster.unlisted()).containsExactly("Gil Copier");
        assertThat(shown.out()).contains("Not handed in: 1 of 7 on the roster: Hal Absent.")
                .contains("Handed in under a name the roster does not have: Gil Copier.");
    }

    @Test
    void aJsonFileIsNoRosterAndTheReportSaysWhatARosterIs() {
        List<String> args = new ArrayList<>(List.of("class", "report"));
        args.addAll(files());
        args.addAll(List.of("--roster", dir.resolve("ada.json").toString()));
        Run r = Classroom.cli(args.toArray(String[]::new));
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("nim-explorer: --roster: '" + dir.resolve("ada.json") + "' is a JSON file (a hand-in"
                + " or an assignment?), not a class list: give a text file with one student's name to a line\n");
    }

    @Test
    void theHardQuestionsAndTheMisconceptionNameTheStudentsBehindThem() {
        for (ClassReport.Tally<org.nimexplorer.explain.Misconception> t : report.misconceptions()) {
            List<String> showed = report.students().stream().filter(s -> s.marks().stream().flatMap(m -> m.tries()
                    .stream()).anyMatch(g -> !g.right() && g.misconception().equals(Optional.of(t.key()))))
                    .map(ClassReport.Student::name).toList();
            assertThat(t.names()).as(t.key().key()).isEqualTo(showed);
        }
        assertThat(report.misconceptions()).anySatisfy(t -> assertThat(t.names()).contains("Ben Bitdiddle"));
        for (ClassReport.QuestionStat q : report.questions()) {
            List<String> missed = report.students().stream().filter(s -> s.marks().get(q.number() - 1).answered()
                    && !s.marks().get(q.number() - 1).firstTry()).map(ClassReport.Student::name).toList();
            assertThat(q.missed()).as("Q" + q.number()).isEqualTo(missed);
            assertThat(q.facility()).isEqualTo((double) q.firstTry() / report.students().size());
        }
    }

    @Test
    void theGradebookHasOneRowPerStudentWithEachQuestionsResult() throws Exception {
        List<Map<String, String>> rows = csv(dir.resolve("gradebook.csv"));
        assertThat(rows).extracting(r -> r.get("student")).containsExactly("Ada Lovelace", "Ben Bitdiddle",
                "Cy Quitter", "Dee Retaker", "Eve Forms", "Fay Forger", "Gil Copier", "Hal Absent");
        Map<String, String> cy = rows.get(2);
        assertThat(cy).containsEntry("firstTry", "5").containsEntry("solved", "5").containsEntry("stoppedAt", "6")
                .containsEntry("Q5", "first-try").containsEntry("Q6", "stopped").containsEntry("Q7", "not-reached");
        assertThat(rows.get(3)).containsEntry("attempt", "2").containsEntry("stoppedAt", "");
        assertThat(rows.get(5)).containsEntry("flagged", "true").containsEntry("Q1", "wrong");
        assertThat(rows).hasSize(8);
        assertThat(rows.get(7)).containsEntry("student", "Hal Absent").containsEntry("flags", "not handed in")
                .containsEntry("firstTry", "").containsEntry("Q1", "not-handed-in").containsEntry("Q10", "not-handed-in");
        for (Map<String, String> row : csv(dir.resolve("long.csv"))) {
            Question q = questions.get(Integer.parseInt(row.get("question")) - 1);
            assertThat(Grading.grade(q, row.get("rightAnswer")).correct()).isTrue();
        }
    }

    @Test
    void thePageHasTheGridTheRosterAndTheItemAnalysis() throws Exception {
        Document page = Jsoup.parse(dir.resolve("class.html").toFile(), "UTF-8");
        assertThat(page.select("#roster").text()).isEqualTo("Not handed in: 1 of 7 on the roster: Hal Absent.");
        Element cyRow = page.select("#grid tbody tr").stream().filter(r -> r.child(0).text().equals("Cy Quitter"))
                .findFirst().orElseThrow();
        assertThat(cyRow.select("td.cell").eachText()).containsExactly("+", "+", "+", "+", "+", ">", "·", "·", "·", "·");
        assertThat(page.select("#questions thead th").eachText()).doesNotContain("Discrimination").contains("Facility");
        assertThat(page.select("#students thead th").eachText()).contains("Stopped at").first().isEqualTo("Student");
    }

    private static List<Map<String, String>> csv(Path file) throws Exception {
        List<Map<String, String>> rows = new ArrayList<>();
        try (MappingIterator<Map<String, String>> it = new CsvMapper().readerFor(Map.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(file.toFile())) {
            it.forEachRemaining(rows::add);
        }
        return rows;
    }
}
