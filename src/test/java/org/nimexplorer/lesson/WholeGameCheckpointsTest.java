package org.nimexplorer.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.engine.TestBudget;
import org.nimexplorer.engine.GameTreeSearch;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.WholeMove;
import org.nimexplorer.explain.ColumnResidues;
import org.nimexplorer.explain.FindWholeMove;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Misconception;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.Verdict;
import org.nimexplorer.explain.WholeOutcome;

/**
 * The checkpoints of lessons 14 and 15 about Moore's Nim and the staircase: what the validator says of a
 * wrong one, that every shipped answer is what a search of the followers finds (a search that knows
 * nothing of odd steps or columns), and how hand-written answers are judged.
 */
class WholeGameCheckpointsTest {

    private static final Set<Idea> ALL = Idea.all();

    private static GameTreeSearch<Position> search(WholeGame game) {
        return new GameTreeSearch<>(TestBudget.unlimited(), game::followers);
    }

    private static Question parsed(String kind, String body) {
        return CheckpointParser.parse(kind, body, 1).orThrow().question();
    }

    @Test
    void theCourseAsksAboutTheStaircaseAndMooresNim() {
        assertThat(ShippedCheckpoints.of(WholeOutcome.class).filter(q -> q.game() instanceof StaircaseNim)).hasSize(1);
        assertThat(ShippedCheckpoints.of(FindWholeMove.class).filter(q -> q.game() instanceof StaircaseNim)).hasSize(2);
        assertThat(ShippedCheckpoints.of(WholeOutcome.class).filter(q -> q.game() instanceof MooreNim)).hasSize(1);
        assertThat(ShippedCheckpoints.of(FindWholeMove.class).filter(q -> q.game() instanceof MooreNim)).hasSize(1);
        assertThat(ShippedCheckpoints.of(ColumnResidues.class)).hasSize(1);
    }

    @Test
    void everyOutcomeIsWhatTheSearchFinds() {
        ShippedCheckpoints.of(WholeOutcome.class).forEach(q -> assertThat(q.answer()).as(q.prompt())
                .isEqualTo(search(q.game()).isP(q.position()) ? "P" : "N"));
    }

    @Test
    void everyWinningMoveIsWhatTheSearchFindsAndTheGraderAcceptsExactlyThose() {
        ShippedCheckpoints.of(FindWholeMove.class).forEach(q -> {
            GameTreeSearch<Position> referee = search(q.game());
            Set<Position> bySearch = new HashSet<>();
            int judged = 0;
            for (WholeMove m : q.game().legalMoves(q.position())) {
                Position after = m.applyTo(q.position());
                boolean wins = referee.isP(after);
                if (wins) {
                    bySearch.add(after);
                }
                assertThat(Grading.grade(q, m.shortForm()).correct()).as(q.position() + " " + m.shortForm())
                        .isEqualTo(wins);
                judged++;
            }
            assertThat(bySearch).as(q.prompt()).isNotEmpty();
            assertThat(bySearch).contains(q.game().parseMove(q.answer(), q.position()).orThrow().applyTo(q.position()));
            assertThat(Grading.grade(q, "none").correct()).isFalse();
            assertThat(judged).isGreaterThan(5);
        });
    }

    @Test
    void theColumnCountsAreCountedOneHeapAtATime() {
        ShippedCheckpoints.of(ColumnResidues.class).forEach(q -> {
            long[] heaps = q.position().heaps();
            int width = 64 - Long.numberOfLeadingZeros(q.position().largest());
            StringBuilder expected = new StringBuilder();
            for (int bit = width - 1; bit >= 0; bit--) {
                int ones = 0;
                for (long h : heaps) {
                    ones += (int) (h >> bit & 1);
                }
                expected.append(bit == width - 1 ? "" : " ").append(ones % (q.game().k() + 1));
            }
            assertThat(q.answer()).isEqualTo(expected.toString());
        });
    }

