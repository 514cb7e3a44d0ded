package org.nimexplorer.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.engine.TestBudget;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.SumSearch;
import org.nimexplorer.explain.Choice;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.FindSumMove;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.GrundyValues;
import org.nimexplorer.explain.Mex;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.QuestionKinds;
import org.nimexplorer.explain.SumOutcome;
import org.nimexplorer.explain.SumValue;

/**
 * The checkpoints of lessons 12 and 13: what the validator says of a wrong one, and that the answer of
 * every shipped one is the engine's, checked against a search of the whole game tree that knows
 * nothing of Grundy values, the mex or XOR.
 */
class SumCheckpointsTest {


    private static GameSum sum(String notation) {
        return GameNotation.sum(List.of(notation), new HeapGame.Nim()).orThrow();
    }

    private static Outcome searched(GameSum sum) {
        return new SumSearch(Play.NORMAL, TestBudget.positions(5_000_000)).outcome(sum);
    }

    /**
     * The Grundy value by its meaning, found by search: a sum has value g when, beside a Nim heap of g,
     * it is P, and beside a Nim heap of any smaller size it is N.
     */
    private static long valueBySearch(GameSum sum) {
        for (long g = 0; ; g++) {
            List<Component> parts = new java.util.ArrayList<>(sum.parts());
            parts.add(new Component(new HeapGame.Nim(), g));
            if (searched(new GameSum(parts)) == Outcome.P) {
                return g;
            }
        }
    }

    @Test
    void theCourseAsksAboutSumsOfGamesAndKayles() {
        assertThat(ShippedCheckpoints.of(SumValue.class)).hasSizeGreaterThanOrEqualTo(2);
        assertThat(ShippedCheckpoints.of(FindSumMove.class)).hasSizeGreaterThanOrEqualTo(3);
        assertThat(ShippedCheckpoints.of(SumOutcome.class)).hasSizeGreaterThanOrEqualTo(2);
        assertThat(ShippedCheckpoints.of(Mex.class)).hasSizeGreaterThanOrEqualTo(1);
        assertThat(ShippedCheckpoints.of(GrundyValues.class).map(q -> (GrundyValues) q)
                .filter(g -> g.game().splits())).hasSizeGreaterThanOrEqualTo(1);
    }

    @Test
    void everyWinningMoveOfASumCheckpointIsWhatTheSearchFinds() {
        ShippedCheckpoints.of(FindSumMove.class).map(q -> (FindSumMove) q).forEach(q -> {
            SumAnalysis a = q.analysis();
            List<SumMove> bySearch = new SumSearch(Play.NORMAL, TestBudget.positions(5_000_000)).winningMoves(q.sum());
            assertThat(new HashSet<>(a.winningMoves())).as(q.sum().notation()).isEqualTo(new HashSet<>(bySearch));
            assertThat(Grading.grade(q, q.answer()).correct()).isTrue();
        });
    }

    @Test
    void everyOutcomeAndValueOfASumCheckpointIsWhatTheSearchFinds() {
        ShippedCheckpoints.of(SumOutcome.class).map(q -> (SumOutcome) q).forEach(q ->
                assertThat(q.answer()).as(q.sum().notation()).isEqualTo(searched(q.sum()).name()));
        ShippedCheckpoints.of(SumValue.class).map(q -> (SumValue) q).forEach(q ->
                assertThat(q.value()).as(q.sum().notation()).isEqualTo(valueBySearch(q.sum())));
    }

    @Test
    void everyValueOfAKaylesTableIsWhatTheSearchFinds() {
        ShippedCheckpoints.of(GrundyValues.class).map(q -> (GrundyValues) q).filter(g -> g.game().splits())
                .forEach(q -> {
                    List<Long> values = q.values();
                    for (int n = 0; n < values.size(); n++) {
                        GameSum row = new GameSum(List.of(new Component(q.game(), n)));
                        assertThat(values.get(n)).as("g(" + n + ")").isEqualTo(valueBySearch(row));
                        assertThat(values.get(n)).isEqualTo(q.game().grundy(n));
                    }
                });
    }

