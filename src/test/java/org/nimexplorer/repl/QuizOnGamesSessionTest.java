package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.explain.AboutSum;
import org.nimexplorer.explain.FindSumMove;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.SumOutcome;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.quiz.HandIn;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.QuizGame;
import org.nimexplorer.quiz.QuizGenerator;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.Progress;
import org.nimexplorer.store.ProgressStore;

/** quiz --game kayles in the session and on the command line, as a learner and an instructor use it. */
class QuizOnGamesSessionTest {

    private static Script run(Path home, String... lines) {
        return Script.runIn(new AppHome(home), lines);
    }

    private static List<Question> kayles(long seed, int count, Level level) {
        return QuizGenerator.generate(seed, count, level,
                new QuizGame.Sums(GameNotation.heapGame("kayles").orThrow()), QuizGenerator.KINDS);
    }

    /** A wrong answer the question reads: a losing move, the other letter, another number. */
    static String wrongAnswer(Question q) {
        if (q instanceof SumOutcome) {
            return q.answer().equals("P") ? "N" : "P";
        }
        if (q instanceof FindSumMove f) {
            GameSum sum = f.sum();
            return sum.moves().stream().map(SumMove::shortForm).filter(m -> !Grading.grade(q, m).correct())
                    .findFirst().orElse("none");
        }
        return Long.toString(Long.parseLong(q.answer()) + 1);
    }

    @Test
    void aKaylesQuizIsAnsweredRightAndWrongWithTheSameFeedbackAndEndScreenAsNim(@TempDir Path home) {
        List<Question> qs = kayles(7, 4, Level.MEDIUM);
        Script s = run(home, "quiz --game kayles --seed 7 --count 4", qs.get(0).answer(), wrongAnswer(qs.get(1)),
                "skip", qs.get(3).answer());
        assertThat(s.err()).isEmpty();
        assertThat(s.out()).contains("Quiz on Kayles: 4 questions, level medium (3 rows of 1 to 15), seed 7.")
                .contains("Question 1/4: " + qs.get(0).prompt().substring(0, 30))
                .contains("Right: ").contains("Not quite: ").contains("The answer: ")
                .containsPattern("Skipped\\. (The answer|A winning move): ")
                .contains("Score: 2/4").contains("To look at again:")
                .contains("2. " + positionOf(qs.get(1)) + " (kayles) (" + qs.get(1).kind() + "): you said "
                        + wrongAnswer(qs.get(1)))
                .contains("They are saved for 'quiz --review'.");
        Progress progress = ProgressStore.open(new AppHome(home).progress()).progress();
        assertThat(progress.review).hasSize(2).allMatch(i -> "kayles".equals(i.game) && i.subtract == null);
    }

    @Test
    void aMissedKaylesQuestionComesBackInReviewAsTheSameQuestion(@TempDir Path home) {
        List<Question> qs = kayles(21, 2, Level.EASY);
        run(home, "quiz --game kayles --level easy --seed 21 --count 2", wrongAnswer(qs.get(0)), qs.get(1).answer());
        Script review = run(home, "quiz --review", "this is not an answer", qs.get(0).answer());
        assertThat(review.out()).contains("Review: 1 position").contains(qs.get(0).prompt().substring(0, 20))
                .contains("Score: 1/1");
        assertThat(review.err().lines()).hasSize(1).allMatch(l -> l.startsWith("error: "));
        run(home, "quiz --review", qs.get(0).answer());
        assertThat(ProgressStore.open(new AppHome(home).progress()).progress().review).isEmpty();
    }

    @Test
    void anOldProgressFileReviewsItsSubtractionPositionsAsBefore(@TempDir Path home) throws Exception {
        Files.copy(Path.of(getClass().getResource("/old-files/progress.json").toURI()), new AppHome(home).progress());
        Script review = run(home, "quiz --review", "skip", "skip");
        assertThat(review.out()).contains("Review: 2 positions")
                .contains("Is 15 11 9 (take 1-3) a P-position or an N-position?");
    }

    @Test
    void aKaylesReportAndWorksheetNameTheGame(@TempDir Path home) throws Exception {
        List<Question> qs = kayles(5, 3, Level.EASY);
        Path csv = home.resolve("r.csv");
        run(home, "quiz --game kayles --level easy --seed 5 --count 3 --report " + csv, qs.get(0).answer(),
                qs.get(1).answer(), qs.get(2).answer());
        assertThat(Files.readString(csv)).contains(",kayles,").contains(",right,");
        Path md = home.resolve("w.md");
        Script w = run(home, "quiz --game kayles --level easy --worksheet " + md + " --seed 5 --count 3");
        assertThat(w.out()).contains("Worksheet with 3 questions");
        String sheet = Files.readString(md);
        for (Question q : qs) {
            assertThat(sheet).contains(q.prompt()).contains("**" + q.answer() + "**");
        }
        assertThat(sheet).contains("Grundy values").startsWith("# Quiz on Kayles\n")
                .contains("(2 or 3 rows of 1 to 7), Kayles (octal game 0.77). Rows are named A, B, C").contains("`A-1=2+3`");
    }

