package org.nimexplorer.engine;

import java.util.List;
import java.util.Optional;

/**
 * Which game is this: a classic position under {@link Rules} (Nim or a subtraction game, taught with
 * the lemmas and the binary columns of the heaps), a sum of heap games (each heap worth its Grundy
 * value), or a game played on the whole position. Decided once, where the game is read, and branched
 * on through a visitor so the compiler checks that every family is handled. The bridge between the
 * classic rules and the heap games they are ({@link #heapGame(Rules)}, {@link #classicRules}) lives
 * here and nowhere else.
 */
public sealed interface GameFamily permits GameFamily.OfHeaps, GameFamily.Whole {

    /** One method per family of games played heap by heap. */
    interface HeapVisitor<R> {
        R classic(Rules rules);

        R sums(HeapGame game, Play play);
    }

    /** One method per family. */
    interface Visitor<R> extends HeapVisitor<R> {
        R whole(WholeGame game);
    }

    <R> R accept(Visitor<R> visitor);

    /** A game played heap by heap: a classic position or a sum of heap games. */
    sealed interface OfHeaps extends GameFamily permits Classic, Sums {

        <R> R accept(HeapVisitor<R> visitor);

        @Override
        default <R> R accept(Visitor<R> visitor) {
            return accept((HeapVisitor<R>) visitor);
        }

        /** The game every heap follows when no heap names its own. */
        HeapGame heapGame();

        Play play();

        /** The same game as a sum of heap games: what it becomes when some heap names its own game. */
        default Sums asSum() {
            return new Sums(heapGame(), play());
        }
    }

    /** Nim or a subtraction game, normal or misère. */
    record Classic(Rules rules) implements OfHeaps {
        @Override
        public <R> R accept(HeapVisitor<R> visitor) {
            return visitor.classic(rules);
        }

        @Override
        public HeapGame heapGame() {
            return GameFamily.heapGame(rules);
        }

        @Override
        public Play play() {
            return rules.play();
        }
    }

    /** Heaps of heap games, the plain ones of {@code game}, decided by their Grundy values (or by search under misère play). */
    record Sums(HeapGame game, Play play) implements OfHeaps {
        @Override
        public <R> R accept(HeapVisitor<R> visitor) {
            return visitor.sums(game, play);
        }

        @Override
        public HeapGame heapGame() {
            return game;
        }
    }

    /** A game on the whole position, such as Moore's Nim or the staircase; normal play. */
    record Whole(WholeGame game) implements GameFamily {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.whole(game);
        }
    }

    /** The family of heaps that all follow one game: classic for Nim and subtraction games, a sum otherwise. */
    static OfHeaps of(HeapGame game, Play play) {
        return classicRules(game, play).<OfHeaps>map(Classic::new).orElseGet(() -> new Sums(game, play));
    }

    /**
     * The family of a position written heap by heap, as a checkpoint writes it: classic when every heap
     * follows one game that is Nim or a subtraction game; otherwise a sum whose plain heaps follow
     * {@code plain}.
     */
    static OfHeaps of(GameSum sum, HeapGame plain, Play play) {
        List<HeapGame> games = sum.games();
        return games.size() == 1 ? of(games.get(0), play) : new Sums(plain, play);
    }

    /** The rules of Nim or a subtraction game under this play; empty for any other heap game. */
    static Optional<Rules> classicRules(HeapGame game, Play play) {
        if (game instanceof HeapGame.Nim) {
            return Optional.of(new Rules(play, MoveSet.NIM));
        }
        if (game instanceof HeapGame.Subtract s) {
            return Optional.of(new Rules(play, s.set()));
        }
        return Optional.empty();
    }

    /** The heap game one heap follows under these rules: Nim, or the subtraction game of their set. */
    static HeapGame heapGame(Rules rules) {
        return rules.moves() instanceof MoveSet.Subtraction s ? new HeapGame.Subtract(s) : new HeapGame.Nim();
    }
}
