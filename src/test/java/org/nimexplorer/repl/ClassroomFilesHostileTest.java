package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.Main;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.store.AppHome;

/**
 * Hand-ins made by a student who wants to fool the teacher's report or read the teacher's files: a
 * link to another file, control characters, a name that reads backwards or goes on for pages, a field
 * given twice, JSON nested a hundred thousand deep; and outputs aimed at the program's own files.
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ClassroomFilesHostileTest {

    @TempDir
    static Path dir;

    private static Path assignment;
    private static Path ada;
    private static final ObjectMapper JSON = new ObjectMapper();

    @BeforeAll
    static void anAssignmentAndAdasHandIn() {
        assignment = dir.resolve("week3.assignment.json");
        assertThat(ProgramRun.run("", "assign", "--title", "Week 3", "--seed", "42", "--count", "3", "-o",
                assignment.toString()).status()).isZero();
        ada = dir.resolve("ada.json");
        String answers = String.join("\n", ClassFiles.readAssignment(assignment).orThrow().questions().stream()
                .map(Question::answer).toList()) + "\n";
        ProgramRun.run(answers, "quiz", "--assignment", assignment.toString(), "--name", "Ada Lovelace",
                "--hand-in", ada.toString());
        assertThat(ada).exists();
    }

    /** The report in the terminal, the page and the spreadsheet. */
    private record Report(ProgramRun run, String html, String csv) {

        String all() {
            return run.out() + run.err() + html + csv;
        }
    }

    private static Report report(String name, Path... handIns) throws Exception {
        List<String> args = new ArrayList<>(List.of("class", "report"));
        for (Path p : handIns) {
            args.add(p.toString());
        }
        Path html = dir.resolve(name + ".html");
        Path csv = dir.resolve(name + ".csv");
        args.addAll(List.of("--assignment", assignment.toString(), "--html", html.toString(), "--csv", csv.toString(),
                "--force"));
        ProgramRun run = ProgramRun.run("", args.toArray(String[]::new));
        return new Report(run, Files.readString(html), Files.readString(csv));
    }

    /** What the program says on standard error, run as a command of its own with {@code home} as its folder. */
    private static String inItsOwnProcess(AppHome home, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("NIM_EXPLORER_HOME", home.dir().toString());
        Process process = builder.start();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return err;
    }

    private static Path edited(String to, Consumer<ObjectNode> edit) throws Exception {
        ObjectNode doc = (ObjectNode) JSON.readTree(ada.toFile());
        edit.accept(doc);
        Path file = dir.resolve(to);
        JSON.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), doc);
        return file;
    }

    /** The tries at the first question, which the report shows. */
    private static ArrayNode firstTries(ObjectNode doc) {
        return (ArrayNode) doc.get("answers").get(0).get("tries");
    }

    private static List<String> csvStudents(String csv) throws Exception {
        List<String> names = new ArrayList<>();
        try (MappingIterator<Map<String, String>> it = new CsvMapper().readerFor(Map.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(csv)) {
            it.forEachRemaining(row -> names.add(row.get("student")));
        }
        return names.stream().distinct().toList();
    }

    @Test
    void aHandInThatLinksToAnotherFileNeverShowsWhatThatFileHolds() throws Exception {
        Path passwd = dir.resolve("passwd.json");
        Files.createSymbolicLink(passwd, Path.of("/etc/passwd"));
        Path environ = dir.resolve("environ.json");
        Files.createSymbolicLink(environ, Path.of("/proc/self/environ"));
        assumeTrue(Files.isReadable(Path.of("/etc/passwd")) && Files.isReadable(Path.of("/proc/self/environ")));
        String firstLine = Files.readAllLines(Path.of("/etc/passwd")).get(0);
        Report r = report("links", ada, passwd, environ);
        assertThat(r.run().out().replaceAll("\\s+", " "))
                .contains(passwd + ": is not JSON: at line 1, column 1 it does not start with '{' as a Nim Explorer"
                        + " file does");
        assertThat(r.all()).doesNotContain(firstLine.substring(0, Math.min(8, firstLine.length())))
                .doesNotContain("PATH=").doesNotContain(String.valueOf(System.getenv("PATH")));
    }

    @Test
    void controlCharactersNeverReachThePageTheSpreadsheetOrTheTerminal() throws Exception {
        Path noisy = edited("noisy.json", doc -> {
            doc.put("student", "Bo\u0000b\u001b[31m\u0007");
            firstTries(doc).addObject().put("answer", "A-1\u0000\u001b\u0007")
                    .put("right", false);
        });
        Report r = report("noisy", ada, noisy);
        assertThat(r.all()).doesNotContain("\u0000").doesNotContain("\u001b").doesNotContain("\u0007");
        assertThat(r.html()).contains("Bo?b?[31m?");
        assertThat(csvStudents(r.csv())).contains("Bo?b?[31m?");
    }

    @Test
    void aNameThatReadsBackwardsIsShownAsTypedAndALookAlikeIsFlaggedAsTheSameName() throws Exception {
        Path evil = edited("evil.json", doc -> doc.put("student", "\u202eevil"));
        Path hidden = edited("hidden.json", doc -> doc.put("student", "Ada\u2066 Love\u200blace"));
        Path wide = edited("wide.json", doc -> doc.put("student", "ＡＤＡ ＬＯＶＥＬＡＣＥ"));
        Path joined = edited("joined.json", doc -> doc.put("student", "Ada\u200bLovelace"));
        Path spaced = edited("spaced.json", doc -> doc.put("student", "ada  lovelace"));
        Report r = report("bidi", ada, evil, hidden, wide, joined, spaced);
        for (String bidi : List.of("\u202e", "\u2066")) {
            assertThat(r.all()).doesNotContain(bidi);
        }
        assertThat(r.run().out()).contains("evil");
        assertThat(r.html()).contains("<td>evil</td>");
        assertThat(csvStudents(r.csv())).contains("evil");
        assertThat(r.run().out().replaceAll("\\s+", " ")).contains("5 hand-ins under the name Ada Lovelace");
    }

    @Test
    void aNameTenThousandCharactersLongIsCutTheSameEverywhere() throws Exception {
        Path longName = edited("long.json", doc -> doc.put("student", "x".repeat(10_000)));
        Report r = report("long", ada, longName);
        String shown = "x".repeat(59) + "…";
        assertThat(r.all()).doesNotContain("x".repeat(60));
        assertThat(r.html()).contains("<td>" + shown + "</td>");
        assertThat(csvStudents(r.csv())).contains(shown);
        assertThat(r.run().out()).contains("x".repeat(19) + "~");
    }

    @Test
    void aCellThatASpreadsheetWouldRunAfterSpacesOrInFullWidthIsQuoted() throws Exception {
        List<String> names = List.of(" =1+1", "\u3000=1+1", "＝1+1", "＋1", "－1", "＠SUM(A1)");
        List<Path> files = new ArrayList<>(List.of(ada));
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            files.add(edited("formula-" + i + ".json", doc -> firstTries(doc.put("student", "Ada")).insertObject(0).put("answer", name).put("right", false)));
        }
        Report r = report("formulas", files.toArray(Path[]::new));
        List<String> answers = new ArrayList<>();
        try (MappingIterator<Map<String, String>> it = new CsvMapper().readerFor(Map.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(r.csv())) {
            it.forEachRemaining(row -> answers.add(row.get("answers")));
        }
        for (String name : names) {
            assertThat(answers).anySatisfy(cell -> assertThat(cell).startsWith("'").contains(name));
        }
        assertThat(answers).noneSatisfy(cell -> assertThat(cell).matches("^[\\s\u3000]*[=+\\-@＝＋－＠].*"));
    }

    @Test
    void aFieldGivenTwiceIsLeftOutNotReadAsItsLastValue() throws Exception {
        Path twice = dir.resolve("twice.json");
        String text = Files.readString(ada);
        Files.writeString(twice, text.replaceFirst("\"student\" : \"Ada Lovelace\"",
                "\"student\" : \"Ada Lovelace\",\n  \"student\" : \"Mallory\""));
        assertThat(Files.readString(twice)).contains("Mallory");
        ProgramRun r = ProgramRun.run("", "class", "report", ada.toString(), twice.toString());
        assertThat(r.out()).doesNotContain("Mallory");
        assertThat(r.out().replaceAll("\\s+", " ")).containsPattern(twice + ": gives one field twice in the same"
                + " object \\(at line \\d+, column \\d+\\): was it edited by hand\\?");
    }

    @Test
    void jsonNestedAHundredThousandDeepIsRefusedWithWhereItWentTooDeep() throws Exception {
        Path deep = Files.writeString(dir.resolve("deep.json"), "[".repeat(100_000));
        Path deepObject = Files.writeString(dir.resolve("deep-object.json"), "{\"a\":".repeat(100_000));
        ProgramRun r = ProgramRun.run("", "class", "report", ada.toString(), deep.toString(), deepObject.toString());
        String out = r.out().replaceAll("\\s+", " ");
        assertThat(out).contains(deep + ": is nested deeper than 32 levels (at line 1, column 34), far deeper than any"
                + " Nim Explorer file");
        assertThat(out).contains(deepObject + ": is nested deeper than 32 levels (at line 1, column ");
        assertThat(out).doesNotContain("line 0");
    }

    @Test
    void noOutputGoesOntoTheProgramsOwnFiles(@TempDir Path other) throws Exception {
        AppHome home = new AppHome(other.resolve("home"));
        Script first = Script.runIn(home, "lesson start the-game", "lesson stop");
        assertThat(home.progress()).exists();
        String progress = Files.readString(home.progress());
        String sameFile = home.dir().resolve(".").resolve("progress.json").toString();
        Script s = Script.runIn(home, "record " + home.progress() + " --force", "record " + sameFile + " --append",
                "xor 5 6", "record stop",
                "lesson start the-game --walkthrough --step-log " + home.history() + " --force", "lesson stop",
                "quiz --export gift " + home.progress() + " --force",
                "quiz --worksheet " + home.dir().resolve("progress.json.lock") + " --force");
        assertThat(first.err()).isEmpty();
        assertThat(s.out()).contains("Not recording.").doesNotContain("Transcript saved");
        assertThat(s.err()).contains("cannot record to '" + home.progress() + "': it is the program's own progress file;"
                + " choose another name")
                .contains("cannot record to '" + sameFile + "': it is the program's own progress file")
                .contains("--step-log: cannot write '" + home.history() + "': it is the program's own history file")
                .contains("--export: cannot write '" + home.progress() + "': it is the program's own progress file")
                .contains("--worksheet: cannot write '" + home.dir().resolve("progress.json.lock") + "': it is one of"
                        + " the program's own files");
        assertThat(Files.readString(home.progress())).isEqualTo(progress);
        for (String args : List.of("class report " + ada + " --html " + home.progress() + " --force",
                "assign --title W -o " + home.progress() + " --force")) {
            assertThat(inItsOwnProcess(home, args.split(" "))).as(args).contains("it is the program's own progress file");
        }
        assertThat(Files.readString(home.progress())).isEqualTo(progress);
    }
}
