package org.nimexplorer.command;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.Game;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.WholeGame;
import picocli.CommandLine.Option;

/**
 * The options that choose the game: misère or normal play, and Nim, a subtraction set or another
 * heap game (Kayles, an octal game, Lasker's Nim) named by {@code --game}. Nim and subtraction games
 * keep their own explanations (lemmas, columns of the heaps); other games are sums of heap games.
 * Which games {@code --game} offers is said by the subclass a command mixes in, so that its help
 * lists only the games it plays.
 */
public abstract class GameOptions {

    /** Every game, whole-position games included. */
    public static final class Any extends GameOptions {
        @Option(names = "--game", paramLabel = "GAME",
                description = "The game on every heap: nim, kayles, dawsons-kayles, dawsons-chess, lasker, an octal code"
                        + " like 0.77, sub[1,3,4], moore[2] or staircase. A heap written GAME:SIZE (kayles:5) has its own game.")
        String game;

        @Override
        String named() {
            return game;
        }
    }

    /** Every game whose positions are read in binary columns: the heap games and Moore's Nim, not the staircase. */
    public static final class Columned extends GameOptions {
        @Option(names = "--game", paramLabel = "GAME",
                description = "The game on every heap: nim, kayles, dawsons-kayles, dawsons-chess, lasker, an octal code"
                        + " like 0.77, sub[1,3,4] or moore[2]. A heap written GAME:SIZE (kayles:5) has its own game.")
        String game;

        @Override
        String named() {
            return game;
        }
    }

    /** Games played heap by heap, for a command whose work is heap by heap. */
    public static final class HeapByHeap extends GameOptions {
        @Option(names = "--game", paramLabel = "GAME",
                description = "The game on every heap: nim, kayles, dawsons-kayles, dawsons-chess, lasker, an octal code"
                        + " like 0.77 or sub[1,3,4].")
        String game;

        @Override
        String named() {
            return game;
        }
    }

    /** Nim and subtraction games only, for a command that needs their rules. */
    public static final class Classic extends GameOptions {
        @Option(names = "--game", paramLabel = "GAME", description = "The game on every heap: nim or sub[1,3,4].")
        String game;

        @Override
        String named() {
            return game;
        }
    }

    @Option(names = "--misere", description = "Misère play: whoever takes the last object loses.")
    boolean misere;

    @Option(names = "--subtract", paramLabel = "SET",
            description = "A subtraction game: the amounts a move may take, like 1-3 or 1,3,4 (default: any amount).")
    String subtract;

    /** The word given to --game, or null. */
    abstract String named();

    /** True when the line named any rule (so it should override the rules already in force). */
    public boolean given() {
        return misere || subtract != null || named() != null;
    }

    /** The set named by a --subtract option, or a {@link BadInputException} saying what is wrong with it. */
    static MoveSet.Subtraction subtractionSet(String text) {
        Result<MoveSet> moves = MoveSet.parse(text);
        if (!moves.isOk()) {
            throw new BadInputException("--subtract: " + moves.problemOrNull());
        }
        return (MoveSet.Subtraction) moves.orThrow();
    }

    public Play play() {
        return misere ? Play.MISERE : Play.NORMAL;
    }

    /** The game named by --game when it is played on the whole position (moore[k], staircase). */
    public Optional<WholeGame> wholeGame() {
        if (named() == null) {
            return Optional.empty();
        }
        Result<Game> named = GameNotation.game(named());
        if (named.isOk() && named.orThrow() instanceof WholeGame whole) {
            if (subtract != null) {
                throw new BadInputException("--game " + whole.notation() + " has its own moves: leave out --subtract");
            }
            if (misere) {
                throw new BadInputException("--game " + whole.notation() + " is played under normal play only here:"
                        + " leave out --misere");
            }
            return Optional.of(whole);
        }
        return Optional.empty();
    }

    /** What a command that takes only games played heap by heap says it takes. */
    private static final String HEAP_BY_HEAP = "this command takes games played heap by heap (nim, kayles, lasker,"
            + " an octal code, sub[SET])";

    /** What a command that needs the rules of Nim or a subtraction game says it takes. */
    private static final String CLASSIC = "this command knows Nim and subtraction games (--subtract SET or --game"
            + " sub[SET])";

    /** The game every plain heap follows: --game, --subtract, or Nim. */
    public HeapGame heapGame() {
        return heapGame(HEAP_BY_HEAP);
    }

    private HeapGame heapGame(String takes) {
        if (named() != null && subtract != null) {
            throw new BadInputException("--game and --subtract both name the game: give one, like --game sub["
                    + subtract + "] or --subtract " + subtract);
        }
        if (subtract != null) {
            return new HeapGame.Subtract(subtractionSet(subtract));
        }
        if (named() == null) {
            return new HeapGame.Nim();
        }
        Result<Game> named = GameNotation.game(named());
        if (!named.isOk()) {
            throw new BadInputException("--game: " + named.problemOrNull());
        }
        if (named.orThrow() instanceof HeapGame heap) {
            return heap;
        }
        throw notAvailable(named.orThrow(), takes);
    }

    private static BadInputException notAvailable(Game game, String takes) {
        return new BadInputException("--game " + game.notation() + " is not available here: " + takes);
    }

    /**
     * Which game the options name: a whole-position game (moore[k], staircase) first, so its own
     * refusals of --subtract and --misere come before any other; then the game every heap follows.
     */
    public GameFamily family() {
        Optional<WholeGame> whole = wholeGame();
        if (whole.isPresent()) {
            return new GameFamily.Whole(whole.get());
        }
        return heapFamily();
    }

    /**
     * Which game the heaps are: as {@link #family()}, but a classic game becomes a sum when some heap
     * is written with its own game (kayles:5). {@code @FILE} stands for the heaps written in that file.
     */
    public GameFamily family(List<String> words) {
        GameFamily named = family();
        return named instanceof GameFamily.Classic classic && ownGames(words) ? classic.asSum() : named;
    }

    /** Which game the heaps are, as {@link #family(List)}, for a command that takes only games played heap by heap. */
    public GameFamily.OfHeaps heapFamily(List<String> words) {
        GameFamily.OfHeaps named = heapFamily();
        return named instanceof GameFamily.Classic classic && ownGames(words) ? classic.asSum() : named;
    }

    /** Which game the options name, for a command that takes only games played heap by heap. */
    public GameFamily.OfHeaps heapFamily() {
        return GameFamily.of(heapGame(), play());
    }

    private static boolean ownGames(List<String> words) {
        return HeapFiles.expand(words).stream().anyMatch(GameNotation::namesGame);
    }

    /**
     * The heaps as a sum of games whose plain heaps follow {@code plain}: every heap written as itself
     * or with its own game. {@code @FILE} stands for the heaps written in that file.
     */
    public static GameSum sum(List<String> words, HeapGame plain) {
        Result<GameSum> sum = GameNotation.sum(HeapFiles.expand(words), plain);
        if (!sum.isOk()) {
            throw new BadInputException(sum.problemOrNull());
        }
        return sum.orThrow();
    }

    /** The rules of Nim or a subtraction game; another game named by --game is refused here. */
    public Rules rules() {
        HeapGame plain = heapGame(CLASSIC);
        return GameFamily.classicRules(plain, play()).orElseThrow(() -> notAvailable(plain, CLASSIC));
    }
}
