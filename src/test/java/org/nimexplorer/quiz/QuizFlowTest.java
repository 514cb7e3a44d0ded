package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.NimSum;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.QuizEvent.Ask;
import org.nimexplorer.quiz.QuizEvent.Judged;
import org.nimexplorer.store.Progress;

/**
 * A quiz driven without a terminal: answers in, events out. Its clock moves one second each time it
 * is read, so the times in the results are known.
 */
class QuizFlowTest {

    /** A winning move exists; B-1 is not one. */
    private static final Question MOVE = new FindMove(Position.of(3, 4, 5), Rules.NIM);

    /** 1 2 3 is a P-position. */
    private static final Question OUTCOME = new PorN(Position.of(1, 2, 3), Rules.NIM);

    private final Progress progress = new Progress();
    private long now;

    private QuizFlow quiz(boolean practice) {
        return flow(new QuizFlow.Plan(11, Level.EASY, List.of(MOVE, OUTCOME), List.of(), practice));
    }

    private QuizFlow flow(QuizFlow.Plan plan) {
        return new QuizFlow(plan, progress, () -> now += 1_000_000_000L);
    }

    private static List<Class<?>> kinds(List<QuizEvent> events) {
        return events.stream().<Class<?>>map(Object::getClass).toList();
    }

    @Test
    void aStopRemembersTheQuestionWaitingAndAQuizRunToItsEndHasNone() {
        QuizFlow stopped = quiz(false);
        stopped.open(true);
        assertThat(stopped.waiting()).contains(MOVE);
        stopped.answer(MOVE.answer());
        assertThat(stopped.waiting()).contains(OUTCOME);
        stopped.stop();
        assertThat(stopped.stoppedAt()).isEqualTo(2);
        assertThat(stopped.waiting()).isEmpty();
        QuizFlow ran = quiz(false);
        ran.open(true);
        ran.answer(MOVE.answer());
        ran.answer(OUTCOME.answer());
        assertThat(ran.stoppedAt()).isZero();
        assertThat(ran.waiting()).isEmpty();
        ran.stop();
        assertThat(ran.stoppedAt()).as("a stop after the end changes nothing").isZero();
    }

    @Test
    void openingTellsTheSeedAndAsksTheFirstQuestion() {
        List<QuizEvent> events = quiz(false).open(false);
        assertThat(events).containsExactly(new QuizEvent.QuizOpened(2, Level.EASY, 11, false, false),
                new Ask(1, 2, MOVE));
    }

    @Test
    void aWrongAnswerInAPlainQuizGetsTheWorkedAnswerAndTheNextQuestion() {
        QuizFlow flow = quiz(false);
        flow.open(true);
        List<QuizEvent> events = flow.answer("B-1");
        assertThat(kinds(events)).containsExactly(Judged.class, QuizEvent.Worked.class, Ask.class);
        assertThat(flow.current()).isEqualTo(1);
        assertThat(flow.results().get(0).correct()).isFalse();
        assertThat(progress.review).singleElement()
                .satisfies(item -> assertThat(item.heaps).containsExactly(3L, 4L, 5L));
    }

    @Test
    void aWrongAnswerInPracticeGetsWhyAndAHintAndAnotherTry() {
        QuizFlow flow = quiz(true);
        flow.open(true);
        List<QuizEvent> first = flow.answer("B-1");
        assertThat(kinds(first)).containsExactly(Judged.class, QuizEvent.Hint.class);
        assertThat(first.get(1)).isEqualTo(new QuizEvent.Hint(MOVE.hints(Idea.all()).get(0)));
        assertThat(flow.current()).isZero();
        assertThat(flow.answer("B-1")).endsWith(new QuizEvent.OneMoreTry());
        List<QuizEvent> third = flow.answer("B-1");
        assertThat(kinds(third)).containsExactly(Judged.class, QuizEvent.Worked.class, Ask.class);
        assertThat(progress.ideas.values()).singleElement().satisfies(tally -> assertThat(tally.wrong).isEqualTo(3));
    }

    @Test
    void inPracticeOnlyTheFirstTryScores() {
        QuizFlow flow = quiz(true);
        flow.open(true);
        flow.answer("B-1");
        List<QuizEvent> right = flow.answer("A-2");
        assertThat(((Judged) right.get(0)).verdict().correct()).isTrue();
        assertThat(flow.results().get(0).correct()).isFalse();
        assertThat(progress.review).hasSize(1);
    }

    @Test
    void theScoreCountsFirstTriesAndTheLastVerdictFollowsEveryGradedAnswer() {
        QuizFlow flow = quiz(true);
        flow.open(true);
        assertThat(flow.lastRight()).isEmpty();
        flow.answer("B-1");
        assertThat(flow.lastRight()).hasValue(false);
        flow.answer("fly");
        assertThat(flow.lastRight()).as("an answer that cannot be read is no verdict").hasValue(false);
        flow.answer("A-2");
        assertThat(flow.lastRight()).hasValue(true);
        assertThat(flow.right()).as("right at the second try scores nothing").isZero();
        flow.answer("P");
        assertThat(flow.right()).isEqualTo(1);
    }

    @Test
    void aSkipLeavesNoLastVerdict() {
        QuizFlow flow = flow(new QuizFlow.Plan(11, Level.EASY, List.of(MOVE, OUTCOME, MOVE), List.of(), false));
        flow.open(true);
        flow.answer("A-2");
        flow.skip();
        assertThat(flow.lastRight()).isEmpty();
        assertThat(flow.right()).isEqualTo(1);
    }