    @Test
    void malformedGameQuizzesAreRefusedInOneLine(@TempDir Path home) {
        Script s = run(home, "quiz --game moore[2]", "quiz --game staircase", "quiz --game kayles --misere",
                "quiz --game kayles --subtract 1-3", "quiz --game bogus", "quiz --game kayles --kinds move,dance",
                "quiz --game 0.7x");
        assertThat(s.err().lines()).hasSize(7).allMatch(l -> l.startsWith("error: "));
        assertThat(s.err()).contains("quizzes on Moore's Nim and the staircase are not available yet")
                .contains("normal play only");
        assertThat(s.out()).doesNotContain("Question 1/");
    }

    @Test
    void onTheCommandLineAKaylesQuizRunsFromAPipeAndBadGamesExitWithTwo() {
        List<Question> qs = kayles(8, 2, Level.EASY);
        ProgramRun r = ProgramRun.run(qs.get(0).answer() + "\n" + qs.get(1).answer() + "\n", "quiz", "--game",
                "kayles", "--seed", "8", "--count", "2", "--level", "easy");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("Quiz on Kayles").contains("Score: 2/2");
        for (String[] args : List.of(new String[] {"quiz", "--game", "moore[2]"},
                new String[] {"quiz", "--game", "staircase", "--export", "gift", "x.txt"},
                new String[] {"quiz", "--game", "kayles", "--misere"}, new String[] {"quiz", "--game", "nope"})) {
            ProgramRun bad = ProgramRun.run("", args);
            assertThat(bad.status()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(bad.err().strip().lines()).as(String.join(" ", args)).hasSize(1);
        }
    }

    @Test
    void anAssignmentOnKaylesIsAnsweredAndHandedInWithItsGame(@TempDir Path dir) throws Exception {
        Path work = dir.resolve("k.assignment.json");
        ProgramRun assign = ProgramRun.run("", "assign", "--title", "Kayles", "--seed", "3", "--count", "2", "--level",
                "easy", "--game", "kayles", "--one-try", "-o", work.toString());
        assertThat(assign.status()).isZero();
        assertThat(assign.out()).contains("(2 easy questions on Kayles, seed 3)");
        assertThat(Files.readString(work)).contains("\"game\" : \"kayles\"");
        List<Question> qs = kayles(3, 2, Level.EASY);
        Path handIn = dir.resolve("ada.json");
        Script s = run(dir, "quiz --assignment " + work + " --name Ada --hand-in " + handIn, qs.get(0).answer(),
                wrongAnswer(qs.get(1)), "quiz --assignment " + work + " --name Ada --game lasker");
        assertThat(s.out()).contains("Quiz on Kayles").contains("Score: 1/2").contains("Hand-in written to");
        assertThat(s.err()).contains("leave out --game");
        HandIn h = ClassFiles.readHandIn(handIn).orThrow();
        assertThat(h.assignment().game()).contains("kayles");
        assertThat(h.items()).extracting(HandIn.Item::question).containsExactly(qs.get(0).prompt(), qs.get(1).prompt());
        ProgramRun report = ProgramRun.run("", "class", "report", handIn.toString());
        assertThat(report.status()).isZero();
        assertThat(report.out()).contains("on Kayles").contains("Ada").doesNotContain("!");
        ProgramRun moore = ProgramRun.run("", "assign", "--title", "M", "--game", "moore[2]", "-o",
                dir.resolve("m.json").toString());
        assertThat(moore.status()).isEqualTo(2);
    }

    @Test
    void anExportOnKaylesListsTheSumMovesSpellings(@TempDir Path dir) throws Exception {
        Path gift = dir.resolve("k.txt");
        ProgramRun r = ProgramRun.run("", "quiz", "--game", "kayles", "--export", "gift", gift.toString(), "--seed", "4",
                "--count", "6", "--kinds", "move");
        assertThat(r.status()).isZero();
        String text = Files.readString(gift);
        assertThat(text).contains("$CATEGORY: $course$/top/Quiz on Kayles, seed 4, level medium")
                .contains("take ").contains("Winning move\\: ");
    }

    private static String positionOf(Question q) {
        return String.join(" ", ((AboutSum) q).sum().parts().stream()
                .map(c -> Long.toString(c.size())).toList());
    }
}
