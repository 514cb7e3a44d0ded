package org.nimexplorer.explain;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.WholeGame;

/**
 * The three things a checkpoint or a quiz asks about a game: a winning move, P or N, the nim-sum. The
 * same word asks it of a position under rules, of a sum of heap games and of a whole-position game
 * (Moore's Nim, the staircase), each answered by the kind of its family; this is the one place that
 * maps the word to those kinds.
 */
public enum Asked {
    MOVE("move", "Winning move", FindMove::new, FindSumMove::new, Optional.of(FindWholeMove::new)),
    OUTCOME("outcome", "P or N", PorN::new, SumOutcome::new, Optional.of(WholeOutcome::new)),
    /** A whole-position game is not played heap by heap, so it has no nim-sum to ask for. */
    NIM_SUM("nim-sum", "Nim-sum", NimSum::new, SumValue::new, Optional.empty());

    private final String word;
    private final String title;
    private final BiFunction<Position, Rules, Question> aboutPosition;
    private final Function<GameSum, Question> aboutSum;
    private final Optional<BiFunction<WholeGame, Position, Question>> aboutWholeGame;

    Asked(String word, String title, BiFunction<Position, Rules, Question> aboutPosition,
            Function<GameSum, Question> aboutSum, Optional<BiFunction<WholeGame, Position, Question>> aboutWholeGame) {
        this.word = word;
        this.title = title;
        this.aboutPosition = aboutPosition;
        this.aboutSum = aboutSum;
        this.aboutWholeGame = aboutWholeGame;
    }

    /** The word lesson files and quiz options use: "move", "outcome", "nim-sum". */
    public String word() {
        return word;
    }

    /** What the question is about, as a question bank titles it: "Winning move". */
    public String title() {
        return title;
    }

    /** The asking word, if {@code word} is one. */
    public static Optional<Asked> of(String word) {
        return Arrays.stream(values()).filter(a -> a.word.equals(word)).findFirst();
    }

    /** Every word, in order. */
    public static List<String> words() {
        return Arrays.stream(values()).map(Asked::word).toList();
    }

    /** The question about a position of Nim or a subtraction game. */
    public Question about(Position position, Rules rules) {
        return aboutPosition.apply(position, rules);
    }

    /** The question about a sum of heap games. */
    public Question about(GameSum sum) {
        return aboutSum.apply(sum);
    }

    /** Whether a whole-position game can be asked this. */
    public boolean asksWholeGames() {
        return aboutWholeGame.isPresent();
    }

    /** The question about a position of a whole-position game; empty where the game cannot be asked it. */
    public Optional<Question> about(WholeGame game, Position position) {
        return aboutWholeGame.map(f -> f.apply(game, position));
    }
}