    @Test
    void everyMexIsTheFirstNumberMissing() {
        ShippedCheckpoints.of(Mex.class).map(q -> (Mex) q).forEach(q -> {
            long m = q.value();
            assertThat(q.set()).doesNotContain(m);
            for (long smaller = 0; smaller < m; smaller++) {
                assertThat(q.set()).contains(smaller);
            }
        });
    }

    /** The grader agrees with the search on every move of every small mixed sum: right exactly when it leaves P. */
    @Test
    void everyMoveInSmallMixedSumsIsJudgedAsTheSearchWouldJudgeIt() {
        SumSearch search = new SumSearch(Play.NORMAL, TestBudget.positions(5_000_000));
        int judged = 0;
        for (int a = 0; a <= 3; a++) {
            for (int b = 1; b <= 6; b++) {
                for (int c = 0; c <= 6; c++) {
                    GameSum s = sum("nim:" + a + " kayles:" + b + " sub[1,3,4]:" + c);
                    FindSumMove q = new FindSumMove(s);
                    for (SumMove move : s.moves()) {
                        boolean wins = search.outcome(move.applyTo(s)) == Outcome.P;
                        assertThat(Grading.grade(q, move.shortForm()).correct()).as(s.notation() + " " + move.shortForm())
                                .isEqualTo(wins);
                        judged++;
                    }
                    boolean lost = search.outcome(s) == Outcome.P;
                    assertThat(Grading.grade(q, "none").correct()).as(s.notation()).isEqualTo(lost);
                }
            }
        }
        assertThat(judged).isGreaterThan(1000);
    }

    // --- the validator ------------------------------------------------------------------------------

    @Test
    void aWrongGameOrPositionIsReportedWithFileLineAndProblem(@TempDir Path dir) throws Exception {
        List<String> found = ShippedCheckpoints.problems(dir,
                "```checkpoint move\nposition: nim:3 chess:4\n```\n",
                "```checkpoint outcome\nposition: 3 5\ngame: kayles\nsubtract: 1-3\n```\n",
                "```checkpoint move\nposition: kayles:5 nim:3\nmisere: yes\n```\n",
                "```checkpoint nim-sum\nposition: kayles:x\n```\n",
                "```checkpoint nim-sum\nposition: 0.6:100000\n```\n",
                "```checkpoint grundy\nmax: 10\n```\n",
                "```checkpoint grundy\ngame: kayles\nmax: 31\n```\n",
                "```checkpoint grundy\ngame: 0.8\nmax: 5\n```\n",
                "```checkpoint mex\nset: 0 one 3\n```\n",
                "```checkpoint mex\nset:\n```\n",
                "```checkpoint mex\nset: 0 1 5000\n```\n",
                "```checkpoint mex\nposition: 3\n```\n");
        String at = ":9: ";
        assertThat(found).containsExactlyInAnyOrder(
                dir.resolve("f0.md") + at + "position: 'chess' is not a game: name " + GameNotation.GAMES
                        + " (in 'chess:4')",
                dir.resolve("f1.md") + at + "give the game once: 'game: sub[1,3,4]' or 'subtract: 1,3,4', not both",
                dir.resolve("f2.md") + at + "misere: a sum of games is asked under normal play only: its Grundy values"
                        + " say who wins there, and nothing as simple does under misère play",
                dir.resolve("f3.md") + at + "position: 'x' is not a heap size: write it in digits, like 7",
                dir.resolve("f4.md") + at + "position: heap A: no period of 0.6 was found among its first 16,384"
                        + " values, so its value is known only for heaps up to 16,383",
                dir.resolve("f5.md") + at + "missing 'game:' line (or 'subtract:'): name the game, like 'game: kayles'",
                dir.resolve("f6.md") + at + "max: at most 30, not 31",
                dir.resolve("f7.md") + at + "game: '0.8' has a digit 8 or 9, and octal digits run 0 to 7: an octal"
                        + " game is written 0. and up to 30 digits 0 to 7, like 0.77 (Kayles) or 0.137",
                dir.resolve("f8.md") + at + "set: 'one' is not a number: write it in digits, like 7",
                dir.resolve("f9.md") + at + "set: list whole numbers, like 'set: 0 1 3' (write {} for the empty set)",
                dir.resolve("f10.md") + at + "set: numbers up to 1000, not 5000",
                dir.resolve("f11.md") + at + "a mex checkpoint has no key 'position': it takes prompt, hint, idea, before, set");
    }

