package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.NimSum;
import org.nimexplorer.explain.Question;
import org.nimexplorer.store.AppHome;

/** The files a quiz writes: which names it takes, the report as CSV and JSON, and the worksheet. */
class QuizFilesTest {

    @TempDir
    Path dir;

    private AppHome home() {
        return new AppHome(dir.resolve("home"));
    }

    @Test
    void aReportMustBeCsvOrJsonInAnyCase() {
        Result<Path> txt = QuizFiles.reportPath(dir.resolve("scores.txt").toString(), false, home());
        assertThat(txt.problemOrNull()).isEqualTo("--report: the file name must end in .csv or .json, not '"
                + Text.clip(dir.resolve("scores.txt").toString()) + "'");
        Path csv = dir.resolve("Scores.CSV");
        assertThat(QuizFiles.reportPath(csv.toString(), false, home()).orThrow()).isEqualTo(csv);
        Path json = dir.resolve("scores.json");
        assertThat(QuizFiles.reportPath(json.toString(), false, home()).orThrow()).isEqualTo(json);
    }

    @Test
    void aHandInMustBeJson() {
        String txt = dir.resolve("ada.txt").toString();
        assertThat(QuizFiles.handInPath(txt, false, home()).problemOrNull())
                .isEqualTo("--hand-in: the file name must end in .json, not '" + Text.path(txt) + "'");
        Path json = dir.resolve("Ada.JSON");
        assertThat(QuizFiles.handInPath(json.toString(), false, home()).orThrow()).isEqualTo(json);
    }

    @Test
    void anEmptyWordOrANameNoFileCanHaveIsRefused() {
        assertThat(QuizFiles.exportPath("  ", false, home()).problemOrNull())
                .isEqualTo("--export needs a file name, not an empty word");
        String nul = "a\0b.md";
        assertThat(QuizFiles.worksheetPath(nul, false, home()).problemOrNull())
                .isEqualTo("--worksheet: '" + Text.path(nul) + "' is not a file name");
    }

    private static QuizResult result(int number, Question q, String answer, double seconds) {
        var verdict = Grading.grade(q, answer);
        return new QuizResult(number, q, answer, verdict.correct(), false, seconds, q.idea(Idea.all()),
                verdict.diagnosis(), List.of(new QuizResult.Try(answer, verdict.correct(), verdict.diagnosis())), 0);
    }

    private static List<QuizResult> twoResults() {
        // 3 + 5 = 8 is the sum where 3 XOR 5 = 6 is asked; 1 XOR 2 = 3 is right.
        Question added = new NimSum(Position.of(3, 5), Rules.NIM);
        Question right = new NimSum(Position.of(1, 2), Rules.NIM);
        return List.of(result(1, added, "8", 12.34), result(2, right, "3", 4.06));
    }

    @Test
    void aCsvReportHasARowPerQuestionWithTimeToATenthAndTheMisconceptionSeen() throws IOException {
        Path csv = dir.resolve("report.csv");
        List<QuizResult> results = twoResults();
        QuizFiles.writeReport(csv, 7, Level.EASY, results);
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines.get(0)).isEqualTo(String.join(",", QuizFiles.COLUMNS));
        assertThat(lines.get(1)).startsWith("1,nim-sum,").contains(",8,6,wrong,12.3,")
                .endsWith("," + results.get(0).diagnosis().orElseThrow().misconception().key());
        assertThat(lines.get(2)).startsWith("2,nim-sum,").contains(",3,3,right,4.1,").endsWith(",");
    }

    @Test
    void aJsonReportCountsTheRightAnswersAndRoundsTimes() throws IOException {
        Path json = dir.resolve("report.json");
        QuizFiles.writeReport(json, 7, Level.EASY, twoResults());
        JsonNode doc = new ObjectMapper().readTree(json.toFile());
        assertThat(doc.get("seed").asLong()).isEqualTo(7);
        assertThat(doc.get("level").asText()).isEqualTo("easy");
        assertThat(doc.get("questions").asInt()).isEqualTo(2);
        assertThat(doc.get("right").asInt()).isEqualTo(1);
        assertThat(doc.get("results").get(0).get("seconds").asDouble()).isEqualTo(12.3);
        assertThat(doc.get("results").get(1).get("misconception").asText()).isEmpty();
    }

    @Test
    void aWorksheetWithoutQuestionsIsANimQuizOnHeaps() {
        String md = QuizFiles.worksheet(5, Level.EASY, List.of());
        assertThat(md).startsWith("# Nim quiz\n\nSeed 5, level easy (" + Level.EASY.describe() + "). Heaps are named A,"
                + " B, C, ... from the left; write a move as `A-2` (take 2 from A).\n\n## Questions\n\n\n## Answer key");
    }

    @Test
    void aWorksheetKeyGivesEachAnswerWithItsExplanation() {
        List<Question> questions = List.of(new NimSum(Position.of(3, 5), Rules.NIM));
        String md = QuizFiles.worksheet("Week\n3", 5, Level.EASY, questions);
        assertThat(md).startsWith("# Week 3\n\n").contains("1. " + questions.get(0).prompt() + "\n")
                .endsWith("1. **6**: " + Explanations.brief(questions.get(0)) + "\n");
    }
}
