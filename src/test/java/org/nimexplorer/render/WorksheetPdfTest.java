package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import com.openhtmltopdf.util.Diagnostic;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Explanations;
import org.nimexplorer.quiz.Prompts;
import org.nimexplorer.quiz.QuizGenerator;

/**
 * The worksheet as a PDF, read back by PDFBox as a teacher's printer would take it: the students' pages
 * with every question, its heaps drawn dot by dot, a grid per nim-sum and no seed; the key, with every
 * answer and its reason, on the last page; the paper asked for; and no style the layout had to skip.
 */
class WorksheetPdfTest {

    private static final long SEED = 424_242;
    private static final List<String> KINDS = List.of("nim-sum", "move", "outcome");

    private record Printed(List<String> pages, PDRectangle paper, List<Diagnostic> notes) {

        String students() {
            return String.join(" ", pages.subList(0, pages.size() - 1));
        }

        String key() {
            return pages.get(pages.size() - 1);
        }
    }

    private static Printed print(List<Question> questions, Paper paper) throws IOException {
        List<Diagnostic> notes = new ArrayList<>();
        byte[] bytes = WorksheetPdf.render("Week 3", SEED, org.nimexplorer.quiz.Level.MEDIUM, questions, paper,
                notes::add);
        try (PDDocument pdf = Loader.loadPDF(bytes)) {
            List<String> pages = new ArrayList<>();
            PDFTextStripper stripper = new PDFTextStripper();
            stripper.setSortByPosition(true);
            for (int page = 1; page <= pdf.getNumberOfPages(); page++) {
                stripper.setStartPage(page);
                stripper.setEndPage(page);
                pages.add(stripper.getText(pdf).replaceAll("\\s+", " ").strip());
            }
            return new Printed(pages, pdf.getPage(0).getMediaBox(), notes);
        }
    }

    @Test
    void theStudentsPagesCarryEveryQuestionWithItsHeapsDrawnAndNoSeed() throws IOException {
        List<Question> questions = QuizGenerator.generate(SEED, 10, org.nimexplorer.quiz.Level.MEDIUM, Rules.NIM, KINDS);
        Printed printed = print(questions, Paper.A4);
        String students = printed.students();
        assertThat(students).startsWith("Week 3 Name: Date:").doesNotContain(Long.toString(SEED))
                .doesNotContainIgnoringCase("seed").doesNotContain("Answer key");
        long objects = 0;
        for (Question q : questions) {
            assertThat(students).contains(q.prompt());
            Position p = Prompts.position(q);
            objects += p.stream().sum();
        }
        assertThat(students.chars().filter(c -> c == '●').count()).as("every heap drawn, dot by dot").isEqualTo(objects);
        assertThat(students.split("XOR", -1)).as("a grid per nim-sum question")
                .hasSize(1 + (int) questions.stream().filter(q -> q.kind().equals("nim-sum")).count());
    }

    @Test
    void theKeyIsOnTheLastPageWithEveryAnswerAndItsReasonInOrder() throws IOException {
        List<Question> questions = QuizGenerator.generate(SEED, 10, org.nimexplorer.quiz.Level.MEDIUM, Rules.NIM, KINDS);
        String key = print(questions, Paper.A4).key();
        assertThat(key).startsWith("Answer key: Week 3 For the teacher. Seed " + SEED + ", level medium");
        int from = 0;
        for (int i = 0; i < questions.size(); i++) {
            Question q = questions.get(i);
            String line = (i + 1) + ". " + q.answer() + ": " + Explanations.brief(q);
            int at = key.indexOf(line, from);
            assertThat(at).as(line).isGreaterThanOrEqualTo(from);
            from = at + line.length();
        }
    }

    @Test
    void theSheetIsLaidOutOnThePaperAskedForWithNoStyleSkipped() throws IOException {
        List<Question> questions = QuizGenerator.generate(SEED, 4, org.nimexplorer.quiz.Level.MEDIUM, Rules.NIM, KINDS);
        for (Paper paper : Paper.values()) {
            Printed printed = print(questions, paper);
            assertThat(printed.paper().getWidth()).isCloseTo(paper.width() * 72 / 25.4f, org.assertj.core.data.Offset.offset(0.5f));
            assertThat(printed.paper().getHeight()).isCloseTo(paper.height() * 72 / 25.4f, org.assertj.core.data.Offset.offset(0.5f));
            assertThat(printed.notes()).filteredOn(n -> n.getLevel().intValue() >= Level.WARNING.intValue())
                    .extracting(Diagnostic::getFormattedMessage).isEmpty();
        }
    }

    /**
     * A teacher's title in any European script is set as typed, a character XML cannot carry becomes '?', and a
     * title of one long word breaks onto lines within the page instead of running off it.
     */
    @Test
    void aTitleInAnyScriptIsSetAsTypedAndStaysOnThePage() throws IOException {
        List<Question> questions = QuizGenerator.generate(SEED, 2, org.nimexplorer.quiz.Level.MEDIUM, Rules.NIM, KINDS);
        String title = "Übung 3: Ćwiczenia «x» <b>&amp; Νίμ Ним \uFFFF " + "W".repeat(60);
        byte[] bytes = WorksheetPdf.render(title, SEED, org.nimexplorer.quiz.Level.MEDIUM, questions, Paper.A4, n -> { });
        try (PDDocument pdf = Loader.loadPDF(bytes)) {
            float[] rightmost = {0};
            PDFTextStripper stripper = new PDFTextStripper() {
                @Override
                protected void writeString(String text, List<org.apache.pdfbox.text.TextPosition> positions)
                        throws IOException {
                    for (org.apache.pdfbox.text.TextPosition p : positions) {
                        rightmost[0] = Math.max(rightmost[0], p.getXDirAdj() + p.getWidthDirAdj());
                    }
                    super.writeString(text, positions);
                }
            };
            stripper.setStartPage(1);
            stripper.setEndPage(1);
            stripper.setSortByPosition(true);
            String first = stripper.getText(pdf).replaceAll("\\s+", "");
            assertThat(first).startsWith(("Übung 3: Ćwiczenia «x» <b>&amp; Νίμ Ним ? " + "W".repeat(60)).replace(" ", ""));
            assertThat(rightmost[0]).as("the rightmost character's edge, in points").isLessThan(Paper.A4.width() * 72 / 25.4f);
        }
    }
}
