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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.command.Launcher;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.NimSum;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.render.Width;
import org.nimexplorer.store.AppHome;

/**
 * What a class report must not be fooled by, nor hide from the teacher: a hand-in given twice, lessons
 * the assignment never named, edits to the verdicts or the time, a name a spreadsheet would run, wide
 * letters in a name, a file that is plain text, and an output file that cannot be written.
 */
class ClassReportTrustTest {

    @TempDir
    static Path dir;

    private static Path assignmentFile;
    private static List<Question> questions;
    private static Path ada;
    private static final ObjectMapper JSON = new ObjectMapper();

    private record Run(int status, String out, String err) {

        /** The output with every run of spaces and line breaks as one space, as a wrapped paragraph reads. */
        String flat() {
            return out.replaceAll("\\s+", " ");
        }
    }

    private static Run cli(List<String> args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Launcher.run(args.toArray(String[]::new), new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(status, out.toString(), err.toString());
    }

    private static Run report(Object... args) {
        List<String> all = new ArrayList<>(List.of("class", "report"));
        for (Object a : args) {
            all.add(a.toString());
        }
        return cli(all);
    }

    private static Path student(String name, String file, List<String> answers) {
        Path handIn = dir.resolve(file);
        List<String> lines = new ArrayList<>();
        lines.add("quiz --assignment " + assignmentFile + " --name \"" + name + "\" --hand-in " + handIn);
        lines.addAll(answers);
        Repl.runStream(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")),
                new PrintWriter(new StringWriter(), true), new PrintWriter(new StringWriter(), true),
                new Repl.Flags(true, false, false), new AppHome(dir.resolve("home-" + file)));
        assertThat(handIn).exists();
        return handIn;
    }

    /** A copy of a hand-in, edited as a student with a text editor would edit it. */
    private static Path edited(Path from, String to, Consumer<ObjectNode> edit) throws Exception {
        ObjectNode doc = (ObjectNode) JSON.readTree(from.toFile());
        edit.accept(doc);
        Path file = dir.resolve(to);
        Files.createDirectories(file.getParent());
        JSON.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), doc);
        return file;
    }

    private static ObjectNode answer(ObjectNode doc, int number) {
        return (ObjectNode) doc.get("answers").get(number - 1);
    }

    private static String wrong(Question q) {
        if (q instanceof PorN) {
            return q.answer().equals("P") ? "N" : "P";
        }
        if (q instanceof NimSum) {
            return Long.toString(Long.parseLong(q.answer()) + 1);
        }
        return q.answer().equalsIgnoreCase("none") ? "A-1" : "none";
    }

    @BeforeAll
    static void anAssignmentWithLessonsAndOneHonestHandIn() {
        assignmentFile = dir.resolve("week3.assignment.json");
        Run assign = cli(List.of("assign", "--title", "Week 3", "--seed", "42", "--count", "6", "--lessons",
                "the-game,xor", "-o", assignmentFile.toString()));
        assertThat(assign.err()).isEmpty();
        questions = ClassFiles.readAssignment(assignmentFile).orThrow().questions();
        ada = student("Ada Lovelace", "ada.json", questions.stream().map(Question::answer).toList());
    }

    @Test
    void aHandInGivenTwiceOrCopiedCountsOnceAndIsLeftOutAsTheSame() throws Exception {
        Path copy = dir.resolve("ada-copy.json");
        Files.copy(ada, copy);
        Path csv = dir.resolve("twice.csv");
        Run r = report(ada, ada, dir.resolve(".").resolve("ada.json"), copy, "--csv", csv);
        assertThat(r.status()).isZero();
        assertThat(r.out().lines().findFirst().orElseThrow()).endsWith(", 1 hand-in");
        assertThat(r.out().lines().filter(l -> l.startsWith("Ada Lovelace") && l.contains("/"))).hasSize(1);
        assertThat(r.flat()).contains("Left out " + ada + ": the same hand-in as " + ada + " (named twice) "
                + dir.resolve(".").resolve("ada.json") + ": the same hand-in as " + ada + " " + copy
                + ": the same hand-in as " + ada + " (a copy of it, byte for byte)");
        assertThat(Files.readAllLines(csv)).hasSize(1 + 6);
    }

    @Test
    void twoDifferentHandInsUnderOneNameAreBothKeptAndFlagged() throws Exception {
        Path again = edited(ada, "ada-again.json", doc -> doc.put("seconds", 41));
        Run r = report(ada, again);
        assertThat(r.out()).contains(", 2 hand-ins");
        assertThat(r.out().lines().filter(l -> l.startsWith("Ada Lovelace !"))).hasSize(2);
        String flag = "- two hand-ins under the name Ada Lovelace: " + ada + ", " + again;
        assertThat(r.flat()).contains("! Ada Lovelace (" + ada + "), graded from its answers: " + flag)
                .contains("! Ada Lovelace (" + again + "), graded from its answers: - was changed after the quiz wrote it:"
                        + " what it holds (answers, times, lessons or score) no longer matches its seal " + flag);
    }

    @Test
    void onlyTheLessonsTheAssignmentNamesCountTowardLessons() throws Exception {
        Path claims = edited(ada, "lessons.json", doc -> {
            ArrayNode lessons = doc.putArray("lessons");
            for (String id : List.of("patterns", "bouton", "made-up", "the-game", "the-game")) {
                lessons.addObject().put("id", id).put("finished", true).put("stepsDone", 4).put("steps", 4);
            }
            doc.put("student", "Al Claims");
        });
        Run r = report(claims);
        assertThat(r.out()).containsPattern("Al Claims ! +6/6 +6/6 +\\d+:\\d\\d +0 +1/2\n");
        assertThat(r.flat()).contains("- lists lessons the assignment does not name (patterns, bouton, made-up); not"
                + " counted");
    }

    @Test
    void eachFlagSaysWhichQuestionAndWhichFieldDiffer() throws Exception {
        Question first = questions.get(0);
        Question second = questions.get(1);
        Path honest = student("Cy", "cy.json", List.of(wrong(first), wrong(first), wrong(first), second.answer()));
        Path cy = edited(honest, "cy-edited.json", doc -> {
            ObjectNode q1 = answer(doc, 1);
            q1.put("firstTry", true).put("solved", true);
            ((ObjectNode) q1.get("tries").get(0)).put("right", true);
            ((ObjectNode) answer(doc, 2).get("tries").get(0)).put("right", false);
            ((ObjectNode) doc.get("score")).put("solved", 2).put("firstTry", 2);
        });
        Run r = report(cy);
        assertThat(r.flat()).contains("! Cy (" + cy + "), graded from its answers:"
                + " - was changed after the quiz wrote it: what it holds (answers, times, lessons or score) no longer matches its seal"
                + " - states a score of 2/6 (2 at the first try); its answers grade 1/6 (1 at the first try)"
                + " - Q1: the file marks as right what the engine grades wrong: try 1 '" + wrong(first)
                + "', first try, solved"
                + " - Q2: the file marks as wrong what the engine grades right: try 1 '" + second.answer() + "'");
        assertThat(r.out()).doesNotContain("more difference");
        List<String> flagLines = r.out().lines().dropWhile(l -> !l.startsWith("! Cy")).skip(1)
                .takeWhile(l -> !l.isBlank()).toList();
        assertThat(flagLines).allSatisfy(l -> assertThat(l).startsWith("  "));
        assertThat(flagLines.stream().filter(l -> l.startsWith("  - "))).hasSize(4);
        assertThat(flagLines).hasSizeLessThanOrEqualTo(8);
    }

    @Test
    void aCsvCellThatWouldStartAFormulaIsQuotedAndNumbersStayNumbers() throws Exception {
        List<Object> files = new ArrayList<>();
        List<String> names = List.of("=HYPERLINK(\"http://x\",\"click\")", "+1 Plus", "-2 Minus", "@me", "\tTab",
                "\rReturn");
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            files.add(edited(ada, "formula-" + i + ".json", doc -> doc.put("student", name)));
        }
        Path csv = dir.resolve("formulas.csv");
        files.addAll(List.of("--csv", csv));
        Run r = report(files.toArray());
        assertThat(r.status()).isZero();
        List<Map<String, String>> rows = new ArrayList<>();
        try (MappingIterator<Map<String, String>> it = new CsvMapper().readerFor(Map.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(csv.toFile())) {
            it.forEachRemaining(rows::add);
        }
        assertThat(rows).hasSize(names.size() * 6);
        // A name is shown without the spaces around it, so the tab and the return before a name are gone.
        assertThat(rows.stream().map(row -> row.get("student")).distinct()).containsExactlyInAnyOrder(
                "'=HYPERLINK(\"http://x\",\"click\")", "'+1 Plus", "'-2 Minus", "'@me", "Tab", "Return");
        assertThat(rows).allSatisfy(row -> {
            assertThat(row.get("question")).matches("\\d+");
            assertThat(row.get("tries")).matches("\\d+");
            assertThat(row.get("hints")).matches("\\d+");
            assertThat(row.get("seconds")).matches("\\d+\\.\\d+");
        });
        String text = Files.readString(csv);
        assertThat(text).doesNotContainPattern("(^|,)\"?[=+\\-@]").contains(",1,outcome,");
        assertThat(text).contains("\"'=HYPERLINK(\"\"http://x\"\",\"\"click\"\")\"");
    }

    @Test
    void firstTryIsAShareOfTheAssignmentsQuestionsNotOfThoseAnswered() throws Exception {
        Path dee = student("Dee", "dee.json", List.of(questions.get(0).answer()));
        Path html = dir.resolve("dee.html");
        Path csv = dir.resolve("dee.csv");
        Run r = report(dee, "--html", html, "--csv", csv);
        assertThat(r.out()).containsPattern("\nDee +1/6 +1/6 ");
        Document page = Jsoup.parse(html.toFile(), "UTF-8");
        assertThat(page.select("table#students tbody td").eachText()).contains("1/6");
        assertThat(Files.readAllLines(csv).stream().filter(l -> l.startsWith("Dee,"))).hasSize(6);
    }

    @Test
    void aFileIsNamedWholeInEveryMessage() throws Exception {
        Path deep = dir.resolve("hand-ins-for-the-week-three-class").resolve("week3-ada-lovelace-final.json");
        Files.createDirectories(deep.getParent());
        Files.copy(ada, deep);
        Run r = report(deep, "--assignment", deep);
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("nim-explorer: --assignment: '" + deep + "' is a student's hand-in, not an"
                + " assignment\n");
        Path missing = deep.resolveSibling("week3-ben-bitdiddle-final.json");
        assertThat(report(ada, missing).flat()).contains(missing + ": does not exist");
        Script quiz = Script.runIn(new AppHome(dir.resolve("home-quiz")), "quiz --assignment " + deep + " --name X");
        assertThat(quiz.err()).contains("'" + deep + "' is a student's hand-in, not an assignment");
        Path nowhere = dir.resolve("no-such-folder-for-hand-ins").resolve("week3-ada-lovelace-final.json");
        Script handIn = Script.runIn(new AppHome(dir.resolve("home-quiz")), "quiz --assignment " + assignmentFile
                + " --name X --hand-in " + nowhere);
        assertThat(handIn.err()).contains("--hand-in: cannot write '" + nowhere + "'");

        String longPath = "/home/teacher/" + "a-folder-with-a-long-name/".repeat(6) + "week3-ada-lovelace.json";
        String shown = Text.path(longPath);
        assertThat(shown).hasSizeLessThanOrEqualTo(Text.PATH).startsWith("/home/teacher/a-folder")
                .endsWith(".../week3-ada-lovelace.json");
    }

    @Test
    void anOutputThatCannotBeWrittenStopsTheReportBeforeItPrints() throws Exception {
        Path kept = dir.resolve("kept.csv");
        Files.writeString(kept, "the teacher's own notes\n");
        Path aFile = dir.resolve("plain-file");
        Files.writeString(aFile, "x");
        for (List<Object> outputs : List.<List<Object>>of(List.of("--csv", dir.resolve("missing").resolve("week3.csv")),
                List.of("--html", dir), List.of("--csv", kept), List.of("--html", aFile.resolve("week3.html")),
                List.of("--csv", ada, "--force"), List.of("--csv", dir.resolve("same.out"), "--html",
                        dir.resolve("same.out")))) {
            List<Object> args = new ArrayList<>(List.of(ada));
            args.addAll(outputs);
            Run r = report(args.toArray());
            assertThat(r.status()).as(outputs.toString()).isEqualTo(2);
            assertThat(r.out()).as(outputs.toString()).isEmpty();
            assertThat(r.err().lines()).as(outputs.toString()).hasSize(1);
        }
        assertThat(report(ada, "--csv", dir.resolve("missing").resolve("week3.csv")).err())
                .isEqualTo("nim-explorer: --csv: cannot write '" + dir.resolve("missing").resolve("week3.csv")
                        + "': there is no folder '" + dir.resolve("missing") + "'; create it first, or choose another"
                        + " name\n");
        assertThat(report(ada, "--csv", ada, "--force").err()).contains("is a file the report reads");
        assertThat(JSON.readTree(ada.toFile()).get("student").asText()).isEqualTo("Ada Lovelace");
        assertThat(Files.readString(kept)).isEqualTo("the teacher's own notes\n");
    }

    @Test
    void plainTextIsNotJsonAndOnlyJsonThatEndsEarlyIsCalledCutShort() throws Exception {
        Path notes = dir.resolve("notes.json");
        Files.writeString(notes, "hello world, these are my notes for the class\n");
        Path cut = dir.resolve("cut.json");
        String whole = Files.readString(ada);
        Files.writeString(cut, whole.substring(0, whole.length() / 2));
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, whole.replaceFirst(",", ",,"));
        Path empty = dir.resolve("empty.json");
        Files.writeString(empty, "");
        String left = report(ada, notes, cut, broken, empty).flat();
        assertThat(left).contains(notes + ": is not JSON: at line 1, column 1 it does not start with '{' as a Nim"
                + " Explorer file does").doesNotContain("hello")
                .contains(cut + ": is not valid JSON: it ends early, at line")
                .contains(broken + ": is not valid JSON: at line 2, column")
                .contains(empty + ": is empty");
        assertThat(left.split("cut short")).hasSize(2);
    }

    @Test
    void wideAndCombiningLettersKeepTheColumnsInLine() throws Exception {
        assertThat(Width.of("李")).isEqualTo(2);
        assertThat(Width.of("Zoe\u0308")).isEqualTo(3);
        List<Object> files = new ArrayList<>();
        for (String name : List.of("李小龍", "Zoe\u0308 Ng", "Łukasz", "Ｆｕｌｌ", "Dee O'Brien-Łukasz 李")) {
            files.add(edited(ada, "wide-" + files.size() + ".json", doc -> doc.put("student", name)));
        }
        Run r = report(files.toArray());
        List<String> rows = r.out().lines().filter(l -> l.contains("6/6")).toList();
        assertThat(rows).hasSize(5);
        assertThat(rows).allSatisfy(l -> assertThat(Width.of(l.substring(0, l.indexOf("6/6")))).isEqualTo(24));
        assertThat(rows).allSatisfy(l -> assertThat(Width.of(l)).isLessThanOrEqualTo(80));
    }

    @Test
    void aTimeNoQuizTakesIsFlaggedAndShownAsAQuestionMark() throws Exception {
        Path forever = edited(ada, "forever.json", doc -> {
            doc.put("student", "Forever").put("seconds", 1e16);
        });
        Path backwards = edited(ada, "backwards.json", doc -> {
            doc.put("student", "Backwards").put("seconds", -5);
            answer(doc, 2).put("seconds", -3.0);
        });
        Path csv = dir.resolve("times.csv");
        Run r = report(forever, backwards, "--csv", csv);
        assertThat(r.out()).containsPattern("\nForever ! +6/6 +6/6 +\\? +0 ")
                .containsPattern("\nBackwards ! +6/6 +6/6 +\\? +0 ");
        assertThat(r.flat()).contains("- states the quiz took 10000000000000000 seconds, more than a day; its time is"
                + " shown as ?")
                .contains("- states the quiz took -5 seconds; its time is shown as ?")
                .contains("- Q2: the file gives it -3 seconds; shown as ?");
        assertThat(Files.readAllLines(csv)).anySatisfy(l -> assertThat(l).startsWith("Backwards,").contains(",2,nim-sum,")
                .contains(",0,,"));
    }
}
