package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.QuizExport;
import org.nimexplorer.quiz.QuizGenerator;
import org.nimexplorer.render.Gift;
import org.nimexplorer.render.MoodleXml;
import org.nimexplorer.store.AppHome;

/** 'quiz --export FORMAT FILE' as an instructor types it: on the command line and in the session. */
class QuizExportTest {

    /** The program's command line, with nothing on standard input: an export must not wait for answers. */
    private static ProgramRun cli(String... args) {
        return ProgramRun.run("", args);
    }

    private static String[] words(String line) {
        return line.split(" ");
    }

    @Test
    void theFileDoesNotDependOnTheWidthOfTheWindowItIsWrittenFrom(@TempDir Path dir) throws Exception {
        Path narrow = dir.resolve("narrow.xml");
        Path wide = dir.resolve("wide.xml");
        TerminalSessionTest.session(new AppHome(dir), "quiz --export moodle " + narrow + " --seed 9 --count 6 --level hard\n",
                40);
        TerminalSessionTest.session(new AppHome(dir), "quiz --export moodle " + wide + " --seed 9 --count 6 --level hard\n",
                100);
        assertThat(Files.readString(narrow)).as("the worked answers keep their 80-column layout")
                .contains("<pre>").isEqualTo(Files.readString(wide));
    }

    @Test
    void thePenaltyOfAWrongTryIsTheTeachersExceptBetweenTwoOptions(@TempDir Path dir) throws Exception {
        for (String given : List.of("0.1", "10%", " 0.1 ")) {
            Path xml = dir.resolve("p.xml");
            ProgramRun run = cli("quiz", "--export", "moodle", xml.toString(), "--seed", "7", "--count", "12",
                    "--penalty", given, "--force");
            assertThat(run.err()).isEmpty();
            List<String> penalties = java.util.regex.Pattern.compile("<penalty>([^<]*)</penalty>").matcher(
                    Files.readString(xml)).results().map(m -> m.group(1)).distinct().sorted().toList();
            assertThat(penalties).as(given).containsExactly("0.1000000", "1");
        }
        Path xml = dir.resolve("d.xml");
        cli("quiz", "--export", "moodle", xml.toString(), "--seed", "7", "--count", "12");
        assertThat(Files.readString(xml)).contains("<penalty>0.3333333</penalty>").contains("<penalty>1</penalty>");
        for (String wrong : List.of("2", "-0.5", "x", "1e-1x", "NaN", "150%")) {
            ProgramRun run = cli("quiz", "--export", "moodle", dir.resolve("w.xml").toString(), "--penalty", wrong);
            assertThat(run.status()).as(wrong).isEqualTo(2);
            assertThat(run.err()).as(wrong).isEqualTo("nim-explorer: --penalty: '" + wrong + "' is not a share of the"
                    + " mark: give one from 0 (a wrong try costs nothing) to 1 (it costs the whole mark), like 0.1 or"
                    + " 10%\n");
        }
        assertThat(cli("quiz", "--export", "gift", dir.resolve("g.txt").toString(), "--penalty", "0.1").err())
                .startsWith("nim-explorer: --penalty goes with --export moodle: GIFT has no penalty of its own");
        assertThat(cli("quiz", "--worksheet", dir.resolve("s.md").toString(), "--penalty", "0.1").err())
                .startsWith("nim-explorer: --penalty goes with --export moodle: it is what a wrong try costs");
    }

