package org.nimexplorer.command.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.render.Painter;

/**
 * What lies on the board, in any game the session plays: Nim or a subtraction game (explained with the
 * lemmas and the binary columns), a sum of heap games (each heap worth its Grundy value), or a game on
 * the whole position (Moore's Nim, the staircase). A move tried on the board and a game against the
 * engine ask the same of each: read a move and judge it, find the engine's, draw the heaps.
 */
sealed interface Table permits ClassicTable, SumTable, WholeTable {

    /**
     * A move made on the table.
     *
     * @param words     the move in words: "take 2 from A", "knock down pin 2 of B"
     * @param shortForm the move as typed: "A-2", "B-1=1+3", "S3-2"
     * @param after     the table it leaves
     * @param before    the outcome of the table it was made on, for the mover
     * @param left      the outcome of the table it leaves, for the other player
     * @param explained the coach's lines on it (a learner's move only)
     */
    record Step(String words, String shortForm, Table after, Outcome before, Outcome left, List<String> explained) {
        public Step {
            explained = List.copyOf(explained);
        }
    }

    /** The position in a sentence: "3, 4 and 5", "kayles:5 nim:3". */
    String describe();

    /** The position in a few characters, for a column of the game's summary. */
    default String brief() {
        return describe();
    }

    /** The game and its play in words: "normal play", "Kayles and Nim, normal play". */
    String describeRules();

    /** The position as the prompt shows it, inside its brackets. */
    String prompt();

    boolean misere();

    /** No move is left. */
    boolean over();

    /** Who wins from here, for the player to move. */
    Outcome outcome();

    /** The learner's move read, checked and explained; an illegal or unreadable one is refused with what to type. */
    Step judge(String move, Optional<Set<Idea>> lessonTerms, boolean reveal, Painter painter);

    /** The engine's move: a winning one when there is one, otherwise one that makes the game last. */
    Step engineStep();

    /** The heaps drawn as rows, for the board under each move. */
    List<String> board(Painter painter);

    /** The heaps drawn large for a class, every line at most {@code width} columns. */
    List<String> big(Painter painter, int width);

    /** The position explained: values or columns, and the verdict. */
    List<String> analysis(Painter painter);

    /** The command that shows the winning moves from here. */
    String analyzeCommand();

    /** How a move is written here: "write a move as 'A-2' or ...", for the lines that invite one. */
    String notations();

    /** The sentence that invites a move: "Write a move as 'A-2' or ...". */
    default String howToMove() {
        return Character.toUpperCase(notations().charAt(0)) + notations().substring(1);
    }

    /** "You made the last move", "The engine took the last object". */
    default String lastMove(boolean byLearner) {
        return byLearner ? "You made the last move" : "The engine made the last move";
    }

    /** The heaps as words that name this game again, so that other options can read them. */
    List<String> words();

    /** The game those words are played in. */
    GameFamily family();

    /** The classic board this table is, when it is Nim or a subtraction game. */
    default Optional<Board.At> classic() {
        return Optional.empty();
    }

    /** Heap sizes as the words a command reads. */
    static List<String> words(Position position) {
        List<String> words = new ArrayList<>();
        for (long heap : position.heaps()) {
            words.add(Long.toString(heap));
        }
        return words;
    }
}
