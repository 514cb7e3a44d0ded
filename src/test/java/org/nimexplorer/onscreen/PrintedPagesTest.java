package org.nimexplorer.onscreen;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pages a teacher gets, as a browser shows and prints them: the class report at 1280 x 800 (a projector) and on
 * paper, and the worksheet on paper, made by the program as the teacher makes them (an assignment, three students
 * handing in, the report) and read back from Chromium's screenshot and PDF.
 */
class PrintedPagesTest {

    private static final List<String> STUDENTS = List.of("Ada Lovelace", "Ben Bitdiddle", "Cy Young");

    @TempDir
    static Path dir;

    private static List<String> questions = List.of();
    private static List<String> answers = List.of();

    @BeforeAll
    static void theTeacherAssignsTheClassHandsInAndTheReportIsWritten() throws Exception {
        assertThat(Program.run(dir, "", "assign", "--title", "Week 3", "--seed", "42", "--count", "6", "-o",
                "week3.assignment.json", "--key", "key.md").status()).isZero();
        assertThat(Program.run(dir, "", "assign", "--title", "Week 3", "--seed", "42", "--count", "6", "-o",
                "sheet.assignment.json", "--key", "sheet.html").status()).isZero();
        String key = Files.readString(dir.resolve("key.md"), StandardCharsets.UTF_8);
        questions = numbered(key.substring(0, key.indexOf("## Answer key")), "(.+)");
        answers = numbered(key.substring(key.indexOf("## Answer key")), "\\*\\*(.+?)\\*\\*.*");
        assertThat(questions).hasSize(6);
        assertThat(answers).hasSize(6);
        handIn("Ada Lovelace", "ada.json", String.join("\n", answers));
        handIn("Ben Bitdiddle", "ben.json", answers.get(0) + "\nquiz stop");
        handIn("Cy Young", "cy.json", "skip\n".repeat(6));
        Files.writeString(dir.resolve("roster.txt"), String.join("\n", STUDENTS) + "\nHal Absent\n");
        Program report = Program.run(dir, "", "class", "report", "ada.json", "ben.json", "cy.json", "--roster",
                "roster.txt", "--html", "class.html");
        assertThat(report.status()).as(report.out()).isZero();
    }

    private static void handIn(String name, String file, String typed) {
        Program quiz = Program.run(dir, typed + "\n", "quiz", "--assignment", "week3.assignment.json", "--name", name,
                "--hand-in", file);
        assertThat(dir.resolve(file)).as(quiz.out()).exists();
    }

    /** The text of each numbered line ("1. ...") of {@code text}, as {@code rest} catches it. */
    private static List<String> numbered(String text, String rest) {
        List<String> found = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^\\d+\\. " + rest + "$").matcher(text);
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    /**
     * On a projector (a window of 1280 x 800) nothing is wider than the window and the headline chart's bars are
     * drawn in their colour; on paper every student is there, the one on the roster who did not hand in too.
     */
    @Test
    void theClassReportFitsAProjectorAndPrintsWhole(@TempDir Path work) {
        Chromium chromium = Chromium.in(work);
        Path page = dir.resolve("class.html");
        Document laidOut = Jsoup.parse(chromium.laidOut(page, 1280, 800));
        assertThat(Integer.parseInt(laidOut.selectFirst("html").attr("data-scroll-width")))
                .as("the page's width; its widest element: %s", laidOut.selectFirst("html").attr("data-widest"))
                .isLessThanOrEqualTo(1280);
        BufferedImage screen = chromium.screenshot(page, 1280, 800);
        assertThat(screen.getWidth()).isEqualTo(1280);
        assertThat(screen.getHeight()).isEqualTo(800);
        assertThat(share(screen, 0x3a7bd5)).as("the chart's bars, in blue, on the first screen").isGreaterThan(0.002);
        Path pdf = chromium.print(page);
        StringBuilder text = new StringBuilder();
        for (int p = 1; p <= chromium.pages(pdf); p++) {
            text.append(chromium.text(pdf, p));
        }
        assertThat(text).contains("Ada Lovelace", "Ben Bitdiddle", "Cy Young", "Hal Absent", "Facility");
    }

    /**
     * The worksheet on paper: the students' pages hold the title, the name and date lines and every question, and
     * neither the key nor the seed; the key starts on a page of its own, every answer on it.
     */
    @Test
    void theWorksheetPrintsTheStudentsPagesThenTheKeyOnItsOwnPage(@TempDir Path work) {
        Chromium chromium = Chromium.in(work);
        Path pdf = chromium.print(dir.resolve("sheet.html"));
        List<String> pages = new ArrayList<>();
        for (int p = 1; p <= chromium.pages(pdf); p++) {
            pages.add(chromium.text(pdf, p).replaceAll("\\s+", " ").strip());
        }
        int keyPage = 0;
        while (keyPage < pages.size() && !pages.get(keyPage).startsWith("Answer key: Week 3")) {
            keyPage++;
        }
        assertThat(keyPage).as("the page the key starts on, of %s", pages).isBetween(1, pages.size() - 1);
        String students = String.join(" ", pages.subList(0, keyPage));
        String teacher = String.join(" ", pages.subList(keyPage, pages.size()));
        assertThat(pages.get(0)).startsWith("Week 3 Name: Date: ");
        assertThat(students).doesNotContainIgnoringCase("seed").doesNotContain("Answer key");
        for (int i = 0; i < questions.size(); i++) {
            assertThat(students).contains((i + 1) + ". " + questions.get(i));
            assertThat(teacher).contains((i + 1) + ". " + answers.get(i) + ": ");
        }
        assertThat(teacher).contains("Seed 42");
    }

    /** The share of an image's pixels that are exactly {@code rgb}. */
    private static double share(BufferedImage image, int rgb) {
        long hits = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                hits += (image.getRGB(x, y) & 0xffffff) == rgb ? 1 : 0;
            }
        }
        return (double) hits / ((long) image.getWidth() * image.getHeight());
    }
}
