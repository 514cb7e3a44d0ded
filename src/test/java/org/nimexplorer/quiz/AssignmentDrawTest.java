package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Question;

/**
 * An assignment keeps its questions across versions: one written before the draw was balanced names no draw, and is
 * drawn the first way, so that its students' hand-ins still grade; a new one names the draw it was made with.
 */
class AssignmentDrawTest {

    /** Seed 7's three medium questions as the first draw made them (and the old tests kept them). */
    private static final List<String> SEED_7_FIRST_DRAW = List.of(
            "Find a winning move from 11 5 14, or answer 'none' if every move loses.",
            "What is the nim-sum of 10 1 13?",
            "Find a winning move from 11 8 7, or answer 'none' if every move loses.");

    private static Assignment read(Path dir, String draw) throws Exception {
        Path file = dir.resolve("a" + draw.length() + ".assignment.json");
        Files.writeString(file, "{\"format\": \"nim-explorer-assignment\", \"version\": 1, \"title\": \"Week 1\","
                + " \"seed\": 7, \"level\": \"medium\", \"count\": 3, \"misere\": false, \"subtract\": null,"
                + " \"kinds\": [\"move\", \"outcome\", \"nim-sum\"], \"lessons\": [], \"practice\": true" + draw + "}");
        return ClassFiles.readAssignment(file).orThrow();
    }

    @Test
    void aFileThatNamesNoDrawKeepsTheQuestionsItWasMadeWithAndItsId(@TempDir Path dir) throws Exception {
        Assignment old = read(dir, "");
        assertThat(old.draw()).isEqualTo(1);
        assertThat(old.questions().stream().map(Question::prompt).toList()).isEqualTo(SEED_7_FIRST_DRAW);
        assertThat(read(dir, ", \"draw\": 1").id()).isEqualTo(old.id());
        Assignment now = read(dir, ", \"draw\": 2");
        assertThat(now.id()).isNotEqualTo(old.id());
        assertThat(now.questions().stream().map(Question::prompt).toList())
                .isEqualTo(QuizGenerator.generate(7, 3, Level.MEDIUM, Rules.NIM, QuizGenerator.KINDS).stream()
                        .map(Question::prompt).toList())
                .isNotEqualTo(SEED_7_FIRST_DRAW);
    }

    @Test
    void aDrawThisProgramDoesNotKnowIsRefusedAsANewerVersions(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("new.assignment.json");
        Files.writeString(file, "{\"format\": \"nim-explorer-assignment\", \"version\": 1, \"title\": \"T\", \"seed\": 7,"
                + " \"level\": \"medium\", \"count\": 3, \"kinds\": [\"move\"], \"lessons\": [], \"draw\": 3}");
        assertThat(ClassFiles.readAssignment(file).problemOrNull()).contains("drawn in a way this program does not"
                + " know (draw 3): it was made by a newer version");
    }

    @Test
    void withCountsTheFirstDrawRoundsTheQuarterDownAndTheDrawOfNowToTheNearest() {
        for (int draw : List.of(1, 2)) {
            List<Question> qs = QuizGenerator.generate(5, 3, Level.EASY, new QuizGame.Classic(Rules.NIM),
                    List.of("move=3"), draw);
            assertThat(qs.stream().filter(q -> q.answer().equals("none"))).as("draw %d", draw).hasSize(draw == 1 ? 0 : 1);
        }
    }

    @Test
    void kindsNamedWithoutCountsShareTheQuestionsEvenlyAndTheRestGoesToKindsDrawnAtRandom() {
        for (long seed = 1; seed <= 20; seed++) {
            List<Question> qs = QuizGenerator.generate(seed, 10, Level.EASY, Rules.NIM, QuizGenerator.KINDS);
            long moves = qs.stream().filter(q -> q.kind().equals("move")).count();
            long outcomes = qs.stream().filter(q -> q.kind().equals("outcome")).count();
            long sums = qs.stream().filter(q -> q.kind().equals("nim-sum")).count();
            assertThat(List.of(moves, outcomes, sums)).as("seed %d", seed).allMatch(n -> n == 3 || n == 4);
            assertThat(moves + outcomes + sums).isEqualTo(10);
        }
        assertThat(QuizGenerator.generate(3, 2, Level.EASY, Rules.NIM, QuizGenerator.KINDS)).hasSize(2)
                .extracting(Question::kind).doesNotHaveDuplicates();
        assertThat(Optional.of(KindCounts.even(List.of("move", " move"), 5, new java.util.Random(1)).counts()))
                .contains(java.util.Map.of("move", 5));
    }
}
