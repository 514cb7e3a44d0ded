package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.WholeGame;

/**
 * The "key: value" lines a question is written with in a lesson, as a kind's factory reads them
 * ({@link QuestionKinds}). Each reading fails with a problem that starts with its key ("max: at most
 * 30, not 40"), so a lesson author is told which line to mend.
 */
public interface Fields {

    boolean has(String key);

    /** Every line of a key that may repeat ("option:", "why:"), in order; empty when there is none. */
    List<String> all(String key);

    /** The first line of a key, or the problem that it is missing. */
    Result<String> required(String key);

    /** A whole number of 0 or more. */
    Result<Long> number(String key);

    /** The heaps of {@code position:}. */
    Result<Position> position();

    /** Nim or the subtraction game of {@code subtract:}, normal or misère by {@code misere:}. */
    Result<Rules> rules();

    /** The heap game of {@code game:} or {@code subtract:}; Nim when neither is given, unless one is required. */
    Result<HeapGame> heapGame(boolean required);

    /**
     * The game of {@code game:} when it is played on the whole position (Moore's Nim, the staircase);
     * empty for a heap game or none, a problem for a name that means one but is misspelt.
     */
    Optional<Result<WholeGame>> wholeGame();

    /**
     * A move, outcome or nim-sum question: whether it is about a position, a sum of heap games or a
     * whole-position game is read from the lines, by the lesson's own reading of which game they name.
     */
    Result<Question> aboutGame(Asked asked);
}
