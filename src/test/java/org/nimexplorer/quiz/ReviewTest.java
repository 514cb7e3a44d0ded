package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.Question;
import org.nimexplorer.store.Progress;

/** The review list in the progress file: a missed question is kept and comes back as itself, or not at all. */
class ReviewTest {

    private static final Question TAKE_ONE_TO_THREE = new FindMove(Position.of(2, 5, 7),
            new Rules(Play.MISERE, new MoveSet.Subtraction(new int[] {1, 2, 3})));

    private static Progress.ReviewItem withHeaps(Long... heaps) {
        Progress.ReviewItem item = Review.item(TAKE_ONE_TO_THREE);
        item.heaps = new ArrayList<>(Arrays.asList(heaps));
        return item;
    }

    @Test
    void aQuestionOnAMisereSubtractionGameComesBackWithItsRules() {
        Progress.ReviewItem item = Review.item(TAKE_ONE_TO_THREE);
        assertThat(item.misere).isTrue();
        assertThat(item.subtract).isNotNull();
        assertThat(Review.question(item)).contains(TAKE_ONE_TO_THREE);
    }

    @Test
    void aPositionWithAnEmptyHeapIsStillAPosition() {
        Optional<Question> q = Review.question(withHeaps(0L, 5L));
        assertThat(q).contains(new FindMove(Position.of(0, 5), ((FindMove) TAKE_ONE_TO_THREE).rules()));
    }

    @Test
    void anItemWithoutKindOrHeapsOrWithANegativeOrMissingHeapIsDropped() {
        Progress.ReviewItem noKind = Review.item(TAKE_ONE_TO_THREE);
        noKind.kind = null;
        assertThat(Review.question(noKind)).isEmpty();
        Progress.ReviewItem noHeaps = Review.item(TAKE_ONE_TO_THREE);
        noHeaps.heaps = null;
        assertThat(Review.question(noHeaps)).isEmpty();
        assertThat(Review.question(withHeaps())).isEmpty();
        assertThat(Review.question(withHeaps(3L, -1L))).isEmpty();
        assertThat(Review.question(withHeaps(3L, null))).isEmpty();
    }

    @Test
    void anItemNamingAGameTheProgramDoesNotKnowIsDropped() {
        Progress.ReviewItem item = Review.item(TAKE_ONE_TO_THREE);
        item.subtract = "not a set";
        assertThat(Review.question(item)).isEmpty();
    }
}
