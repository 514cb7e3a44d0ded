package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nimexplorer.engine.TestBudget;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.SumSearch;
import org.nimexplorer.explain.AboutSum;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.FindSumMove;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.SumOutcome;
import org.nimexplorer.explain.SumValue;
import org.nimexplorer.store.Progress;
import org.nimexplorer.store.ProgressStore;

/** Quizzes on sums of another heap game (quiz --game kayles): generated from the seed, answered as a search says. */
class QuizOnGamesTest {

    private static final HeapGame KAYLES = game("kayles");

    private static HeapGame game(String name) {
        return GameNotation.heapGame(name).orThrow();
    }

    private static List<Question> kayles(long seed, int count, Level level, List<String> kinds) {
        return QuizGenerator.generate(seed, count, level, new QuizGame.Sums(KAYLES), kinds);
    }

    @Test
    void theSameSeedGivesTheSameKaylesQuestionsAndAnotherSeedOthers() {
        List<Question> a = kayles(42, 30, Level.MEDIUM, QuizGenerator.KINDS);
        assertThat(kayles(42, 30, Level.MEDIUM, QuizGenerator.KINDS)).isEqualTo(a);
        assertThat(kayles(43, 30, Level.MEDIUM, QuizGenerator.KINDS)).isNotEqualTo(a);
        assertThat(a).allMatch(q -> q instanceof AboutSum s && s.sum().allOf(KAYLES));
    }

    @Test
    void seedSevenOnKaylesIsStableAcrossMachines() {
        // java.util.Random is specified to the bit, so these are the questions of seed 7 everywhere.
        assertThat(kayles(7, 3, Level.MEDIUM, QuizGenerator.KINDS).stream().map(Question::prompt).toList())
                .containsExactly(
                        "Is kayles:5 kayles:14 kayles:15 a P-position or an N-position?",
                        "What is the nim-sum of kayles:10 kayles:1 kayles:13, the XOR of its heaps' Grundy values?",
                        "Find a winning move in kayles:2 kayles:11 kayles:8 (rows A, B and C), or answer 'none' if"
                                + " every move loses.");
    }

    @Test
    void theKindsAreTheSameWordsAsForNim() {
        List<Question> qs = kayles(3, 60, Level.EASY, QuizGenerator.KINDS);
        assertThat(qs).extracting(Question::kind).containsOnly("move", "outcome", "nim-sum");
        assertThat(qs).filteredOn(q -> q.kind().equals("move")).allMatch(q -> q instanceof FindSumMove);
        assertThat(qs).filteredOn(q -> q.kind().equals("outcome")).allMatch(q -> q instanceof SumOutcome);
        assertThat(qs).filteredOn(q -> q.kind().equals("nim-sum")).allMatch(q -> q instanceof SumValue);
    }

    @ParameterizedTest
    @EnumSource(Level.class)
    void sizesStayInTheLevelsRangesAndHalfThePOrNQuestionsArePPositions(Level level) {
        for (String name : List.of("kayles", "lasker", "0.137")) {
            List<Question> qs = QuizGenerator.generate(1, 400, level, new QuizGame.Sums(game(name)), List.of("outcome"));
            int p = 0;
            for (Question q : qs) {
                GameSum sum = ((SumOutcome) q).sum();
                assertThat(sum.size()).isBetween(level.minHeaps(), level.maxHeaps());
                assertThat(sum.parts()).allMatch(c -> c.size() >= 1 && c.size() <= level.maxHeap());
                p += q.answer().equals("P") ? 1 : 0;
            }
            assertThat(p).as(name).isEqualTo(200);
        }
    }

    /**
     * Every answer agrees with a search that knows nothing of Grundy values: "none" is right exactly
     * at a P-position, a move is accepted exactly when it leaves a P-position, P or N is the search's,
     * and the nim-sum v is the one Nim heap that, added to the sum, makes a P-position.
     */
    @ParameterizedTest
    @ValueSource(strings = {"kayles", "dawsons-kayles", "lasker", "0.137", "0.6"})
    void everyAnswerAgreesWithTheBruteForceSearch(String name) {
        checkAgainstSearch(QuizGenerator.generate(5, 45, Level.EASY, new QuizGame.Sums(game(name)), QuizGenerator.KINDS));
    }

