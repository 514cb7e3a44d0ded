package org.nimexplorer.engine;

/** A move in a game played on the whole position at once: Moore's Nim or the staircase. */
public interface WholeMove {

    Position applyTo(Position position);

    /** "take 2 from A and 3 from C", "move 2 coins from step 3 to step 2". */
    String describe();

    /** "A-2 C-3", "S3-2". */
    String shortForm();
}
