package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.NimSum;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.Verdict;

/** A hand-in as a quiz makes it from its results. */
class HandInTest {

    private static final Assignment WEEK = new Assignment("Week 3", 42, Level.EASY, 2, false, Optional.empty(),
            Optional.empty(), List.of("nim-sum"), List.of(), false, QuizGenerator.DRAW);

    private static QuizResult result(int number, Question q, double seconds, String... answers) {
        List<QuizResult.Try> tries = java.util.Arrays.stream(answers).map(a -> {
            Verdict v = Grading.grade(q, a);
            return new QuizResult.Try(a, v.correct(), v.diagnosis());
        }).toList();
        QuizResult.Try first = tries.get(0);
        return new QuizResult(number, q, first.answer(), first.correct(), false, seconds, q.idea(Idea.all()),
                first.diagnosis(), tries, 0);
    }

    @Test
    void eachTryKeepsTheMisconceptionSeenInItAndEachTimeIsRoundedToATenth() {
        // 3 + 5 = 8 where 3 XOR 5 = 6 is asked.
        Question q = new NimSum(Position.of(3, 5), Rules.NIM);
        HandIn h = HandIn.of("Ada", "test", WEEK, "now", 30, List.of(result(1, q, 12.34, "8", "6")), List.of(), List.of(), 0);
        HandIn.Item item = h.items().get(0);
        String seen = Grading.grade(q, "8").diagnosis().orElseThrow().misconception().key();
        assertThat(item.tries()).containsExactly(new HandIn.Attempt("8", false, Optional.of(seen)),
                new HandIn.Attempt("6", true, Optional.empty()));
        assertThat(item.seconds()).isEqualTo(12.3);
        assertThat(item.firstTry()).isFalse();
        assertThat(item.solved()).isTrue();
        assertThat(h.claimed()).isEqualTo(new HandIn.Score(0, 1, WEEK.count()));
    }

    @Test
    void aHandInGivenNoListOfEarlierOnesReplacedNothing() {
        HandIn h = new HandIn("Ada", "test", WEEK, "now", 30, List.of(), List.of(), new HandIn.Score(0, 0, 2), null, 0, HandIn.Seal.INTACT);
        assertThat(h.earlier()).isEmpty();
        assertThat(h.withThis()).isEmpty();
    }

    @Test
    void aQuizStoppedBeforeAnyAnswerIsNoAttemptButOneWithAnAnswerIs() {
        Question q = new NimSum(Position.of(3, 5), Rules.NIM);
        HandIn none = HandIn.of("Ada", "test", WEEK, "t0", 5, List.of(), List.of(), List.of(), 1);
        assertThat(none.reachedAny()).isFalse();
        assertThat(none.withThis()).isEmpty();
        HandIn one = HandIn.of("Ada", "test", WEEK, "t1", 30, List.of(result(1, q, 3, "6")), List.of(), none.withThis(), 2);
        assertThat(one.withThis()).containsExactly(new HandIn.Earlier("t1", new HandIn.Score(1, 1, WEEK.count()), 1));
    }

    @Test
    void aQuizGoneOnWithAfterADropIsOneHandInScoredOverEveryAnswer() {
        Question q = new NimSum(Position.of(3, 5), Rules.NIM);
        HandIn first = HandIn.of("Ada", "test", WEEK, "t0", 5, List.of(result(1, q, 3, "6")), List.of(), List.of(), 2);
        HandIn rest = HandIn.of("Ada", "test", WEEK, "t1", 9, List.of(result(2, q, 4, "8", "6")), List.of(), List.of(), 0);
        HandIn whole = rest.after(first.items());
        assertThat(whole.items()).extracting(HandIn.Item::number).containsExactly(1, 2);
        assertThat(whole.claimed()).isEqualTo(new HandIn.Score(1, 2, WEEK.count()));
        assertThat(whole.finished()).isEqualTo("t1");
        assertThat(whole.stoppedAt()).isZero();
        assertThat(rest.after(List.of())).isSameAs(rest);
    }
}