    /** On every small position, the outcome and the grading of every move agree with the search. */
    @Test
    void smallPositionsAreJudgedAsTheSearchJudgesThem() {
        int judged = 0;
        for (WholeGame game : List.of(new StaircaseNim(), new MooreNim(2), new MooreNim(3))) {
            GameTreeSearch<Position> referee = search(game);
            for (int a = 0; a <= 3; a++) {
                for (int b = 0; b <= 3; b++) {
                    for (int c = 0; c <= 3; c++) {
                        for (int d = 0; d <= 2; d++) {
                            Position p = Position.of(a, b, c, d);
                            boolean p0 = referee.isP(p);
                            assertThat(new WholeOutcome(game, p).answer()).as(game + " " + p)
                                    .isEqualTo(p0 ? "P" : "N");
                            FindWholeMove q = new FindWholeMove(game, p);
                            assertThat(Grading.grade(q, "none").correct()).isEqualTo(p0);
                            for (WholeMove m : game.legalMoves(p)) {
                                assertThat(Grading.grade(q, m.shortForm()).correct()).as(p + " " + m.shortForm())
                                        .isEqualTo(referee.isP(m.applyTo(p)));
                                judged++;
                            }
                        }
                    }
                }
            }
        }
        assertThat(judged).isGreaterThan(5000);
    }

    // --- hand-written answers -------------------------------------------------------------------

    private static Verdict judge(Question q, String text) {
        return q.judge(text, q.idea(ALL), ALL);
    }

    @Test
    void rightAnswersInNaturalForms() {
        Question stairs = parsed("move", "game: staircase\nposition: 2 1 4 3");
        for (String form : List.of("S3-2", "s3-2", "move 2 from step 3", "move 2 coins from step 3 to step 2",
                "S3-2.")) {
            assertThat(judge(stairs, form).correct()).as(form).isTrue();
        }
        Question moore = parsed("move", "game: moore[2]\nposition: 6 7 3 4");
        for (String form : List.of("B-1 C-1", "b-1 c-1", "take 1 from B and 1 from C", "B=6 C=2", "B-1, C-1")) {
            assertThat(judge(moore, form).correct()).as(form).isTrue();
        }
        Question outcome = parsed("outcome", "game: staircase\nposition: 5 3 5 6");
        for (String form : List.of("P", "p", "P-position", "p.")) {
            assertThat(judge(outcome, form).correct()).as(form).isTrue();
        }
        Question columns = parsed("column-sums", "game: moore[2]\nposition: 9 12 5 3 10");
        for (String form : List.of("0 2 2 0", "0, 2, 2, 0", "0 0 2 2 0")) {
            assertThat(judge(columns, form).correct()).as(form).isTrue();
        }
        assertThat(parsed("move", "game: lasker\nposition: 1 2 3").judge("split C into 1 and 2", Idea.DISGUISE, ALL)
                .correct()).isTrue();
    }

    @Test
    void aWrongStaircaseAnswerGetsWhyAndTheMisconceptionButNotTheAnswer() {
        Question q = parsed("move", "game: staircase\nposition: 2 1 4 3");
        Verdict v = judge(q, "S3-1");
        assertThat(v.correct()).isFalse();
        assertThat(v.summary()).isEqualTo("Not quite: S3-1 leaves 2 2 3 3, where the odd steps' coins 2 and 3 XOR to 1,"
                + " not 0.");
        assertThat(v.why()).startsWith("Your opponent answers S2-1");
        assertThat(v.diagnosis().orElseThrow().misconception()).isEqualTo(Misconception.EVEN_STEPS_COUNTED);
        assertThat(v.summary() + v.why() + v.diagnosis().get().sentence()).doesNotContain("S3-2");
        Verdict none = judge(q, "none");
        assertThat(none.correct()).isFalse();
        assertThat(none.why()).doesNotContain("S3");
        Verdict illegal = judge(q, "S5-1");
        assertThat(illegal.counted()).isFalse();
        assertThat(illegal.summary()).contains("there is no step 5");
    }

