package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.nimexplorer.render.ClassReportTextTest.ADA;
import static org.nimexplorer.render.ClassReportTextTest.BOB;
import static org.nimexplorer.render.ClassReportTextTest.QUESTION;
import static org.nimexplorer.render.ClassReportTextTest.WEEK;
import static org.nimexplorer.render.ClassReportTextTest.WITH_LESSONS;
import static org.nimexplorer.render.ClassReportTextTest.mark;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Misconception;
import org.nimexplorer.quiz.QuizGenerator;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.ClassReport;
import org.nimexplorer.quiz.ClassReport.QuestionStat;
import org.nimexplorer.quiz.ClassReport.Student;
import org.nimexplorer.quiz.ClassReport.Tally;
import org.nimexplorer.quiz.Level;

/** The class report as an HTML page: the rows and cells each branch adds, the bars' lengths and labels. */
class ClassReportHtmlTest {

    private static String html(Assignment a, List<Student> students) {
        return ClassReportHtml.render(new ClassReport(a, students, List.of(), List.of(), List.of(), List.of(), Optional.empty()), ClassReportTextTest.ZONE);
    }

    @Test
    void aPlainClassHasNoLessonsNorRetakesColumnAndSaysWhatIsMissing() {
        String page = html(WEEK, List.of(ADA));
        assertThat(page).startsWith("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<title>Class report: &#39;Week 3&#39; (2 easy questions, seed 42)</title>")
                .contains("<p class=\"lead\">1 hand-in, each graded again by the engine from the assignment's seed.</p>")
                .contains("<thead><tr><th>Student</th><th>First try</th><th>In the end</th><th>Time</th>"
                        + "<th>Hints</th><th>Flags</th></tr></thead>")
                .contains("<tr><td>Ada<br><code class=\"file\">ada.json</code></td><td class=\"num\">1/2</td>"
                        + "<td class=\"num\">2/2</td><td class=\"num\">5:07</td><td class=\"num\">1</td><td></td></tr>")
                .contains("<h2>Question by question</h2>\n<table id=\"grid\">\n<thead><tr><th>Student</th>"
                        + "<th class=\"cell\">Q1</th><th class=\"cell\">Q2</th></tr></thead>\n<tbody>\n<tr><td>Ada</td>"
                        + "<td class=\"cell first-try\" title=\"right at the first try\">+</td>"
                        + "<td class=\"cell later\" title=\"right after a wrong try\">o</td></tr>\n</tbody>\n</table>\n"
                        + "<p class=\"legend\"><span class=\"legend-item\"><span class=\"cell first-try\""
                        + " title=\"right at the first try\">+</span> right at the first try</span> ")
                .contains("<span class=\"cell not-reached\" title=\"not reached\">·</span> not reached</span> </p>")
                .doesNotContain("<h2>Roster</h2>")
                .contains("<p>No wrong answer showed a misconception the engine recognises.</p>")
                .contains("<p>No wrong answers.</p>").doesNotContain("Left out").endsWith("</body>\n</html>\n");
    }

    @Test
    void lessonsRetakesAndFlagsGetTheirColumns() {
        String page = html(WITH_LESSONS, List.of(ADA, BOB));
        assertThat(page).contains("<th>Hints</th><th>Lessons</th><th>Flags</th><th>Taken again</th></tr></thead>")
                .contains("<tr><td>Ada<br><code class=\"file\">ada.json</code></td><td class=\"num\">1/2</td>"
                        + "<td class=\"num\">2/2</td><td class=\"num\">5:07</td><td class=\"num\">1</td>"
                        + "<td class=\"num\">1/2</td><td></td><td></td></tr>")
                .contains("<tr class=\"flagged\"><td>Bob<br><code class=\"file\">bob.json</code></td>"
                        + "<td class=\"num\">0/2</td><td class=\"num\">0/2</td><td class=\"num\">?</td>"
                        + "<td class=\"num\">0</td><td class=\"num\">0/2</td><td>Q1-Q3: marked right<br>no program named"
                        + "</td><td>attempt 2; before: 0/2 at the first try, 1/2 in the end (1 of 2 questions reached,"
                        + " ended 2026-11-25 11:41 CET)</td></tr>")
                .contains("<tr><td>Bob</td><td class=\"cell wrong\" title=\"wrong\">x</td>"
                        + "<td class=\"cell skipped\" title=\"skipped\">-</td></tr>");
    }

    @Test
    void eachStudentHasABarAsLongAsTheShareOfQuestionsSolved() {
        String page = html(WEEK, List.of(ADA, BOB));
        assertThat(page).contains("<figcaption>Questions right at the first try, each student (in brackets: right in the"
                + " end)</figcaption>\n<svg class=\"chart\" id=\"scores-chart\" role=\"img\" aria-label=\"Questions right"
                + " at the first try, each student (in brackets: right in the end)\" xmlns=\"http://www.w3.org/2000/svg\""
                + " width=\"692\" height=\"62\" viewBox=\"0 0 692 62\">\n"
                + "<g><title>Ada: 1/2 (2 in the end)</title><text x=\"182\" y=\"21\" text-anchor=\"end\">Ada</text>"
                + "<rect class=\"track\" x=\"190\" y=\"5\" width=\"360\" height=\"20\"/>"
                + "<rect class=\"bar\" x=\"190\" y=\"5\" width=\"180\" height=\"20\"/>"
                + "<text x=\"558\" y=\"21\">1/2 (2 in the end)</text></g>\n"
                + "<g><title>Bob: 0/2 (0 in the end)</title><text x=\"182\" y=\"47\" text-anchor=\"end\">Bob</text>"
                + "<rect class=\"track\" x=\"190\" y=\"31\" width=\"360\" height=\"20\"/>"
                + "<rect class=\"bar flagged\" x=\"190\" y=\"31\" width=\"0\" height=\"20\"/>"
                + "<text x=\"558\" y=\"47\">0/2 (0 in the end)</text></g>\n</svg>\n</figure>");
    }

