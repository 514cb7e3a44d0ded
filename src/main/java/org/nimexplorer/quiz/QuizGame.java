package org.nimexplorer.quiz;

import java.util.Optional;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.SumWords;

/**
 * What a quiz is played on: Nim or a subtraction game under its rules (asked about with the lemmas
 * and columns of the heaps), or sums of heaps of another heap game, such as Kayles, an octal game or
 * Lasker's Nim, under normal play (asked about with Grundy values).
 */
public sealed interface QuizGame {

    /** Nim or a subtraction game, normal or misère. */
    record Classic(Rules rules) implements QuizGame {}

    /** Every heap of one game that is neither Nim nor a subtraction game; normal play. */
    record Sums(HeapGame game) implements QuizGame {}

    QuizGame NIM = new Classic(Rules.NIM);

    /**
     * Whether questions at {@code level} would take too long to draw: misère subtraction games have no
     * formula, so every question is searched, and hard positions make that too slow for a quiz.
     */
    default boolean tooSlowAt(Level level) {
        return this instanceof Classic c && c.rules().isMisere() && !c.rules().isNim() && level == Level.HARD;
    }

    /**
     * The quiz's game from the rules and the game every heap follows: Nim and subtraction games keep
     * their rules; any other game is a sum quiz, which is under normal play only.
     */
    static Result<QuizGame> of(Play play, HeapGame game) {
        return of(GameFamily.of(game, play));
    }

    /** The quiz's game from the family of the game named: a sum quiz is under normal play only. */
    static Result<QuizGame> of(GameFamily.OfHeaps family) {
        return family.accept(new GameFamily.HeapVisitor<>() {
            @Override
            public Result<QuizGame> classic(Rules rules) {
                return Result.ok(new Classic(rules));
            }

            @Override
            public Result<QuizGame> sums(HeapGame game, Play play) {
                if (play == Play.MISERE) {
                    return Result.problem("quizzes on " + game.notation() + " are under normal play only: leave out"
                            + " --misere (misère sums have no Grundy-value rule to quiz on)");
                }
                return Result.ok(new Sums(game));
            }
        });
    }

    /**
     * The game as a file saves it ({@code game}, a {@link GameNotation} name), beside its misère flag
     * and subtraction set: a file without it is Nim or the subtraction set, as before games came in.
     */
    static Result<QuizGame> read(Optional<String> game, boolean misere, Optional<String> subtract) {
        Play play = misere ? Play.MISERE : Play.NORMAL;
        if (game.isPresent()) {
            if (subtract.isPresent()) {
                return Result.problem("names both a game and a subtraction set");
            }
            return GameNotation.heapGame(game.get()).mapProblem(p -> "game: " + p).flatMap(g -> of(play, g));
        }
        if (subtract.isEmpty()) {
            return Result.ok(new Classic(new Rules(play, MoveSet.NIM)));
        }
        return MoveSet.parse(subtract.get()).mapProblem(p -> "subtract: " + p).map(set -> (QuizGame) new Classic(new Rules(play, set)));
    }

    /** The game's name for a file's {@code game} field; empty for Nim and subtraction games, which files keep apart. */
    default Optional<String> notation() {
        return this instanceof Sums s ? Optional.of(s.game().notation()) : Optional.empty();
    }

    /** " (misère, take 1-3)", " (kayles)", or nothing for Nim: what follows a position in a list. */
    default String note() {
        return this instanceof Sums s ? " (" + s.game().notation() + ")" : ((Classic) this).rules().note();
    }

    /** "Kayles", "Lasker's Nim", "the octal game 0.137"; empty for Nim and subtraction games. */
    default Optional<String> name() {
        return this instanceof Sums s ? Optional.of(SumWords.name(s.game())) : Optional.empty();
    }
}
