package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.QuizGenerator;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.ProgressStore;

class QuizSessionTest {

    private static Script run(Path home, String... lines) {
        return Script.runIn(new AppHome(home), lines);
    }

    private static List<Question> seeded(long seed, int count) {
        return QuizGenerator.generate(seed, count, Level.MEDIUM, Rules.NIM, QuizGenerator.KINDS);
    }

    @Test
    void theLessonsStepCommandsDuringAQuizSayWhatTheQuizTakesAndLeaveTheLessonWhereItWas(@TempDir Path home) {
        Script s = run(home, "lesson start the-game", "quiz --seed 3 --count 2", "next", "back", "goto 2", "reveal",
                "quiz stop", "lesson where");
        assertThat(s.err().lines()).hasSize(4).allMatch(l -> l.startsWith("error: '") && l.contains("' moves through"
                + " a lesson, and a quiz is under way: answer the question, or 'skip' it to go on to the next; 'quiz"
                + " stop' ends the quiz and goes back to the lesson"));
        assertThat(s.out()).contains("step 1/4").doesNotContain("Step 2/4").doesNotContain("left unanswered");
    }

    @Test
    void theSummarySaysTheAnswerToAQuestionWithOneAndAWinningMoveWhereThereMayBeOthers(@TempDir Path home) {
        List<Question> qs = QuizGenerator.generate(3, 3, Level.MEDIUM, Rules.NIM, List.of("outcome", "nim-sum"));
        Script s = run(home, "quiz --seed 3 --count 3 --kinds outcome,nim-sum", wrongAnswer(qs.get(0)), "skip",
                "skip");
        String out = s.out().replaceAll("\\s+", " ");
        assertThat(out).contains("you said " + wrongAnswer(qs.get(0)) + "; the answer is " + qs.get(0).answer())
                .contains("Skipped. The answer: " + qs.get(1).answer() + ".")
                .contains("skipped; the answer is " + qs.get(2).answer()).doesNotContain("an answer is")
                .doesNotContain("One answer");
        List<Question> moves = QuizGenerator.generate(5, 1, Level.EASY, Rules.NIM, List.of("move"));
        String move = run(home, "quiz --seed 5 --count 1 --level easy --kinds move", "skip").out().replaceAll("\\s+", " ");
        assertThat(move).contains(moves.get(0).answer().equals("none") ? "Skipped. The answer: none."
                : "Skipped. A winning move: " + moves.get(0).answer() + ".");
    }

    @Test
    void aScriptedQuizIsGradedExplainedAndReportedAsCsv(@TempDir Path home) throws Exception {
        List<Question> qs = seeded(11, 4);
        Path csv = home.resolve("r.csv");
        Script s = run(home, "quiz --seed 11 --count 4 --report " + csv, qs.get(0).answer(), "skip",
                "this is not an answer", wrongAnswer(qs.get(2)), qs.get(3).answer());
        assertThat(s.err().lines()).hasSize(1).allMatch(l -> l.startsWith("error: "));
        assertThat(s.out()).contains("Score: 2/4").contains("To look at again:").contains("(The idea:")
                .contains("Report written to");
        CsvSchema schema = CsvSchema.emptySchema().withHeader();
        List<Map<String, String>> rows = new ArrayList<>();
        try (MappingIterator<Map<String, String>> it = new CsvMapper().readerFor(Map.class).with(schema).readValues(csv.toFile())) {
            it.forEachRemaining(rows::add);
        }
        assertThat(rows).extracting(r -> r.get("result")).containsExactly("right", "skipped", "wrong", "right");
        assertThat(rows.get(0).get("correctAnswer")).isEqualTo(qs.get(0).answer());
        assertThat(rows.get(2).get("answer")).isEqualTo(wrongAnswer(qs.get(2)));
        assertThat(rows).allSatisfy(r -> assertThat(Double.parseDouble(r.get("seconds"))).isGreaterThanOrEqualTo(0));
    }

    @Test
    void aJsonReportParsesBackWithEveryQuestion(@TempDir Path home) throws Exception {
        List<Question> qs = seeded(3, 3);
        Path json = home.resolve("r.json");
        run(home, "quiz --seed 3 --count 3 --report " + json, qs.get(0).answer(), qs.get(1).answer(), "skip");
        JsonNode doc = new ObjectMapper().readTree(json.toFile());
        assertThat(doc.get("seed").asLong()).isEqualTo(3);
        assertThat(doc.get("right").asInt()).isEqualTo(2);
        assertThat(doc.get("results")).hasSize(3);
        assertThat(doc.get("results").get(0).get("question").asText()).isNotBlank();
    }

