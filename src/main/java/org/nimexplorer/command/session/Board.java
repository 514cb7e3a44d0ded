package org.nimexplorer.command.session;

import java.util.Optional;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/**
 * What the learner moves on: nothing yet, a position of Nim or a subtraction game under its rules, a
 * position of another game (a sum of heap games, Moore's Nim, the staircase), or a game against the
 * engine under way, in any of them. Immutable, so that undo can keep earlier boards whole.
 */
sealed interface Board {

    /** A session's board before anything is set. */
    Board EMPTY = new Empty();

    /** The position of Nim or a subtraction game moves are made on, if there is one. */
    default Optional<Position> position() {
        return table().flatMap(Table::classic).map(At::at);
    }

    /** The rules that position is played under (Nim's, when there is none). */
    default Rules rules() {
        return table().flatMap(Table::classic).map(At::rules).orElse(Rules.NIM);
    }

    /** What moves are made on, in any game. */
    Optional<Table> table();

    /** The board of a table moved on outside a game. */
    static Board of(Table table) {
        return table.classic().<Board>map(at -> at).orElseGet(() -> new Elsewhere(table));
    }

    /** The game under way, if one is. */
    Optional<Game> game();

    <R> R accept(Visitor<R> visitor);

    /** One method per kind of board, so that the compiler checks every use handles each. */
    interface Visitor<R> {
        R empty();

        R at(At at);

        R elsewhere(Elsewhere elsewhere);

        R playing(Playing playing);
    }

    /** No position yet. */
    record Empty() implements Board {
        @Override
        public Optional<Table> table() {
            return Optional.empty();
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
        public Optional<Table> table() {
            return Optional.of(new ClassicTable(at, rules));
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

    /** A position of a sum of heap games, Moore's Nim or the staircase, to explore as {@link At} is. */
    record Elsewhere(Table on) implements Board {
        @Override
        public Optional<Table> table() {
            return Optional.of(on);
        }

        @Override
        public Optional<Game> game() {
            return Optional.empty();
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.elsewhere(this);
        }
    }

    /** A game against the engine, not yet over. */
    record Playing(Game current) implements Board {
        @Override
        public Optional<Table> table() {
            return Optional.of(current.table());
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