    @Test
    void aChoiceTellsWhyAWrongOptionFailsWhenItsAuthorSays() {
        String body = "option: one\noption: two\noption: three\nanswer: b\nexplain: e\nwhy: a: one is too few\n"
                + "why: c: three is too many";
        Choice choice = (Choice) CheckpointParser.parse("choice", body, 1).orThrow().question();
        assertThat(choice.whys()).containsExactly("one is too few", "", "three is too many");
        assertThat(Grading.grade(choice, "c").why()).isEqualTo("three is too many");
        assertThat(Grading.grade(choice, "a").why()).isEqualTo("one is too few");
        assertThat(CheckpointParser.parse("choice", body.replace("why: a: one is too few\n", ""), 1).problemOrNull())
                .startsWith("why: option a has no 'why:' line");
        assertThat(CheckpointParser.parse("choice", body.replace("why: c", "why: b"), 1).problemOrNull())
                .isEqualTo("why: option b is the answer; a why is for a wrong option");
        assertThat(CheckpointParser.parse("choice", body.replace("why: c:", "why: z:"), 1).problemOrNull())
                .startsWith("why: write the letter of a wrong option and why it fails");
        assertThat(CheckpointParser.parse("choice", body + "\nwhy: c: again", 1).problemOrNull())
                .isEqualTo("why: option c has two why lines; give one");
        ShippedCheckpoints.of(Choice.class).map(q -> (Choice) q)
                .filter(c -> c.whys().stream().anyMatch(w -> !w.isEmpty())).forEach(c -> {
                    for (int i = 0; i < c.options().size(); i++) {
                        assertThat(c.whys().get(i)).as("the why of option " + i).doesNotContain(
                                c.options().get(c.correct()));
                    }
                });
    }

    @Test
    void sizesWithAGameAreRowsOfThatGameAndOneGameOfNimOrSubtractionIsAPlainPosition() {
        Question rows = CheckpointParser.parse("nim-sum", "position: 3 5\ngame: kayles", 1).orThrow().question();
        assertThat(rows).isEqualTo(new SumValue(sum("kayles:3 kayles:5")));
        assertThat(CheckpointParser.parse("move", "position: nim:3 nim:4 nim:5", 1).orThrow().question())
                .isInstanceOf(FindMove.class);
        Question sub = CheckpointParser.parse("outcome", "position: 9 14\ngame: sub[1,3,4]", 1).orThrow().question();
        assertThat(sub).isInstanceOf(PorN.class);
        assertThat(sub.answer()).isEqualTo("P");
        assertThat(CheckpointParser.parse("grundy", "subtract: 1,3,4\nmax: 9", 1).orThrow().question())
                .isEqualTo(CheckpointParser.parse("grundy", "game: sub[1,3,4]\nmax: 9", 1).orThrow().question());
        assertThat(CheckpointParser.parse("mex", "set: {0, 1, 3}", 1).orThrow().question())
                .isEqualTo(new Mex(List.of(0L, 1L, 3L)));
        assertThat(CheckpointParser.parse("mex", "set: {}", 1).orThrow().question().answer()).isEqualTo("0");
        assertThat(CheckpointParser.parse("move", "position: kayles:3 lasker:4 0.137:6", 1).orThrow().question())
                .isInstanceOf(FindSumMove.class);
        Set<String> kinds = new HashSet<>(QuestionKinds.words());
        assertThat(kinds).contains("mex");
    }
}
