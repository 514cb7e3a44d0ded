package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.AboutPosition;
import org.nimexplorer.explain.Question;

/**
 * Kinds given with counts: exactly so many questions of each kind, and P-positions kind by kind (half
 * of the P-or-N questions, a quarter of the others, rounded down), each position's outcome decided
 * by the engine, not by the generator's intent.
 */
class KindCountsTest {

    @Property(tries = 60)
    void everyKindIsAskedExactlyAsOftenAsCountedWithItsShareOfPPositions(@ForAll long seed,
            @ForAll @IntRange(min = 1, max = 9) int moves, @ForAll @IntRange(min = 1, max = 9) int outcomes,
            @ForAll @IntRange(min = 1, max = 9) int sums) {
        List<String> kinds = List.of("move=" + moves, "outcome=" + outcomes, "nim-sum=" + sums);
        List<Question> questions = QuizGenerator.generate(seed, 0, Level.MEDIUM, Rules.NIM, kinds);
        Map<String, List<Question>> byKind = questions.stream().collect(Collectors.groupingBy(Question::kind));
        assertThat(byKind.get("move")).hasSize(moves);
        assertThat(byKind.get("outcome")).hasSize(outcomes);
        assertThat(byKind.get("nim-sum")).hasSize(sums);
        assertThat(pPositions(byKind.get("outcome"))).isEqualTo(outcomes / 2);
        assertThat(pPositions(byKind.get("move"))).isEqualTo((moves + 2) / 4);
        assertThat(pPositions(byKind.get("nim-sum"))).isEqualTo((sums + 2) / 4);
        assertThat(byKind.get("move").stream().filter(q -> q.answer().equals("none"))).hasSize((moves + 2) / 4);
        assertThat(byKind.get("outcome").stream().filter(q -> q.answer().equals("P"))).hasSize(outcomes / 2);
        assertThat(QuizGenerator.generate(seed, 0, Level.MEDIUM, Rules.NIM, kinds)).extracting(Question::prompt)
                .isEqualTo(questions.stream().map(Question::prompt).toList());
    }

    private static long pPositions(List<Question> questions) {
        return questions.stream().map(q -> (AboutPosition) q)
                .filter(q -> Engine.analyze(q.position(), q.rules()).orThrow().outcome() == Outcome.P).count();
    }

    @Test
    void aSubtractionGameIsBalancedTheSameWay() {
        Rules take1to3 = new Rules(org.nimexplorer.engine.Play.NORMAL, MoveSet.parse("1-3").orThrow());
        List<Question> questions = QuizGenerator.generate(5, 0, Level.EASY, take1to3, List.of("outcome=6", "move=8"));
        assertThat(pPositions(questions.stream().filter(q -> q.kind().equals("outcome")).toList())).isEqualTo(3);
        assertThat(pPositions(questions.stream().filter(q -> q.kind().equals("move")).toList())).isEqualTo(2);
    }

    @Test
    void kindsWithoutCountsAreDrawnAsBeforeAndBadCountsAreSaid() {
        assertThat(KindCounts.parse(List.of("move", "outcome")).orThrow()).isEmpty();
        assertThat(KindCounts.parse(List.of("move=2", " outcome = 3 ")).orThrow())
                .contains(new KindCounts(new java.util.LinkedHashMap<>(Map.of("move", 2, "outcome", 3))));
        assertThat(KindCounts.parse(List.of("move=2", "outcome")).problemOrNull())
                .isEqualTo("give a count to every kind or to none, as in move=4,outcome=3,nim-sum=3");
        assertThat(KindCounts.parse(List.of("move=101")).problemOrNull())
                .isEqualTo("'move=101': a count is a number from 1 to 100");
        assertThat(KindCounts.parse(List.of("move=x")).problemOrNull()).isEqualTo("'move=x': a count is a number from 1"
                + " to 100");
        assertThat(KindCounts.parse(List.of("moves=2")).problemOrNull()).startsWith("'moves' is not a kind; the kinds are");
        assertThat(KindCounts.parse(List.of("move=60", "outcome=60")).problemOrNull())
                .isEqualTo("the counts add up to 120 questions; a quiz asks at most 100");
        assertThat(KindCounts.parse(List.of("move=1", "move=2")).problemOrNull()).isEqualTo("'move' is given twice");
        Assignment a = new Assignment("W", 1, Level.EASY, 5, false, Optional.empty(), Optional.empty(),
                List.of("move=2", "outcome=2"), List.of(), true, QuizGenerator.DRAW);
        assertThat(a.problem()).contains("its kinds count 4 questions, its count 5");
    }
}