    @Test
    void anAnswerThatCannotBeReadIsRefusedAndNotCounted() {
        QuizFlow flow = quiz(false);
        flow.open(true);
        assertThat(flow.answer("fly")).singleElement().isInstanceOf(QuizEvent.Refused.class);
        assertThat(flow.current()).isZero();
        assertThat(progress.ideas).isEmpty();
    }

    @Test
    void aMisconceptionIsCountedWithTheAnswer() {
        QuizFlow flow = flow(new QuizFlow.Plan(1, Level.EASY,
                List.of(new NimSum(Position.of(3, 4, 5), Rules.NIM)), List.of(), false));
        flow.open(true);
        flow.answer("12");
        assertThat(progress.misconceptions).containsEntry("added-not-xored", 1);
    }

    @Test
    void theLastAnswerFinishesTheQuizWithEveryResultAndTheTime() {
        QuizFlow flow = quiz(false);
        flow.open(true);
        flow.skip();
        List<QuizEvent> events = flow.answer("P");
        assertThat(kinds(events)).containsExactly(Judged.class, QuizEvent.Finished.class);
        QuizEvent.Finished finished = (QuizEvent.Finished) events.get(1);
        assertThat(finished.results()).extracting(QuizResult::skipped).containsExactly(true, false);
        assertThat(finished.results()).extracting(QuizResult::seconds).containsExactly(1.0, 1.0);
        assertThat(finished.seconds()).isEqualTo(5);
        assertThat(flow.finished()).isTrue();
    }

    @Test
    void quitFinishesWithTheQuestionsAnsweredSoFar() {
        QuizFlow flow = quiz(false);
        flow.open(true);
        flow.answer("A-2");
        List<QuizEvent> events = flow.stop();
        assertThat(events.get(0)).isEqualTo(new QuizEvent.Stopped(1));
        assertThat(((QuizEvent.Finished) events.get(1)).results()).hasSize(1);
        assertThat(flow.finished()).isTrue();
        // The clock moves a second each time the quiz reads it: the stopped quiz keeps the time it says it took.
        assertThat(flow.seconds()).isPositive().isEqualTo(((QuizEvent.Finished) events.get(1)).seconds());
    }

    @Test
    void aReviewedPositionLeavesTheListAfterTwoRightAnswersInARow() {
        Progress.ReviewItem item = Review.item(MOVE);
        progress.review.add(item);
        for (int round = 1; round <= Review.STREAK; round++) {
            QuizFlow flow = flow(new QuizFlow.Plan(0, Level.EASY, List.of(MOVE), List.of(item), false));
            assertThat(flow.open(true).get(0)).isEqualTo(new QuizEvent.ReviewOpened(1, false));
            flow.answer("A-2");
            assertThat(progress.review).hasSize(round < Review.STREAK ? 1 : 0);
        }
    }

    @Test
    void aReviewItemStandsForTheQuestionItWasMadeFrom() {
        assertThat(Review.question(Review.item(OUTCOME))).contains(OUTCOME);
        Progress.ReviewItem unusable = Review.item(OUTCOME);
        unusable.kind = "dance";
        assertThat(Review.question(unusable)).isEmpty();
    }

    @Test
    void quittingAQuestionAlreadyTriedKeepsItsTriesAsAQuestionLeft() {
        QuizFlow flow = quiz(true);
        flow.open(true);
        flow.answer("B-1");
        List<QuizEvent> events = flow.stop();
        assertThat(events).first().isEqualTo(new QuizEvent.Stopped(1));
        QuizResult left = flow.results().get(0);
        assertThat(left.number()).isEqualTo(1);
        assertThat(left.skipped()).isTrue();
        assertThat(left.correct()).isFalse();
        assertThat(left.tries()).extracting(QuizResult.Try::answer).containsExactly("B-1");
        assertThat(left.hints()).isEqualTo(1);
        assertThat(progress.review).singleElement()
                .satisfies(item -> assertThat(item.heaps).containsExactly(3L, 4L, 5L));
    }

    @Test
    void quittingAQuestionNotYetTriedLeavesItOut() {
        QuizFlow flow = quiz(true);
        flow.open(true);
        flow.answer(MOVE.answer());
        assertThat(flow.stop()).first().isEqualTo(new QuizEvent.Stopped(1));
        assertThat(flow.results()).hasSize(1);
    }

    @Test
    void aQuizGoneOnWithStartsAtItsQuestionAndNumbersOnFromThere() {
        QuizFlow.Plan plan = new QuizFlow.Plan(11, Level.EASY, List.of(MOVE, OUTCOME, MOVE), List.of(), false);
        QuizFlow flow = flow(plan.from(1));
        List<QuizEvent> opened = flow.open(true);
        assertThat(opened).filteredOn(QuizEvent.Ask.class::isInstance).singleElement()
                .isEqualTo(new QuizEvent.Ask(2, 3, OUTCOME));
        assertThat(flow.current()).isEqualTo(1);
        flow.skip();
        assertThat(flow.results()).extracting(QuizResult::number).containsExactly(2);
        assertThat(flow.current()).isEqualTo(2);
        assertThatThrownBy(() -> plan.from(4)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> plan.from(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(plan.from(3).from()).isEqualTo(3);
    }
}
