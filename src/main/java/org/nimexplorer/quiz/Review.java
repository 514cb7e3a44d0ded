package org.nimexplorer.quiz;

import java.util.ArrayList;
import java.util.Optional;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.AboutSum;
import org.nimexplorer.explain.Asked;
import org.nimexplorer.explain.Question;
import org.nimexplorer.store.Progress;

/**
 * Quiz positions a learner missed, kept in the progress file as plain items and asked again by
 * {@code quiz --review} until answered right {@link #STREAK} times in a row.
 */
public final class Review {

    /** A missed position leaves the review list after this many right answers in a row. */
    public static final int STREAK = 2;

    private Review() {}

    /** The item that keeps {@code q} in the progress file. */
    public static Progress.ReviewItem item(Question q) {
        Progress.ReviewItem item = new Progress.ReviewItem();
        item.kind = q.kind();
        item.heaps = new ArrayList<>(Prompts.position(q).stream().boxed().toList());
        if (q instanceof AboutSum s) {
            item.game = s.sum().games().get(0).notation();
            return item;
        }
        Rules rules = Prompts.rules(q);
        item.misere = rules.isMisere();
        item.subtract = rules.moves() instanceof MoveSet.Subtraction s ? s.notation() : null;
        return item;
    }

    /** The question a saved item stands for; empty when the file holds something unusable. */
    public static Optional<Question> question(Progress.ReviewItem item) {
        if (item.kind == null || item.heaps == null || item.heaps.isEmpty()
                || item.heaps.stream().anyMatch(h -> h == null || h < 0)) {
            return Optional.empty();
        }
        long[] sizes = item.heaps.stream().mapToLong(Long::longValue).toArray();
        Result<QuizGame> game = QuizGame.read(Optional.ofNullable(item.game), item.misere,
                Optional.ofNullable(item.subtract));
        if (!game.isOk()) {
            return Optional.empty();
        }
        if (game.orThrow() instanceof QuizGame.Sums s) {
            return QuizGenerator.sumQuestion(item.kind, GameSum.of(s.game(), sizes));
        }
        Position p = new Position(sizes);
        Rules rules = ((QuizGame.Classic) game.orThrow()).rules();
        return Asked.of(item.kind).map(asked -> asked.about(p, rules));
    }
}