    @Test
    void mediumKaylesAnswersAgreeWithTheBruteForceSearchToo() {
        checkAgainstSearch(kayles(11, 12, Level.MEDIUM, QuizGenerator.KINDS));
    }

    private static void checkAgainstSearch(List<Question> qs) {
        SumSearch search = new SumSearch(Play.NORMAL, TestBudget.positions(50_000_000));
        for (Question q : qs) {
            GameSum sum = ((AboutSum) q).sum();
            Outcome truth = search.outcome(sum);
            if (q instanceof SumOutcome) {
                assertThat(q.answer()).isEqualTo(truth.name());
                assertThat(Grading.grade(q, truth.name()).correct()).isTrue();
                assertThat(Grading.grade(q, truth == Outcome.P ? "N" : "P").correct()).isFalse();
            } else if (q instanceof FindSumMove) {
                assertThat(Grading.grade(q, "none").correct()).isEqualTo(truth == Outcome.P);
                for (SumMove m : sum.moves()) {
                    boolean wins = search.outcome(m.applyTo(sum)) == Outcome.P;
                    assertThat(Grading.grade(q, m.shortForm()).correct()).as(sum + " " + m.shortForm()).isEqualTo(wins);
                }
                assertThat(Grading.grade(q, q.answer()).correct()).isTrue();
            } else {
                long v = Long.parseLong(q.answer());
                List<Component> withNim = new ArrayList<>(sum.parts());
                withNim.add(new Component(new HeapGame.Nim(), v));
                assertThat(search.outcome(new GameSum(withNim))).isEqualTo(Outcome.P);
                withNim.set(withNim.size() - 1, new Component(new HeapGame.Nim(), v + 1));
                assertThat(search.outcome(new GameSum(withNim))).isEqualTo(Outcome.N);
            }
        }
    }

    @Test
    void nimQuizzesAreTheQuestionsTheyWereBeforeGamesCameIn() {
        assertThat(QuizGenerator.generate(7, 20, Level.MEDIUM, QuizGame.NIM, QuizGenerator.KINDS))
                .isEqualTo(QuizGenerator.generate(7, 20, Level.MEDIUM, Rules.NIM, QuizGenerator.KINDS));
    }

    @Test
    void aMissedKaylesQuestionIsSavedWithItsGameAndComesBackTheSame() {
        for (Question q : kayles(9, 12, Level.MEDIUM, QuizGenerator.KINDS)) {
            Progress.ReviewItem item = Review.item(q);
            assertThat(item.game).isEqualTo("kayles");
            assertThat(item.subtract).isNull();
            assertThat(Review.question(item)).contains(q);
        }
        Progress.ReviewItem lasker = Review.item(new SumValue(GameSum.of(new HeapGame.Lasker(), 3, 7)));
        assertThat(Review.question(lasker)).contains(new SumValue(GameSum.of(new HeapGame.Lasker(), 3, 7)));
        lasker.game = "no-such-game";
        assertThat(Review.question(lasker)).isEmpty();
    }

    @Test
    void anOldProgressFileWithoutGamesStillLoadsItsReviewAsSubtractionQuestions(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("progress.json");
        Files.copy(resource("progress.json"), file);
        Progress progress = ProgressStore.open(file).progress();
        assertThat(progress.review).hasSize(2).allMatch(i -> i.game == null);
        Rules takeOneToThree = new Rules(Play.NORMAL, MoveSet.parse("1-3").orThrow());
        assertThat(Review.question(progress.review.get(0)))
                .contains(new PorN(org.nimexplorer.engine.Position.of(15, 11, 9), takeOneToThree));
        assertThat(Review.question(progress.review.get(1)))
                .contains(new FindMove(org.nimexplorer.engine.Position.of(14, 14, 3), takeOneToThree));
    }

    @Test
    void anOldAssignmentAndHandInLoadWithTheirIdAndQuestions() throws Exception {
        Assignment a = ClassFiles.readAssignment(resource("week3.assignment.json")).orThrow();
        assertThat(a.game()).isEmpty();
        assertThat(a.id()).isEqualTo("30860d3eec99");
        // Written before the draw was balanced: drawn the first way, so that its hand-ins still grade.
        assertThat(a.draw()).isEqualTo(1);
        assertThat(a.questions()).isEqualTo(QuizGenerator.generate(42, 2, Level.MEDIUM,
                new QuizGame.Classic(new Rules(Play.NORMAL, MoveSet.parse("1-3").orThrow())), QuizGenerator.KINDS, 1));
        HandIn h = ClassFiles.readHandIn(resource("week3-ada-lovelace.json")).orThrow();
        assertThat(h.assignment()).isEqualTo(a);
        assertThat(h.items().stream().map(HandIn.Item::question).toList())
                .isEqualTo(a.questions().stream().map(org.nimexplorer.explain.Question::prompt).toList());
        assertThat(h.student()).isEqualTo("Ada Lovelace");
    }

