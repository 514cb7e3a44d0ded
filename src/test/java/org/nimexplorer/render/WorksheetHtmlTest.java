package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.Prompts;
import org.nimexplorer.quiz.QuizGenerator;

/**
 * The printable worksheet read as a browser would (parsed by jsoup): every question with its heaps drawn
 * object by object, an empty binary grid exactly where a nim-sum is asked, room to work, and the key on a
 * page of its own whose every answer the engine grades right; the seed on the key only.
 */
class WorksheetHtmlTest {

    private static final long SEED = 987_654;
    private static final List<String> KINDS = List.of("nim-sum", "move", "outcome");

    private static Document sheet(Rules rules, Level level, int count) {
        List<Question> questions = QuizGenerator.generate(SEED, count, level, rules, KINDS);
        return Jsoup.parse(WorksheetHtml.render("Week 3", SEED, level, questions));
    }

    @Test
    void everyQuestionHasItsHeapsDrawnAndRoomToWorkAndTheGridWhereANimSumIsAsked() {
        List<Question> questions = QuizGenerator.generate(SEED, 12, Level.MEDIUM, Rules.NIM, KINDS);
        Document page = Jsoup.parse(WorksheetHtml.render("Week 3", SEED, Level.MEDIUM, questions));
        Elements items = page.select("section.sheet li.question");
        assertThat(items).hasSize(questions.size());
        for (int i = 0; i < questions.size(); i++) {
            Question q = questions.get(i);
            Element item = items.get(i);
            Position p = Prompts.position(q);
            assertThat(item.selectFirst(".prompt").text()).isEqualTo(q.prompt());
            Elements heaps = item.select("table.heaps tr");
            assertThat(heaps).hasSize(p.size());
            for (int h = 0; h < p.size(); h++) {
                assertThat(heaps.get(h).selectFirst("th").text()).isEqualTo(String.valueOf((char) ('A' + h)));
                assertThat(heaps.get(h).selectFirst("td.objects").text().replace(" ", "").codePoints()
                        .filter(c -> c == '●').count()).isEqualTo(p.heap(h));
                assertThat(heaps.get(h).selectFirst("td.count").text()).isEqualTo(Long.toString(p.heap(h)));
            }
            assertThat(item.select(".working")).hasSize(1);
            assertThat(item.select(".answer .line")).hasSize(1);
            Elements grid = item.select("table.binary");
            if (q.kind().equals("nim-sum")) {
                long largest = p.stream().max().orElse(1);
                int bits = Math.max(3, 64 - Long.numberOfLeadingZeros(largest));
                assertThat(grid.select("thead th").eachText())
                        .isEqualTo(java.util.stream.IntStream.iterate(bits - 1, b -> b >= 0, b -> b - 1)
                                .mapToObj(b -> Long.toString(1L << b)).toList());
                assertThat(grid.select("tbody tr")).hasSize(p.size() + 1);
                assertThat(grid.select("tbody td")).hasSize((p.size() + 1) * bits).allMatch(td -> td.text().isEmpty());
                assertThat(grid.select("tr.sum th").text()).isEqualTo("XOR");
            } else {
                assertThat(grid).isEmpty();
            }
        }
        assertThat(page.select("li.question.nim-sum")).isNotEmpty();
        assertThat(page.select(".note")).isEmpty();
    }

    @Test
    void theStudentsPagesHaveTitleNameAndDateButNoSeedAndTheKeyIsOnAPageOfItsOwn() {
        List<Question> questions = QuizGenerator.generate(SEED, 6, Level.EASY, Rules.NIM, KINDS);
        Document page = Jsoup.parse(WorksheetHtml.render("Week 3", SEED, Level.EASY, questions));
        Element sheet = page.selectFirst("section.sheet");
        assertThat(sheet.selectFirst("h1").text()).isEqualTo("Week 3");
        assertThat(sheet.select(".who").text()).isEqualTo("Name: Date:");
        assertThat(sheet.text()).doesNotContain(Long.toString(SEED)).doesNotContainIgnoringCase("seed");
        assertThat(sheet.select(".conventions code").eachText()).containsExactly("A-2");
        Element key = page.selectFirst("section.key");
        assertThat(key.text()).contains("Seed " + SEED + ", level easy: the same seed with the same options (level, count,"
                + " kinds, game) makes the same questions.");
        assertThat(sheet.select(".conventions").text()).doesNotContain("rules:");
        Elements answers = key.select("li");
        assertThat(answers).hasSize(questions.size());
        for (int i = 0; i < questions.size(); i++) {
            String answer = answers.get(i).selectFirst("strong").text();
            assertThat(Grading.grade(questions.get(i), answer).correct()).as(questions.get(i).prompt()).isTrue();
        }
        assertThat(page.selectFirst("style").data()).contains(".key { page-break-before: always;");
    }

    @Test
    void inASubtractionGameTheNimSumIsSaidToBeOfGrundyValuesAndTheGridRowsAreThem() {
        Document page = sheet(new Rules(Play.NORMAL, new MoveSet.Subtraction(new int[] {1, 2, 3})), Level.MEDIUM, 12);
        Elements sums = page.select("li.question.nim-sum");
        assertThat(sums).isNotEmpty().allSatisfy(item -> {
            assertThat(item.select(".note").text()).contains("the XOR of the heaps' Grundy values, not of the heaps");
            assertThat(item.select("table.binary tbody th").eachText()).startsWith("g(A)", "g(B)").endsWith("XOR");
        });
        assertThat(page.select(".conventions").text()).contains("(3 heaps of 1 to 15), rules: take 1-3. Heaps are named");
        assertThat(page.select("li.question:not(.nim-sum) .note")).isEmpty();
    }

    @Test
    void aHeapTooLargeToDrawIsGivenByItsNumber() {
        Document page = sheet(Rules.NIM, Level.HARD, 20);
        List<Element> big = page.select("table.heaps tr").stream()
                .filter(tr -> Long.parseLong(tr.selectFirst("td.count").text()) > WorksheetHtml.MOST_DRAWN).toList();
        assertThat(big).isNotEmpty().allSatisfy(tr -> assertThat(tr.select("td.objects").text())
                .isEqualTo("(too many to draw)"));
    }
}
