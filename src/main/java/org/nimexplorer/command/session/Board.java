package org.nimexplorer.command.session;

import java.util.Optional;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/**
 * What the learner moves on: nothing yet, a position under its rules, or a game against the engine
 * under way, whose position and rules are the game's own. Immutable, so that undo can keep earlier
 * boards whole.
 */
sealed interface Board {

    /** A session's board before anything is set. */
    Board EMPTY = new Empty();

    /** The position moves are made on, if there is one. */
    Optional<Position> position();

    /** The rules the position is played under (Nim's, when there is none). */
    Rules rules();

    /** The game under way, if one is. */
    Optional<Game> game();

    <R> R accept(Visitor<R> visitor);

    /** One method per kind of board, so that the compiler checks every use handles each. */
    interface Visitor<R> {
        R empty();

        R at(At at);

        R playing(Playing playing);
    }

    /** No position yet. */
    record Empty() implements Board {
        @Override
        public Optional<Position> position() {
            return Optional.empty();
        }

        @Override
        public Rules rules() {
            return Rules.NIM;
        }

        @Override
        public Optional<Game> game() {
            return Optional.empty();
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.empty();
        }
    }

    /** A position to explore: moves on it are explained, and nobody answers them. */
    record At(Position at, Rules rules) implements Board {
        @Override
        public Optional<Position> position() {
            return Optional.of(at);
        }

        @Override
        public Optional<Game> game() {
            return Optional.empty();
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.at(this);
        }
    }

    /** A game against the engine, not yet over. */
    record Playing(Game current) implements Board {
        @Override
        public Optional<Position> position() {
            return Optional.of(current.position());
        }

        @Override
        public Rules rules() {
            return current.rules();
        }

        @Override
        public Optional<Game> game() {
            return Optional.of(current);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.playing(this);
        }
    }
}