    @Test
    void aWrongMooreAnswerGetsWhyAndTheMisconceptionButNotTheAnswer() {
        Question q = parsed("move", "game: moore[2]\nposition: 6 7 3 4");
        Verdict v = judge(q, "take 1 from A and 5 from B");
        assertThat(v.correct()).isFalse();
        assertThat(v.summary()).isEqualTo("Not quite: A-1 B-5 leaves 5 2 3 4, where the 4s column has 2 ones, not a"
                + " multiple of 3.");
        assertThat(v.diagnosis().orElseThrow().misconception()).isEqualTo(Misconception.MOD_TWO_NOT_K_PLUS_ONE);
        assertThat(v.summary() + v.why() + v.diagnosis().get().sentence()).doesNotContain("B-1 C-1");
        Verdict three = judge(q, "A-1 B-1 C-1");
        assertThat(three.counted()).isFalse();
        assertThat(three.summary()).contains("this move lowers 3 heaps, but with k = 2");
        assertThat(three.diagnosis().orElseThrow().misconception()).isEqualTo(Misconception.MORE_THAN_K_HEAPS);
        Verdict columns = judge(parsed("column-sums", "game: moore[2]\nposition: 9 12 5 3 10"), "3 2 2 3");
        assertThat(columns.correct()).isFalse();
        assertThat(columns.summary()).isEqualTo("Not quite: those are the counts of ones themselves.");
        Verdict outcome = judge(parsed("outcome", "game: moore[2]\nposition: 4 5 6 3 2 1"), "N");
        assertThat(outcome.diagnosis().orElseThrow().misconception()).isEqualTo(Misconception.MOD_TWO_NOT_K_PLUS_ONE);
    }

    @Test
    void aLearnerBeforeTheLessonIsNotToldOfItsMisconceptions() {
        Set<Idea> before = java.util.EnumSet.complementOf(java.util.EnumSet.of(Idea.DISGUISE, Idea.MOORE));
        Question q = parsed("move", "game: staircase\nposition: 2 1 4 3");
        assertThat(q.judge("S3-1", Idea.DISGUISE, before).diagnosis()).isEmpty();
        Question m = parsed("move", "game: moore[2]\nposition: 6 7 3 4");
        assertThat(m.judge("A-1 B-1 C-1", Idea.MOORE, before).diagnosis()).isEmpty();
    }

    // --- the validator ----------------------------------------------------------------------------

    @Test
    void aWrongWholeGameCheckpointIsReportedWithFileLineAndProblem(@TempDir Path dir) throws Exception {
        List<String> found = ShippedCheckpoints.problems(dir,
                "```checkpoint nim-sum\ngame: staircase\nposition: 3 0 4\n```\n",
                "```checkpoint move\ngame: moore[2]\nposition: 3 4\nmisere: yes\n```\n",
                "```checkpoint outcome\ngame: staircase\nposition: 3 x\n```\n",
                "```checkpoint column-sums\ngame: staircase\nposition: 3 4\n```\n",
                "```checkpoint move\ngame: moore[0]\nposition: 3 4\n```\n",
                "```checkpoint outcome\ngame: staircase\nsubtract: 1-3\nposition: 3 4\n```\n");
        String at = ":9: ";
        assertThat(found).containsExactlyInAnyOrder(
                dir.resolve("f0.md") + at + "game: staircase is not played heap by heap, so it has no nim-sum to ask"
                        + " for: ask 'outcome' or 'move'",
                dir.resolve("f1.md") + at + "misere: moore[2] is asked under normal play only",
                dir.resolve("f2.md") + at + "position: 'x' is not a heap size: write it in digits, like 7",
                dir.resolve("f3.md") + at + "game: a column-sums checkpoint takes 'game: moore[k]' (the counts are then"
                        + " asked modulo k + 1), or no game for Nim's column sums",
                dir.resolve("f4.md") + at + "game: Moore's Nim needs k, the most heaps a move may lower, from 1 to 64:"
                        + " write it like moore[2]",
                dir.resolve("f5.md") + at + "give the game once: 'game: staircase', without 'subtract:'");
    }
}