    @Test
    void anAssignmentOnKaylesKeepsItsGameInTheFileAndItsQuestions(@TempDir Path dir) throws IOException {
        Assignment a = new Assignment("Kayles week", 42, Level.EASY, 5, false, Optional.empty(), Optional.of("kayles"),
                QuizGenerator.KINDS, List.of(), true, QuizGenerator.DRAW);
        assertThat(a.problem()).isEmpty();
        assertThat(a.describe()).isEqualTo("'Kayles week' (5 easy questions on Kayles, seed 42)");
        Path file = dir.resolve("k.assignment.json");
        ClassFiles.writeAssignment(file, a);
        assertThat(Files.readString(file)).contains("\"game\" : \"kayles\"");
        Assignment back = ClassFiles.readAssignment(file).orThrow();
        assertThat(back).isEqualTo(a);
        assertThat(back.questions()).isEqualTo(kayles(42, 5, Level.EASY, QuizGenerator.KINDS));
        Assignment nim = new Assignment("Kayles week", 42, Level.EASY, 5, false, Optional.empty(), Optional.empty(),
                QuizGenerator.KINDS, List.of(), true, QuizGenerator.DRAW);
        assertThat(nim.id()).isNotEqualTo(a.id());
        Files.writeString(file, Files.readString(file).replace("\"kayles\"", "\"0.77\""));
        assertThat(ClassFiles.readAssignment(file).problemOrNull()).contains("changed by hand");
        assertThat(new Assignment("x", 1, Level.EASY, 5, true, Optional.empty(), Optional.of("kayles"),
                QuizGenerator.KINDS, List.of(), true, QuizGenerator.DRAW).problem()).get().asString().contains("normal play only");
        assertThat(new Assignment("x", 1, Level.EASY, 5, false, Optional.empty(), Optional.of("bogus"),
                QuizGenerator.KINDS, List.of(), true, QuizGenerator.DRAW).problem()).get().asString().contains("game:");
    }

    @Test
    void anExportedKaylesMoveAcceptsEveryWinningMoveInManySpellingsAndNothingWrong() {
        for (Question q : kayles(4, 30, Level.MEDIUM, List.of("move"))) {
            PlatformQuestion pq = PlatformQuestion.of(1, 1, q);
            assertThat(pq.type()).isEqualTo(PlatformQuestion.Type.SHORTANSWER);
            assertThat(pq.title()).endsWith("(kayles)");
            List<String> right = pq.answers().stream().filter(PlatformQuestion.Answer::right)
                    .map(PlatformQuestion.Answer::text).toList();
            for (SumMove m : ((FindSumMove) q).analysis().winningMoves()) {
                assertThat(right).contains(m.shortForm());
            }
            assertThat(right).allMatch(t -> Grading.grade(q, t).correct());
            if (q.answer().equals("none")) {
                assertThat(right).containsExactlyInAnyOrderElementsOf(FindMove.NONE_WORDS.stream()
                        .filter(t -> Grading.grade(q, t).correct()).toList());
            } else {
                assertThat(right.size()).isGreaterThan(4);
            }
        }
        PlatformQuestion outcome = PlatformQuestion.of(1, 1, kayles(4, 1, Level.EASY, List.of("outcome")).get(0));
        assertThat(outcome.type()).isEqualTo(PlatformQuestion.Type.MULTICHOICE);
        PlatformQuestion value = PlatformQuestion.of(1, 1, kayles(4, 1, Level.EASY, List.of("nim-sum")).get(0));
        assertThat(value.type()).isEqualTo(PlatformQuestion.Type.NUMERICAL);
        assertThat(QuizExport.of(4, Level.EASY, new QuizGame.Sums(KAYLES), List.of()).category())
                .isEqualTo("Quiz on Kayles, seed 4, level easy");
    }

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(QuizOnGamesTest.class.getResource("/old-files/" + name).toURI());
    }
}