    @Test
    void anAssignmentOfNoQuestionsDrawsEmptyBars() {
        Assignment none = new Assignment("None", 1, Level.EASY, 0, false, Optional.empty(), Optional.empty(),
                List.of("outcome"), List.of(), false, QuizGenerator.DRAW);
        String page = html(none, List.of(ADA));
        assertThat(page).contains("<title>Ada: 1/0 (2 in the end)</title>")
                .contains("<rect class=\"bar\" x=\"190\" y=\"5\" width=\"0\" height=\"20\"/>");
    }

    @Test
    void labelsOfMoreThanTwentySixCharactersAreClipped() {
        Student exactly = new Student("A".repeat(26), "a.json", List.of(), OptionalLong.of(1), 0, 0, List.of(),
                List.of());
        Student longer = new Student("B".repeat(27), "b.json", List.of(), OptionalLong.of(1), 0, 0, List.of(),
                List.of());
        String page = html(WEEK, List.of(exactly, longer));
        assertThat(page).contains("text-anchor=\"end\">" + "A".repeat(26) + "</text>")
                .contains("text-anchor=\"end\">" + "B".repeat(25) + "…</text>")
                .contains("<title>" + "B".repeat(27) + ": 0/2 (0 in the end)</title>");
    }

    @Test
    void questionsShowTheirWrongAnswerAndMisconceptionOrNothing() {
        List<QuestionStat> questions = List.of(
                ClassReportTextTest.stat(1, 0, 0, Optional.empty(), 0, Optional.empty()),
                ClassReportTextTest.stat(2, 4, 1, Optional.of("<N>"), 3, Optional.of(Misconception.ADDED_NOT_XORED)));
        String page = ClassReportHtml.render(new ClassReport(WEEK, List.of(ADA), questions, List.of(), List.of(),
                List.of(), Optional.empty()), ClassReportTextTest.ZONE);
        assertThat(page)
                .contains("<g><title>Q1: 0 of 0</title><text x=\"182\" y=\"21\" text-anchor=\"end\">Q1</text>"
                        + "<rect class=\"track\" x=\"190\" y=\"5\" width=\"360\" height=\"20\"/>"
                        + "<rect class=\"bar\" x=\"190\" y=\"5\" width=\"0\" height=\"20\"/>")
                .contains("<rect class=\"bar\" x=\"190\" y=\"31\" width=\"90\" height=\"20\"/>")
                .contains("<tr><td class=\"num\">1</td><td>Is 1 1 a P-position or an N-position?</td><td><code>P</code>"
                        + "</td><td class=\"num\">0 of 0</td><td class=\"num\">0%</td><td></td><td></td><td></td></tr>")
                .contains("<tr><td class=\"num\">2</td><td>Is 1 1 a P-position or an N-position?</td><td><code>P</code>"
                        + "</td><td class=\"num\">1 of 4</td><td class=\"num\">17%</td><td>S1, S2 and S3</td>"
                        + "<td><code>&lt;N&gt;</code> (3)</td><td>students often add numbers where their XOR (the nim-sum)"
                        + " is asked</td></tr>")
                .contains("Discrimination is given from 10 students on.").doesNotContain("<th>Discrimination</th>");
    }

    @Test
    void misconceptionsAndIdeasAreChartedAndTabulated() {
        ClassReport r = new ClassReport(WEEK, List.of(ADA, BOB), List.of(), List.of(new Tally<>(Idea.XOR, 3, ClassReportTextTest.names(2))),
                List.of(new Tally<>(Misconception.ADDED_NOT_XORED, 5, ClassReportTextTest.names(1))),
                List.of(new ClassReport.Skipped("x<1>.json", "not & json")), Optional.empty());
        assertThat(ClassReportHtml.render(r, ClassReportTextTest.ZONE))
                .contains("<g><title>added-not-xored: 1 of 2</title>")
                .contains("<rect class=\"bar\" x=\"190\" y=\"5\" width=\"180\" height=\"20\"/>"
                        + "<text x=\"558\" y=\"21\">1 of 2</text>")
                .contains("<tr><td><code>added-not-xored</code></td><td>students often add numbers where their XOR"
                        + " (the nim-sum) is asked</td><td class=\"num\">1</td><td>S1</td><td class=\"num\">5</td></tr>")
                .contains("<tr><td>XOR, bit by bit</td><td class=\"num\">2</td><td class=\"num\">3</td></tr>")
                .contains("<h2>Left out</h2>\n<ul class=\"skipped\">\n<li><code>x&lt;1&gt;.json</code>: not &amp; json"
                        + "</li>\n</ul>\n</body>")
                .doesNotContain("No wrong answer").doesNotContain("No wrong answers.");
    }

    @Test
    void aStudentWithMarksBeyondAnEmptyAssignmentStillDrawsNoBar() {
        Assignment none = new Assignment("None", 1, Level.EASY, 0, false, Optional.empty(), Optional.empty(),
                List.of("outcome"), List.of(), false, QuizGenerator.DRAW);
        Student solvedOne = new Student("Al", "al.json", List.of(mark(1, 0, true)), OptionalLong.of(1), 0, 0,
                List.of(), List.of());
        assertThat(html(none, List.of(solvedOne))).contains("<title>Al: 1/0 (1 in the end)</title>")
                .contains("<rect class=\"bar\" x=\"190\" y=\"5\" width=\"0\" height=\"20\"/>");
    }
}