    @Test
    void bothFormatsHoldTheQuestionsTheSameOptionsGiveAWorksheet(@TempDir Path dir) throws Exception {
        String options = " --seed 3 --count 6 --level easy --misere --subtract 1-4 --kinds move,outcome";
        Path xml = dir.resolve("week3.xml");
        Path gift = dir.resolve("week3.txt");
        Path sheet = dir.resolve("week3.md");
        ProgramRun moodle = cli(words("quiz --export moodle " + xml + options));
        ProgramRun giftRun = cli(words("quiz --export gift " + gift + options));
        assertThat(cli(words("quiz --worksheet " + sheet + options)).status()).isZero();
        assertThat(moodle.status()).isZero();
        assertThat(giftRun.status()).isZero();
        assertThat(moodle.out().replace("\n", " ").strip()).isEqualTo("6 questions (seed 3) written to " + xml
                + "; import it in the course's question bank as 'Moodle XML format'.");
        assertThat(moodle.out().lines()).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(80));
        assertThat(giftRun.out()).endsWith("as 'GIFT format'.\n");
        Rules rules = new Rules(Play.MISERE, MoveSet.parse("1-4").orThrow());
        QuizExport quiz = QuizExport.of(3, Level.EASY, rules, QuizGenerator.generate(3, 6, Level.EASY, rules,
                List.of("move", "outcome")));
        assertThat(Files.readString(xml)).isEqualTo(MoodleXml.render(quiz));
        assertThat(Files.readString(gift)).isEqualTo(Gift.render(quiz));
        List<String> asked = new ArrayList<>();
        for (String line : Files.readAllLines(sheet)) {
            if (line.matches("[0-9]+\\. [A-Z].*") && !line.contains("**")) {
                asked.add(line.substring(line.indexOf(' ') + 1));
            }
        }
        assertThat(asked).hasSize(6);
        String text = Files.readString(xml);
        for (String prompt : asked) {
            assertThat(text).contains("<p>" + prompt.replace("&", "&amp;").replace("<", "&lt;") + "</p>");
        }
    }

    @Test
    void anUnknownFormatIsRefusedInOneLineThatListsTheFormats(@TempDir Path dir) {
        Path file = dir.resolve("quiz.xlsx");
        ProgramRun r = cli(words("quiz --export xlsx " + file + " --seed 1"));
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("nim-explorer: --export: 'xlsx' is not a format; the formats are moodle, gift,"
                + " as in --export moodle quiz.xml\n");
        assertThat(file).doesNotExist();
    }

    @Test
    void anEmptyFileNameIsRefusedAsEmpty() {
        ProgramRun r = cli("quiz", "--export", "moodle", "", "--seed", "1");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.err()).startsWith("nim-explorer: --export needs a file name, not an empty word");
    }

    @Test
    void oneQuestionIsSaidInTheSingular(@TempDir Path dir) throws Exception {
        Path gift = dir.resolve("one.txt");
        ProgramRun export = cli(words("quiz --export gift " + gift + " --seed 1 --count 1"));
        assertThat(export.out().replace("\n", " ").strip()).isEqualTo("1 question (seed 1) written to " + gift
                + "; import it in the course's question bank as 'GIFT format'.");
        assertThat(Files.readString(gift)).startsWith("// Nim Explorer: 1 question, seed 1, level medium");
        Path sheet = dir.resolve("one.md");
        assertThat(cli(words("quiz --worksheet " + sheet + " --seed 1 --count 1")).out()).isEqualTo(
                "Worksheet with 1 question and the answer key written to " + sheet + " (seed 1).\n");
    }

    @Test
    void aFileAlreadyThereIsKeptUnlessForceSaysToReplaceIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("quiz.xml");
        Files.writeString(file, "the instructor's own file");
        ProgramRun kept = cli(words("quiz --export moodle " + file + " --seed 1 --count 2"));
        assertThat(kept.status()).isEqualTo(2);
        assertThat(kept.err()).isEqualTo("nim-explorer: --export: '" + file + "' already exists; add --force to replace"
                + " it, or choose another name\n");
        assertThat(Files.readString(file)).isEqualTo("the instructor's own file");
        ProgramRun forced = cli(words("quiz --export moodle " + file + " --seed 1 --count 2 --force"));
        assertThat(forced.status()).isZero();
        assertThat(Files.readString(file)).startsWith("<?xml");
        assertThat(dir.toFile().list()).containsExactly("quiz.xml");
    }

    @Test
    void anAssignmentExportsTheQuestionsItHandsOut(@TempDir Path dir) throws Exception {
        Path work = dir.resolve("week3.assignment.json");
        assertThat(cli("assign", "--title", "Week 3", "--seed", "42", "--count", "6", "--misere", "-o", work.toString())
                .status()).isZero();
        Path fromAssignment = dir.resolve("from-assignment.xml");
        Path fromOptions = dir.resolve("from-options.xml");
        ProgramRun r = cli(words("quiz --export moodle " + fromAssignment + " --assignment " + work));
        assertThat(r.status()).as(r.err()).isZero();
        assertThat(r.out().replace("\n", " ").strip()).isEqualTo("6 questions (seed 42) written to " + fromAssignment
                + "; import it in the course's question bank as 'Moodle XML format'.");
        assertThat(cli(words("quiz --export moodle " + fromOptions + " --seed 42 --count 6 --misere")).status()).isZero();
        assertThat(Files.readString(fromAssignment)).as("the same questions, filed under the assignment's title")
                .contains("<text>$course$/top/Week 3, Nim quiz, seed 42, level medium")
                .isEqualTo(Files.readString(fromOptions).replace("top/Nim quiz", "top/Week 3, Nim quiz"));
        ProgramRun seeded = cli(words("quiz --export gift " + dir.resolve("q.txt") + " --assignment " + work
                + " --seed 7"));
        assertThat(seeded.status()).isEqualTo(2);
        assertThat(seeded.err()).isEqualTo("nim-explorer: the assignment sets the questions itself: leave out --seed\n");
        ProgramRun missing = cli(words("quiz --export gift " + dir.resolve("q.txt") + " --assignment "
                + dir.resolve("none.json")));
        assertThat(missing.status()).isEqualTo(2);
        assertThat(missing.err()).startsWith("nim-explorer: --assignment: '").hasLineCount(1);
        assertThat(dir.resolve("q.txt")).doesNotExist();
    }

    @Test
    void anExportAsksNothingSoWhatAnswersAQuizIsRefused(@TempDir Path dir) {
        Path file = dir.resolve("quiz.txt");
        for (String beside : List.of("--name Ada", "--hand-in ada.json", "--worksheet " + dir.resolve("w.md"),
                "--report " + dir.resolve("r.csv"), "--review", "--practice")) {
            ProgramRun r = cli(words("quiz --export gift " + file + " " + beside));
            String option = beside.split(" ")[0];
            assertThat(r.status()).as(beside).isEqualTo(2);
            assertThat(r.err()).as(beside).isEqualTo("nim-explorer: --export writes the questions to a file and asks"
                    + " none: leave out " + option + "\n");
        }
        ProgramRun twice = cli(words("quiz --export gift " + file + " --export moodle " + dir.resolve("q.xml")));
        assertThat(twice.status()).isEqualTo(2);
        assertThat(twice.err()).startsWith("nim-explorer: --export goes once").hasLineCount(1);
        ProgramRun noFile = cli("quiz", "--export", "gift");
        assertThat(noFile.status()).isEqualTo(2);
        assertThat(noFile.err()).startsWith("nim-explorer: --export needs FORMAT FILE after it").hasLineCount(1);
        assertThat(dir.toFile().list()).isEmpty();
    }

    @Test
    void inTheSessionAnExportIsOneLineAndTheSessionGoesOn(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("q.xml");
        Script s = Script.runIn(new AppHome(dir.resolve("home")), "quiz --export moodle " + file + " --seed 4 --count 3",
                "quiz --export moodle " + file + " --seed 4 --count 3", "xor 5 6");
        assertThat(s.out()).startsWith("3 questions (seed 4) written to " + file).contains("5 xor 6");
        assertThat(s.err()).isEqualTo("error: --export: '" + file + "' already exists; add --force to replace it, or"
                + " choose another name\n");
        assertThat(s.status()).isEqualTo(2);
        assertThat(Files.readString(file)).contains("<question type=\"category\">");
    }
}