    @Test
    void theWorksheetHasTheQuestionsAndAnAnswerKeyThatParseBack(@TempDir Path home) throws Exception {
        Path md = home.resolve("w.md");
        Script s = run(home, "quiz --worksheet " + md + " --seed 5 --count 6");
        assertThat(s.out()).contains("Worksheet with 6 questions");
        Node doc = Parser.builder().build().parse(Files.readString(md));
        int items = 0;
        for (Node n = doc.getFirstChild(); n != null; n = n.getNext()) {
            for (Node i = n.getFirstChild(); i != null; i = i.getNext()) {
                items += i instanceof ListItem ? 1 : 0;
            }
        }
        assertThat(items).isEqualTo(12);
        String text = Files.readString(md);
        for (Question q : seeded(5, 6)) {
            assertThat(text).contains("**" + q.answer() + "**");
        }
    }

    @Test
    void aWorksheetNamedHtmIsAPageToPrint(@TempDir Path home) throws Exception {
        Path sheet = home.resolve("sheet.htm");
        Script s = run(home, "quiz --worksheet " + sheet + " --seed 5 --count 6");
        assertThat(s.out()).contains("Worksheet with 6 questions and the answer key written to " + sheet + " (seed 5):"
                + " open it in a browser and print it; the key prints on a page of its own.");
        org.jsoup.nodes.Document page = org.jsoup.Jsoup.parse(sheet.toFile(), "UTF-8");
        assertThat(page.select("section.sheet h1").text()).isEqualTo("Nim quiz");
        assertThat(page.select("section.key li strong").eachText())
                .isEqualTo(seeded(5, 6).stream().map(Question::answer).toList());
    }

    @Test
    void aWorksheetNamedPdfIsLaidOutOnPaperByTheProgram(@TempDir Path home) throws Exception {
        Path sheet = home.resolve("sheet.PDF");
        Script s = run(home, "quiz --worksheet " + sheet + " --seed 5 --count 6");
        assertThat(s.out()).contains("Worksheet with 6 questions and the answer key written to " + sheet + " (seed 5):"
                + " print it; the key prints on a page of its own.");
        try (org.apache.pdfbox.pdmodel.PDDocument pdf = org.apache.pdfbox.Loader.loadPDF(sheet.toFile())) {
            org.apache.pdfbox.text.PDFTextStripper text = new org.apache.pdfbox.text.PDFTextStripper();
            text.setSortByPosition(true);
            String all = text.getText(pdf).replaceAll("\\s+", " ");
            assertThat(all).startsWith("Nim quiz Name: Date:").contains("Answer key: Nim quiz");
            for (Question q : seeded(5, 6)) {
                assertThat(all).contains(q.prompt());
            }
        }
    }

    @Test
    void missedPositionsComeBackInReviewUntilAnsweredRightTwice(@TempDir Path home) {
        List<Question> qs = seeded(21, 2);
        run(home, "quiz --seed 21 --count 2", wrongAnswer(qs.get(0)), qs.get(1).answer());
        assertThat(ProgressStore.open(new AppHome(home).progress()).progress().review).hasSize(1);
        Script first = run(home, "quiz --review", qs.get(0).answer());
        assertThat(first.out()).contains("Review: 1 position").contains("Score: 1/1");
        assertThat(ProgressStore.open(new AppHome(home).progress()).progress().review).hasSize(1);
        run(home, "quiz --review", qs.get(0).answer());
        assertThat(ProgressStore.open(new AppHome(home).progress()).progress().review).isEmpty();
        assertThat(run(home, "quiz --review").out()).contains("Nothing to review");
        Script progress = run(home, "progress");
        assertThat(progress.out()).contains("Answers by idea").contains("The idea you miss most:");
    }

    @Test
    void quizStopEndsTheQuizNotTheSessionAndBadOptionsAreOneLine(@TempDir Path home) {
        Script s = run(home, "quiz --seed 2 --count 5", "quiz stop", "analyze 1 2 3 --json", "quiz --count 0",
                "quiz --kinds move,dance", "quiz --level extreme", "quiz --report out.txt",
                "quiz --misere --subtract 1-3 --level hard");
        assertThat(s.out()).contains("Quiz stopped after 0 questions").contains("\"outcome\":\"P\"");
        assertThat(s.err().lines()).hasSize(5).allMatch(l -> l.startsWith("error: "));
    }

    @Test
    void quitInAQuizGivesTheQuizsSummaryAndLeavesTheProgramAsOutsideIt(@TempDir Path home) {
        Script s = run(home, "quiz --seed 2 --count 5", "quit", "analyze 1 2 3 --json");
        assertThat(s.out()).contains("'quiz stop' to stop the quiz").contains("Quiz stopped after 0 questions")
                .contains("Score: 0/0").doesNotContain("\"outcome\"");
        assertThat(s.err()).isEmpty();
        Script noQuiz = run(home, "quiz stop");
        assertThat(noQuiz.err()).isEqualTo("error: no quiz is under way: 'quiz' starts one\n");
    }

    private static String wrongAnswer(Question q) {
        if (q instanceof PorN) {
            return q.answer().equals("P") ? "N" : "P";
        }
        if (q instanceof FindMove m) {
            return q.answer().equals("none") ? m.rules().legalMoves(m.position()).get(0).shortForm() : "none";
        }
        return Long.toString(Long.parseLong(q.answer()) + 1);
    }
}
