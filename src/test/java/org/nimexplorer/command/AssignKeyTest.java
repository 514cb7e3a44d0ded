package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.QuizFiles;

/** The instructor's answer key comes with the assignment, from the same seed. */
class AssignKeyTest {

    @Test
    void theKeyHoldsEveryQuestionOfTheAssignmentWithItsAnswer(@TempDir Path dir) throws Exception {
        Path work = dir.resolve("w.assignment.json");
        Path key = dir.resolve("key.md");
        Cli cli = Cli.run("assign", "--title", "T", "--seed", "7", "--count", "5", "--level", "easy", "-o",
                work.toString(), "--key", key.toString());
        assertThat(cli.status()).isZero();
        assertThat(cli.out()).contains("Questions and answer key written to " + key + ": keep it from the students.");
        Assignment a = ClassFiles.readAssignment(work).orThrow();
        String text = Files.readString(key, StandardCharsets.UTF_8);
        assertThat(text).startsWith("# T: answer key\n").contains("## Answer key");
        for (int i = 0; i < a.questions().size(); i++) {
            Question q = a.questions().get(i);
            assertThat(text).contains((i + 1) + ". " + q.prompt()).contains((i + 1) + ". **" + q.answer() + "**");
        }
    }

    @Test
    void aKeyNamedHtmlIsTheWorksheetToPrintWithTheKeyAfterTheStudentsPages(@TempDir Path dir) throws Exception {
        Path work = dir.resolve("w.assignment.json");
        Path key = dir.resolve("Week 3.HTML");
        Cli cli = Cli.run("assign", "--title", "Week 3", "--seed", "7", "--count", "5", "-o", work.toString(), "--key",
                key.toString());
        assertThat(cli.status()).isZero();
        assertThat(cli.out()).contains("Worksheet written to " + key + ": open it in a browser and print its first pages"
                + " for the students; the answer key prints on a page of its own, for you.");
        Assignment a = ClassFiles.readAssignment(work).orThrow();
        org.jsoup.nodes.Document page = org.jsoup.Jsoup.parse(key.toFile(), "UTF-8");
        assertThat(page.select("section.sheet h1").text()).isEqualTo("Week 3");
        assertThat(page.select("section.sheet .prompt").eachText())
                .isEqualTo(a.questions().stream().map(Question::prompt).toList());
        assertThat(page.select("section.key li strong").eachText())
                .isEqualTo(a.questions().stream().map(Question::answer).toList());
    }

    @Test
    void aKeyNamedPdfIsTheWorksheetLaidOutOnPaperWithTheKeyOnItsLastPage(@TempDir Path dir) throws Exception {
        Path work = dir.resolve("w.assignment.json");
        Path key = dir.resolve("week3.pdf");
        Cli cli = Cli.run("assign", "--title", "Week 3", "--seed", "7", "--count", "5", "-o", work.toString(), "--key",
                key.toString());
        assertThat(cli.status()).isZero();
        assertThat(cli.out()).contains("Worksheet written to " + key + ": print its first pages for the students; the"
                + " answer key prints on a page of its own, for you.");
        Assignment a = ClassFiles.readAssignment(work).orThrow();
        try (org.apache.pdfbox.pdmodel.PDDocument pdf = org.apache.pdfbox.Loader.loadPDF(key.toFile())) {
            org.apache.pdfbox.text.PDFTextStripper text = new org.apache.pdfbox.text.PDFTextStripper();
            text.setSortByPosition(true);
            text.setStartPage(pdf.getNumberOfPages());
            String last = text.getText(pdf).replaceAll("\\s+", " ");
            assertThat(last).startsWith("Answer key: Week 3");
            for (int i = 0; i < a.questions().size(); i++) {
                assertThat(last).contains((i + 1) + ". " + a.questions().get(i).answer() + ":");
            }
        }
    }

    @Test
    void aKeyAlreadyThereStopsBeforeTheAssignmentIsWritten(@TempDir Path dir) throws Exception {
        Path key = dir.resolve("key.md");
        Files.writeString(key, "mine");
        Path work = dir.resolve("w.assignment.json");
        Cli cli = Cli.run("assign", "--title", "T", "-o", work.toString(), "--key", key.toString());
        assertThat(cli.status()).isEqualTo(2);
        assertThat(cli.err().lines()).singleElement().asString().startsWith("nim-explorer: --key: ")
                .contains("--force");
        assertThat(work).doesNotExist();
        assertThat(Files.readString(key)).isEqualTo("mine");
    }

    @Test
    void theKeyCannotReplaceTheAssignment(@TempDir Path dir) {
        Path work = dir.resolve("w.json");
        Cli cli = Cli.run("assign", "--title", "T", "-o", work.toString(), "--key", dir.resolve(".").resolve("w.json")
                .toString());
        assertThat(cli.status()).isEqualTo(2);
        assertThat(cli.err()).isEqualTo("nim-explorer: --key and -o name the same file: the key would replace the"
                + " assignment; choose another name for the key\n");
        assertThat(work).doesNotExist();
    }

    @Test
    void aMoveQuestionsKeyNamesEveryWinningMove() {
        String key = QuizFiles.worksheet(1, Level.EASY, List.of(new FindMove(Position.of(7, 6, 6), Rules.NIM)));
        assertThat(key).contains("1. **A-7**: N-position (nim-sum 7): take 7 from A leaves 0 6 6; the other winning"
                + " moves, B-5, C-5, also count.");
    }
}
